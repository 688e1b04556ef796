import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { REVISION_PATH, requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { addRevision, changesTo, ROLLBACK, redeploysOf, summaryRow } from './rollback-fixture.ts';

// A current service: the change goes to POST …/revisions, logs are served.
const emulator = useEmulator({ serviceGeneration: 'new' });

describe('rollback-on-failure: true, after a revision that fails', () => {
  it.each(['BUILD_FAILED', 'DEPLOY_FAILED'] as const)(
    'on %s deploys the revision that was live again, waits for it, and still fails the step',
    async (status) => {
      const emu = emulator();
      const deployment = emu.seedDeployment();
      const live = deployment.latest_revision_id;
      expect(deployment.active_revision_id).toBe(live);
      emu.failNextRevision(status);
      // The revision the redeploy makes takes a few polls to go live.
      emu.scriptNextRevision([
        { status: 'QUEUED', polls: 1 },
        { status: 'DEPLOYING', polls: 1 },
        { status: 'DEPLOYED' },
      ]);
      const run = await runDeploy(emu, deployment.id, ROLLBACK);

      expect(run.exitCode).toBe(1);
      const failed = run.outputs['revision-id'] as string;
      expect(failed).not.toBe(live);
      expect(run.outputs).toMatchObject({
        result: 'failed',
        status,
        'new-revision': 'true',
        'previous-revision-id': live,
        'rolled-back-to': live,
      });
      expect(changesTo(emu)).toEqual([
        `POST /v2/deployments/${deployment.id}/revisions`,
        `POST /v2/deployments/${deployment.id}/revisions/${live}/redeploy`,
      ]);

      // The service: the redeploy answers the Deployment; its latest_revision_id is what to follow.
      const after = emu.getDeployment(deployment.id);
      const again = after?.latest_revision_id as string;
      expect([live, failed]).not.toContain(again);
      expect(after?.active_revision_id).toBe(again);
      expect(emu.getRevision(again)?.status).toBe('DEPLOYED');
      const [redeploy] = redeploysOf(emu);
      const polls = requestsTo(emu, 'GET', REVISION_PATH).filter(
        (request) => request.at > (redeploy?.at ?? Infinity),
      );
      expect(polls.length).toBeGreaterThan(1);
      expect(polls.at(-1)?.path).toBe(`/v2/deployments/${deployment.id}/revisions/${again}`);
      expect(run.stdout).toContain(`Rollback revision ${again}: DEPLOYED`);

      const message = failureMessage(run);
      expect(message).toContain(`Revision ${failed} ended in ${status}`);
      expect(message).toContain(`Rolled back: revision ${live} is live again (as ${again}).`);
      expect(run.summary).toContain('❌ Deploy failed');
      expect(summaryRow(run.summary, 'Rollback')).toContain(
        `rolled back: \`${live}\` is live again (as \`${again}\`)`,
      );
    },
  );

  it('goes back to the revision that was live, not to the newest revision before this one', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const live = deployment.latest_revision_id;
    // A later revision that never went live: the latest one before this run, but not live.
    const broken = await addRevision(emu, deployment.id, [{ status: 'BUILD_FAILED' }], 'broken');
    emu.clearRequests();
    emu.failNextRevision('BUILD_FAILED');
    const run = await runDeploy(emu, deployment.id, ROLLBACK);

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      result: 'failed',
      'previous-revision-id': broken,
      'rolled-back-to': live,
    });
    expect(redeploysOf(emu).map((request) => request.path)).toEqual([
      `/v2/deployments/${deployment.id}/revisions/${live}/redeploy`,
    ]);
  });

  it('takes the newest DEPLOYED revision from the list when the deployment names no active one', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const older = deployment.latest_revision_id;
    const newer = await addRevision(emu, deployment.id, [{ status: 'DEPLOYED' }], 'release-2');
    await addRevision(emu, deployment.id, [{ status: 'BUILD_FAILED' }], 'release-3');
    emu.clearRequests();
    // A service whose deployment answer leaves active_revision_id out (null).
    emu.addFault({
      method: 'GET',
      path: '/v2/deployments/:id',
      status: 200,
      body: { ...emu.getDeployment(deployment.id), active_revision_id: null },
    });
    emu.failNextRevision('DEPLOY_FAILED');
    const run = await runDeploy(emu, deployment.id, ROLLBACK);

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', 'rolled-back-to': newer });
    // The search for the revision to go back to lists DEPLOYED ones (the ETA's history read lists all).
    expect(rollbackSearches(emu).length).toBeGreaterThan(0);
    expect(redeploysOf(emu).map((request) => request.path)).toEqual([
      `/v2/deployments/${deployment.id}/revisions/${newer}/redeploy`,
    ]);
    expect(run.outputs['rolled-back-to']).not.toBe(older);
  });
});

