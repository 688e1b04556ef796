import { stepContext } from '../client/step-client.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import { runAction, type StepReport, type WorkContext } from '../common/action-step.ts';
import { GitHubRuntime } from '../common/github-runtime.ts';
import { SUB_ACTION_TIMEOUT_MS } from '../common/step-control.ts';
import { matchRepository, repositoryNotFound } from '../deployments/repositories.ts';
import { type ReposSettings, readReposSettings } from './inputs.ts';
import {
  listOutputs,
  matchOutputs,
  REPOS_JSON_OUTPUTS,
  renderRepositoriesSummary,
  repositoryCount,
} from './report.ts';

export function run(runtime: ActionRuntime = new GitHubRuntime()): Promise<StepReport> {
  return runAction(
    {
      noun: 'Repository listing',
      readInputs: readReposSettings,
      timeoutMs: () => SUB_ACTION_TIMEOUT_MS,
      work: listRepositories,
    },
    runtime,
  );
}

/** Lists the integration's repositories; a repository not found fails, with the table still shown. */
async function listRepositories(settings: ReposSettings, context: WorkContext) {
  const { integrationId, repository: wanted } = settings;
  const { client, signal, log, warn } = stepContext(context, settings.connection);
  log(`Listing the repositories of integration ${integrationId}.`);
  const repositories = await client.listRepositories(integrationId, { signal });
  log(`Integration ${integrationId} reaches ${repositoryCount(repositories.length)}.`);

  const match = wanted === undefined ? undefined : matchRepository(repositories, wanted);
  if (match) {
    log(
      `Matched ${match.owner}/${match.name}: ${match.url}, default branch ${match.default_branch}.`,
    );
  }
  const { outputs: listed, listed: count, warning } = listOutputs(repositories);
  if (warning) warn(warning);
  const matched = match && matchOutputs(match);
  for (const line of matched?.warnings ?? []) warn(line);
  const summary = renderRepositoriesSummary({
    integrationId,
    repositories,
    listed: count,
    ...(wanted && { wanted }),
    ...(match && { match }),
  });
  const outputs = { ...listed, ...matched?.outputs };
  const jsonOutputs = REPOS_JSON_OUTPUTS;
  if (wanted === undefined || match) return { outputs, jsonOutputs, summary };
  const notFound = repositoryNotFound(wanted, integrationId, repositories);
  return {
    outputs,
    jsonOutputs,
    summary,
    failure: { title: 'Repository not found', message: notFound.message },
  };
}
