import { ServiceError } from '../client/service-error.ts';
import type { Deployment, DeploymentCreate } from '../client/service-schemas.ts';
import type { ClientContext } from '../client/step-client.ts';
import { StepFailure } from '../common/step-control.ts';
import { words } from '../common/wording.ts';
import { isOwnRevision } from './own-revision.ts';
import { type ReadBack, sendOnce } from './send-once.ts';
import { type DeploymentTarget, findDeploymentByName } from './target.ts';

/** What finding and creating a deployment take of the step. */
/** The deployment to work on, and whether this run created it. */
export interface Resolved {
  deployment: Deployment;
  created: boolean;
}

/** What an action does when no deployment has the name it was given. */
export interface WhenMissing {
  /** The failure's message when none is to be created. */
  refusal: (name: string) => string;
  /**
   * The body that creates the deployment, and the line logged before it is sent; left out when
   * the action may not create one (create-if-missing is off).
   */
  create?: (name: string) => Promise<{ body: DeploymentCreate; note: string }>;
}

/**
 * The deployment a target names, read whole: by its id, or by its exact name (see
 * findDeploymentByName). Undefined only when no deployment has the name.
 */
export async function findDeployment(
  { client, signal, log, warn }: ClientContext,
  target: DeploymentTarget,
): Promise<Deployment | undefined> {
  if ('id' in target) return client.getDeployment(target.id, { signal });
  const found = await findDeploymentByName(client, target.name, signal, warn);
  if (!found) return undefined;
  log(`Deployment "${target.name}" is ${found.id}.`);
  return client.getDeployment(found.id, { signal });
}

/**
 * The deployment a target names; a name that matches nothing is created when `missing` says
 * how, and fails with its refusal otherwise. The create is sent once (createOnce).
 */
export async function findOrCreateDeployment(
  context: ClientContext,
  target: DeploymentTarget,
  missing: WhenMissing,
): Promise<Resolved> {
  const deployment = await findDeployment(context, target);
  if (deployment) return { deployment, created: false };
  const { name } = target as { name: string };
  if (!missing.create) throw new StepFailure(missing.refusal(name));
  const { body, note } = await missing.create(name);
  context.log(note);
  return { deployment: await createOnce(context, body), created: true };
}

/**
 * `POST /v2/deployments`, never sent twice blindly: when the answer is lost, the name is looked
 * up again. Nothing by that name means the service did not act, and the create goes once more;
 * a deployment that now has the name is taken only if it holds what this run sent (the service
 * refuses a second create of a name, so another run's create is the only other way it can be
 * there; two that answer to it fail the lookup itself).
 */
export function createOnce(context: ClientContext, body: DeploymentCreate): Promise<Deployment> {
  const { client, signal, warn } = context;
  return sendOnce<Deployment>(context, {
    named: 'create',
    send: () =>
      client.createDeployment(body, { signal }).catch((error: unknown) => {
        throw nameTakenHint(error, body.name);
      }),
    readBack: async (): Promise<ReadBack<Deployment>> => {
      const found = await findDeploymentByName(client, body.name, signal, warn);
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
  });
}

/**
 * A create answered 409 while no deployment has the name: the name is taken by the tracing
 * project a deployment of that name left when it was deleted without its own. Nothing of the
 * deploy action can remove that project; the hint says what blocks the name and what keeps it
 * from happening again.
 */
function nameTakenHint(error: unknown, name: string): unknown {
  if (!(error instanceof ServiceError) || error.status !== 409) return error;
  return error.withHint(
    `No deployment is named "${name}", so what takes the name is most likely the tracing project of a deployment of that name that was deleted without it. Delete that tracing project (or choose another name) to create the deployment. To keep it from happening, ${deleteWithTracing()}.`,
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

/** How a preview is deleted with its tracing project, in the words of the step's front end. */
function deleteWithTracing(): string {
  const w = words();
  return w.frontEnd === 'action'
    ? "delete previews with the delete action's `delete-tracing-project: true`, which the sweep action does by default"
    : 'delete previews with `agent-deploy delete --delete-tracing-project`, which `agent-deploy sweep` does by default';
}
