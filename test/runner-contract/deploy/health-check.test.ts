import { afterEach, describe, expect, it } from 'vitest';
import { everythingWritten, failureMessage } from '../../../scripts/runner/run-action.ts';
import { API_KEY, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { ROLLBACK, summaryRow } from './rollback-fixture.ts';

// The emulator's agent-server stand-in is the deployment's URL once a revision is DEPLOYED.
const emulator = useEmulator({ serviceGeneration: 'new' });
afterEach(() => emulator().resetAgentServer());

const HEALTH = { 'health-check': '/ok' };

describe('health-check after DEPLOYED, against the agent-server stand-in', () => {
  it('passes after a few 503s: healthy true, /ok asked without the key once /info named the revision', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const before = emu.agentServerRequests.length;
    emu.warmUpAgentServerFor(3);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', ...HEALTH });

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      result: 'deployed',
      status: 'DEPLOYED',
      healthy: 'true',
      url: `${emu.agentServerUrl}/${deployment.id}`,
    });
    const seen = emu.agentServerRequests
      .slice(before)
      .map(({ path, apiKey, authorization }) => ({ path, apiKey, authorization }));
    const ok = { path: `/${deployment.id}/ok`, apiKey: undefined, authorization: undefined };
    expect(seen).toEqual([
      { path: `/${deployment.id}/info`, apiKey: API_KEY, authorization: undefined },
      ...Array(4).fill(ok),
    ]);
    expect(run.outputs['serving-revision']).toBe(run.outputs['revision-id']);
    expect(summaryRow(run.summary, 'Health check')).toContain('**passed**');
    expect(run.stdout).toContain(
      `Health check 4: GET ${emu.agentServerUrl}/${deployment.id}/ok → 200`,
    );
    expect(everythingWritten(run)).not.toContain(API_KEY);
  });

  it('never passes: result unhealthy, exit 1, the last answer shown, and the earlier revision rolled back', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const live = deployment.latest_revision_id;
    emu.setAgentServerHealthy(false);
    const run = await runDeploy(emu, deployment.id, { ...ROLLBACK, ...HEALTH, timeout: '18s' });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs, run.stdout).toMatchObject({
      result: 'unhealthy',
      status: 'DEPLOYED',
      healthy: 'false',
      'rolled-back-to': live,
    });
    const row = summaryRow(run.summary, 'Health check');
    expect(row).toContain('**did not pass**');
    expect(row).toContain('last answer `503`');
    expect(row).toContain('The server is unavailable.');
    expect(failureMessage(run)).toContain(
      'is DEPLOYED, but the server did not pass its health check',
    );
    expect(failureMessage(run)).toContain(`Rolled back: revision ${live} is live again`);
  });

  it('fails with a clear error when the deployment has no URL, sending no check', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ withoutUrl: true });
    const before = emu.agentServerRequests.length;
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', ...HEALTH });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('unhealthy');
    expect(run.outputs.healthy).toBeUndefined();
    expect(failureMessage(run)).toContain(
      'No health check was sent: the service gave the deployment no URL.',
    );
    expect(emu.agentServerRequests.length).toBe(before);
  });

  it('keeps a live revision deployed when the deployment cannot be read again: unhealthy, not failed, no rollback', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const getsOf = () =>
      emu.requests.filter(
        (seen) => seen.method === 'GET' && seen.path === `/v2/deployments/${deployment.id}`,
      ).length;
    // A first deploy shows how many reads of the deployment come before the one after DEPLOYED.
    const before = getsOf();
    await runDeploy(emu, deployment.id, { 'repo-ref': 'main', ...HEALTH });
    const readsBeforeReread = getsOf() - before - 1;
    emu.addFault({
      method: 'GET',
      path: `/v2/deployments/${deployment.id}`,
      skip: readsBeforeReread,
      status: 404,
      body: { detail: 'Deployment store is being moved.' },
    });
    const agentBefore = emu.agentServerRequests.length;
    const run = await runDeploy(emu, deployment.id, {
      'repo-ref': 'release',
      ...HEALTH,
      'rollback-on-failure': 'true',
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'unhealthy', status: 'DEPLOYED' });
    expect(run.outputs.healthy).toBeUndefined();
    expect(failureMessage(run)).toContain(
      'No health check was sent: reading the deployment after DEPLOYED failed:',
    );
    expect(failureMessage(run)).toContain('Deployment store is being moved.');
    expect(failureMessage(run)).not.toContain('Rolled back');
    expect(emu.agentServerRequests.length).toBe(agentBefore);
  });

  it('refuses plain http to a public host before any request', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({
      source_config: { custom_url: 'http://agents.example.com' },
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', ...HEALTH });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.healthy).toBeUndefined();
    expect(run.outputs.url).toBeUndefined();
    expect(failureMessage(run)).toContain(
      "the deployment's URL is plain http:// to agents.example.com, which is not this machine",
    );
    expect(run.stdout).not.toContain('Health check 1:');
  });

  it('is refused with wait: false before anything is sent', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, { ...HEALTH, wait: 'false' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('Input "health-check": needs wait: true');
    expect(run.outputs).toEqual({ result: 'failed' });
  });
});
