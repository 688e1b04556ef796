import { randomBytes } from 'node:crypto';
import { detail, json } from '../common/reply.ts';
import { type Route, route } from './router.ts';
import { deploymentNotFound } from './routes-deployments.ts';

/** Emulator: the registry host the push tokens are for; nothing listens there. */
export const REGISTRY_HOST = 'registry.emulator.test';

/** The service's words, which its own client matches to explain the refusal. */
export const PUSH_TOKENS_ONLY_FOR_INTERNAL_IMAGE =
  "Push tokens are only available for 'internal_image' source deployments.";

export const uploadRoutes: Route[] = [
  route({
    method: 'POST',
    template: '/v2/deployments/{deployment_id}/upload-url',
    operationId: 'createUploadUrl',
    handle({ state, params, tenantId }) {
      const id = params.deployment_id ?? '';
      if (!state.findDeployment(tenantId, id)) return deploymentNotFound(id);
      return json(200, state.storage.issue(id));
    },
  }),
  route({
    method: 'POST',
    template: '/v2/deployments/{deployment_id}/push-token',
    operationId: 'createPushToken',
    handle({ state, params, tenantId }) {
      const id = params.deployment_id ?? '';
      const deployment = state.findDeployment(tenantId, id);
      if (!deployment) return deploymentNotFound(id);
      if (deployment.source !== 'internal_image') {
        return detail(400, PUSH_TOKENS_ONLY_FOR_INTERNAL_IMAGE);
      }
      return json(200, {
        token: `emu-push-${randomBytes(24).toString('hex')}`,
        // With a scheme and a trailing slash, as the service may send it (docs/service.md).
        registry_url: `https://${REGISTRY_HOST}/${deployment.tenantId}/`,
      });
    },
  }),
];
