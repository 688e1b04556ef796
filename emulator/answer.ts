import type { IncomingHttpHeaders } from 'node:http';
import { authenticate, type Credentials, workspaceOf } from './auth.ts';
import type { Contract } from './contract.ts';
import { detail, type Reply, validationFailed } from './reply.ts';
import { matchRoute, type Route } from './router.ts';
import { refusedByOlderService } from './service-generation.ts';
import type { EmulatorState } from './state.ts';
import { type FastApiIssue, invalidJson, missingBody } from './validation.ts';

export interface IncomingCall {
  method: string;
  /** Without the prefix; undefined when the request was outside the prefix. */
  path: string | undefined;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  bodyText: string;
}

export interface Service {
  routes: Route[];
  state: EmulatorState;
  credentials: Credentials;
  contract: Contract;
}

/**
 * What the service answers to a request, in the order FastAPI decides it. The request is held
 * to emulator/openapi.yaml before a route sees it, and so is the route's answer after.
 */
export function answer(call: IncomingCall, service: Service): Reply {
  if (call.path === undefined) return detail(404, 'Not Found');
  const match = matchRoute(service.routes, call.method, call.path);
  if (match.kind === 'not-found') return detail(404, 'Not Found');
  if (match.kind === 'wrong-method') {
    return { ...detail(405, 'Method Not Allowed'), headers: { allow: match.allow.join(', ') } };
  }
  const { route, params } = match;
  const older = refusedByOlderService(service.state, service.routes, route);
  if (older) return older;
  const keptToContract = (reply: Reply) =>
    checkedAnswer(service.contract, route.operationId, reply);
  const refused = authenticate(call.headers, service.credentials);
  if (refused) return keptToContract(refused);

  const parsed = service.contract.operation(route.operationId)?.hasBody
    ? parseBody(call.bodyText)
    : { value: undefined };
  const body = 'value' in parsed ? parsed.value : undefined;
  const request = { operationId: route.operationId, path: call.path, query: call.query, body };
  const issues = service.contract.checkRequest(request);
  if ('issue' in parsed) issues.push(parsed.issue);
  if (issues.length > 0) return keptToContract(validationFailed(issues));

  const tenantId = workspaceOf(call.headers);
  const { state } = service;
  return keptToContract(route.handle({ state, params, query: call.query, body, tenantId }));
}

function parseBody(text: string): { value: unknown } | { issue: FastApiIssue } {
  if (text.trim() === '') return { issue: missingBody() };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { issue: invalidJson() };
  }
}

/** The answer, or a loud 500 when it breaks the document: that is a bug in the emulator. */
function checkedAnswer(contract: Contract, operationId: string, reply: Reply): Reply {
  const violation = contract.checkAnswer(operationId, reply.status, reply.body);
  if (violation === undefined) return reply;
  return {
    status: 500,
    body: {
      detail: `Emulator bug: its ${reply.status} answer to ${operationId} breaks emulator/openapi.yaml: ${violation}`,
    },
    contractViolation: violation,
  };
}
