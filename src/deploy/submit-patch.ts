import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import type { Deployment, DeploymentPatch } from '../client/deployment-schemas.ts';
import { UNSAFE_RETRY_STATUSES } from '../client/retry-policy.ts';
import { ServiceError } from '../client/service-error.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import type { DeployReport } from './deploy-report.ts';
import { createsRevision } from './patch-body.ts';

interface SubmitContext {
  client: ControlPlaneClient;
  runtime: ActionRuntime;
  signal: AbortSignal;
  report: DeployReport;
}

/**
 * Reads the deployment, patches it and names the revision the patch produced. A PATCH is
 * never sent twice blindly: when its fate is unknown, the deployment is read again first.
 */
export async function submitPatch(body: DeploymentPatch, context: SubmitContext): Promise<void> {
  const { client, runtime, signal, report } = context;
  const before = await client.getDeployment(report.deploymentId, { signal });
  // Only now: loading @actions/core first would hold the first request back (docs/benchmark.md).
  await runtime.load();
  describeDeployment(before, report);
  report.previousRevisionId = before.latest_revision_id ?? undefined;
  runtime.info(
    `Deployment ${before.name ?? report.deploymentId}: latest revision ${report.previousRevisionId ?? '(none)'}`,
  );

  if (Object.keys(body).length === 0) {
    runtime.info(
      'No deployment input was given, so nothing is patched: reporting on the latest revision.',
    );
    return settleRevision(before, report);
  }

  runtime.info(`Patching with ${Object.keys(body).join(', ')}`);
  const after = await patchOnce(body, context);
  describeDeployment(after, report);
  settleRevision(after, report);
  if (createsRevision(body) && !report.newRevision) {
    runtime.info('The service kept the latest revision: nothing in this patch needed a new one.');
  }
}

async function patchOnce(body: DeploymentPatch, context: SubmitContext): Promise<Deployment> {
  const { client, runtime, signal, report } = context;
  report.patchSent = true;
  try {
    return await client.patchDeployment(report.deploymentId, body, { signal });
  } catch (error) {
    if (!isAmbiguous(error)) throw error;
    runtime.warning(
      `${error.message}. The PATCH may have reached the service; reading the deployment to find out before anything is sent again.`,
    );
  }
  const now = await client.getDeployment(report.deploymentId, { signal });
  const moved = now.latest_revision_id && now.latest_revision_id !== report.previousRevisionId;
  if (moved) {
    runtime.info(
      `The deployment's latest revision moved to ${now.latest_revision_id}: that is this PATCH's revision, so it is not sent again.`,
    );
    return now;
  }
  if (createsRevision(body)) {
    runtime.info(
      'No new revision appeared, so the service did not act on the PATCH: sending it once more.',
    );
  } else {
    runtime.info(
      'This PATCH changes configuration only and is safe to repeat: sending it once more.',
    );
  }
  return client.patchDeployment(report.deploymentId, body, { signal });
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

function settleRevision(deployment: Deployment, report: DeployReport): void {
  const latest = deployment.latest_revision_id;
  if (!latest) {
    throw new Error(
      `The service's answer for deployment ${report.deploymentId} names no latest revision.`,
    );
  }
  report.revisionId = latest;
  report.newRevision = latest !== report.previousRevisionId;
}

function describeDeployment(deployment: Deployment, report: DeployReport): void {
  const revisionConfig = deployment.source_revision_config;
  report.deploymentName = deployment.name ?? report.deploymentName;
  report.source = deployment.source ?? report.source;
  report.repoRef = revisionConfig?.repo_ref ?? undefined;
  report.agentConfigPath = revisionConfig?.agent_config_path ?? undefined;
  report.imageUri = revisionConfig?.image_uri ?? undefined;
}
