import type { IncomingHttpHeaders } from 'node:http';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../common/body-limits.ts';
import type { Contract } from '../common/contract.ts';
import { detail, type Reply, validationFailed } from '../common/reply.ts';
import {
  type FastApiIssue,
  invalidJson,
  missingBody,
  nestedTooDeep,
} from '../common/validation.ts';
import type { EmulatorState } from '../state/state.ts';
import { authenticate, type Credentials, workspaceOf } from './auth.ts';
import { matchRoute, type Route } from './router.ts';
import { refusedByOlderService } from './service-generation.ts';

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

/** How far a request gets before its body is read. */
export type Admission =
  | { kind: 'admitted'; route: Route; params: Record<string, string> }
  | {
      kind: 'refused';
      reply: Reply;
      /** Refused for its credentials: the body does not matter and is not read. */
      unread: boolean;
    };

/** The part of the service's decision that needs no body: route, generation, credentials. */
export function admit(call: Omit<IncomingCall, 'bodyText'>, service: Service): Admission {
  const refused = (reply: Reply, unread = false): Admission => ({ kind: 'refused', reply, unread });
  if (call.path === undefined) return refused(detail(404, 'Not Found'));
  const match = matchRoute(service.routes, call.method, call.path);
  if (match.kind === 'not-found') return refused(detail(404, 'Not Found'));
  if (match.kind === 'wrong-method') {
    return refused({
      ...detail(405, 'Method Not Allowed'),
      headers: { allow: match.allow.join(', ') },
    });
  }
  const older = refusedByOlderService(service.state, service.routes, match.route);
  if (older) return refused(older);
  const unauthenticated = authenticate(call.headers, service.credentials);
  if (unauthenticated) {
    return refused(checkedAnswer(service.contract, match.route.operationId, unauthenticated), true);
  }
  if (!service.state.deploymentsEnabled && isDeploymentRoute(match.route)) {
    const notEnabled = detail(403, 'Deployments are not enabled for this organization.');
    return refused(checkedAnswer(service.contract, match.route.operationId, notEnabled));
  }
  return { kind: 'admitted', route: match.route, params: match.params };
}

/**
 * What the service answers to a request, in the order FastAPI decides it. The request is held
 * to emulator/openapi.yaml before a route sees it, and so is the route's answer after.
 */
export function answer(call: IncomingCall, service: Service): Reply {
  const admission = admit(call, service);
  if (admission.kind === 'refused') return admission.reply;
  const { route, params } = admission;
  const keptToContract = (reply: Reply) =>
    checkedAnswer(service.contract, route.operationId, reply);

  const parsed = service.contract.operation(route.operationId)?.hasBody
    ? parseBody(call.bodyText)
    : { value: undefined };
  const body = 'value' in parsed ? parsed.value : undefined;
  const request = {
    operationId: route.operationId,
    path: call.path ?? '',
    query: call.query,
    body,
  };
  const issues = service.contract.checkRequest(request);
  if ('issue' in parsed) issues.push(parsed.issue);
  if (issues.length > 0) return keptToContract(validationFailed(issues));

  const tenantId = workspaceOf(call.headers);
  const { state } = service;
  return keptToContract(route.handle({ state, params, query: call.query, body, tenantId }));
}

function isDeploymentRoute(route: Route): boolean {
  return route.template === '/v2/deployments' || route.template.startsWith('/v2/deployments/');
}

function parseBody(text: string): { value: unknown } | { issue: FastApiIssue } {
  if (text.trim() === '') return { issue: missingBody() };
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { issue: nestedTooDeep(MAX_JSON_DEPTH) };
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
