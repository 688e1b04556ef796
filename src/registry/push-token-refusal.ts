import { ServiceError } from '../client/service-error.ts';
import type { Deployment } from '../client/service-schemas.ts';
import { StepFailure } from '../common/step-control.ts';

/**
 * The service's words for a push token asked of a deployment of another source:
 * "Push tokens are only available for 'internal_image' source deployments."
 */
const ONLY_INTERNAL_IMAGE = /push tokens are only available for '?internal_image'?/i;

/**
 * A 400 to the push-token request, with what it means here when it is the "other source"
 * refusal: the service's own words say so, or the deployment is known to be of another source.
 * Any other error (another 400 included) goes on as it came, with its detail.
 */
export function explainPushTokenRefusal(error: unknown, deployment: Deployment): unknown {
  if (!(error instanceof ServiceError) || error.status !== 400) return error;
  const otherSource = Boolean(deployment.source) && deployment.source !== 'internal_image';
  if (!otherSource && !ONLY_INTERNAL_IMAGE.test(error.detail)) return error;
  const source = deployment.source ? ` (source ${deployment.source})` : '';
  return new StepFailure(
    `The service refused a push token for deployment ${deployment.id}${source}: ${error.detail} Only internal_image deployments take images pushed to the service's registry; deploy an image from your own registry with source external_image instead.`,
  );
}
