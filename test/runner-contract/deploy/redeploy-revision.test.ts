import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { REVISION_PATH, requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import {
  changesTo,
  deploymentWithHistory,
  REDEPLOY,
  SOME_REVISION,
} from './redeploy-revision-fixture.ts';

// A current service: POST …/revisions exists, so "not used" means something.
const emulator = useEmulator({ serviceGeneration: 'new' });

describe('redeploy-revision', () => {
  it('redeploys that revision, sends no change, and waits for the revision the redeploy made', async () => {
    const emu = emulator();
    const { id, earlier, latest } = await deploymentWithHistory(emu);
    emu.scriptNextRevision([
      { status: 'QUEUED', polls: 1 },
      { status: 'BUILDING', polls: 1 },
      { status: 'DEPLOYED' },
    ]);
    const run = await runDeploy(emu, id, { 'redeploy-revision': earlier });

    expect(run.exitCode).toBe(0);
    expect(changesTo(emu)).toEqual([`POST /v2/deployments/${id}/revisions/${earlier}/redeploy`]);
    expect(requestsTo(emu, 'PATCH')).toEqual([]);

    // The service: the redeploy answers the Deployment, and the revision to follow is its
    // latest_revision_id, a revision of its own, not the one named in the path.
    const after = emu.getDeployment(id);
    const made = after?.latest_revision_id as string;
    expect([earlier, latest]).not.toContain(made);
    expect(run.outputs).toMatchObject({
      'deployment-id': id,
      'revision-id': made,
      'previous-revision-id': latest,
      'new-revision': 'true',
      status: 'DEPLOYED',
      result: 'deployed',
    });
    expect(run.outputs).not.toHaveProperty('rolled-back-to');
    expect(emu.getRevision(made)?.status).toBe('DEPLOYED');
    expect(emu.getRevision(made)?.source_revision_config.repo_ref).toBe('main');
    expect(after?.active_revision_id).toBe(made);

    const polls = requestsTo(emu, 'GET', REVISION_PATH);
    expect(polls.length).toBeGreaterThan(1);
    expect(new Set(polls.map((request) => request.path))).toEqual(
      new Set([`/v2/deployments/${id}/revisions/${made}`]),
    );
    expect(run.summary).toContain('✅ Deployed');
    expect(run.summary).toContain(`\`${made}\` (new)`);
    expect(run.summary).toContain('| `DEPLOYED` |');
  });

  it('redeploys the latest revision itself too, following the new revision it makes', async () => {
    const emu = emulator();
    const { id, latest } = await deploymentWithHistory(emu);
    const run = await runDeploy(emu, id, { 'redeploy-revision': latest });

    expect(run.exitCode).toBe(0);
    expect(changesTo(emu)).toEqual([`POST /v2/deployments/${id}/revisions/${latest}/redeploy`]);
    const made = emu.getDeployment(id)?.latest_revision_id;
    expect(made).not.toBe(latest);
    expect(run.outputs).toMatchObject({
      'revision-id': made,
      'previous-revision-id': latest,
      'new-revision': 'true',
      result: 'deployed',
    });
  });

  it('fails like any deploy when the revision the redeploy made fails', async () => {
    const emu = emulator();
    const { id, earlier } = await deploymentWithHistory(emu);
    emu.failNextRevision('BUILD_FAILED');
    const run = await runDeploy(emu, id, { 'redeploy-revision': earlier });

    expect(run.exitCode).toBe(1);
    const made = emu.getDeployment(id)?.latest_revision_id as string;
    expect(made).not.toBe(earlier);
    expect(run.outputs).toMatchObject({
      'revision-id': made,
      status: 'BUILD_FAILED',
      result: 'failed',
    });
    expect(failureMessage(run)).toContain(`Revision ${made} ended in BUILD_FAILED`);
    expect(changesTo(emu)).toEqual([`POST /v2/deployments/${id}/revisions/${earlier}/redeploy`]);
  });

  it('with wait false, ends once the service accepted the redeploy', async () => {
    const emu = emulator();
    const { id, earlier } = await deploymentWithHistory(emu);
    const run = await runDeploy(emu, id, { 'redeploy-revision': earlier, wait: 'false' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      'revision-id': emu.getDeployment(id)?.latest_revision_id,
      'new-revision': 'true',
      result: 'submitted',
    });
    expect(changesTo(emu)).toEqual([`POST /v2/deployments/${id}/revisions/${earlier}/redeploy`]);
    expect(requestsTo(emu, 'GET', REVISION_PATH)).toEqual([]);
  });
});

describe('redeploy-revision naming a revision the service does not know', () => {
  it.each([
    ['an id no revision has', () => SOME_REVISION],
    ["another deployment's revision", (emu: Emulator) => emu.seedDeployment().latest_revision_id],
  ])('fails on %s with the service 404 detail, sent once', async (_case, revisionOf) => {
    const emu = emulator();
    const { id, latest } = await deploymentWithHistory(emu);
    const missing = revisionOf(emu);
    const run = await runDeploy(emu, id, { 'redeploy-revision': missing });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(run.outputs).not.toHaveProperty('revision-id');
    const message = failureMessage(run);
    expect(message).toContain(
      `POST /v2/deployments/${id}/revisions/${missing}/redeploy → 404: Revision ID ${missing} not found.`,
    );
    // A 404 says the redeploy was not applied: nothing may still go live.
    expect(message).not.toContain('may still go live');
    expect(changesTo(emu)).toEqual([`POST /v2/deployments/${id}/revisions/${missing}/redeploy`]);
    expect(requestsTo(emu, 'GET', REVISION_PATH)).toEqual([]);
    expect(emu.getDeployment(id)?.latest_revision_id).toBe(latest);
    expect(run.summary).toContain('Deploy failed');
    expect(run.summary).toContain('none: the service answered the change with HTTP 404');
  });
});

describe('redeploy-revision whose answer is lost', () => {
  it('follows the revision the unanswered redeploy made, without sending it again', async () => {
    const emu = emulator();
    const { id, earlier, latest } = await deploymentWithHistory(emu);
    emu.addFault({ method: 'POST', path: REDEPLOY, action: 'apply-then-reset' });
    const run = await runDeploy(emu, id, { 'redeploy-revision': earlier });

    expect(run.exitCode).toBe(0);
    expect(changesTo(emu)).toEqual([`POST /v2/deployments/${id}/revisions/${earlier}/redeploy`]);
    const made = emu.getDeployment(id)?.latest_revision_id as string;
    expect([earlier, latest]).not.toContain(made);
    expect(run.outputs).toMatchObject({ 'revision-id': made, result: 'deployed' });
    expect(run.stdout).toMatch(/^::warning.*The redeploy may have reached the service/m);
  });

  it('sends it once more when the service never acted on it', async () => {
    const emu = emulator();
    const { id, earlier, latest } = await deploymentWithHistory(emu);
    emu.addFault({ method: 'POST', path: REDEPLOY, action: 'reset' });
    const run = await runDeploy(emu, id, { 'redeploy-revision': earlier });

    expect(run.exitCode).toBe(0);
    const redeploy = `POST /v2/deployments/${id}/revisions/${earlier}/redeploy`;
    expect(changesTo(emu)).toEqual([redeploy, redeploy]);
    const made = emu.getDeployment(id)?.latest_revision_id as string;
    expect(made).not.toBe(latest);
    expect(run.outputs).toMatchObject({ 'revision-id': made, result: 'deployed' });
  });

  it('fails, without sending it again, when another deploy moved the deployment meanwhile', async () => {
    const emu = emulator();
    const { id, earlier } = await deploymentWithHistory(emu);
    emu.addFault({
      method: 'POST',
      path: REDEPLOY,
      action: 'reset',
      race: { source_revision_config: { repo_ref: 'other-run' } },
    });
    const run = await runDeploy(emu, id, { 'redeploy-revision': earlier });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(changesTo(emu)).toEqual([`POST /v2/deployments/${id}/revisions/${earlier}/redeploy`]);
    const other = emu.requests.find((request) => request.racedRevisionId)?.racedRevisionId;
    expect(other).toBeDefined();
    expect(emu.getDeployment(id)?.latest_revision_id).toBe(other);
    expect(run.outputs['revision-id']).not.toBe(other);
    expect(failureMessage(run)).toContain(
      `Another deploy moved deployment ${id} to revision ${other}`,
    );
  });
});
