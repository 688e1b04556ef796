import type { DeploySettings } from './inputs.ts';
import { buildPatchBody, type Found } from './patch-body.ts';
import type { Resolved } from './resolve-deployment.ts';
import { redeployRevision } from './roll-back.ts';
import { followLatest, type Submission, type SubmitContext, submitPatch } from './submit-patch.ts';

/**
 * Makes the revision this run follows: an earlier revision deployed again (redeploy-revision),
 * the first revision of a deployment this run created, or the change the inputs ask for,
 * with the checkout packed and uploaded first when source-path is given.
 */
export async function submitChange(
  inputs: DeploySettings,
  { deployment, created }: Resolved,
  context: SubmitContext & { workspace: string; tempDir: string },
): Promise<Submission> {
  const earlier = inputs.redeployRevision;
  if (earlier) {
    context.log(`Deploying revision ${earlier} again.`);
    return followLatest(await redeployRevision(deployment, earlier, context), deployment);
  }
  const found: Found = {};
  if (inputs.sourcePath) {
    // The packer and the upload (tar, the ignore rules) load only for a run that packs.
    const { shipSource } = await import('./ship-source.ts');
    found.sourceTarballPath = await shipSource(deployment.id, inputs, context);
  }
  if (created && !found.sourceTarballPath) {
    context.log(`Following the new deployment's first revision.`);
    return followLatest(deployment, undefined);
  }
  return submitPatch(deployment, buildPatchBody(inputs, found, deployment.source), context);
}
