import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import type { Deployment } from '../../../src/client/service-schemas.ts';
import { StepClock } from '../../../src/common/step-control.ts';
import type { Submission } from '../../../src/deploy/change/make-revision.ts';
import { type RollbackPlan, rollBack } from '../../../src/deploy/recover/roll-back.ts';
import { clientFor } from '../../client/client-helpers.ts';
import { useEmulator } from '../../support/emulator.ts';

let emu: Emulator;
let stepClock: StepClock;
const emulator = useEmulator({ serviceGeneration: 'new' }, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
  stepClock = new StepClock(60_000);
});
afterEach(async () => {
  stepClock.dispose();
});

function context() {
  const { client } = clientFor(emu);
  const logs: string[] = [];
  return {
    client,
    logs,
    rollback: {
      step: {
        client,
        stepClock,
        signal: stepClock.signal,
        log: (line: string) => logs.push(line),
        warn: (line: string) => logs.push(line),
      },
      plan: { pollIntervalMs: 50 } as RollbackPlan,
    },
  };
}

/** The rollback of `failed`, sent with the step and the plan a deploy gives it. */
function rollBackWith(
  before: Deployment,
  failed: Submission,
  { step, plan }: ReturnType<typeof context>['rollback'],
) {
  return rollBack(step, before, failed, plan);
}

/** A deployment as read before this run's change, and the revision that change made and that failed. */
async function failedDeploy(seed: Parameters<Emulator['seedDeployment']>[0] = {}) {
  const { client } = clientFor(emu);
  const seeded = emu.seedDeployment(seed);
  const before = await client.getDeployment(seeded.id);
  emu.failNextRevision('BUILD_FAILED');
  const failed = await client.createRevision(before.id, {
    source_revision_config: { repo_ref: 'feature' },
  });
  const submission: Submission = {
    deployment: await client.getDeployment(before.id),
    revisionId: failed.id,
    newRevision: true,
  };
  emu.clearRequests();
  return { before, submission, live: seeded.latest_revision_id };
}

function redeploys() {
  return emu.requests.filter((request) => request.path.endsWith('/redeploy')).map((r) => r.path);
}

describe('rollBack', () => {
  it('deploys the revision that was live again, and waits for the revision it makes', async () => {
    const { before, submission, live } = await failedDeploy();
    const { rollback, logs } = context();
    const outcome = await rollBackWith(before, submission, rollback);

    const again = emu.getDeployment(before.id)?.latest_revision_id;
    expect(outcome).toEqual({
      revisionId: live,
      newRevisionId: again,
      result: 'deployed',
      status: 'DEPLOYED',
    });
    expect(redeploys()).toEqual([`/v2/deployments/${before.id}/revisions/${live}/redeploy`]);
    expect(logs).toContain(`Rolling back: deploying revision ${live} again.`);
  });

  it('sends nothing when this run made no new revision: it displaced nothing', async () => {
    const { before, submission } = await failedDeploy();
    const outcome = await rollBackWith(
      before,
      { ...submission, newRevision: false },
      context().rollback,
    );

    expect(outcome).toEqual({
      result: 'none',
      reason: 'this deploy made no new revision, so it displaced nothing',
    });
    expect(emu.requests).toEqual([]);
  });

  it('sends nothing when another deploy made a revision after the failed one', async () => {
    const { before, submission } = await failedDeploy();
    const { client, rollback } = context();
    const other = await client.createRevision(before.id, {
      source_revision_config: { repo_ref: 'other-run' },
    });
    const outcome = await rollBackWith(before, submission, rollback);

    expect(outcome).toMatchObject({ result: 'none' });
    expect(outcome.result === 'none' && outcome.reason).toBe(
      `the deployment's latest revision is now ${other.id}, made after this run's ${submission.revisionId} by another deploy, which a rollback would replace`,
    );
    expect(redeploys()).toEqual([]);
  });

  it('sends nothing when no revision of the deployment was ever DEPLOYED', async () => {
    const { before, submission } = await failedDeploy({ firstRevision: 'BUILD_FAILED' });
    const { rollback, logs } = context();
    const outcome = await rollBackWith(before, submission, rollback);

    expect(outcome).toEqual({
      result: 'none',
      reason:
        'there is nothing to roll back to (no earlier revision of the deployment was DEPLOYED)',
    });
    expect(logs).toContain(
      'Not rolled back: there is nothing to roll back to (no earlier revision of the deployment was DEPLOYED).',
    );
    expect(redeploys()).toEqual([]);
  });
});

describe('rollBack on the first revision a deployment has had', () => {
  it('asks nothing of the service for a deployment this run created, and says why in one line', async () => {
    const { before, submission } = await failedDeploy();
    const { rollback, logs } = context();
    const outcome = await rollBackWith(before, submission, {
      ...rollback,
      plan: { ...rollback.plan, created: true },
    });

    expect(outcome).toEqual({
      result: 'none',
      reason: `there is nothing to roll back to: ${submission.revisionId} is the first revision the deployment has had`,
    });
    expect(logs).toEqual([
      `Not rolled back: there is nothing to roll back to: ${submission.revisionId} is the first revision the deployment has had.`,
    ]);
    expect(emu.requests).toEqual([]);
  });

  it('asks nothing for a deployment that had no revision before this run', async () => {
    const { before, submission } = await failedDeploy();
    const outcome = await rollBackWith(
      { ...before, latest_revision_id: null },
      submission,
      context().rollback,
    );
    expect(outcome).toMatchObject({ result: 'none' });
    expect(emu.requests).toEqual([]);
  });
});
