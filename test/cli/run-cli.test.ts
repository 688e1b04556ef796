// src/cli/run-cli.ts: the command line from its arguments to its exit code, in-process.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/index.ts';
import { runCli } from '../../src/cli/run-cli.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const API_KEY = 'emulator-key';
const dir = mkdtempSync(join(tmpdir(), 'run-cli-'));

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ stepMs: 5 });
});
afterAll(() => emu.close());

/** Runs the command line in this process, with its own streams and environment. */
async function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const written = { stdout: '', stderr: '' };
  const stream = (name: 'stdout' | 'stderr') => {
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => {
      written[name] += chunk.toString();
    });
    return out;
  };
  const io = {
    args,
    env,
    stdin: Readable.from([]),
    stdout: stream('stdout'),
    stderr: stream('stderr'),
  };
  const exitCode = await runCli(ROOT, io);
  return { exitCode, ...written };
}

describe('the command line, before any request', () => {
  it('helps with no command, and with --help, on standard output', async () => {
    const none = await cli([]);
    expect(none.exitCode).toBe(0);
    expect(none.stdout).toContain('Usage: agent-deploy <command>');
    const help = await cli(['sweep', '--help']);
    expect(help).toMatchObject({ exitCode: 0, stderr: '' });
    expect(help.stdout).toContain('--name-pattern VALUE');
  });

  it('tells its version from the package', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(await cli(['--version'])).toMatchObject({ exitCode: 0, stdout: `${version}\n` });
  });

  it('refuses an unknown command, and a registry step not named, with exit code 2', async () => {
    expect(await cli(['deply'])).toMatchObject({
      exitCode: 2,
      stderr:
        'error: agent-deploy not started: bad input: unknown command "deply"; did you mean deploy? (agent-deploy --help lists them)\n',
    });
    expect((await cli(['registry'])).stderr).toContain(
      'registry needs one of: registry login, registry logout',
    );
  });

  it('names every bad flag at once, sends nothing, and writes no file', async () => {
    const outputs = join(dir, 'refused.env');
    const run = await cli(
      [
        'deploy',
        '--base-url',
        emu.url,
        '--api-key',
        'sk-x',
        '--deploymnet-name',
        'a',
        '--outputs-file',
        outputs,
      ],
      { LANGSMITH_API_KEY: API_KEY },
    );
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('--api-key is refused');
    expect(run.stderr).toContain('unknown flag --deploymnet-name; did you mean --deployment-name?');
    expect(run.stderr).not.toContain('sk-x');
    expect(emu.requests).toEqual([]);
    expect(() => readFileSync(outputs)).toThrow();
  });

  it('tells bad flags as JSON events with --json, the result last', async () => {
    const run = await cli(['deploy', '--json', '--colour']);
    const events = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events.map((event) => event.type)).toEqual(['error', 'result']);
    expect(events[1]).toMatchObject({ outcome: 'bad-input', exitCode: 2, outputs: {} });
    expect(run.stderr).toBe('');
  });

  it('reads --json as its flags read it, however the switch is written', async () => {
    const spelt = await cli(['deploy', '--json', 'true', '--colour']);
    expect(spelt.stderr).toBe('');
    expect(JSON.parse(spelt.stdout.trim().split('\n').at(-1) ?? '')).toMatchObject({
      type: 'result',
      outcome: 'bad-input',
    });
    const off = await cli(['deploy', '--json', 'false', '--colour']);
    expect(off.stdout).toBe('');
    expect(off.stderr).toContain('unknown flag --colour');
  });
});

describe('a command run', () => {
  it('deploys, writes the outputs and the summary files, and ends with exit code 0', async () => {
    const deployment = emu.seedDeployment({ name: 'support-cli' });
    const outputs = join(dir, 'deployed.env');
    const summary = join(dir, 'summary.md');
    const env: NodeJS.ProcessEnv = { LANGSMITH_API_KEY: API_KEY };
    const run = await cli(
      [
        'deploy',
        '--base-url',
        emu.url,
        '--deployment-name',
        'support-cli',
        '--repo-ref',
        'main',
        '--poll-interval',
        '100ms',
        '--outputs-file',
        outputs,
        '--summary-file',
        summary,
      ],
      env,
    );
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toContain('Result: deployed');
    expect(readFileSync(outputs, 'utf8')).toContain(`deployment_id=${deployment.id}\n`);
    expect(readFileSync(outputs, 'utf8')).toContain('result=deployed\n');
    expect(readFileSync(summary, 'utf8')).toContain('Deployed');
    expect(env).toEqual({});
    const patch = emu.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toMatchObject({ source_revision_config: { repo_ref: 'main' } });
  });
});
