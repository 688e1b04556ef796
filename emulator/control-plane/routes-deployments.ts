import { now } from '../common/clock.ts';
import { detail, json, page, type Reply } from '../common/reply.ts';
import { applyDeploymentChange } from './deployment-changes.ts';
import { createProblem, waitsForFirstImage } from './deployment-rules.ts';
import { renderDeployment } from './render.ts';
import type { DeploymentCreateBody, DeploymentPatchBody } from './request-bodies.ts';
import { type Route, type RouteContext, route } from './router.ts';

export function deploymentNotFound(id: string): Reply {
  return detail(404, `Deployment ID ${id} not found.`);
}

/** The comma-separated values of a query parameter, or undefined when it is absent. */
export function listParam(value: string | undefined): Set<string> | undefined {
  return value === undefined ? undefined : new Set(value.split(','));
}

function listDeployments({ state, query, tenantId }: RouteContext): Reply {
  const needle = query.name_contains?.toLowerCase() ?? '';
  const ids = listParam(query.deployment_ids);
  const at = now();
  const matching = state
    .deploymentsOf(tenantId)
    .filter((deployment) => deployment.name.toLowerCase().includes(needle))
    .filter((deployment) => !ids || ids.has(deployment.id))
    .filter(
      (deployment) =>
        query.deployment_type === undefined ||
        deployment.sourceConfig.deployment_type === query.deployment_type,
    )
    .reverse()
    .map((deployment) => renderDeployment(state, deployment, at))
    .filter((deployment) => query.status === undefined || deployment.status === query.status);
  return page(matching, query);
}

export const deploymentRoutes: Route[] = [
  route({
    method: 'GET',
    template: '/v2/deployments',
    operationId: 'listDeployments',
    handle: listDeployments,
  }),
  route<DeploymentCreateBody>({
    method: 'POST',
    template: '/v2/deployments',
    operationId: 'createDeployment',
    handle({ state, body, tenantId }) {
      const problem = createProblem(state, tenantId, body);
      if (problem) return detail(problem.status, problem.detail);
      const deployment = state.addDeployment({
        tenantId,
        name: body.name,
        source: body.source,
        sourceConfig: { ...body.source_config },
        secrets: body.secrets ?? [],
        secretReferences: body.secret_references ?? [],
      });
      if (!waitsForFirstImage(body)) {
        state.addRevision(deployment, {
          source: body.source,
          config: { ...body.source_revision_config },
        });
      }
      return json(201, renderDeployment(state, deployment));
    },
  }),
  route({
    method: 'GET',
    template: '/v2/deployments/{deployment_id}',
    operationId: 'getDeployment',
    handle({ state, params, tenantId }) {
      const id = params.deployment_id ?? '';
      const deployment = state.findDeployment(tenantId, id);
      return deployment ? json(200, renderDeployment(state, deployment)) : deploymentNotFound(id);
    },
  }),
  route<DeploymentPatchBody>({
    method: 'PATCH',
    template: '/v2/deployments/{deployment_id}',
    operationId: 'patchDeployment',
    handle({ state, params, tenantId, body }) {
      const id = params.deployment_id ?? '';
      const deployment = state.findDeployment(tenantId, id);
      if (!deployment) return deploymentNotFound(id);
      const outcome = applyDeploymentChange(state, deployment, body);
      if (outcome.problem !== undefined) return detail(400, outcome.problem);
      return json(200, renderDeployment(state, deployment));
    },
  }),
];
