import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { ServiceError } from '../client/service-error.ts';
import { runAction, type StepReport, type WorkContext } from '../common/lifecycle.ts';
import { SUB_ACTION_TIMEOUT_MS } from '../common/step-control.ts';
import { findDeploymentByName } from '../deployments/target.ts';
import { type DeleteSettings, readDeleteSettings } from './inputs.ts';
import { type DeleteResult, renderDeleteSummary } from './report.ts';

export const DELETE_OUTPUT_NAMES = ['deleted', 'deployment-id'] as const;

export function run(): Promise<void> {
  return runAction({
    noun: 'Delete',
    readInputs: readDeleteSettings,
    timeoutMs: () => SUB_ACTION_TIMEOUT_MS,
    work: deleteDeployment,
    failedOutputs: { deleted: 'false' },
    ownWords: new Set(['deleted']),
  });
}

/**
 * A 404 is "already gone" when its detail names the deployment (the service's own words,
 * `Deployment ID {id} not found.`), or else when the deployment list answers and lacks the id:
 * a base-url without its path prefix answers a bare 404 to every path, which is no success.
 */
async function confirmGone(
  client: ControlPlaneClient,
  id: string,
  notFound: ServiceError,
  signal: AbortSignal,
) {
  if (notFound.detail.includes(id)) return;
  try {
    const page = await client.listDeployments({ deployment_ids: id }, { signal });
    if (page.resources.some((deployment) => deployment.id === id)) {
      throw new Error(
        `The service answered 404 to deleting deployment ${id}, yet still lists it; nothing was deleted.`,
      );
    }
  } catch (error) {
    if (!(error instanceof ServiceError && error.status === 404)) throw error;
    throw new Error(
      `The service answered 404 both to deleting deployment ${id} and to listing deployments: base-url does not look like the control plane's API (a self-hosted one serves it under a path prefix such as /api-host). Nothing was deleted.`,
    );
  }
}

/**
 * Deletes the deployment named by id or exact name. One already gone (no deployment of that
 * name, or a 404) is success with `deleted: false`; a name matched only as a substring deletes
 * nothing, ever.
 */
async function deleteDeployment(
  settings: DeleteSettings,
  { runtime, control }: WorkContext,
): Promise<StepReport> {
  const client = runtime.client(settings.connection);
  const { signal } = control;
  const { target } = settings;
  const result: DeleteResult = { target, deleted: false };
  if ('id' in target) {
    result.deploymentId = target.id;
  } else {
    const found = await findDeploymentByName(client, target.name, signal);
    if (found) result.deploymentId = found.id;
  }
  if (result.deploymentId) {
    runtime.info(`Deleting deployment ${result.deploymentId}.`);
    try {
      await client.deleteDeployment(
        result.deploymentId,
        { deleteTracingProject: settings.deleteTracingProject },
        { signal },
      );
      result.deleted = true;
    } catch (error) {
      if (!(error instanceof ServiceError && error.status === 404)) throw error;
      await confirmGone(client, result.deploymentId, error, signal);
    }
  }
  if (settings.github) {
    // Octokit loads only for a delete that has a GitHub environment to mark inactive.
    const { markEnvironmentInactive } = await import('../github/inactive-environment.ts');
    const inactive = await markEnvironmentInactive({
      ...settings.github,
      warn: (line) => runtime.warning(line),
    });
    runtime.info(
      `GitHub environment ${settings.github.environment}: ${inactive} deployments marked inactive.`,
    );
  }
  const outputs = {
    deleted: String(result.deleted),
    'deployment-id': result.deploymentId,
  };
  return {
    outputs,
    ownWords: new Set(['deleted']),
    summary: renderDeleteSummary(result, settings.deleteTracingProject),
    conclusion: result.deleted
      ? `Deleted deployment ${result.deploymentId}.`
      : 'Nothing to delete: the deployment is already gone.',
  };
}
