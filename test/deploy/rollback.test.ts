import { describe, expect, it } from 'vitest';
import type { Emulator, RevisionStep } from '../../emulator/index.ts';
import { failureMessage } from '../../scripts/runner/run-action.ts';
import {
  API_KEY,
  REVISION_PATH,
  requestsTo,
  runDeploy,
  useEmulator,
} from '../support/deploy-fixture.ts';

// The facts page's current generation: the change goes to POST …/revisions, logs are served.
const emulator = useEmulator({ serviceGeneration: 'new' });

const ROLLBACK = { 'repo-ref': 'feature', 'rollback-on-failure': 'true' };
const REDEPLOY = '/v2/deployments/:id/revisions/:rid/redeploy';

/** Another revision of the deployment, made before the run the way any client makes one. */
async function addRevision(
  emu: Emulator,
  deploymentId: string,
  steps: RevisionStep[],
  repoRef: string,
): Promise<string> {
  emu.scriptNextRevision(steps);
  const response = await fetch(`${emu.url}/v2/deployments/${deploymentId}`, {
    method: 'PATCH',
    headers: { 'X-Api-Key': API_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ source_revision_config: { repo_ref: repoRef } }),
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { latest_revision_id: string };
  return answer.latest_revision_id;
}

/** The deployment's revisions, newest first, as any client lists them. */
async function revisionsOf(emu: Emulator, deploymentId: string) {
  const response = await fetch(`${emu.url}/v2/deployments/${deploymentId}/revisions?limit=100`, {
    headers: { 'X-Api-Key': API_KEY },
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { resources: Array<{ id: string; status: string }> };
  return answer.resources;
}

/** Every request that may change something on the control plane (log reads left out). */
function changesTo(emu: Emulator): string[] {
  return emu.requests
    .filter((request) => request.method !== 'GET' && request.path.startsWith('/v2/'))
    .map((request) => `${request.method} ${request.path}`);
}

function redeploysOf(emu: Emulator) {
  return requestsTo(emu, 'POST', /\/redeploy$/);
}

/** The rows of the summary's table whose first cell is `name`. */
function summaryRow(summary: string, name: string): string | undefined {
  return summary.split('\n').find((line) => line.startsWith(`| ${name} |`));
}

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
        { status: 'QUEUED', ms: 400 },
        { status: 'DEPLOYING', ms: 400 },
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

      // Facts: the redeploy answers the Deployment; its latest_revision_id is what to follow.
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
    expect(requestsTo(emu, 'GET', /\/revisions$/).length).toBeGreaterThan(0);
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
    expect(requestsTo(emu, 'GET', /\/revisions$/)).toEqual([]);
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
