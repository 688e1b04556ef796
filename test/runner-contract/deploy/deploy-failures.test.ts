import { describe, expect, it } from 'vitest';
import { REVISION_PATH, requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';

const emulator = useEmulator();

describe('a deploy that does not go live', () => {
  it.each(['CREATE_FAILED', 'BUILD_FAILED', 'DEPLOY_FAILED', 'SKIPPED', 'INTERRUPTED'] as const)(
    'ends as failed on %s with an error annotation naming the status and the revision',
    async (status) => {
      const emu = emulator();
      const deployment = emu.seedDeployment();
      emu.failNextRevision(status);
      const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

      expect(run.exitCode).toBe(1);
      expect(run.outputs).toMatchObject({ result: 'failed', status });
      const revisionId = run.outputs['revision-id'] as string;
      const annotation = run.stdout.split('\n').find((line) => line.startsWith('::error'));
      expect(annotation).toContain('title=Deploy failed');
      expect(annotation).toContain(`Revision ${revisionId} ended in ${status}`);
      expect(run.summary).toContain('Deploy failed');
      expect(run.summary).toContain(`\`${status}\``);
    },
  );

  it('keeps waiting through a status not in the documented list, even one ending in _FAILED', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision([
      { status: 'QUEUED', polls: 1 },
      { status: 'PROVISION_FAILED', polls: 1 },
      { status: 'DEPLOYED' },
    ]);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'deployed', status: 'DEPLOYED' });
    expect(run.stdout).toContain('reports status PROVISION_FAILED (this action does not know it)');
  });

  it('keeps waiting through UNKNOWN and unknown statuses, warning once for UNKNOWN and once for all the others', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision([
      { status: 'UNKNOWN', polls: 1 },
      { status: 'WARMING_UP', polls: 1 },
      { status: 'UNKNOWN', polls: 1 },
      { status: 'COOLING_DOWN', polls: 1 },
      { status: 'DEPLOYED' },
    ]);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(warnings.filter((line) => line.includes('status WARMING_UP'))).toHaveLength(1);
    expect(warnings.filter((line) => line.includes('status COOLING_DOWN'))).toHaveLength(0);
    expect(warnings.filter((line) => line.includes('status UNKNOWN'))).toHaveLength(1);
    expect(run.stdout).toContain("Polls that met a status not in the service's documented list:");
  });

  it('times out with the last status seen when the revision never finishes', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision([{ status: 'QUEUED', polls: 1 }, { status: 'BUILDING' }]);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', timeout: '1500ms' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'timed-out', status: 'BUILDING' });
    expect(run.stdout).toMatch(/::error title=Deploy timed out::.*time-out.*last seen as BUILDING/);
    expect(run.summary).toContain('timed out');
  });

  it('reports a deployment that does not exist with the service detail, without retrying the 404', async () => {
    const emu = emulator();
    const missing = '0b6e6d0a-9a3c-4c8e-8f0e-2f5d9c1b7a64';
    const run = await runDeploy(emu, missing, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(run.stdout).toContain(
      `GET /v2/deployments/${missing} → 404: Deployment ID ${missing} not found.`,
    );
    expect(emu.requests).toHaveLength(1);
    expect(requestsTo(emu, 'PATCH')).toHaveLength(0);
  });

  it('reports a 400 from the PATCH with its detail', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({
      method: 'PATCH',
      path: '/v2/deployments/:id',
      status: 400,
      body: { detail: 'Image URI is not allowed for this source.' },
    });
    const run = await runDeploy(emu, deployment.id, { 'image-uri': 'x/y:1' });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('→ 400: Image URI is not allowed for this source.');
    expect(requestsTo(emu, 'PATCH')).toHaveLength(1);
  });

  it('reports each loc and msg of a 422', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({
      method: 'PATCH',
      path: '/v2/deployments/:id',
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'source_revision_config', 'repo_ref'],
            msg: 'Branch does not exist',
            type: 'value_error',
          },
          { loc: ['body', 'secrets', 0, 'name'], msg: 'Field required', type: 'missing' },
        ],
      },
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'no-such-branch' });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('body.source_revision_config.repo_ref: Branch does not exist');
    expect(run.stdout).toContain('body.secrets.0.name: Field required');
  });

  it('rides out transient faults while polling', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision([{ status: 'BUILDING', polls: 1 }, { status: 'DEPLOYED' }]);
    emu.addFault({ method: 'GET', path: REVISION_PATH, status: 503, times: 2 });
    emu.addFault({ method: 'GET', path: REVISION_PATH, action: 'reset', times: 1 });
    emu.addFault({
      method: 'GET',
      path: REVISION_PATH,
      status: 502,
      body: '<html><title>Bad Gateway</title></html>',
      times: 1,
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    expect(requestsTo(emu, 'PATCH')).toHaveLength(1);
    expect(emu.requests.filter((r) => r.faulted)).toHaveLength(4);
  });

  it('ends the wait on a 404 for the revision', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({
      method: 'GET',
      path: REVISION_PATH,
      status: 404,
      body: { detail: 'Revision not found.' },
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(run.stdout).toContain('→ 404: Revision not found.');
    expect(requestsTo(emu, 'GET', REVISION_PATH)).toHaveLength(1);
  });
});
