import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActionRun } from '../../../scripts/runner/run-action.ts';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { runDeploy } from '../../support/deploy-fixture.ts';
import { useEmulatorPerTest, workspace } from './ship-source-fixture.ts';

/*
 * The step's time-out and the runner's cancel reach the packing of source-path: the walk, the
 * ignore rules and the archive writer stop, and the step reports like any other stop, with its
 * outputs, summary and one error, and no archive left in RUNNER_TEMP.
 */

const emulator = useEmulatorPerTest();

/** A checkout whose `agent/` holds `count` one-byte files, 250 to a folder. */
async function manySmallFiles(count: number): Promise<string> {
  const root = await workspace({
    '.git/HEAD': 'ref: refs/heads/main\n',
    'agent/langgraph.json': '{"dependencies":["."],"graphs":{"agent":"./src/graph.py:graph"}}\n',
    'agent/src/graph.py': 'graph = None\n',
  });
  for (let folder = 0; folder * 250 < count; folder++) {
    const dir = path.join(root, 'agent', 'src', `pkg${folder}`);
    await mkdir(dir, { recursive: true });
    const files = Array.from({ length: Math.min(250, count - folder * 250) }, (_, i) => i);
    await Promise.all(files.map((i) => writeFile(path.join(dir, `m${i}.py`), 'x')));
  }
  return root;
}

async function writeRandomFile(file: string, bytes: number): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'w');
  try {
    for (let written = 0; written < bytes; written += 16 * 1024 * 1024) {
      await handle.write(randomBytes(Math.min(16 * 1024 * 1024, bytes - written)));
    }
  } finally {
    await handle.close();
  }
}

const SOURCE_INPUTS = { 'source-path': 'agent', 'agent-config-path': 'langgraph.json' };

const temps: string[] = [];
afterEach(async () => {
  await Promise.all(
    temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 5 })),
  );
});

async function runnerTemp(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'runner-temp-'));
  temps.push(dir);
  return dir;
}

describe('stopping while source-path is packed', () => {
  it('reports timed-out, with outputs, summary and one error, and packs no further', async () => {
    const emu = emulator();
    const root = await manySmallFiles(30_000);
    // Random bytes do not compress fast: packing takes well over the second the step is given.
    await writeRandomFile(path.join(root, 'agent', 'assets', 'weights.bin'), 150 * 1024 * 1024);
    const temp = await runnerTemp();
    const deployment = emu.seedDeployment({ source: 'internal_source' });
    const run = await runDeploy(
      emu,
      deployment.id,
      { ...SOURCE_INPUTS, timeout: '1s' },
      { env: { GITHUB_WORKSPACE: root, RUNNER_TEMP: temp } },
    );

    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stderr).not.toMatch(/Unhandled|uncaught/i);
    expect(run.outputs.result).toBe('timed-out');
    expect(run.summary).toMatch(/timed out/i);
    expect(run.stdout.match(/^::error/gm)).toHaveLength(1);
    expect(failureMessage(run)).toMatch(/time-out of 1000ms ran out/);
    // The packing began, and the time-out stopped it before it was done.
    expect(run.stdout).toMatch(/^packing \//m);
    expect(run.stdout).not.toMatch(/^packed \d+ files/m);
    expect(await readdir(temp)).toEqual([]);
    expect(emu.uploads).toEqual([]);
  }, 90_000);

  it('reports cancelled when SIGINT arrives while the files are packed, and packs no further', async () => {
    const emu = emulator();
    const root = await manySmallFiles(60_000);
    const temp = await runnerTemp();
    const deployment = emu.seedDeployment({ source: 'internal_source' });
    let signalled = false;
    const run = await runDeploy(
      emu,
      deployment.id,
      { ...SOURCE_INPUTS, timeout: '5m' },
      {
        env: { GITHUB_WORKSPACE: root, RUNNER_TEMP: temp },
        onSpawn: (child) => {
          let seen = '';
          child.stdout?.on('data', (chunk: Buffer | string) => {
            seen += String(chunk);
            if (!signalled && /^packing \//m.test(seen)) {
              signalled = true;
              child.kill('SIGINT');
            }
          });
        },
      },
    );

    expect(signalled, run.stdout).toBe(true);
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.signal).toBeNull();
    expect(run.stderr).not.toMatch(/Unhandled|uncaught/i);
    expect(run.outputs.result).toBe('cancelled');
    expect(run.summary).toMatch(/cancelled/i);
    expect(run.stdout.match(/^::error/gm)).toHaveLength(1);
    expect(failureMessage(run)).toMatch(/The job was cancelled \(SIGINT\)/);
    expect(run.stdout).not.toMatch(/^packed \d+ files/m);
    expect(await readdir(temp)).toEqual([]);
    expect(emu.uploads).toEqual([]);
  }, 120_000);
});

