import { ServiceError } from '../../client/service-error.ts';
import type { Deployment, DeploymentPatch } from '../../client/service-schemas.ts';
import type { ClientContext, StepContext } from '../../client/step-client.ts';
import type { Resolved } from '../../deployments/find-or-create.ts';
import { isOwnRevision } from '../../deployments/own-revision.ts';
import {
  RacingDeploy,
  type ReadBack,
  readLatestRevision,
  sendOnce,
} from '../../deployments/send-once.ts';
import type { PackedReport } from '../../packing/packed-report.ts';
import type { ChangeSettings } from '../settings.ts';
import {
  buildPatchBody,
  ChangeNotSent,
  createsRevision,
  type Found,
  SourceNotShipped,
} from './patch-body.ts';
import { redeployRevision } from './redeploy-revision.ts';
import type { SourceShipment } from './source-shipment.ts';

/** What the submission did: the deployment as it now stands and the revision to follow. */
export interface Submission {
  deployment: Deployment;
  revisionId: string;
  /** Whether the deployment's latest revision changed: the request made a new one. */
  newRevision: boolean;
  /** What source-path's archive holds, when one was shipped. */
  packed?: PackedReport;
}

/** What the change phase learned: the revision to follow, and when the service answered. */
export interface Changed {
  submission: Submission;
  /** On the step's clock: where the deploy time starts. */
  changedAtMs: number;
}

/**
 * Why this change displaced no revision that a rollback could bring back: it made no new
 * revision, or that revision is the deployment's first. Undefined when it displaced one.
 */
export function nothingDisplaced(
  before: Deployment,
  submission: Submission,
  created: boolean | undefined,
): string | undefined {
  if (!submission.newRevision) return 'this deploy made no new revision, so it displaced nothing';
  // A deployment created by this run, or one that had no revision yet, has nothing to go back to.
  if (created || !before.latest_revision_id) {
    return `there is nothing to roll back to: ${submission.revisionId} is the first revision the deployment has had`;
  }
  return undefined;
}

/** The change phase: the revision made, told in the log, with the time of the answer. */
export async function makeChange(
  context: StepContext,
  settings: ChangeSettings,
  found: Resolved,
  shipment: SourceShipment | undefined,
): Promise<Changed> {
  const submission = await makeRevision(context, settings, found, shipment);
  const changedAtMs = context.stepClock.elapsedMs();
  const made = submission.newRevision ? 'new' : 'unchanged';
  context.log(`Revision ${submission.revisionId} (${made})`);
  return { submission, changedAtMs };
}

/**
 * Whether a change that was under way may have reached the service: packing or uploading
 * source-path failed, or the change did not fit the deployment, and nothing that changes it
 * was sent, unless this run created it.
 */
export function changeSent(started: boolean, error: unknown, found: Resolved | undefined): boolean {
  const notSent = error instanceof SourceNotShipped || error instanceof ChangeNotSent;
  return started && !(notSent && !found?.created);
}

/**
 * Makes the revision this run follows: an earlier revision deployed again (redeploy-revision),
 * the first revision of a deployment this run created, or the change the inputs ask for,
 * with the checkout (source-path, being packed since the run began) uploaded first.
 */
export async function makeRevision(
  context: ClientContext,
  inputs: ChangeSettings,
  { deployment, created }: Resolved,
  shipment?: SourceShipment,
): Promise<Submission> {
  const earlier = inputs.redeployRevision;
  if (earlier) {
    context.log(`Deploying revision ${earlier} again.`);
    return followLatest(await redeployRevision(context, deployment, earlier), deployment);
  }
  const found: Found = {};
  let packed: PackedReport | undefined;
  if (shipment) {
    const shipped = await shipment.ship(context, deployment.id);
    found.sourceTarballPath = shipped.objectPath;
    found.agentConfigPath = shipped.configEntry;
    packed = shipped.packed;
  }
  if (created && !found.sourceTarballPath) {
    context.log(`Following the new deployment's first revision.`);
    return followLatest(deployment, undefined);
  }
  const body = buildPatchBody(inputs, found, deployment.source);
  const submission = await sendChange(context, deployment, body);
  return packed ? { ...submission, packed } : submission;
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
  context: ClientContext,
  before: Deployment,
  body: DeploymentPatch,
): Promise<Submission> {
  if (Object.keys(body).length === 0) {
    context.log(
      'No deployment input was given, so nothing is patched: reporting on the latest revision.',
    );
    return followLatest(before, before);
  }
  context.log(`Sending ${Object.keys(body).join(', ')}`);
  if (createsRevision(body)) {
    const made = await sendBy(context, 'POST revisions', before, body).catch((error) => {
      if (error instanceof ServiceError && (error.status === 404 || error.status === 405)) {
        context.log('This service has no POST …/revisions: patching the deployment instead.');
        return undefined;
      }
      throw error;
    });
    if (made) return made;
  }
  const submission = await sendBy(context, 'PATCH', before, body);
  if (createsRevision(body) && !submission.newRevision) {
    context.log('The service kept the latest revision: nothing in this patch needed a new one.');
  }
  return submission;
}

function sendBy(
  context: ClientContext,
  method: Method,
  before: Deployment,
  body: DeploymentPatch,
): Promise<Submission> {
  const { client, signal } = context;
  return sendOnce(context, {
    named: 'request',
    send: () => sendRequest(context, method, before, body),
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
  });
}

async function sendRequest(
  { client, signal }: ClientContext,
  method: Method,
  before: Deployment,
  body: DeploymentPatch,
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
