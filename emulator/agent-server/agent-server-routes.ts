import type { GraphBehaviour } from './agent-graphs.ts';

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
  /**
   * Which routes need X-Api-Key: `platform` (the default: every route but `/ok`) or
   * `auth-handler` (every route but `/info`, `/ok` included, as a server whose agent config
   * has an `auth` handler that checks a key).
   */
  keyCheck: 'platform' | 'auth-handler';
  /** How each graph answers a run, by graph name; `*` for every other graph. */
  graphs: Record<string, GraphBehaviour>;
}

export const AGENT_SERVER_DEFAULTS: AgentServerSettings = {
  previousRevisionForMs: 0,
  info: 'revision',
  keyCheck: 'platform',
  graphs: {},
};

export interface AgentRoute {
  method: 'GET' | 'POST';
  /** As emulator/openapi.yaml writes the path, e.g. `/threads/{thread_id}/runs/wait`. */
  template: string;
  operationId: string;
}

/** The agent-server operations of emulator/openapi.yaml the stand-in serves. */
const AGENT_SERVER_ROUTES: readonly AgentRoute[] = [
  { method: 'GET', template: '/ok', operationId: 'agentServerOk' },
  { method: 'GET', template: '/info', operationId: 'agentServerInfo' },
  { method: 'POST', template: '/assistants/search', operationId: 'searchAssistants' },
  { method: 'GET', template: '/assistants/{assistant_id}', operationId: 'getAssistant' },
  { method: 'POST', template: '/runs/wait', operationId: 'waitForRun' },
  { method: 'POST', template: '/threads', operationId: 'createThread' },
  {
    method: 'POST',
    template: '/threads/{thread_id}/runs/wait',
    operationId: 'waitForThreadRun',
  },
];

interface MatchedRoute {
  route: AgentRoute;
  /** The path parameters, decoded. */
  params: Record<string, string>;
}

/** The route a method and path (without the query) name, or undefined: 404, as the real server answers. */
export function matchAgentRoute(method: string, path: string): MatchedRoute | undefined {
  const parts = path.split('/');
  for (const route of AGENT_SERVER_ROUTES) {
    if (route.method !== method) continue;
    const expected = route.template.split('/');
    if (expected.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((part, index) => {
      const sent = parts[index] ?? '';
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part === sent;
      if (sent === '') return false;
      params[name] = decodeURIComponent(sent);
      return true;
    });
    if (matches) return { route, params };
  }
  return undefined;
}

/** Whether a request to this path goes without X-Api-Key under the key check. */
export function needsNoKey(keyCheck: AgentServerSettings['keyCheck'], path: string): boolean {
  return path === (keyCheck === 'platform' ? '/ok' : '/info');
}
