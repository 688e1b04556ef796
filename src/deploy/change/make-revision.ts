import { ServiceError } from '../../client/service-error.ts';
import type { Deployment, DeploymentPatch } from '../../client/service-schemas.ts';
import type { Resolved } from '../../deployments/find-or-create.ts';
import { isOwnRevision } from '../../deployments/own-revision.ts';
import {
  RacingDeploy,
  type ReadBack,
  readLatestRevision,
  sendOnce,
  type WriteContext,
} from '../../deployments/send-once.ts';
import type { ChangeSettings } from '../settings.ts';
import { buildPatchBody, createsRevision, type Found } from './patch-body.ts';
import { redeployRevision } from './redeploy-revision.ts';
import type { SourceShipment } from './source-shipment.ts';

/** What the submission did: the deployment as it now stands and the revision to follow. */
export interface Submission {
  deployment: Deployment;
  revisionId: string;
  /** Whether the deployment's latest revision changed: the request made a new one. */
  newRevision: boolean;
  /** The directories source-path's archive holds, as paths inside it, when one was shipped. */
  packedDirectories?: string[];
  /** How many files of that archive git does not track, when git could say. */
  packedUntracked?: number;
}

/**
 * Makes the revision this run follows: an earlier revision deployed again (redeploy-revision),
 * the first revision of a deployment this run created, or the change the inputs ask for,
 * with the checkout (source-path, being packed since the run began) uploaded first.
 */
export async function makeRevision(
  inputs: ChangeSettings,
  { deployment, created }: Resolved,
  context: WriteContext,
  shipment?: SourceShipment,
): Promise<Submission> {
  const earlier = inputs.redeployRevision;
  if (earlier) {
    context.log(`Deploying revision ${earlier} again.`);
    return followLatest(await redeployRevision(deployment, earlier, context), deployment);
  }
  const found: Found = {};
  let packed: Pick<Submission, 'packedDirectories' | 'packedUntracked'> | undefined;
  if (shipment) {
    const shipped = await shipment.ship(deployment.id, context);
    found.sourceTarballPath = shipped.objectPath;
    found.agentConfigPath = shipped.configEntry;
    packed = {
      packedDirectories: shipped.directories,
      ...(shipped.untracked !== undefined && { packedUntracked: shipped.untracked }),
    };
  }
  if (created && !found.sourceTarballPath) {
    context.log(`Following the new deployment's first revision.`);
    return followLatest(deployment, undefined);
  }
  const body = buildPatchBody(inputs, found, deployment.source);
  const submission = await sendChange(deployment, body, context);
  return packed ? { ...submission, ...packed } : submission;
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
export async function sendChange(
  before: Deployment,
  body: DeploymentPatch,
  context: WriteContext,
): Promise<Submission> {
  if (Object.keys(body).length === 0) {
    context.log(
      'No deployment input was given, so nothing is patched: reporting on the latest revision.',
    );
    return followLatest(before, before);
  }
  context.log(`Sending ${Object.keys(body).join(', ')}`);
  if (createsRevision(body)) {
    const made = await sendBy('POST revisions', before, body, context).catch((error) => {
      if (error instanceof ServiceError && (error.status === 404 || error.status === 405)) {
        context.log('This service has no POST …/revisions: patching the deployment instead.');
        return undefined;
      }
      throw error;
    });
    if (made) return made;
  }
  const submission = await sendBy('PATCH', before, body, context);
  if (createsRevision(body) && !submission.newRevision) {
    context.log('The service kept the latest revision: nothing in this patch needed a new one.');
  }
  return submission;
}

function sendBy(
  method: Method,
  before: Deployment,
  body: DeploymentPatch,
  context: WriteContext,
): Promise<Submission> {
  const { client, signal } = context;
  return sendOnce(
    {
      named: 'request',
      send: () => sendRequest(method, before, body, context),
      readBack: async (): Promise<ReadBack<Submission>> => {
        const { now, moved } = await readLatestRevision(client, before, signal);
        if (moved) {
          const sent = { ...body, source: body.revision_source };
          if (!isOwnRevision(moved, before, now, sent)) {
            return { verdict: 'fail', failure: new RacingDeploy(before.id, moved.id) };
          }
          const mine = method === 'PATCH' ? "this PATCH's" : "this request's";
          return {
            verdict: 'acted',
            result: followLatest(now, before),
            note: `The deployment's latest revision moved to ${moved.id}: that is ${mine} revision (it carries what this run sent), so it is not sent again.`,
          };
        }
        return {
          verdict: 'not-acted',
          note:
            createsRevision(body) || method === 'POST revisions'
              ? 'No new revision appeared, so the service did not act on the request: sending it once more.'
              : 'This PATCH changes configuration only and is safe to repeat: sending it once more.',
        };
      },
    },
    context,
  );
}

async function sendRequest(
  method: Method,
  before: Deployment,
  body: DeploymentPatch,
  { client, signal }: WriteContext,
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
