import { DeploymentCreate, DeploymentPatch } from '../src/client/deployment-schemas.ts';
import { createProblem, planPatch } from './deployment-rules.ts';
import { now } from './lifecycle.ts';
import { renderDeployment } from './render.ts';
import { detail, json, page, type Reply, validationFailed } from './reply.ts';
import { type Route, type RouteContext, route } from './router.ts';
import { checkQueryInt } from './validation.ts';

export function deploymentNotFound(id: string): Reply {
  return detail(404, `Deployment ID ${id} not found.`);
}

export function pageBounds(
  query: Record<string, string>,
): { ok: true; limit: number; offset: number } | { ok: false; reply: Reply } {
  const limit = checkQueryInt(query, 'limit', { min: 1, max: 100, fallback: 20 });
  const offset = checkQueryInt(query, 'offset', { min: 0, fallback: 0 });
  const issues = [...(limit.ok ? [] : limit.issues), ...(offset.ok ? [] : offset.issues)];
  if (!limit.ok || !offset.ok) return { ok: false, reply: validationFailed(issues) };
  return { ok: true, limit: limit.value, offset: offset.value };
}

function listDeployments({ state, query, tenantId }: RouteContext): Reply {
  const bounds = pageBounds(query);
  if (!bounds.ok) return bounds.reply;
  const needle = query.name_contains?.toLowerCase() ?? '';
  const at = now();
  const matching = state
    .deploymentsOf(tenantId)
    .filter((deployment) => deployment.name.toLowerCase().includes(needle))
    .reverse()
    .map((deployment) => renderDeployment(state, deployment, at));
  return page(matching, bounds.limit, bounds.offset);
}

export const deploymentRoutes: Route[] = [
  route({ method: 'GET', template: '/v2/deployments', handle: listDeployments }),
  route({
    method: 'POST',
    template: '/v2/deployments',
    bodySchema: DeploymentCreate,
    handle({ state, body, tenantId }) {
      const problem = createProblem(state, tenantId, body);
      if (problem) return detail(400, problem);
      const deployment = state.addDeployment({
        tenantId,
        name: body.name,
        source: body.source,
        sourceConfig: { ...body.source_config },
        secrets: body.secrets ?? [],
        secretReferences: body.secret_references ?? [],
      });
      state.addRevision(deployment, {
        source: body.source,
        config: { ...body.source_revision_config },
      });
      return json(201, renderDeployment(state, deployment));
    },
  }),
  route({
    method: 'GET',
    template: '/v2/deployments/{deployment_id}',
    uuidParams: ['deployment_id'],
    handle({ state, params, tenantId }) {
      const id = params.deployment_id ?? '';
      const deployment = state.findDeployment(tenantId, id);
      return deployment ? json(200, renderDeployment(state, deployment)) : deploymentNotFound(id);
    },
  }),
  route({
    method: 'PATCH',
    template: '/v2/deployments/{deployment_id}',
    uuidParams: ['deployment_id'],
    bodySchema: DeploymentPatch,
    handle({ state, params, tenantId, body }) {
      const id = params.deployment_id ?? '';
      const deployment = state.findDeployment(tenantId, id);
      if (!deployment) return deploymentNotFound(id);
      const plan = planPatch(state, deployment, body);
      if (plan.problem !== undefined) return detail(400, plan.problem);

      if (body.source_config)
        deployment.sourceConfig = { ...deployment.sourceConfig, ...body.source_config };
      if (body.secrets)
        deployment.secrets = body.secrets.map(({ name, value }) => ({ name, value }));
      if (body.secret_references) deployment.secretReferences = body.secret_references;
      deployment.updatedAt = now();
      if (plan.revision) state.addRevision(deployment, plan.revision);
      return json(200, renderDeployment(state, deployment));
    },
  }),
];
