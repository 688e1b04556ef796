import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import type { Deployment, DeploymentCreate } from '../client/deployment-schemas.ts';
import type { SourceRepository } from '../client/repository-schemas.ts';
import { InputError } from '../common/inputs.ts';
import { StepFailure } from '../common/step-failure.ts';
import { findDeploymentByName } from '../deployments/target.ts';
import { matchRepository, repositoryNotFound } from '../repos/find-repository.ts';
import type { DeploySettings } from './inputs.ts';
import { buildCreateBody } from './patch-body.ts';

export interface ResolveContext {
  client: ControlPlaneClient;
  signal: AbortSignal;
  log: (line: string) => void;
}

/** The deployment to work on, and whether this run created it. */
export interface Resolved {
  deployment: Deployment;
  created: boolean;
}

/**
 * The deployment that deployment-id or deployment-name names. A name is compared exactly; with
 * create-if-missing a name that matches nothing is created from the same inputs.
 */
export async function resolveDeployment(
  inputs: DeploySettings,
  context: ResolveContext,
): Promise<Resolved> {
  const { client, signal, log } = context;
  const { target } = inputs;
  if ('id' in target) {
    return { deployment: await client.getDeployment(target.id, { signal }), created: false };
  }
  const { name } = target;
  const found = await findDeploymentByName(client, name, signal);
  if (found) {
    log(`Deployment "${name}" is ${found.id}.`);
    return { deployment: await client.getDeployment(found.id, { signal }), created: false };
  }
  if (!inputs.createIfMissing) {
    throw new StepFailure(
      `No deployment is named exactly "${name}". To create it from this step, set create-if-missing: true (with source and what it needs); otherwise check the name, which is compared exactly.`,
    );
  }
  const source = creationSource(inputs);
  const repository = await lookUpRepository(inputs, context);
  log(`No deployment is named "${name}": creating it (source ${source}).`);
  const created = await client.createDeployment(
    buildCreateBody(inputs, name, source, repository ? { repository } : {}),
    { signal },
  );
  return { deployment: created, created: true };
}

/** The source a new deployment gets: the input, or what source-path or repository imply. */
function creationSource(inputs: DeploySettings): DeploymentCreate['source'] {
  if (inputs.source) return inputs.source;
  if (inputs.sourcePath) return 'internal_source';
  if (inputs.repository) return 'sourcehost';
  throw new InputError([
    {
      input: 'source',
      message:
        'is required to create a deployment (sourcehost, external_image, internal_image, internal_source or internal_template), unless source-path or repository implies it',
    },
  ]);
}

/** The repository listing's entry for integration-id and repository, when both are given. */
async function lookUpRepository(
  inputs: DeploySettings,
  { client, signal, log }: ResolveContext,
): Promise<SourceRepository | undefined> {
  const { integrationId } = inputs;
  const wanted = inputs.repository;
  if (!integrationId || !wanted) return undefined;
  const repositories = await client.listRepositories(integrationId, { signal });
  const match = matchRepository(repositories, wanted);
  if (!match) throw repositoryNotFound(wanted, integrationId, repositories);
  log(`Repository ${wanted}: ${match.url}, default branch ${match.default_branch}.`);
  return match;
}
