import { now } from '../common/clock.ts';
import { detail, json, type Reply } from '../common/reply.ts';
import type { DeletedDeployment } from '../state/service-types.ts';
import type { EmulatorState, StoredDeployment } from '../state/state.ts';
import { renderDeployment } from './render.ts';
import { type Route, route } from './router.ts';
import { deploymentNotFound, listParam } from './routes-deployments.ts';

function deleteOne(
  state: EmulatorState,
  deployment: StoredDeployment,
  record: Pick<DeletedDeployment, 'deleteTracingProject' | 'via'>,
): void {
  state.removeDeployment(deployment, { tracingProject: record.deleteTracingProject === true });
  state.deleted.push({
    id: deployment.id,
    name: deployment.name,
    tenantId: deployment.tenantId,
    ...record,
    at: now(),
  });
}

/** 'true' / 'false' as FastAPI reads them once the document has let the value through. */
function queryFlag(value: string | undefined): boolean | undefined {
  return value === undefined ? undefined : value.toLowerCase() === 'true';
}

export const deleteAndRedeployRoutes: Route[] = [
  route({
    method: 'DELETE',
    template: '/v2/deployments/{deployment_id}',
    operationId: 'deleteDeployment',
    handle({ state, params, query, tenantId }): Reply {
      const id = params.deployment_id ?? '';
      const deployment = state.findDeployment(tenantId, id);
      if (!deployment) return deploymentNotFound(id);
      const deleteTracingProject = queryFlag(query.delete_tracing_project);
      deleteOne(state, deployment, { deleteTracingProject, via: 'single' });
      return { status: 204 };
    },
  }),
  route({
    method: 'DELETE',
    template: '/v2/deployments',
    operationId: 'deleteDeployments',
    handle({ state, query, tenantId }): Reply {
      const deleteTracingProject = queryFlag(query.delete_tracing_project);
      const deleted: string[] = [];
      const failed: Array<{ deployment_id: string; detail: string }> = [];
      for (const id of listParam(query.deployment_ids) ?? []) {
        const deployment = state.findDeployment(tenantId, id);
        if (deployment) {
          deleteOne(state, deployment, { deleteTracingProject, via: 'bulk' });
          deleted.push(id);
        } else {
          failed.push({ deployment_id: id, detail: `Deployment ID ${id} not found.` });
        }
      }
      return json(failed.length === 0 ? 200 : 207, { deleted_ids: deleted, failed });
    },
  }),
  route({
    method: 'POST',
    template: '/v2/deployments/{deployment_id}/revisions/{revision_id}/redeploy',
    operationId: 'redeployRevision',
    handle({ state, params, tenantId }): Reply {
      const id = params.deployment_id ?? '';
      const revisionId = params.revision_id ?? '';
      const deployment = state.findDeployment(tenantId, id);
      if (!deployment) return deploymentNotFound(id);
      const earlier = state.revisions.get(revisionId);
      if (!earlier || earlier.deploymentId !== id) {
        return detail(404, `Revision ID ${revisionId} not found.`);
      }
      state.addRevision(deployment, { source: earlier.source, config: { ...earlier.config } });
      return json(200, renderDeployment(state, deployment));
    },
  }),
];
