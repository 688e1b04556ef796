import type { DeploymentCreate, SourceRepository } from '../../client/service-schemas.ts';
import type { ClientContext, StepContext } from '../../client/step-client.ts';
import { InputError } from '../../common/inputs.ts';
import { words } from '../../common/wording.ts';
import { typeNotAppliedWarning } from '../../deployments/deployment-type.ts';
import { findOrCreateDeployment, type Resolved } from '../../deployments/find-or-create.ts';
import { matchRepository, repositoryNotFound } from '../../deployments/repositories.ts';
import { buildCreateBody } from '../change/patch-body.ts';
import type { FindSettings } from '../settings.ts';

/**
 * The deployment that deployment-id or deployment-name names. A name is compared exactly; with
 * create-if-missing a name that matches nothing is created from the same inputs. A deployment
 * that exists keeps its type: a different deployment-type is one warning.
 */
export async function resolveDeployment(
  context: ClientContext,
  inputs: FindSettings,
): Promise<Resolved> {
  const resolved = await findOrCreateDeployment(context, inputs.target, {
    refusal: (name) =>
      `No deployment is named exactly "${name}". To create it from this step, set ${words().setting('create-if-missing', 'true')} (with ${words().input('source')} and what it needs); otherwise check the name, which is compared exactly.`,
    ...(inputs.createIfMissing && {
      create: async (name: string) => {
        const source = creationSource(inputs);
        const repository = await lookUpRepository(context, inputs);
        return {
          body: buildCreateBody(inputs, name, source, repository ? { repository } : {}),
          note: `No deployment is named "${name}": creating it (source ${source}).`,
        };
      },
    }),
  });
  const typeWarning = resolved.created
    ? undefined
    : typeNotAppliedWarning(resolved.deployment, inputs.deploymentType);
  if (typeWarning) context.warn(typeWarning);
  return resolved;
}

/** The source a new deployment gets: the input, or what source-path or repository imply. */
export function creationSource(
  inputs: Pick<FindSettings, 'source' | 'sourcePath' | 'repository'>,
): DeploymentCreate['source'] {
  if (inputs.source) return inputs.source;
  if (inputs.sourcePath) return 'internal_source';
  if (inputs.repository) return 'sourcehost';
  throw new InputError([
    {
      input: 'source',
      message: `is required to create a deployment (sourcehost, external_image, internal_image, internal_source or internal_template), unless ${words().input('source-path')} or ${words().input('repository')} implies it`,
    },
  ]);
}

/** The repository listing's entry for integration-id and repository, when both are given. */
export async function lookUpRepository(
  { client, signal, log }: Pick<StepContext, 'client' | 'signal' | 'log'>,
  inputs: Pick<FindSettings, 'integrationId' | 'repository'>,
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