describe('rollback-on-failure: true, with nothing to roll back to', () => {
  it('sends no redeploy when no revision of the deployment was ever DEPLOYED, and says so', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ firstRevision: 'BUILD_FAILED' });
    emu.failNextRevision('BUILD_FAILED');
    const run = await runDeploy(emu, deployment.id, ROLLBACK);

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(run.outputs).not.toHaveProperty('rolled-back-to');
    expect(redeploysOf(emu)).toEqual([]);
    expect(changesTo(emu)).toEqual([`POST /v2/deployments/${deployment.id}/revisions`]);
    expect(failureMessage(run)).toContain('nothing to roll back to');
    expect(summaryRow(run.summary, 'Rollback')).toContain('nothing to roll back to');
  });

  it('sends no redeploy when this run made no new revision: it displaced nothing', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const live = deployment.latest_revision_id;
    const broken = await addRevision(emu, deployment.id, [{ status: 'BUILD_FAILED' }], 'broken');
    emu.clearRequests();
    const run = await runDeploy(emu, deployment.id, {
      'rollback-on-failure': 'true',
      'source-config': '{"build_on_push": true}',
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      result: 'failed',
      'new-revision': 'false',
      'revision-id': broken,
    });
    expect(run.outputs).not.toHaveProperty('rolled-back-to');
    expect(redeploysOf(emu)).toEqual([]);
    expect(emu.getDeployment(deployment.id)?.active_revision_id).toBe(live);
    expect(failureMessage(run)).toContain('Not rolled back: this deploy made no new revision');
    expect(summaryRow(run.summary, 'Rollback')).toContain('this deploy made no new revision');
  });

  it('sends no redeploy for a deployment this run created', async () => {
    const emu = emulator();
    emu.failNextRevision('BUILD_FAILED');
    const run = await runDeploy(emu, '', {
      ...ROLLBACK,
      'deployment-name': 'rollback-created-here',
      'create-if-missing': 'true',
      source: 'sourcehost',
      'agent-config-path': 'agent.json',
      'source-config': '{"repo_url": "https://sourcehost.example.com/acme/agents"}',
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      created: 'true',
      result: 'failed',
      status: 'BUILD_FAILED',
    });
    expect(run.outputs).not.toHaveProperty('rolled-back-to');
    expect(redeploysOf(emu)).toEqual([]);
    expect(changesTo(emu)).toEqual(['POST /v2/deployments']);
    expect(failureMessage(run)).toContain('nothing to roll back to');
    expect(summaryRow(run.summary, 'Rollback')).toContain('nothing to roll back to');
  });
});

describe('rollback-on-failure left at its default, or false', () => {
  it.each([
    ['left out', {}],
    ['false', { 'rollback-on-failure': 'false' }],
  ])('never redeploys after a failing revision (%s)', async (_case, inputs) => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.failNextRevision('BUILD_FAILED');
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'feature', ...inputs });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', status: 'BUILD_FAILED' });
    expect(run.outputs).not.toHaveProperty('rolled-back-to');
    expect(changesTo(emu)).toEqual([`POST /v2/deployments/${deployment.id}/revisions`]);
    expect(rollbackSearches(emu)).toEqual([]);
    expect(emu.getDeployment(deployment.id)?.latest_revision_id).toBe(run.outputs['revision-id']);
    expect(summaryRow(run.summary, 'Rollback')).toBeUndefined();
    expect(failureMessage(run)).not.toMatch(/roll/i);
  });
});

describe('rollback-on-failure: true, when nothing failed', () => {
  it('does not redeploy after a revision that goes live', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, ROLLBACK);

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'deployed', status: 'DEPLOYED' });
    expect(run.outputs).not.toHaveProperty('rolled-back-to');
    expect(redeploysOf(emu)).toEqual([]);
    expect(summaryRow(run.summary, 'Rollback')).toBeUndefined();
  });
});

/** Revision lists filtered by status: the rollback's search for the revision to go back to. */
function rollbackSearches(emu: ReturnType<typeof emulator>) {
  return requestsTo(emu, 'GET', /\/revisions$/).filter((request) => request.query.status);
}
