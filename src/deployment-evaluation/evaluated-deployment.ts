import { checkServerUrl } from '../agent-server-client/request.ts';
import { ServiceError } from '../client/service-error.ts';
import type { Deployment } from '../client/service-schemas.ts';
import type { ClientContext } from '../client/step-client.ts';
import { StepFailure } from '../common/step-control.ts';
import { findDeployment } from '../deployments/find-or-create.ts';
import type { DeploymentTarget } from '../deployments/target.ts';

/** A deployment an evaluation runs on: where its agent server answers, and what names it. */
export interface EvaluatedDeployment {
  /** How the summary names it: its name, else its id. */
  label: string;
  deploymentId: string;
  /** The revision it serves, as the control plane says (its active one), when it says. */
  revisionId?: string;
  /** Its URL (`source_config.custom_url`), checked as the deploy checks its own. */
  url: string;
}

/**
 * Says why a deployment cannot be evaluated, against the input that named it:
 * `eval-baseline: deployment "production" was not found: …`.
 */
export type Refusal = (why: string) => StepFailure;

/** The refusal of the deployment `target` names, told against `input`. */
export function refusalFor(input: string, target: DeploymentTarget): Refusal {
  const named = 'id' in target ? `deployment ${target.id}` : `deployment "${target.name}"`;
  return (why) => new StepFailure(`${input}: ${named} ${why}.`);
}

/**
 * The deployment `target` names, by its id or exact name, read through the control plane. One
 * that is not there is refused (a 404, no deployment of exactly that name); any other trouble
 * of the service is the service's, with its detail.
 */
export async function findNamedDeployment(
  context: ClientContext,
  target: DeploymentTarget,
  refuse: Refusal,
): Promise<Deployment> {
  const found = await findDeployment(context, target).catch((error: unknown) => {
    if (error instanceof ServiceError && error.status === 404) {
      throw refuse(`was not found (${error.detail})`);
    }
    throw error;
  });
  if (!found) throw refuse('was not found: no deployment has exactly this name');
  return found;
}

/** What an evaluation asks of `deployment`, or its refusal: it has no URL that may be asked. */
export function evaluatedDeployment(deployment: Deployment, refuse: Refusal): EvaluatedDeployment {
  const url = checkServerUrl(deployment.source_config?.custom_url);
  if (!url.ok) throw refuse(`cannot be evaluated: ${url.problem}`);
  return {
    label: deployment.name ?? deployment.id,
    deploymentId: deployment.id,
    ...(deployment.active_revision_id && { revisionId: deployment.active_revision_id }),
    url: url.url,
  };
}
