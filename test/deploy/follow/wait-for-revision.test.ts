// src/deploy/wait-for-revision.ts: the main wait, in-process against the emulator: the statuses
// it reports, when it ends, what it waits through and what ends it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Emulator, type RevisionStep, startEmulator } from '../../../emulator/index.ts';
import { StepClock } from '../../../src/common/step-control.ts';
import {
  type RevisionWait,
  waitForRevision,
} from '../../../src/deploy/follow/wait-for-revision.ts';
import { clientFor } from '../../client/client-helpers.ts';

const REVISION_PATH = '/v2/deployments/:id/revisions/:revisionId';

let emu: Emulator;
let stepClock: StepClock;
beforeEach(async () => {
  emu = await startEmulator({ stepMs: 20 });
  stepClock = new StepClock(60_000);
});
afterEach(async () => {
  stepClock.dispose();
  await emu.close();
});

/** Waits on the first revision of a deployment that walks `steps`, recording what it is told. */
async function waitOn(steps: RevisionStep[], given: Partial<RevisionWait> = {}) {
  const { client } = clientFor(emu);
  // A first request warms the connection, so the first poll comes before the first step ends.
  await client.getDeployment(emu.seedDeployment().id);
  const deployment = emu.seedDeployment({ firstRevision: steps });
  const said = { statuses: [] as string[], logs: [] as string[], warnings: [] as string[] };
  const step = {
    client,
    stepClock,
    log: (line: string) => said.logs.push(line),
    warn: (line: string) => said.warnings.push(line),
  };
  const outcome = waitForRevision(step, {
    deploymentId: deployment.id,
    revisionId: deployment.latest_revision_id as string,
    pollIntervalMs: 10,
    onStatus: (status) => said.statuses.push(status),
    ...given,
  });
  return { outcome, said };
}

describe('waitForRevision', () => {
  it('reports each status once, in order, and ends on DEPLOYED', async () => {
    const { outcome, said } = await waitOn([
      { status: 'QUEUED', ms: 300 },
      { status: 'BUILDING', ms: 300 },
      { status: 'DEPLOYING', ms: 300 },
      { status: 'DEPLOYED' },
    ]);
    await expect(outcome).resolves.toMatchObject({ result: 'deployed', status: 'DEPLOYED' });
    expect(said.statuses).toEqual(['QUEUED', 'BUILDING', 'DEPLOYING', 'DEPLOYED']);
    expect(said.warnings).toEqual([]);
  });

  it('ends as failed on a failure status, naming it', async () => {
    const { outcome, said } = await waitOn([{ status: 'BUILDING' }, { status: 'BUILD_FAILED' }]);
    await expect(outcome).resolves.toMatchObject({ result: 'failed', status: 'BUILD_FAILED' });
    expect(said.statuses.at(-1)).toBe('BUILD_FAILED');
  });

  it('waits through polls that fail for a while, warning once and counting the rest', async () => {
    // The client tries each GET five times: ten failed attempts are two failed polls.
    emu.addFault({ method: 'GET', path: REVISION_PATH, status: 500, times: 10 });
    const { outcome, said } = await waitOn([{ status: 'BUILDING' }, { status: 'DEPLOYED' }]);
    await expect(outcome).resolves.toMatchObject({ result: 'deployed' });
    expect(said.warnings).toHaveLength(1);
    expect(said.warnings[0]).toMatch(/→ 500: .*Still waiting; the next poll may fare better\.$/);
    expect(said.logs).toContain('Polls that met HTTP 500: 2 in all.');
  });

  it('keeps waiting on a status it does not know, and says so once', async () => {
    const { outcome, said } = await waitOn([
      { status: 'WARMING_UP', ms: 200 },
      { status: 'DEPLOYED' },
    ]);
    await expect(outcome).resolves.toMatchObject({ result: 'deployed' });
    expect(said.statuses).toEqual(['WARMING_UP', 'DEPLOYED']);
    expect(said.warnings).toEqual([
      expect.stringMatching(
        /reports status WARMING_UP \(this action does not know it\); still waiting/,
      ),
    ]);
  });

  it('ends with the error of an answer that is not worth waiting through', async () => {
    emu.addFault({ method: 'GET', path: REVISION_PATH, status: 404, times: Infinity });
    const { outcome } = await waitOn([{ status: 'BUILDING' }, { status: 'DEPLOYED' }]);
    await expect(outcome).rejects.toMatchObject({ name: 'ServiceError', status: 404 });
  });

  it("ends at the step's time-out while the revision is still building", async () => {
    stepClock.limit(300);
    const { outcome, said } = await waitOn([{ status: 'BUILDING', ms: 60_000 }]);
    await expect(outcome).rejects.toThrow();
    expect(stepClock.stopped?.kind).toBe('timed-out');
    expect(said.statuses).toEqual(['BUILDING']);
  });

  it('warns once when the deploy takes more than twice its typical time', async () => {
    const { outcome, said } = await waitOn(
      [{ status: 'BUILDING', ms: 200 }, { status: 'DEPLOYED' }],
      {
        typical: { typicalMs: 50, earlyMs: 40, lateMs: 60, count: 3 },
      },
    );
    await expect(outcome).resolves.toMatchObject({ result: 'deployed' });
    expect(said.warnings).toEqual([
      expect.stringMatching(
        /^This deploy is slower than usual: .* \(the median of the last 3 deploys\)\. Still waiting\.$/,
      ),
    ]);
  });
});
