import type { ServedDeployment } from './agent-deployments.ts';
import {
  defaultAssistant,
  type GraphBehaviour,
  graphError,
  graphNamed,
  runStandInGraph,
} from './agent-graphs.ts';
import { isoTime } from './render.ts';
import { detail, json, type Reply } from './reply.ts';

/** What the stand-in can be switched to, besides its health (see AgentServer). */
export interface AgentServerSettings {
  /**
   * How long a deployment's URL goes on serving the revision DEPLOYED before the newest one,
   * after the newest one is DEPLOYED. Default 0: the new revision serves at once.
   */
  previousRevisionForMs: number;
  /**
   * What `GET /info` tells: `revision` (the default: `host.revision_id` is the revision
   * served), `no-revision` (`host.revision_id` null, as a self-hosted server answers) or
   * `absent` (404, a server without the route).
   */
  info: 'revision' | 'no-revision' | 'absent';
  /** How each graph answers `POST /runs/wait`, by graph name; `*` for every other graph. */
  graphs: Record<string, GraphBehaviour>;
}

export const AGENT_SERVER_DEFAULTS: AgentServerSettings = {
  previousRevisionForMs: 0,
  info: 'revision',
  graphs: {},
};

/** The stand-in's server version, as `/info` tells it. */
const SERVER_VERSION = '0.4.20';

/** The operations of emulator/openapi.yaml the stand-in serves, by method and path. */
export const AGENT_SERVER_OPERATIONS: Record<string, { method: string; operationId: string }> = {
  '/ok': { method: 'GET', operationId: 'agentServerOk' },
  '/info': { method: 'GET', operationId: 'agentServerInfo' },
  '/assistants/search': { method: 'POST', operationId: 'searchAssistants' },
  '/runs/wait': { method: 'POST', operationId: 'waitForRun' },
};

/** `GET /info`: the server names the deployment it belongs to and the revision it runs. */
export function infoReply(served: ServedDeployment, settings: AgentServerSettings): Reply {
  if (settings.info === 'absent') return detail(404, 'Not Found');
  return json(200, {
    version: SERVER_VERSION,
    flags: { assistants: true, crons: false },
    host: {
      kind: 'emulator',
      project_id: served.id,
      revision_id: settings.info === 'revision' ? served.revisionId : null,
      tenant_id: served.tenantId,
    },
  });
}

/** `POST /assistants/search`: the default assistant of each graph, filtered and paged. */
export function searchAssistantsReply(served: ServedDeployment, body: unknown): Reply {
  const query = (body ?? {}) as { limit?: number; offset?: number; graph_id?: string };
  const at = isoTime(0);
  const all = served.graphs
    .filter((graph) => query.graph_id === undefined || graph === query.graph_id)
    .map((graph) => defaultAssistant(served.id, graph, at));
  const offset = query.offset ?? 0;
  return json(200, all.slice(offset, offset + (query.limit ?? 10)));
}

/**
 * `POST /runs/wait`, answered after `delayMs` (0 unless the graph is switched to be slow): the
 * stand-in graph's final state, or the failure the graph is switched to.
 */
export function runWaitReply(
  served: ServedDeployment,
  body: unknown,
  settings: AgentServerSettings,
): { delayMs: number; reply: Reply } {
  const run = body as { assistant_id: string; input?: unknown };
  const graph = graphNamed(served.id, served.graphs, run.assistant_id);
  if (graph === undefined) {
    return { delayMs: 0, reply: detail(404, `Assistant ${run.assistant_id} not found.`) };
  }
  const behaviour = settings.graphs[graph] ?? settings.graphs['*'] ?? 'answer';
  if (behaviour === 'status-500') {
    return {
      delayMs: 0,
      reply: detail(500, `The stand-in graph ${graph} was switched to answer 500.`),
    };
  }
  if (behaviour === 'error') return { delayMs: 0, reply: json(200, graphError(graph)) };
  const delayMs = typeof behaviour === 'object' ? behaviour.slowMs : 0;
  return { delayMs, reply: json(200, runStandInGraph(graph, run.input)) };
}
