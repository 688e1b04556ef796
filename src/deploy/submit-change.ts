import type { DeployInputs } from './inputs.ts';
import { buildPatchBody, type Found } from './patch-body.ts';
import { redeployRevision } from './redeploy-revision.ts';
import type { Resolved } from './resolve-deployment.ts';
import { shipSource } from './ship-source.ts';
import { followLatest, type Submission, type SubmitContext, submitPatch } from './submit-patch.ts';

/**
 * Makes the revision this run follows: an earlier revision deployed again (redeploy-revision),
 * the first revision of a deployment this run created, or the change the inputs ask for,
 * with the checkout packed and uploaded first when source-path is given.
 */
export async function submitChange(
  inputs: DeployInputs,
  { deployment, created }: Resolved,
  context: SubmitContext & { workspace: string; tempDir: string },
): Promise<Submission> {
  const earlier = inputs['redeploy-revision'];
  if (earlier) {
    context.log(`Deploying revision ${earlier} again.`);
    return followLatest(await redeployRevision(deployment, earlier, context), deployment);
  }
  const found: Found = {};
  if (inputs['source-path']) {
    found.sourceTarballPath = await shipSource(deployment.id, inputs, context);
  }
  if (created && !found.sourceTarballPath) {
    context.log(`Following the new deployment's first revision.`);
    return followLatest(deployment, undefined);
  }
  return submitPatch(deployment, buildPatchBody(inputs, found, deployment.source), context);
}
