import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../scripts/runner/run-action.ts';
import { REVISION_PATH, runDeploy, useEmulator } from '../support/deploy-fixture.ts';

const emulator = useEmulator();

// Inputs that become ids are UUIDs (hostile-inputs.test.ts); a revision id comes from the
// service's answer, so it is encoded into its path segment, and dot segments are refused
// because a URL resolves them even when percent-encoded.
describe("a revision id from the service's answer", () => {
  it.each(['..', '.'])(
    'that is "%s" is refused instead of polling another resource',
    async (id) => {
      const emu = emulator();
      const deployment = emu.seedDeployment();
      emu.addFault({
        method: 'PATCH',
        path: '/v2/deployments/:id',
        status: 200,
        body: { ...deployment, latest_revision_id: id },
      });
      const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

      expect(run.exitCode).toBe(1);
      expect(run.outputs.result).toBe('failed');
      expect(failureMessage(run)).toContain(`An id in a request path cannot be "${id}".`);
      expect(emu.requests.map((request) => request.method)).toEqual(['GET', 'PATCH']);
    },
  );

  it('that holds a path stays inside its own path segment', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({
      method: 'PATCH',
      path: '/v2/deployments/:id',
      status: 200,
      body: { ...deployment, latest_revision_id: '../../../listeners?limit=1#x' },
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(1);
    const poll = emu.requests.at(-1);
    expect(poll?.path).toBe(
      `/v2/deployments/${deployment.id}/revisions/..%2F..%2F..%2Flisteners%3Flimit%3D1%23x`,
    );
    expect(poll?.path).toMatch(REVISION_PATH);
    expect(poll?.query).toEqual({});
    expect(emu.requests.filter((request) => request.path.startsWith('/v2/listeners'))).toEqual([]);
    expect(failureMessage(run)).toMatch(/→ 422: /);
  });
});
