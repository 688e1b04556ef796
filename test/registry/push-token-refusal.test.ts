import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/client/service-error.ts';
import { StepFailure } from '../../src/common/step-control.ts';
import { explainPushTokenRefusal } from '../../src/registry/push-token-refusal.ts';

const ID = '0b7c8e4a-2f1d-4c3b-9a8e-7d6c5b4a3f2e';
const SERVICE_WORDS = "Push tokens are only available for 'internal_image' source deployments.";

function refused(status: number, detail: string): ServiceError {
  return new ServiceError({
    kind: 'http',
    method: 'POST',
    path: `/v2/deployments/${ID}/push-token`,
    status,
    detail,
    mayHaveReachedService: true,
  });
}

describe('explainPushTokenRefusal', () => {
  it("explains the service's own words, even when the deployment's source is not known", () => {
    const explained = explainPushTokenRefusal(refused(400, SERVICE_WORDS), { id: ID });
    expect(explained).toBeInstanceOf(StepFailure);
    expect((explained as Error).message).toBe(
      `The service refused a push token for deployment ${ID}: ${SERVICE_WORDS} Only internal_image deployments take images pushed to the service's registry; deploy an image from your own registry with source external_image instead.`,
    );
  });

  it('explains any 400 for a deployment known to be of another source, naming the source', () => {
    const explained = explainPushTokenRefusal(refused(400, 'Not for this deployment.'), {
      id: ID,
      source: 'sourcehost',
    });
    expect((explained as Error).message).toContain(
      `deployment ${ID} (source sourcehost): Not for this deployment. Only internal_image deployments`,
    );
  });

  it("passes on another 400 of an internal_image deployment with the service's detail, unexplained", () => {
    const other = refused(400, 'The registry of this workspace is being set up.');
    const passed = explainPushTokenRefusal(other, { id: ID, source: 'internal_image' });
    expect(passed).toBe(other);
    expect((passed as Error).message).toContain('The registry of this workspace is being set up.');
    expect(explainPushTokenRefusal(other, { id: ID })).toBe(other);
  });

  it('passes on other statuses and other errors as they came', () => {
    const missing = refused(404, `Deployment ID ${ID} not found.`);
    expect(explainPushTokenRefusal(missing, { id: ID, source: 'sourcehost' })).toBe(missing);
    const crash = new Error('socket hang up');
    expect(explainPushTokenRefusal(crash, { id: ID, source: 'sourcehost' })).toBe(crash);
  });
});
