import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { DEFAULT_BACKOFF } from '../../../src/client/retry-policy.ts';
import { requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';

const emulator = useEmulator();
const DEPLOYMENT_PATH = /^\/v2\/deployments\/[^/]+$/;

// 429 and 503 say the service did not act on the PATCH, so the client repeats it, up to its
// retry budget. Once that runs out the step must fail: a further PATCH after a re-read would
// start a second budget against a service that is already refusing.
describe('a PATCH the service keeps refusing with 429 or 503', () => {
  it.each([
    [429, 'Rate limit exceeded for this workspace.'],
    [503, 'The control plane is draining; try again later.'],
  ])(
    'is sent exactly the retry budget plus one times on %i, then the step fails with the detail',
    async (status, detail) => {
      const emu = emulator();
      const deployment = emu.seedDeployment();
      emu.addFault({
        method: 'PATCH',
        path: '/v2/deployments/:id',
        status,
        retryAfter: '0',
        body: { detail },
        times: Infinity,
      });
      const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

      expect(run.exitCode).toBe(1);
      expect(run.outputs.result).toBe('failed');
      expect(failureMessage(run)).toContain(
        `PATCH /v2/deployments/${deployment.id} → ${status}: ${detail}`,
      );
      const patches = requestsTo(emu, 'PATCH');
      expect(patches).toHaveLength(DEFAULT_BACKOFF.maxRetries + 1);
      expect(patches.every((request) => request.faulted === String(status))).toBe(true);
      // The deployment is read once, before the PATCH: no re-read to decide on another one.
      expect(requestsTo(emu, 'GET', DEPLOYMENT_PATH)).toHaveLength(1);
      // Nothing was applied, so the revision the deployment had is the one it still has.
      expect(emu.getDeployment(deployment.id)?.latest_revision_id).toBe(
        deployment.latest_revision_id,
      );
    },
  );
});
