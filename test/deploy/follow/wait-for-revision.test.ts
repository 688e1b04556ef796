// src/deploy/wait-for-revision.ts: the main wait, in-process against the emulator: the statuses
// it reports, when it ends, what it waits through and what ends it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RevisionStep } from '../../../emulator/index.ts';
import { StepClock } from '../../../src/common/step-control.ts';
import {
  type RevisionWait,
  waitForRevision,
} from '../../../src/deploy/follow/wait-for-revision.ts';
import { clientFor } from '../../client/client-helpers.ts';
import { useEmulator } from '../../support/emulator.ts';

const REVISION_PATH = '/v2/deployments/:id/revisions/:revisionId';

const emulator = useEmulator({ stepMs: 20 }, { per: 'test' });
let stepClock: StepClock;
beforeEach(() => {
  stepClock = new StepClock(60_000);
});
afterEach(() => stepClock.dispose());

/** Waits on the first revision of a deployment that walks `steps`, recording what it is told. */
async function waitOn(steps: RevisionStep[], given: Partial<RevisionWait> = {}) {
  const emu = emulator();
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
      { status: 'QUEUED', polls: 1 },
      { status: 'BUILDING', polls: 2 },
      { status: 'DEPLOYING', polls: 1 },
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
    emulator().addFault({ method: 'GET', path: REVISION_PATH, status: 500, times: 10 });
    const { outcome, said } = await waitOn([{ status: 'BUILDING' }, { status: 'DEPLOYED' }]);
    await expect(outcome).resolves.toMatchObject({ result: 'deployed' });
    expect(said.warnings).toHaveLength(1);
    expect(said.warnings[0]).toMatch(/→ 500: .*Still waiting; the next poll may fare better\.$/);
    expect(said.logs).toContain('Polls that met HTTP 500: 2 in all.');
  });

  it('keeps waiting on a status it does not know, and says so once', async () => {
    const { outcome, said } = await waitOn([
      { status: 'WARMING_UP', polls: 2 },
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
    emulator().addFault({ method: 'GET', path: REVISION_PATH, status: 404, times: Infinity });
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

  it('waits longer for the rest of the deploy once the service throttled a poll', async () => {
    /** The waits between polls of a deploy that builds for four polls. */
    const waitsOf = async () => {
      const waits = vi.spyOn(stepClock, 'wait');
      const { outcome } = await waitOn([{ status: 'BUILDING', polls: 4 }, { status: 'DEPLOYED' }]);
      await expect(outcome).resolves.toMatchObject({ result: 'deployed' });
      const asked = waits.mock.calls.map(([ms]) => ms);
      waits.mockRestore();
      return asked;
    };
    const steady = await waitsOf();
    emulator().addFault({ method: 'GET', path: REVISION_PATH, status: 429, retryAfter: '1' });
    const throttled = await waitsOf();

    expect(throttled).toHaveLength(steady.length);
    // The client waited out the Retry-After itself; every wait after it is at least twice as long.
    throttled.forEach((ms, poll) => {
      expect(ms, `the wait after poll ${poll + 1}`).toBeGreaterThanOrEqual(2 * (steady[poll] ?? 0));
    });
  });
});
