import { detail, json } from '../common/reply.ts';
import { applyDeploymentChange } from './deployment-changes.ts';
import { renderRevision } from './render.ts';
import type { DeploymentPatchBody } from './request-bodies.ts';
import { type Route, route } from './router.ts';
import { deploymentNotFound } from './routes-deployments.ts';

/** Newer services only: the PATCH body's members, always a new revision, answered with it (201). */
export const createRevisionRoute: Route = route<DeploymentPatchBody>({
  method: 'POST',
  template: '/v2/deployments/{deployment_id}/revisions',
  operationId: 'createRevision',
  newerServicesOnly: true,
  handle({ state, params, tenantId, body }) {
    const id = params.deployment_id ?? '';
    const deployment = state.findDeployment(tenantId, id);
    if (!deployment) return deploymentNotFound(id);
    const outcome = applyDeploymentChange(state, deployment, body, { alwaysNewRevision: true });
    if (outcome.problem !== undefined) return detail(400, outcome.problem);
    if (!outcome.revision) throw new Error('POST …/revisions made no revision');
    return json(201, renderRevision(outcome.revision));
  },
});
