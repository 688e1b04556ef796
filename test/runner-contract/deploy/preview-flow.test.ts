// A per-PR preview deployment, by name, through its whole life. Each push of the pull
// request deploys `agent-pr-7` (created by the first), and closing the pull request deletes it.
import { describe, expect, it } from 'vitest';
import { type ActionRun, failureMessage } from '../../../scripts/runner/run-action.ts';
import { requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { deletesSent, runDelete } from '../delete/run-delete.ts';

// A service that has POST …/revisions, as current services do.
const emulator = useEmulator({ serviceGeneration: 'new' });

const PREVIEW = 'agent-pr-7';
const REPO_URL = 'https://sourcehost.example.com/acme/agents';

/** The deploy step of the preview workflow, on a push whose head is `repoRef`. */
function deployPreview(
  emu: ReturnType<typeof emulator>,
  repoRef: string,
  name = PREVIEW,
): Promise<ActionRun> {
  return runDeploy(emu, '', {
    'deployment-name': name,
    'create-if-missing': 'true',
    source: 'sourcehost',
    'repo-ref': repoRef,
    'agent-config-path': 'agent.json',
    'source-config': JSON.stringify({ repo_url: REPO_URL }),
  });
}

describe('the preview flow', () => {
  it('creates on the first push, redeploys on the next, deletes on close, then finds nothing', async () => {
    const emu = emulator();
    const neighbour = emu.seedDeployment({ name: 'agent-pr-77' });
    const neighbourRevision = neighbour.latest_revision_id;

    // First push: no deployment is named agent-pr-7 yet, so the run creates it.
    const first = await deployPreview(emu, 'pr-7-head-1');
    expect(first.exitCode).toBe(0);
    expect(first.outputs).toMatchObject({
      created: 'true',
      'deployment-name': PREVIEW,
      result: 'deployed',
    });
    const id = first.outputs['deployment-id'] as string;
    const firstRevision = first.outputs['revision-id'] as string;
    expect(emu.getDeployment(id)).toMatchObject({
      name: PREVIEW,
      latest_revision_id: firstRevision,
    });
    expect(requestsTo(emu, 'POST', /^\/v2\/deployments$/).map((r) => r.body)).toMatchObject([
      { name: PREVIEW, source_revision_config: { repo_ref: 'pr-7-head-1' } },
    ]);
    emu.clearRequests();

    // Second push: the same deployment gets a new revision of the new head; nothing is created.
    const second = await deployPreview(emu, 'pr-7-head-2');
    expect(second.exitCode).toBe(0);
    expect(second.outputs).toMatchObject({
      created: 'false',
      'deployment-id': id,
      'deployment-name': PREVIEW,
      'new-revision': 'true',
      'previous-revision-id': firstRevision,
      result: 'deployed',
    });
    const secondRevision = second.outputs['revision-id'] as string;
    expect(secondRevision).toBeDefined();
    expect(secondRevision).not.toBe(firstRevision);
    expect(requestsTo(emu, 'POST', /^\/v2\/deployments$/)).toEqual([]);
    expect(requestsTo(emu, 'POST', /\/revisions$/).map((r) => r.path)).toEqual([
      `/v2/deployments/${id}/revisions`,
    ]);
    expect(emu.getDeployment(id)?.latest_revision_id).toBe(secondRevision);
    expect(emu.getRevision(secondRevision)?.source_revision_config.repo_ref).toBe('pr-7-head-2');
    emu.clearRequests();

    // The pull request closes: the delete step finds agent-pr-7 by its exact name and deletes it.
    const removal = await runDelete(emu, { 'deployment-name': PREVIEW });
    expect(removal.exitCode).toBe(0);
    expect(removal.outputs).toEqual({ deleted: 'true', 'deployment-id': id });
    expect(deletesSent(emu)).toEqual([`/v2/deployments/${id}?delete_tracing_project=false`]);
    expect(emu.getDeployment(id)).toBeUndefined();
    emu.clearRequests();

    // A re-run of the close workflow: there is nothing left to delete, and that is no failure.
    const again = await runDelete(emu, { 'deployment-name': PREVIEW });
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toEqual({ deleted: 'false' });
    expect(deletesSent(emu)).toEqual([]);
    expect(again.summary).toContain('Nothing to delete: `agent-pr-7` is already gone');

    // agent-pr-77 contains the name at every step and was never touched.
    const gone = emu.deletedDeployments.filter((deleted) => deleted.name.startsWith(PREVIEW));
    expect(gone.map((deleted) => deleted.id)).toEqual([id]);
    expect(emu.getDeployment(neighbour.id)).toMatchObject({
      name: 'agent-pr-77',
      latest_revision_id: neighbourRevision,
    });
  });

  it('comes back as a new deployment when the pull request reopens after a delete that took its tracing project', async () => {
    const emu = emulator();
    const opened = await deployPreview(emu, 'pr-8-head-1', 'agent-pr-8');
    const id = opened.outputs['deployment-id'] as string;
    expect(opened.outputs.created).toBe('true');
    const closed = await runDelete(emu, {
      'deployment-name': 'agent-pr-8',
      'delete-tracing-project': 'true',
    });
    expect(closed.outputs).toEqual({ deleted: 'true', 'deployment-id': id });
    expect(emu.tracingProjects()).not.toContain('agent-pr-8');

    const reopened = await deployPreview(emu, 'pr-8-head-2', 'agent-pr-8');
    expect(reopened.exitCode).toBe(0);
    expect(reopened.outputs).toMatchObject({ created: 'true', result: 'deployed' });
    expect(reopened.outputs['deployment-id']).not.toBe(id);
    expect(emu.getDeployment(reopened.outputs['deployment-id'] as string)?.name).toBe('agent-pr-8');
  });

  it('cannot come back under its name after a delete that left its tracing project: the create fails with the service’s 409', async () => {
    const emu = emulator();
    const opened = await deployPreview(emu, 'pr-9-head-1', 'agent-pr-9');
    expect(opened.outputs.created).toBe('true');
    const closed = await runDelete(emu, { 'deployment-name': 'agent-pr-9' });
    expect(closed.outputs.deleted).toBe('true');
    expect(emu.tracingProjects()).toContain('agent-pr-9');

    const reopened = await deployPreview(emu, 'pr-9-head-2', 'agent-pr-9');
    expect(reopened.exitCode).toBe(1);
    expect(failureMessage(reopened)).toContain(
      "A tracing project named 'agent-pr-9' already exists",
    );
    expect(requestsTo(emu, 'POST', /^\/v2\/deployments$/)).toHaveLength(2);
  });
});
