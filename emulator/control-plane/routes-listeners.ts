import { now } from '../common/clock.ts';
import { detail, json, page, type Reply } from '../common/reply.ts';
import { renderListener } from './render.ts';
import type { ListenerCreateBody, ListenerPatchBody } from './request-bodies.ts';
import { type Route, route } from './router.ts';

function notAllowed(tenantId: string): Reply {
  return detail(
    403,
    `Listeners cannot be created for workspace ID ${tenantId}. Listener creation is limited to organizations on self-hosted enterprise plans.`,
  );
}

function listenerNotFound(id: string): Reply {
  return detail(404, `Listener ID ${id} not found.`);
}

export const listenerRoutes: Route[] = [
  route({
    method: 'GET',
    template: '/v2/listeners',
    operationId: 'listListeners',
    handle({ state, query, tenantId }) {
      // Older service versions have no list operation.
      if (!state.listListenersAvailable) return detail(404, 'Not Found');
      if (!state.listenersAllowed(tenantId)) return notAllowed(tenantId);
      const listeners = state.listenersOf(tenantId).map(renderListener);
      return page(listeners, query);
    },
  }),
  route<ListenerCreateBody>({
    method: 'POST',
    template: '/v2/listeners',
    operationId: 'createListener',
    handle({ state, body, tenantId }) {
      if (!state.listenersAllowed(tenantId)) return notAllowed(tenantId);
      if (state.listenersOf(tenantId).some((l) => l.computeId === body.compute_id)) {
        return detail(
          409,
          `A listener for workspace ${tenantId} and compute id ${body.compute_id} already exists.`,
        );
      }
      const listener = state.addListener({
        tenantId,
        computeType: body.compute_type,
        computeId: body.compute_id,
        namespaces: body.compute_config.k8s_namespaces ?? null,
        version: body.version ?? null,
      });
      return json(201, renderListener(listener));
    },
  }),
  route({
    method: 'GET',
    template: '/v2/listeners/{listener_id}',
    operationId: 'getListener',
    handle({ state, params, tenantId }) {
      if (!state.listenersAllowed(tenantId)) return notAllowed(tenantId);
      const id = params.listener_id ?? '';
      const listener = state.findListener(tenantId, id);
      return listener ? json(200, renderListener(listener)) : listenerNotFound(id);
    },
  }),
  route<ListenerPatchBody>({
    method: 'PATCH',
    template: '/v2/listeners/{listener_id}',
    operationId: 'patchListener',
    handle({ state, params, tenantId, body }) {
      if (!state.listenersAllowed(tenantId)) return notAllowed(tenantId);
      const id = params.listener_id ?? '';
      const listener = state.findListener(tenantId, id);
      if (!listener) return listenerNotFound(id);
      if (body.version !== undefined) listener.version = body.version;
      if (body.compute_config) listener.namespaces = body.compute_config.k8s_namespaces ?? null;
      listener.updatedAt = now();
      return json(200, renderListener(listener));
    },
  }),
];
