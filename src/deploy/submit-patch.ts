import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import type { Deployment, DeploymentPatch } from '../client/deployment-schemas.ts';
import { UNSAFE_RETRY_STATUSES } from '../client/retry-policy.ts';
import { ServiceError } from '../client/service-error.ts';
import { isOwnRevision, RacingDeploy } from './own-revision.ts';
import { createsRevision } from './patch-body.ts';

export interface SubmitContext {
  client: ControlPlaneClient;
  signal: AbortSignal;
  log: (line: string) => void;
  warn: (line: string) => void;
}

/** What the submission did: the deployment as it now stands and the revision to follow. */
export interface Submission {
  deployment: Deployment;
  revisionId: string;
  /** Whether the deployment's latest revision changed: the request made a new one. */
  newRevision: boolean;
}

/** How a change is sent: a revision of its own where the service offers it, else a PATCH. */
type Method = 'POST revisions' | 'PATCH';

/**
 * Sends the change to the deployment read just before (`before`) and names the revision it
 * produced. A body that needs a new revision goes to `POST …/revisions`, whose answer is that
 * revision, so no other deploy can be mistaken for this one; older services answer 404 or 405
 * and get the PATCH. A request is never sent twice blindly: when its fate is unknown, the
 * deployment is read first, and a moved latest revision is adopted only if it is provably ours.
 */
export async function submitPatch(
  before: Deployment,
  body: DeploymentPatch,
  context: SubmitContext,
): Promise<Submission> {
  if (Object.keys(body).length === 0) {
    context.log(
      'No deployment input was given, so nothing is patched: reporting on the latest revision.',
    );
    return followLatest(before, before);
  }
  context.log(`Sending ${Object.keys(body).join(', ')}`);
  if (createsRevision(body)) {
    const made = await sendOnce('POST revisions', before, body, context).catch((error) => {
      if (error instanceof ServiceError && (error.status === 404 || error.status === 405)) {
        context.log('This service has no POST …/revisions: patching the deployment instead.');
        return undefined;
      }
      throw error;
    });
    if (made) return made;
  }
  const submission = await sendOnce('PATCH', before, body, context);
  if (createsRevision(body) && !submission.newRevision) {
    context.log('The service kept the latest revision: nothing in this patch needed a new one.');
  }
  return submission;
}

async function sendOnce(
  method: Method,
  before: Deployment,
  body: DeploymentPatch,
  context: SubmitContext,
): Promise<Submission> {
  try {
    return await send(method, before, body, context);
  } catch (error) {
    if (!isAmbiguous(error)) throw error;
    context.warn(
      `${error.message}. The request may have reached the service; reading the deployment to find out before anything is sent again.`,
    );
  }
  const { client, signal, log } = context;
  const now = await client.getDeployment(before.id, { signal });
  const latest = now.latest_revision_id;
  if (latest && latest !== before.latest_revision_id) {
    const revision = await client.getRevision(before.id, latest, { signal });
    if (!isOwnRevision(revision, before, now, body)) throw new RacingDeploy(before.id, latest);
    const mine = method === 'PATCH' ? "this PATCH's" : "this request's";
    log(
      `The deployment's latest revision moved to ${latest}: that is ${mine} revision (it carries what this run sent), so it is not sent again.`,
    );
    return followLatest(now, before);
  }
  log(
    createsRevision(body) || method === 'POST revisions'
      ? 'No new revision appeared, so the service did not act on the request: sending it once more.'
      : 'This PATCH changes configuration only and is safe to repeat: sending it once more.',
  );
  return send(method, before, body, context);
}

async function send(
  method: Method,
  before: Deployment,
  body: DeploymentPatch,
  { client, signal }: SubmitContext,
): Promise<Submission> {
  if (method === 'PATCH') {
    return followLatest(await client.patchDeployment(before.id, body, { signal }), before);
  }
  const known = before.latest_revision_id ? [before.latest_revision_id] : [];
  const revision = await client.createRevision(before.id, body, { signal }, known);
  const deployment = {
    ...before,
    latest_revision_id: revision.id,
    source_revision_config: revision.source_revision_config ?? before.source_revision_config,
  };
  return { deployment, revisionId: revision.id, newRevision: true };
}

/**
 * Whether the service may or may not have applied the request: no answer, a 2xx whose body
 * cannot be read (it arrived; what it did is unknown), or a transient status other than the
 * ones that say the service did not act (429, 503). A 408 counts: a proxy may send it after
 * forwarding the request.
 */
export function isAmbiguous(error: unknown): error is ServiceError {
  if (!(error instanceof ServiceError) || !error.mayHaveReachedService) return false;
  if (error.kind === 'network' || error.kind === 'invalid-response') return true;
  return error.isTransient && !UNSAFE_RETRY_STATUSES.includes(error.status as number);
}

/** The revision an answer names as the deployment's latest, and whether it is new since `before`. */
export function followLatest(after: Deployment, before: Deployment | undefined): Submission {
  const latest = after.latest_revision_id;
  if (!latest) {
    throw new Error(`The service's answer for deployment ${after.id} names no latest revision.`);
  }
  return {
    deployment: after,
    revisionId: latest,
    newRevision: latest !== before?.latest_revision_id,
  };
}
