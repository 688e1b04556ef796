import type { Deployment, DeploymentCreate, SourceRepository } from '../client/service-schemas.ts';
import { InputError } from '../common/inputs.ts';
import { StepFailure } from '../common/step-control.ts';
import { type ReadBack, sendOnce, type WriteContext } from '../deployments/send-once.ts';
import { findDeploymentByName } from '../deployments/target.ts';
import { matchRepository, repositoryNotFound } from '../repos/find-repository.ts';
import type { DeploySettings } from './inputs.ts';
import { buildCreateBody } from './patch-body.ts';
import { isOwnRevision } from './submit-patch.ts';

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
  context: WriteContext,
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
  const body = buildCreateBody(inputs, name, source, repository ? { repository } : {});
  return { deployment: await createOnce(body, context), created: true };
}

/**
 * `POST /v2/deployments`, never sent twice blindly: when the answer is lost, the name is looked
 * up again. Nothing by that name means the service did not act, and the create goes once more;
 * a deployment that now has the name is taken only if it holds what this run sent (the service
 * refuses a second create of a name, so another run's create is the only other way it can be
 * there; two that answer to it fail the lookup itself).
 */
export function createOnce(body: DeploymentCreate, context: WriteContext): Promise<Deployment> {
  const { client, signal } = context;
  return sendOnce<Deployment>(
    {
      named: 'create',
      send: () => client.createDeployment(body, { signal }),
      readBack: async (): Promise<ReadBack<Deployment>> => {
        const found = await findDeploymentByName(client, body.name, signal);
        if (!found) {
          return {
            verdict: 'not-acted',
            note: `No deployment is named "${body.name}", so the service did not act on the create: sending it once more.`,
          };
        }
        const deployment = await client.getDeployment(found.id, { signal });
        if (!isOwnRevision(deployment, undefined, deployment, body)) {
          return { verdict: 'fail', failure: new RacingCreate(body.name, deployment.id) };
        }
        return {
          verdict: 'acted',
          result: deployment,
          note: `Deployment "${body.name}" now exists as ${deployment.id} and holds what this run sent: that is this create's deployment, so it is not sent again.`,
        };
      },
    },
    context,
  );
}

/** Thrown when another run created the deployment of this name while this run's create went unanswered. */
class RacingCreate extends StepFailure {
  constructor(name: string, deploymentId: string) {
    super(
      `Deployment "${name}" appeared as ${deploymentId} while this run's create went unanswered, and it does not hold what this run sent: another run created it. This run stops instead of reporting that deployment as its own; run it again to deploy to it.`,
    );
  }
}

/** The source a new deployment gets: the input, or what source-path or repository imply. */
export function creationSource(inputs: DeploySettings): DeploymentCreate['source'] {
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
export async function lookUpRepository(
  inputs: DeploySettings,
  { client, signal, log }: Pick<WriteContext, 'client' | 'signal' | 'log'>,
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