describe('stopping while the inputs are checked, before anything is sent', () => {
  // A graph file missing from a directory whose listing hangs: the "did you mean" look-up for it
  // waits for ever, as on a stalled network file system, unless the step's stop ends the wait.
  const STALLED = 'stalled-mount';
  const HANGING_CHECK = {
    '.git/HEAD': 'ref: refs/heads/main\n',
    'agent/langgraph.json': `{"dependencies":["."],"graphs":{"agent":"./${STALLED}/grpah.py:graph"}}\n`,
    [`agent/${STALLED}/graph.py`]: 'graph = None\n',
  };

  async function runWhileTheCheckHangs(
    inputs: Record<string, string>,
    onHang: (child: import('node:child_process').ChildProcess) => void = () => {},
  ): Promise<ActionRun> {
    const emu = emulator();
    const root = await workspace(HANGING_CHECK);
    const deployment = emu.seedDeployment({ source: 'internal_source' });
    const run = await runDeploy(
      emu,
      deployment.id,
      { ...SOURCE_INPUTS, ...inputs },
      {
        env: {
          GITHUB_WORKSPACE: root,
          RUNNER_TEMP: await runnerTemp(),
          HANG_DIRECTORY_READS: STALLED,
          NODE_OPTIONS: `--import=${path.resolve('test/support/hang-directory-reads.ts')}`,
        },
        onSpawn: (child) => {
          let seen = '';
          child.stderr?.on('data', (chunk: Buffer | string) => {
            seen += String(chunk);
            if (seen.includes('a directory read hangs')) onHang(child);
          });
          // Only a safety net for a step that never ends; nothing here measures time.
          const stuck = setTimeout(() => child.kill('SIGKILL'), 60_000);
          child.once('close', () => clearTimeout(stuck));
        },
      },
    );
    expect(run.stderr).toContain('a directory read hangs');
    expect(emu.requests).toEqual([]);
    return run;
  }

  it('the time-out ends the checks: outputs, summary and one error say so', async () => {
    const run = await runWhileTheCheckHangs({ timeout: '1s' });

    expect(run.signal, run.stderr).toBeNull();
    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('timed-out');
    expect(run.summary).toContain('Deploy timed out');
    expect(run.stdout.match(/^::error/gm)).toHaveLength(1);
    expect(failureMessage(run)).toBe(
      "The step's time-out of 1000ms ran out while its inputs were checked; nothing was sent.",
    );
  }, 90_000);

  it('a cancel during the checks still writes the outputs and the summary', async () => {
    let signalled = false;
    const run = await runWhileTheCheckHangs({ timeout: '30m' }, (child) => {
      if (signalled) return;
      signalled = true;
      child.kill('SIGINT');
    });

    expect(signalled).toBe(true);
    expect(run.signal, run.stderr).toBeNull();
    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('cancelled');
    expect(run.summary).toContain('Deploy cancelled');
    expect(run.stdout.match(/^::error/gm)).toHaveLength(1);
    expect(failureMessage(run)).toBe(
      'The job was cancelled (SIGINT) while its inputs were checked; nothing was sent.',
    );
  }, 90_000);
});
