import { now } from '../common/clock.ts';
import { detail, json, page } from '../common/reply.ts';
import { countPoll } from '../state/revision-schedule.ts';
import { renderRevision } from './render.ts';
import { type Route, route } from './router.ts';
import { deploymentNotFound, listParam } from './routes-deployments.ts';

export const revisionRoutes: Route[] = [
  route({
    method: 'GET',
    template: '/v2/deployments/{deployment_id}/revisions',
    operationId: 'listRevisions',
    handle({ state, params, query, tenantId }) {
      const statuses = listParam(query.status);
      const id = params.deployment_id ?? '';
      const deployment = state.findDeployment(tenantId, id);
      if (!deployment) return deploymentNotFound(id);
      const at = now();
      const newestFirst = [...deployment.revisionIds]
        .reverse()
        .flatMap((revisionId) => {
          const revision = state.revisions.get(revisionId);
          return revision ? [renderRevision(revision, at)] : [];
        })
        .filter((revision) => !statuses || statuses.has(revision.status));
      return page(newestFirst, query);
    },
  }),
  route({
    method: 'GET',
    template: '/v2/deployments/{deployment_id}/revisions/{revision_id}',
    operationId: 'getRevision',
    handle({ state, params, tenantId }) {
      const id = params.deployment_id ?? '';
      const revisionId = params.revision_id ?? '';
      if (!state.findDeployment(tenantId, id)) return deploymentNotFound(id);
      const revision = state.revisions.get(revisionId);
      if (!revision || revision.deploymentId !== id) {
        return detail(404, `Revision ID ${revisionId} not found.`);
      }
      const at = now();
      const answer = renderRevision(revision, at);
      // A step of the revision's script counted in polls counts this GET once it is answered.
      countPoll(revision.schedule, at);
      return json(200, answer);
    },
  }),
];
