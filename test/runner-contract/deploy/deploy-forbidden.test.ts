import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '../../../emulator/index.ts';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { runDeploy } from '../../support/deploy-fixture.ts';
import { emulatorForTest } from '../../support/emulator.ts';

/*
 * The two 403s users meet most, as the emulator answers them: an organization-scoped key
 * without a workspace (`emulator-org-key` without X-Tenant-Id), and an organization whose
 * deployments are not enabled. The action repeats the service's words and says what to do.
 */

describe('a 403 the emulator gives', () => {
  it('for an organization key without a workspace says to set tenant-id; with it, the deploy goes through', async () => {
    const emu = await emulatorForTest();
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, {
      'api-key': 'emulator-org-key',
      'repo-ref': 'main',
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    const message = failureMessage(run);
    expect(message).toContain('requires workspace specification');
    expect(message).toContain(
      '(this key is organization-scoped: set tenant-id to the workspace to deploy in)',
    );
    expect(run.summary).toContain('requires workspace specification');
    expect(emu.requests.every((request) => request.method === 'GET')).toBe(true);

    const withWorkspace = await runDeploy(emu, deployment.id, {
      'api-key': 'emulator-org-key',
      'tenant-id': DEFAULT_TENANT_ID,
      'repo-ref': 'main',
    });
    expect(withWorkspace.exitCode, withWorkspace.stdout).toBe(0);
    expect(withWorkspace.outputs.result).toBe('deployed');
  });

  it('for an organization whose deployments are not enabled says so, and changes nothing', async () => {
    const emu = await emulatorForTest({ deploymentsDisabled: true });
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain('not enabled');
    expect(message).toContain('(deployments are not enabled for this organization)');
    expect(emu.requests.map((request) => request.method)).toEqual(['GET']);
    expect(emu.getDeployment(deployment.id)?.latest_revision_id).toBe(
      deployment.latest_revision_id,
    );
  });
});
