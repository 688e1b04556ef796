// Another run deploys to the same deployment while this run's request goes unanswered.
// Whatever the timing, the step never reports that other run's revision as its own.
import { describe, expect, it } from 'vitest';
import type { Emulator, Fault } from '../../../emulator/index.ts';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { revisionIds } from '../chaos/revisions.ts';

const newService = useEmulator({ serviceGeneration: 'new' });
const oldService = useEmulator({ serviceGeneration: 'old' });
const oldService404 = useEmulator({ serviceGeneration: 'old', oldCreateRevisionStatus: 404 });

const POST_REVISIONS = { method: 'POST', path: '/v2/deployments/:id/revisions' } as const;
const PATCH = { method: 'PATCH', path: '/v2/deployments/:id' } as const;
const OTHER_RUN = { source_revision_config: { repo_ref: 'someone-else' } };
const RACED = 'Another deploy moved deployment';

async function deployOurs(emu: Emulator, fault: Fault) {
  const deployment = emu.seedDeployment();
  emu.addFault(fault);
  const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'ours' });
  const [request] = emu.requests.filter((r) => r.faulted !== undefined);
  return { deployment, run, racedRevisionId: request?.racedRevisionId };
}

function changes(emu: Emulator) {
  return emu.requests.filter((r) => r.method === 'POST' || r.method === 'PATCH');
}

describe('a service with POST …/revisions', () => {
  it('does not take an answer that names the revision already latest for the new one: it reads back, then sends once more', async () => {
    const emu = newService();
    const deployment = emu.seedDeployment();
    const stale = emu.getRevision(deployment.latest_revision_id);
    emu.addFault({ ...POST_REVISIONS, status: 201, body: stale });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'ours' });

    expect(failureMessage(run)).toBe('');
    expect(run.outputs.result).toBe('deployed');
    expect(run.outputs['revision-id']).not.toBe(deployment.latest_revision_id);
    expect(run.stdout).toContain(`not a new resource`);
    expect(requestsTo(emu, 'POST', /\/revisions$/)).toHaveLength(2);
  });

  it('answers with our revision, so a deploy that lands right after ours is never followed', async () => {
    const emu = newService();
    emu.scriptNextRevision([{ status: 'BUILDING' }]);
    const { run, racedRevisionId } = await deployOurs(emu, { ...POST_REVISIONS, race: OTHER_RUN });

    // Ours was superseded by the other run's: it is reported as not deployed, never as DEPLOYED.
    expect(run.exitCode).toBe(1);
    expect(run.outputs['revision-id']).not.toBe(racedRevisionId);
    expect(run.outputs.status).toBe('SKIPPED');
    expect(run.outputs.result).toBe('failed');
    expect(changes(emu)).toHaveLength(1);
  });

  it('fails plainly when our request got no answer and another deploy moved the deployment', async () => {
    const emu = newService();
    const { deployment, run, racedRevisionId } = await deployOurs(emu, {
      ...POST_REVISIONS,
      action: 'apply-then-reset',
      race: OTHER_RUN,
    });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      `${RACED} ${deployment.id} to revision ${racedRevisionId}`,
    );
    expect(run.outputs.result).toBe('failed');
    expect(run.outputs['revision-id']).toBeUndefined();
    expect(changes(emu)).toHaveLength(1);
    expect(run.summary).toContain('Another deploy moved deployment');
  });

  it('fails when our request never landed but the other one did, and does not resend', async () => {
    const emu = newService();
    const { deployment, run } = await deployOurs(emu, {
      ...POST_REVISIONS,
      action: 'reset',
      race: OTHER_RUN,
    });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(RACED);
    expect(changes(emu)).toHaveLength(1);
    expect(await revisionIds(emu, deployment.id)).toHaveLength(2);
  });

  it('adopts a moved latest revision that carries what this run sent, without resending', async () => {
    const emu = newService();
    const { deployment, run } = await deployOurs(emu, {
      ...POST_REVISIONS,
      action: 'apply-then-reset',
    });

    expect(run.exitCode).toBe(0);
    const latest = emu.getDeployment(deployment.id)?.latest_revision_id;
    expect(run.outputs).toMatchObject({ 'revision-id': latest, result: 'deployed' });
    expect(changes(emu)).toHaveLength(1);
    expect(run.stdout).toContain("that is this request's revision");
  });
});

describe('an older service without POST …/revisions', () => {
  it.each([
    ['405', oldService],
    ['404', oldService404],
  ])('answers %s, and the change goes out as one PATCH', async (_status, service) => {
    const emu = service();
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'ours' });

    expect(run.exitCode).toBe(0);
    expect(changes(emu).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v2/deployments/${deployment.id}/revisions`,
      `PATCH /v2/deployments/${deployment.id}`,
    ]);
    expect(requestsTo(emu, 'PATCH')[0]?.body).toEqual({
      source_revision_config: { repo_ref: 'ours' },
    });
    expect(run.outputs['new-revision']).toBe('true');
  });

  it('fails plainly when the PATCH got no answer and another deploy moved the deployment', async () => {
    const emu = oldService();
    const { deployment, run, racedRevisionId } = await deployOurs(emu, {
      ...PATCH,
      action: 'apply-then-reset',
      race: OTHER_RUN,
    });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      `${RACED} ${deployment.id} to revision ${racedRevisionId}`,
    );
    expect(requestsTo(emu, 'PATCH')).toHaveLength(1);
    expect(run.outputs.result).toBe('failed');
  });

  it('takes the moved revision when another deploy sent exactly what this run sent', async () => {
    const emu = oldService();
    const { run, racedRevisionId } = await deployOurs(emu, {
      ...PATCH,
      action: 'reset',
      race: { source_revision_config: { repo_ref: 'ours' } },
    });

    // Either way the deployment now runs exactly what this run asked for.
    expect(run.exitCode).toBe(0);
    expect(run.outputs['revision-id']).toBe(racedRevisionId);
    expect(requestsTo(emu, 'PATCH')).toHaveLength(1);
  });

  it('does not take a moved revision with our ref but another config path: that is not what this run asked for', async () => {
    const emu = oldService();
    const { deployment, run, racedRevisionId } = await deployOurs(emu, {
      ...PATCH,
      action: 'reset',
      race: { source_revision_config: { repo_ref: 'ours', agent_config_path: 'other/agent.json' } },
    });

    expect(deployment.source_revision_config.agent_config_path).not.toBe('other/agent.json');
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      `${RACED} ${deployment.id} to revision ${racedRevisionId}`,
    );
    expect(run.outputs.result).toBe('failed');
    expect(run.outputs['revision-id']).toBeUndefined();
  });
});
