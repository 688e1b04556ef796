import type { IncomingHttpHeaders } from 'node:http';
import { authenticate, type Credentials, workspaceOf } from './auth.ts';
import { detail, type Reply, validationFailed } from './reply.ts';
import { matchRoute, type Route } from './router.ts';
import type { EmulatorState } from './state.ts';
import {
  checkBody,
  checkPathUuid,
  type FastApiIssue,
  invalidJson,
  missingBody,
} from './validation.ts';

export interface IncomingCall {
  method: string;
  /** Without the prefix; undefined when the request was outside the prefix. */
  path: string | undefined;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  bodyText: string;
}

/** What the service answers to a request, in the order FastAPI decides it. */
export function answer(
  call: IncomingCall,
  routes: Route[],
  state: EmulatorState,
  credentials: Credentials,
): Reply {
  if (call.path === undefined) return detail(404, 'Not Found');
  const match = matchRoute(routes, call.method, call.path);
  if (match.kind === 'not-found') return detail(404, 'Not Found');
  if (match.kind === 'wrong-method') {
    return { ...detail(405, 'Method Not Allowed'), headers: { allow: match.allow.join(', ') } };
  }
  const refused = authenticate(call.headers, credentials);
  if (refused) return refused;

  const { route, params } = match;
  const issues: FastApiIssue[] = (route.uuidParams ?? []).flatMap((name) => {
    const issue = checkPathUuid(name, params[name] ?? '');
    return issue ? [issue] : [];
  });
  let body: unknown;
  if (route.bodySchema) {
    const checked = parseBody(route, call.bodyText);
    if (checked.ok) body = checked.value;
    else issues.push(...checked.issues);
  }
  if (issues.length > 0) return validationFailed(issues);

  const tenantId = workspaceOf(call.headers);
  return route.handle({ state, params, query: call.query, body, tenantId });
}

function parseBody(route: Route, text: string) {
  if (text.trim() === '') return { ok: false as const, issues: [missingBody()] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false as const, issues: [invalidJson()] };
  }
  return checkBody(route.bodySchema as NonNullable<Route['bodySchema']>, parsed);
}
