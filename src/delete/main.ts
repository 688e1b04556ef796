import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { ServiceError } from '../client/service-error.ts';
import { stepClient } from '../client/step-client.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import { runAction, type StepReport, type WorkContext } from '../common/action-step.ts';
import { SUB_ACTION_TIMEOUT_MS } from '../common/step-control.ts';
import { type ReadBack, sendOnce } from '../deployments/send-once.ts';
import { findDeploymentByName } from '../deployments/target.ts';
import { type DeleteSettings, readDeleteSettings } from './inputs.ts';
import { type DeleteResult, deleteReport, OWN_WORDS } from './report.ts';

export function run(): Promise<void> {
  return runAction({
    noun: 'Delete',
    readInputs: readDeleteSettings,
    timeoutMs: () => SUB_ACTION_TIMEOUT_MS,
    work: deleteDeployment,
    failedOutputs: { deleted: 'false' },
    ownWords: OWN_WORDS,
  });
}

/**
 * `DELETE /v2/deployments/{id}`: whether this run deleted it (false: it was already gone).
 * A repeat of a DELETE cannot delete twice, so the transport repeats it by itself after a lost
 * answer. What stays unclear is a 404: one whose detail names the deployment (the service's own
 * words, `Deployment ID {id} not found.`) is "already gone", but a bare one is also what a
 * base-url without its path prefix answers to every path, which is no success: the deployment
 * list is read back, and the deployment counts as gone only when the list answers and lacks it.
 */
export function sendDelete(
  client: ControlPlaneClient,
  id: string,
  { deleteTracingProject }: Pick<DeleteSettings, 'deleteTracingProject'>,
  signal: AbortSignal,
  runtime: Pick<ActionRuntime, 'info' | 'warning'>,
): Promise<boolean> {
  const is404 = (error: unknown): error is ServiceError =>
    error instanceof ServiceError && error.status === 404;
  return sendOnce<boolean>(
    {
      send: () =>
        client.deleteDeployment(id, { deleteTracingProject }, { signal }).then(
          () => true,
          (error) => {
            if (is404(error) && error.detail.includes(id)) return false;
            throw error;
          },
        ),
      isUnclear: is404,
      readBack: async (): Promise<ReadBack<boolean>> => {
        try {
          const page = await client.listDeployments({ deployment_ids: id }, { signal });
          if (!page.resources.some((deployment) => deployment.id === id)) {
            return { verdict: 'acted', result: false };
          }
          const message = `The service answered 404 to deleting deployment ${id}, yet still lists it; nothing was deleted.`;
          return { verdict: 'fail', failure: new Error(message) };
        } catch (error) {
          if (!is404(error)) throw error;
          const message = `The service answered 404 both to deleting deployment ${id} and to listing deployments: base-url does not look like the control plane's API (a self-hosted one serves it under a path prefix such as /api-host). Nothing was deleted.`;
          return { verdict: 'fail', failure: new Error(message) };
        }
      },
    },
    { log: (line) => runtime.info(line), warn: (line) => runtime.warning(line) },
  );
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
  const client = stepClient(runtime, settings.connection);
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
    const { deploymentId } = result;
    result.deleted = await sendDelete(client, deploymentId, settings, signal, runtime);
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
  return deleteReport(result, settings.deleteTracingProject);
}
