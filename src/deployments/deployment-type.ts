import {
  DEPLOYMENT_TYPES,
  type Deployment,
  type DeploymentType,
} from '../client/service-schemas.ts';
import { enumInput } from '../common/inputs.ts';
import { words } from '../common/wording.ts';

/**
 * The `deployment-type` input of every action that may create a deployment: one of the types
 * the service has, empty when not given. The type goes into `source_config.deployment_type` of
 * the create only; a deployment that exists keeps its own.
 */
export const deploymentTypeInput = enumInput(DEPLOYMENT_TYPES);

/**
 * The warning for a deployment that exists with another type than deployment-type asks for:
 * the input is used only when the deployment is created, so the run goes on with the type the
 * deployment has. Undefined when the types agree, or when none was asked for. A type the
 * service writes that is not one of its documented ones is not repeated.
 */
export function typeNotAppliedWarning(
  deployment: Deployment,
  wanted: DeploymentType | undefined,
): string | undefined {
  const actual = deployment.source_config?.deployment_type;
  if (!wanted || actual === wanted) return undefined;
  const has = (DEPLOYMENT_TYPES as readonly unknown[]).includes(actual)
    ? `is a ${actual} deployment`
    : actual == null
      ? 'states no type'
      : 'has another type';
  return `${words().input('deployment-type')} ${wanted} is used only when the deployment is created; ${deployment.name ?? deployment.id} exists and ${has}, which this run does not change.`;
}
