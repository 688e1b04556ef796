import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { REVISION_PATH, runDeploy } from '../../support/deploy-fixture.ts';
import { timeline, useEmulatorPerTest, workspace } from './ship-source-fixture.ts';

/*
 * source-path is packed while the deployment is looked up: packing is CPU and disk work, the
 * look-up a network wait. The look-up is held here until the archive shows up in RUNNER_TEMP, so
 * a run that packed only after the service answered never gets its answer in time. What the
 * user sees stays as it was: the packer's lines after the deployment's, none for a run that
 * never ships, the same message when packing fails, and no archive left behind.
 */

const emulator = useEmulatorPerTest();
const SOURCE_INPUTS = { 'source-path': 'agent', 'agent-config-path': 'langgraph.json' };
const GET_DEPLOYMENT = { method: 'GET', path: '/v2/deployments/:id' } as const;

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

/**
 * True once an archive is being written in `dir` (in the folder the action makes for it); false
 * if none appears within the cap, which only bounds a run that never packs early.
 */
async function archiveAppears(dir: string, capMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + capMs;
  while (Date.now() < deadline) {
    for (const folder of await readdir(dir)) {
      const inside = await readdir(path.join(dir, folder)).catch(() => []);
      if (inside.some((name) => name.endsWith('.tar.gz'))) return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

async function deployHoldingTheLookUp(emu: Emulator, deploymentId: string) {
  const root = await workspace();
  const temp = await runnerTemp();
  const packedMeanwhile = archiveAppears(temp);
  emu.addFault({ ...GET_DEPLOYMENT, until: packedMeanwhile });
  const run = await runDeploy(emu, deploymentId, SOURCE_INPUTS, {
    env: { GITHUB_WORKSPACE: root, RUNNER_TEMP: temp },
  });
  return { run, temp, packedMeanwhile: await packedMeanwhile };
}

/** The job log as the user reads it, warnings included, without the other workflow commands. */
const jobLog = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => !line.startsWith('::') || line.startsWith('::warning'))
    .map((line) => line.replace(/^::warning[^:]*::/, ''));

const PACKER_LINE = /^(packing|packed|left out) |\.env|is not in a git repository/;

describe('packing source-path while the deployment is looked up', () => {
  it('writes the archive before the service answers, and the log reads as before', async () => {
    const emu = emulator();
    const { id } = emu.seedDeployment({ source: 'internal_source' });
    const { run, temp, packedMeanwhile } = await deployHoldingTheLookUp(emu, id);

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    expect(packedMeanwhile).toBe(true);
    expect(emu.requests[0]).toMatchObject({ path: `/v2/deployments/${id}`, faulted: 'delay' });
    expect(timeline(emu).filter((line) => !REVISION_PATH.test(line.split(' ')[1] ?? ''))).toEqual([
      `GET /v2/deployments/${id}`,
      `POST /v2/deployments/${id}/upload-url`,
      'PUT storage 200',
      `POST /v2/deployments/${id}/revisions`,
      `GET /v2/deployments/${id}/revisions`,
    ]);

    const log = jobLog(run.stdout);
    const at = (pattern: RegExp) => log.findIndex((line) => pattern.test(line));
    const packerLines = log.flatMap((line, index) => (PACKER_LINE.test(line) ? [index] : []));
    expect(packerLines.length, run.stdout).toBeGreaterThanOrEqual(3);
    expect(log.filter((line) => /\.env/.test(line))).toHaveLength(1);
    const deploymentLine = at(/^Deployment .*: latest revision /);
    expect(deploymentLine).toBeGreaterThanOrEqual(0);
    expect(Math.min(...packerLines)).toBeGreaterThan(deploymentLine);
    expect(Math.max(...packerLines)).toBeLessThan(at(/^Packed agent: /));
    expect(at(/^Packed agent: /)).toBeLessThan(at(/^Uploaded as /));
    expect(at(/^Uploaded as /)).toBeLessThan(at(/^Sending /));
    expect(await readdir(temp)).toEqual([]);
  }, 60_000);

  it('a deployment that is not there: the look-up’s error alone, no packing line, no archive left', async () => {
    const emu = emulator();
    const { run, temp, packedMeanwhile } = await deployHoldingTheLookUp(emu, randomUUID());

    expect(packedMeanwhile).toBe(true);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(failureMessage(run)).toMatch(/not found/i);
    expect(run.stdout.match(/^::error/gm)).toHaveLength(1);
    expect(jobLog(run.stdout).filter((line) => PACKER_LINE.test(line))).toEqual([]);
    expect(run.stdout).not.toMatch(/Packed|source-path/);
    expect(run.stderr).not.toMatch(/Unhandled|uncaught/i);
    expect(emu.requests.map((r) => `${r.method} ${r.path}`)).not.toContainEqual(
      expect.stringMatching(/upload-url$/),
    );
    expect(emu.uploads).toEqual([]);
    expect(await readdir(temp)).toEqual([]);
  }, 60_000);

  it('a file that cannot be read: the same SourceNotShipped message, and the deployment is not changed', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ source: 'internal_source' });
    const root = await workspace({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'agent/langgraph.json': '{"dependencies":["."],"graphs":{"agent":"./graph.py:graph"}}\n',
      'agent/graph.py': 'graph = None\n',
      'agent/unreadable-module.py': 'x = 1\n',
    });
    const temp = await runnerTemp();
    const run = await runDeploy(emu, deployment.id, SOURCE_INPUTS, {
      env: {
        GITHUB_WORKSPACE: root,
        RUNNER_TEMP: temp,
        FAIL_FILE_OPENS: 'unreadable-module',
        NODE_OPTIONS: `--import=${path.resolve('test/support/fail-file-opens.ts')}`,
      },
    });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(failureMessage(run)).toMatch(
      /^source-path "agent" could not be shipped: unreadable-module\.py .*EIO/,
    );
    expect(run.stderr).not.toMatch(/Unhandled|uncaught/i);
    const changes = emu.requests.filter(
      (r) => r.method === 'PATCH' || r.path.endsWith('/revisions'),
    );
    expect(changes).toEqual([]);
    expect(emu.getDeployment(deployment.id)?.latest_revision_id).toBe(
      deployment.latest_revision_id,
    );
    expect(emu.uploads).toEqual([]);
    expect(await readdir(temp)).toEqual([]);
  }, 60_000);
});
