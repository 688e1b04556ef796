import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { API_KEY, useEmulator } from '../../support/deploy-fixture.ts';
import {
  deployArgs as deployArgsOf,
  eventsOf,
  everythingWritten,
  runPackedCli,
} from './run-packed-cli.ts';

/*
 * Every exit code of the packed command line, each as a CI job sees it: bad input with nothing
 * sent, unhealthy, timed out, and a cancel by SIGINT or SIGTERM during the wait that still
 * writes the outputs file. (0 and 1 are in cli-deploy.test.ts.)
 */
const emulator = useEmulator({ serviceGeneration: 'new' });
const KEY = { LANGSMITH_API_KEY: API_KEY };
const deployArgs = (id: string, extra: string[] = []) => deployArgsOf(emulator(), id, extra);

/** Sends `signal` once the emulator has been asked about the revision: the step is waiting. */
function signalWhilePolling(emu: Emulator, signal: NodeJS.Signals) {
  return (child: ChildProcess) => {
    const watch = setInterval(() => {
      if (!emu.requests.some((request) => /\/revisions\/[^/]+$/.test(request.path))) return;
      clearInterval(watch);
      child.kill(signal);
    }, 10);
    child.once('close', () => clearInterval(watch));
  };
}

describe('exit code 2: bad input, nothing sent', () => {
  it('names the flag in the action’s own words, sends nothing, and still writes the outputs', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runPackedCli(
      deployArgs(deployment.id, ['--timeout', 'forever', '--logs', 'sometimes']),
      { env: KEY },
    );

    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(
      'error: Deploy not started: bad input: --timeout: must be a duration such as 90, 90s, 15m, 1h30m or 500ms; got "forever".\n  --logs: must be one of on-failure, always, never; got "sometimes".\n',
    );
    expect(run.outputs).toEqual({ result: 'failed' });
    expect(emu.requests).toEqual([]);
  });

  it('names the key’s variable when no key is given', async () => {
    const emu = emulator();
    const run = await runPackedCli(deployArgs(emu.seedDeployment().id));

    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(
      'LANGSMITH_API_KEY, CONTROL_PLANE_API_KEY or --api-key-file FILE: is required unless CONTROL_PLANE_BEARER_TOKEN or --bearer-token-file FILE is given.',
    );
    expect(emu.requests).toEqual([]);
  });

  it('refuses a key given as a flag, says where it goes, and never shows it', async () => {
    const emu = emulator();
    const secret = 'sk-live-given-on-the-command-line-0042';
    const run = await runPackedCli(deployArgs(emu.seedDeployment().id, ['--api-key', secret]), {
      env: KEY,
    });

    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(
      '--api-key is refused: a value on the command line shows in process lists and CI logs. Set LANGSMITH_API_KEY, CONTROL_PLANE_API_KEY or --api-key-file FILE instead',
    );
    expect(everythingWritten(run)).not.toContain(secret);
    expect(emu.requests).toEqual([]);
  });
});

describe('exit code 3: unhealthy', () => {
  it('when the smoke test fails once the revision is DEPLOYED', async () => {
    const emu = emulator();
    const cases =
      '- {name: expects more, assistant: agent, input: {}, expect: {contains: "never said"}}';
    const run = await runPackedCli(deployArgs(emu.seedDeployment().id, ['--smoke-test', cases]), {
      env: KEY,
    });

    expect(run.exitCode).toBe(3);
    expect(run.outputs).toMatchObject({ result: 'unhealthy', status: 'DEPLOYED', smoke: 'failed' });
    expect(run.stderr).toContain('error: Deployed, but the smoke test failed: ');
  });
});

describe('exit code 4: timed out', () => {
  it('when the revision is still building at --timeout', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision([{ status: 'BUILDING' }]);
    const run = await runPackedCli(deployArgs(deployment.id, ['--timeout', '2s', '--json']), {
      env: KEY,
    });

    expect(run.exitCode).toBe(4);
    expect(run.outputs).toMatchObject({ result: 'timed-out', status: 'BUILDING' });
    expect(eventsOf(run).at(-1)).toMatchObject({
      type: 'result',
      outcome: 'timed-out',
      exitCode: 4,
    });
  });
});

describe('exit codes 130 and 143: cancelled', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    'on %s during the wait: stops as a cancelled job does, outputs file and all',
    async (signal, code) => {
      const emu = emulator();
      const deployment = emu.seedDeployment();
      emu.scriptNextRevision([{ status: 'BUILDING' }]);
      const run = await runPackedCli(deployArgs(deployment.id, ['--timeout', '60s']), {
        env: KEY,
        onSpawn: signalWhilePolling(emu, signal),
      });

      expect(run.signal).toBeNull();
      expect(run.exitCode).toBe(code);
      expect(run.outputs).toMatchObject({
        result: 'cancelled',
        status: 'BUILDING',
        new_revision: 'true',
      });
      expect(run.stderr).toContain(`error: Deploy cancelled: The job was cancelled (${signal}).`);
      expect(run.summary).toContain('cancelled');
    },
  );
});
