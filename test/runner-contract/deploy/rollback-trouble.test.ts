import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { REVISION_PATH, requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { REDEPLOY, ROLLBACK, redeploysOf, revisionsOf, summaryRow } from './rollback-fixture.ts';

// A current service: the change goes to POST …/revisions, logs are served.
const emulator = useEmulator({ serviceGeneration: 'new' });

describe('rollback-on-failure: true, when the rollback itself fails', () => {
  it('reports a redeployed revision that fails too, and sets no rolled-back-to', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const live = deployment.latest_revision_id;
    emu.failNextRevision('BUILD_FAILED');
    emu.failNextRevision('DEPLOY_FAILED');
    const run = await runDeploy(emu, deployment.id, ROLLBACK);

    expect(run.exitCode).toBe(1);
    // The step's own status stays its own revision's.
    expect(run.outputs).toMatchObject({ result: 'failed', status: 'BUILD_FAILED' });
    expect(run.outputs).not.toHaveProperty('rolled-back-to');
    expect(redeploysOf(emu)).toHaveLength(1);
    const again = emu.getDeployment(deployment.id)?.latest_revision_id as string;
    expect(emu.getRevision(again)?.status).toBe('DEPLOY_FAILED');
    expect(requestsTo(emu, 'GET', REVISION_PATH).at(-1)?.path).toBe(
      `/v2/deployments/${deployment.id}/revisions/${again}`,
    );

    const message = failureMessage(run);
    expect(message).toContain(`The rollback to revision ${live} ended as failed (DEPLOY_FAILED)`);
    expect(message).not.toContain('Rolled back');
    const row = summaryRow(run.summary, 'Rollback');
    expect(row).toContain(`rollback to \`${live}\` **failed** (\`DEPLOY_FAILED\`)`);
    expect(row).not.toContain('rolled back');
  });

  it.each([
    [400, 'Revision cannot be redeployed: its image is gone.'],
    [409, 'Another revision of this deployment is being deployed.'],
  ])(
    'reports a redeploy answered %i with the service detail, sent once, and polls nothing after it',
    async (status, detail) => {
      const emu = emulator();
      const deployment = emu.seedDeployment();
      const live = deployment.latest_revision_id;
      emu.failNextRevision('BUILD_FAILED');
      emu.addFault({ method: 'POST', path: REDEPLOY, status, body: { detail } });
      const run = await runDeploy(emu, deployment.id, ROLLBACK);

      expect(run.exitCode).toBe(1);
      expect(run.outputs).toMatchObject({ result: 'failed', status: 'BUILD_FAILED' });
      expect(run.outputs).not.toHaveProperty('rolled-back-to');
      const redeploys = redeploysOf(emu);
      expect(redeploys.map((request) => request.path)).toEqual([
        `/v2/deployments/${deployment.id}/revisions/${live}/redeploy`,
      ]);
      const pollsAfter = requestsTo(emu, 'GET', REVISION_PATH).filter(
        (request) => request.at > (redeploys[0]?.at ?? Infinity),
      );
      expect(pollsAfter).toEqual([]);
      expect(emu.getDeployment(deployment.id)?.latest_revision_id).toBe(run.outputs['revision-id']);

      const message = failureMessage(run);
      expect(message).toContain(`Revision ${run.outputs['revision-id']} ended in BUILD_FAILED`);
      expect(message).toContain(`The rollback to revision ${live} ended as not-started`);
      expect(message).toContain(`→ ${status}: ${detail}`);
      expect(message).not.toContain('Rolled back');
      const row = summaryRow(run.summary, 'Rollback');
      expect(row).toContain(`rollback to \`${live}\` could not start`);
      expect(row).toContain(detail);
    },
  );

  it('reads the deployment back after a 500 to the redeploy, sends it once more, then reports the detail', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const live = deployment.latest_revision_id;
    emu.failNextRevision('BUILD_FAILED');
    const detail = 'Internal error while scheduling the redeploy.';
    emu.addFault({ method: 'POST', path: REDEPLOY, status: 500, body: { detail }, times: 2 });
    const run = await runDeploy(emu, deployment.id, ROLLBACK);

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', status: 'BUILD_FAILED' });
    expect(run.outputs).not.toHaveProperty('rolled-back-to');
    const redeploys = redeploysOf(emu);
    expect(redeploys).toHaveLength(2);
    // Between the two, the deployment was read to see whether the first one was acted on.
    const readBack = requestsTo(emu, 'GET', /^\/v2\/deployments\/[^/]+$/).filter(
      (request) => request.at > (redeploys[0]?.at ?? Infinity),
    );
    expect(readBack[0]?.at).toBeLessThan(redeploys[1]?.at ?? -Infinity);
    expect(emu.getDeployment(deployment.id)?.latest_revision_id).toBe(run.outputs['revision-id']);
    expect(failureMessage(run)).toContain(`→ 500: ${detail}`);
    const row = summaryRow(run.summary, 'Rollback');
    expect(row).toContain(`rollback to \`${live}\` could not start`);
    expect(row).toContain(detail);
  });
});

