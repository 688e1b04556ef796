import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import type { Deployment, DeploymentPatch } from '../client/deployment-schemas.ts';
import { UNSAFE_RETRY_STATUSES } from '../client/retry-policy.ts';
import { ServiceError } from '../client/service-error.ts';
import { createsRevision } from './patch-body.ts';

export interface SubmitContext {
  client: ControlPlaneClient;
  signal: AbortSignal;
  log: (line: string) => void;
  warn: (line: string) => void;
}

/** What the patch did: the deployment as it now stands and the revision to follow. */
export interface Submission {
  deployment: Deployment;
  revisionId: string;
  /** Whether the deployment's latest revision changed: the patch made a new one. */
  newRevision: boolean;
}

/**
 * Patches the deployment read just before (`before`) and names the revision the patch produced.
 * A PATCH is never sent twice blindly: when its fate is unknown, the deployment is read first.
 * An empty body patches nothing and reports on the latest revision.
 */
export async function submitPatch(
  before: Deployment,
  body: DeploymentPatch,
  context: SubmitContext,
): Promise<Submission> {
  const previousRevisionId = before.latest_revision_id ?? undefined;
  if (Object.keys(body).length === 0) {
    context.log(
      'No deployment input was given, so nothing is patched: reporting on the latest revision.',
    );
    return settle(before, previousRevisionId);
  }
  context.log(`Patching with ${Object.keys(body).join(', ')}`);
  const after = await patchOnce(before, body, context);
  const submission = settle(after, previousRevisionId);
  if (createsRevision(body) && !submission.newRevision) {
    context.log('The service kept the latest revision: nothing in this patch needed a new one.');
  }
  return submission;
}

async function patchOnce(
  before: Deployment,
  body: DeploymentPatch,
  context: SubmitContext,
): Promise<Deployment> {
  const { client, signal, log } = context;
  try {
    return await client.patchDeployment(before.id, body, { signal });
  } catch (error) {
    if (!isAmbiguous(error)) throw error;
    context.warn(
      `${error.message}. The PATCH may have reached the service; reading the deployment to find out before anything is sent again.`,
    );
  }
  const now = await client.getDeployment(before.id, { signal });
  const moved = now.latest_revision_id && now.latest_revision_id !== before.latest_revision_id;
  if (moved) {
    log(
      `The deployment's latest revision moved to ${now.latest_revision_id}: that is this PATCH's revision, so it is not sent again.`,
    );
    return now;
  }
  log(
    createsRevision(body)
      ? 'No new revision appeared, so the service did not act on the PATCH: sending it once more.'
      : 'This PATCH changes configuration only and is safe to repeat: sending it once more.',
  );
  return client.patchDeployment(before.id, body, { signal });
}

/**
 * Whether the service may or may not have applied the PATCH: no answer, a 2xx whose body
 * cannot be read (the PATCH arrived; what it did is unknown), or a transient status other
 * than the ones that say the service did not act (429, 503). A 408 counts: a proxy may send
 * it after forwarding the request.
 */
function isAmbiguous(error: unknown): error is ServiceError {
  if (!(error instanceof ServiceError) || !error.mayHaveReachedService) return false;
  if (error.kind === 'network' || error.kind === 'invalid-response') return true;
  return error.isTransient && !UNSAFE_RETRY_STATUSES.includes(error.status as number);
}

function settle(deployment: Deployment, previousRevisionId: string | undefined): Submission {
  const latest = deployment.latest_revision_id;
  if (!latest) {
    throw new Error(
      `The service's answer for deployment ${deployment.id} names no latest revision.`,
    );
  }
  return {
    deployment,
    revisionId: latest,
    newRevision: latest !== previousRevisionId,
  };
}
