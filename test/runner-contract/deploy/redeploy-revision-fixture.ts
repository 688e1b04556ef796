import type { Emulator } from '../../../emulator/index.ts';
import { addRevision } from './rollback-fixture.ts';

/*
 * Revisions, deployments and readers shared by redeploy-revision.test.ts and
 * redeploy-revision-bad-inputs.test.ts.
 */

export { addRevision, changesTo, REDEPLOY } from './rollback-fixture.ts';
export const SOME_REVISION = '0b8f6a5e-6c1d-4e2f-9a3b-7c4d5e6f7a8b';

/** A deployment whose first revision (`earlier`, ref main) was followed by a live `latest`. */
export async function deploymentWithHistory(emu: Emulator) {
  const deployment = emu.seedDeployment();
  const earlier = deployment.latest_revision_id;
  const latest = await addRevision(emu, deployment.id, [{ status: 'DEPLOYED' }], 'release-2');
  emu.clearRequests();
  return { id: deployment.id, earlier, latest };
}
