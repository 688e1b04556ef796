import { stepContext } from '../client/step-client.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import { runAction, type StepReport, type WorkContext } from '../common/action-step.ts';
import { GitHubRuntime } from '../common/github-runtime.ts';
import { SUB_ACTION_TIMEOUT_MS } from '../common/step-control.ts';
import { sendDelete } from '../deployments/delete-once.ts';
import { findDeploymentByName } from '../deployments/target.ts';
import { runContextOf } from '../github/run-context.ts';
import { type DeleteSettings, readDeleteSettings } from './inputs.ts';
import { type DeleteResult, deleteReport, OWN_WORDS } from './report.ts';

export function run(runtime: ActionRuntime = new GitHubRuntime()): Promise<StepReport> {
  return runAction(
    {
      noun: 'Delete',
      readInputs: readDeleteSettings,
      timeoutMs: () => SUB_ACTION_TIMEOUT_MS,
      work: deleteDeployment,
      failedOutputs: { deleted: 'false' },
      ownWords: OWN_WORDS,
    },
    runtime,
  );
}

/**
 * Deletes the deployment named by id or exact name. One already gone (no deployment of that
 * name, or a 404) is success with `deleted: false`; a name matched only as a substring deletes
 * nothing, ever.
 */
async function deleteDeployment(
  settings: DeleteSettings,
  context: WorkContext,
): Promise<StepReport> {
  const step = stepContext(context, settings.connection);
  const { client, signal, log, warn } = step;
  const { target } = settings;
  const result: DeleteResult = { target, deleted: false };
  if ('id' in target) {
    result.deploymentId = target.id;
  } else {
    const found = await findDeploymentByName(client, target.name, signal, warn);
    if (found) result.deploymentId = found.id;
  }
  if (result.deploymentId) {
    log(`Deleting deployment ${result.deploymentId}.`);
    result.deleted = await sendDelete(step, result.deploymentId, settings);
  }
  if (settings.github) {
    // Octokit loads only for a delete that has a GitHub environment to mark inactive.
    const { markEnvironmentInactive } = await import('../github/inactive-environment.ts');
    const run = runContextOf(context.runtime.environment.facts);
    const inactive = await markEnvironmentInactive({ ...settings.github, run, warn });
    log(
      `GitHub environment ${settings.github.environment}: ${inactive} deployments marked inactive.`,
    );
  }
  return deleteReport(result, settings.deleteTracingProject);
}
