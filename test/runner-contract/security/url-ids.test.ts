import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { REVISION_PATH, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';

const emulator = useEmulator();

// Inputs that become ids are UUIDs (hostile-inputs.test.ts); an id from the service's answer
// must be one too before it goes into a path or an output. A PATCH answer whose revision id is
// not a UUID is an invalid answer: the deployment is read back before anything is resent, and
// no path ever carries the bad id.
describe("a revision id from the service's answer", () => {
  it.each(['..', '.', '../../../listeners?limit=1#x', 'not-a-uuid'])(
    'that is "%s" is an invalid answer, never a path or an output',
    async (id) => {
      const emu = emulator();
      const deployment = emu.seedDeployment();
      emu.addFault({
        method: 'PATCH',
        path: '/v2/deployments/:id',
        status: 200,
        body: { ...deployment, latest_revision_id: id },
        times: Infinity,
      });
      const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

      expect(run.exitCode).toBe(1);
      expect(run.outputs.result).toBe('failed');
      expect(run.outputs['revision-id']).toBeUndefined();
      expect(failureMessage(run)).toContain('latest_revision_id: is not a UUID');
      const patches = emu.requests.filter((request) => request.method === 'PATCH');
      expect(patches).toHaveLength(2);
      expect(
        emu.requests.every((request) =>
          request.path.startsWith(`/v2/deployments/${deployment.id}`),
        ),
      ).toBe(true);
      expect(emu.requests.some((request) => REVISION_PATH.test(request.path))).toBe(false);
    },
  );

  it('that names another revision than the one asked for is an invalid answer', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const other = emu.seedDeployment();
    emu.addFault({
      method: 'GET',
      path: REVISION_PATH,
      status: 200,
      body: { ...emu.getRevision(other.latest_revision_id), status: 'DEPLOYED' },
      times: Infinity,
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', timeout: '3s' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('timed-out');
    expect(run.stdout).toContain(`the answer is about ${other.latest_revision_id}, not the`);
    expect(run.outputs.status).toBeUndefined();
  });
});
