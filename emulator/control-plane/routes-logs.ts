import { detail, type Reply } from '../common/reply.ts';
import { type LogPhase, visibleLog } from '../state/revision-logs.ts';
import type { StoredRevision } from '../state/state.ts';
import { type LogQueryBody, logPage } from './log-pages.ts';
import { activeRevision } from './render.ts';
import { type Route, type RouteContext, route } from './router.ts';
import { deploymentNotFound } from './routes-deployments.ts';

function revisionLog(phase: LogPhase) {
  return ({ state, params, tenantId, body }: RouteContext<LogQueryBody>): Reply => {
    const id = params.deployment_id ?? '';
    const revisionId = params.revision_id ?? '';
    if (!state.findDeployment(tenantId, id)) return deploymentNotFound(id);
    const revision = state.revisions.get(revisionId);
    if (!revision || revision.deploymentId !== id) {
      return detail(404, `Revision ID ${revisionId} not found.`);
    }
    return pageOf(revision, phase, body);
  };
}

function pageOf(revision: StoredRevision, phase: LogPhase, body: LogQueryBody): Reply {
  const { entries, complete } = visibleLog(revision.schedule, revision.logs[phase], phase);
  return logPage(entries, complete, body);
}

/** Log operations exist on newer services only (facts: a service without logs answers 404). */
export const logRoutes: Route[] = [
  route<LogQueryBody>({
    method: 'POST',
    template: '/v1/projects/{deployment_id}/revisions/{revision_id}/build_logs',
    operationId: 'getBuildLogs',
    newerServicesOnly: true,
    handle: revisionLog('build'),
  }),
  route<LogQueryBody>({
    method: 'POST',
    template: '/v1/projects/{deployment_id}/revisions/{revision_id}/deploy_logs',
    operationId: 'getRevisionDeployLogs',
    newerServicesOnly: true,
    handle: revisionLog('deploy'),
  }),
  route<LogQueryBody>({
    method: 'POST',
    template: '/v1/projects/{deployment_id}/deploy_logs',
    operationId: 'getDeployLogs',
    newerServicesOnly: true,
    // Emulator: the server logs of the active revision, or of the latest while none is active.
    handle({ state, params, tenantId, body }) {
      const id = params.deployment_id ?? '';
      const deployment = state.findDeployment(tenantId, id);
      if (!deployment) return deploymentNotFound(id);
      const revision = activeRevision(state, deployment) ?? state.latestRevision(deployment);
      // A deployment still waiting for its first image has no server, so no lines.
      if (!revision) return logPage([], true, body);
      return pageOf(revision, 'deploy', body);
    },
  }),
];
