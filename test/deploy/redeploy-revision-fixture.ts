import { expect } from 'vitest';
import type { Emulator, RevisionStep } from '../../emulator/index.ts';
import { API_KEY } from '../support/deploy-fixture.ts';

/*
 * Revisions, deployments and readers shared by redeploy-revision.test.ts and
 * redeploy-revision-bad-inputs.test.ts.
 */

export const REDEPLOY = '/v2/deployments/:id/revisions/:rid/redeploy';
export const SOME_REVISION = '0b8f6a5e-6c1d-4e2f-9a3b-7c4d5e6f7a8b';

/** Another revision of the deployment, made before the run the way any client makes one. */
export async function addRevision(
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

/** A deployment whose first revision (`earlier`, ref main) was followed by a live `latest`. */
export async function deploymentWithHistory(emu: Emulator) {
  const deployment = emu.seedDeployment();
  const earlier = deployment.latest_revision_id;
  const latest = await addRevision(emu, deployment.id, [{ status: 'DEPLOYED' }], 'release-2');
  emu.clearRequests();
  return { id: deployment.id, earlier, latest };
}

/** Every request that may change something on the control plane (log reads left out). */
export function changesTo(emu: Emulator): string[] {
  return emu.requests
    .filter((request) => request.method !== 'GET' && request.path.startsWith('/v2/'))
    .map((request) => `${request.method} ${request.path}`);
}
