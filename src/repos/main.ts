import { type ActionRuntime, runSummarizedStep } from '../common/action-runtime.ts';
import { matchRepository, repositoryNotFound } from './find-repository.ts';
import { readReposInputs } from './inputs.ts';
import { listOutputs, matchOutputs, renderRepositoriesSummary, repositoryCount } from './report.ts';

export function run(): Promise<void> {
  return runSummarizedStep('Repository listing failed', listRepositories);
}

/** Lists, sets the outputs and returns the summary; a repository not found still gets its table. */
async function listRepositories(runtime: ActionRuntime): Promise<string> {
  const { clientOptions, query } = await readReposInputs(runtime);
  const { integrationId, repository: wanted } = query;
  runtime.info(`Listing the repositories of integration ${integrationId}.`);
  const repositories = await runtime.client(clientOptions).listRepositories(integrationId);
  runtime.info(`Integration ${integrationId} reaches ${repositoryCount(repositories.length)}.`);
  runtime.setOutputs(listOutputs(repositories));

  const match = wanted === undefined ? undefined : matchRepository(repositories, wanted);
  if (wanted !== undefined && !match) {
    runtime.fail(repositoryNotFound(wanted, integrationId, repositories));
  }
  if (match) {
    runtime.setOutputs(matchOutputs(match));
    runtime.info(
      `Matched ${match.owner}/${match.name}: ${match.url}, default branch ${match.default_branch}.`,
    );
  }
  return renderRepositoriesSummary({
    integrationId,
    repositories,
    ...(wanted && { wanted }),
    ...(match && { match }),
  });
}