describe('rollback-on-failure: true, when another deploy got in first', () => {
  it('does not redeploy over a revision another run made after the failed one', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision([{ status: 'BUILD_FAILED' }]);
    // While this run polls its failed revision, another run's change lands on the deployment.
    emu.addFault({
      method: 'GET',
      path: REVISION_PATH,
      race: { source_revision_config: { repo_ref: 'other-run' } },
    });
    const run = await runDeploy(emu, deployment.id, ROLLBACK);

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', status: 'BUILD_FAILED' });
    expect(run.outputs).not.toHaveProperty('rolled-back-to');
    const [raced] = emu.requests.filter((request) => request.racedRevisionId);
    const other = raced?.racedRevisionId as string;
    expect(other).toBeDefined();
    expect(redeploysOf(emu)).toEqual([]);
    const after = emu.getDeployment(deployment.id);
    expect(after?.latest_revision_id).toBe(other);
    expect(after?.source_revision_config.repo_ref).toBe('other-run');
    const message = failureMessage(run);
    expect(message).toContain(`Revision ${run.outputs['revision-id']} ended in BUILD_FAILED`);
    expect(message).toContain(`Not rolled back: the deployment's latest revision is now ${other}`);
    expect(summaryRow(run.summary, 'Rollback')).toContain(`not rolled back`);
    expect(summaryRow(run.summary, 'Rollback')).toContain(other);
  });
});

describe('rollback-on-failure: true, when the redeploy gets no answer', () => {
  it('follows the revision the unanswered redeploy made, without sending it again', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const live = deployment.latest_revision_id;
    emu.failNextRevision('BUILD_FAILED');
    emu.addFault({ method: 'POST', path: REDEPLOY, action: 'apply-then-reset' });
    const run = await runDeploy(emu, deployment.id, ROLLBACK);

    expect(run.exitCode).toBe(1);
    expect(redeploysOf(emu)).toHaveLength(1);
    const again = emu.getDeployment(deployment.id)?.latest_revision_id as string;
    expect([live, run.outputs['revision-id']]).not.toContain(again);
    expect(emu.getRevision(again)?.status).toBe('DEPLOYED');
    expect(run.outputs).toMatchObject({ result: 'failed', 'rolled-back-to': live });
    expect(run.stdout).toMatch(/^::warning.*The redeploy may have reached the service/m);
    expect(failureMessage(run)).toContain(
      `Rolled back: revision ${live} is live again (as ${again}).`,
    );
  });

  it('sends the redeploy once more when the service never acted on the first', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const live = deployment.latest_revision_id;
    emu.failNextRevision('BUILD_FAILED');
    emu.addFault({ method: 'POST', path: REDEPLOY, action: 'reset' });
    const run = await runDeploy(emu, deployment.id, ROLLBACK);

    expect(run.exitCode).toBe(1);
    expect(redeploysOf(emu)).toHaveLength(2);
    // One revision after the failed one, the second redeploy's, and it is live.
    const revisions = await revisionsOf(emu, deployment.id);
    expect(revisions).toHaveLength(3);
    expect(revisions[1]?.id).toBe(run.outputs['revision-id']);
    expect(revisions[0]?.status).toBe('DEPLOYED');
    expect(emu.getDeployment(deployment.id)?.active_revision_id).toBe(revisions[0]?.id);
    expect(run.outputs).toMatchObject({ result: 'failed', 'rolled-back-to': live });
  });
});
