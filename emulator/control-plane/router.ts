import type { Reply } from '../common/reply.ts';
import type { EmulatorState } from '../state/state.ts';

export interface RouteContext<Body = unknown> {
  state: EmulatorState;
  /** Path parameters, decoded, and already held to the document. */
  params: Record<string, string>;
  /** Query parameters as sent (text), already held to the document. */
  query: Record<string, string>;
  /** The JSON body, already held to the document; undefined for operations without one. */
  body: Body;
  tenantId: string;
}

export interface Route {
  method: string;
  /** Segments in braces are parameters, e.g. '/v2/deployments/{deployment_id}'. */
  template: string;
  /** The operation of emulator/openapi.yaml this route serves: its requests and answers are checked against it. */
  operationId: string;
  /** Served by 'new' services only: an 'old' one answers 404 (or 405) before anything else. */
  newerServicesOnly?: boolean;
  handle(context: RouteContext): Reply;
}

/** Declares a route whose handler sees the body the document describes as `Body`. */
export function route<Body = undefined>(
  definition: Omit<Route, 'handle'> & { handle(context: RouteContext<Body>): Reply },
): Route {
  return definition;
}

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'wrong-method'; allow: string[] };

export function matchRoute(routes: Route[], method: string, path: string): RouteMatch {
  const segments = path.split('/');
  const allow: string[] = [];
  for (const candidate of routes) {
    const params = matchTemplate(candidate.template, segments);
    if (!params) continue;
    if (candidate.method === method) return { kind: 'found', route: candidate, params };
    allow.push(candidate.method);
  }
  return allow.length > 0 ? { kind: 'wrong-method', allow } : { kind: 'not-found' };
}

function matchTemplate(template: string, segments: string[]): Record<string, string> | undefined {
  const parts = template.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined) {
      if (part !== segment) return undefined;
    } else {
      if (segment === '') return undefined;
      params[name] = safeDecode(segment);
    }
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
