import { describe, expect, it } from 'vitest';
import { runDeploy, useEmulator } from '../../support/deploy-fixture.ts';

const emulator = useEmulator();

const warningsIn = (stdout: string) =>
  stdout.split('\n').filter((line) => line.startsWith('::warning'));

describe('an ETA from the deployment history', () => {
  it('logs the typical time once and shows it beside the deploy time of this run, measured alike', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    // Eight deploys (median 2m05s), one that failed, one that was skipped: the failures do not count.
    emu.seedHistory(deployment.id, [
      ...[100, 110, 120, 124, 126, 130, 140, 150].map((s) => ({ durationMs: s * 1000 })),
      { durationMs: 20_000, status: 'BUILD_FAILED' },
      { durationMs: 5000, status: 'SKIPPED' },
    ]);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    const etaLines = run.stdout.split('\n').filter((line) => line.includes('typically'));
    expect(etaLines).toEqual(['ETA: typically 2m05s, from the last 8 deploys.']);
    expect(run.summary).toMatch(
      /\| Deploy time \| \d+(ms|s) from the change to `DEPLOYED` · typically 2m 5s to `DEPLOYED` \(the median of the last 8 deploys\) \|/,
    );
    expect(warningsIn(run.stdout)).toEqual([]);
    const lists = emu.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/revisions'));
    expect(lists.map((r) => r.query)).toEqual([{ limit: '20' }]);
  });

  it('warns exactly once when the deploy runs past twice the typical time, and still deploys', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.seedHistory(deployment.id, [{ durationMs: 200 }, { durationMs: 250 }, { durationMs: 300 }]);
    // Building for far longer than twice the typical 0.25 s: however fast the polls come.
    emu.scriptNextRevision([{ status: 'BUILDING', ms: 1200 }, { status: 'DEPLOYED' }]);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    const slow = warningsIn(run.stdout).filter((line) => line.includes('slower than usual'));
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatch(/\d+s so far, typically 0.3s \(the median of the last 3 deploys\)/);
    expect(warningsIn(run.stdout)).toHaveLength(1);
  });

  it.each([
    ['an error', { status: 404 }],
    ['a garbled answer', { action: 'malformed-json' as const }],
  ])('goes on as without history when the list meets %s', async (_, fault) => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.seedHistory(deployment.id, [{ durationMs: 100 }, { durationMs: 100 }, { durationMs: 100 }]);
    emu.addFault({ method: 'GET', path: '/v2/deployments/:id/revisions', ...fault });
    emu.scriptNextRevision([{ status: 'BUILDING', polls: 2 }, { status: 'DEPLOYED' }]);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'deployed', status: 'DEPLOYED' });
    expect(run.stdout).not.toContain('typically');
    expect(run.stdout).toMatch(/^::debug::No typical deploy time: /m);
    expect(warningsIn(run.stdout)).toEqual([]);
    expect(run.summary).not.toContain('typically');
  });

  it('says nothing of a typical time with fewer than 3 deploys of readable history', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.seedHistory(deployment.id, [{ durationMs: 60_000 }]);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.outputs.result).toBe('deployed');
    expect(run.stdout).not.toContain('typically');
    expect(run.stdout).toMatch(/::debug::No typical deploy time: \d+ revisions listed/);
  });
});
