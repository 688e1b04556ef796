import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServedDeployment } from './agent-deployments.ts';
import {
  AGENT_SERVER_DEFAULTS,
  AGENT_SERVER_OPERATIONS,
  type AgentServerSettings,
  infoReply,
  runWaitReply,
  searchAssistantsReply,
} from './agent-server-routes.ts';
import {
  announcesBody,
  dropUnreadBody,
  MAX_JSON_BODY_BYTES,
  readCappedBody,
} from './body-limits.ts';
import type { Contract } from './contract.ts';
import { recordedBody, sendReply } from './http-io.ts';
import { detail, type Reply, validationFailed } from './reply.ts';
import { now } from './revision-schedule.ts';
import { invalidJson, missingBody } from './validation.ts';

/**
 * Emulator: a stand-in for the agent servers deployments run, on loopback plain http. Every
 * deployment whose first revision is DEPLOYED gets `source_config.custom_url` pointing here
 * (`<origin>/<deployment id>`), and the stand-in serves each deployment under that URL only:
 * an unknown or deleted deployment's URL answers 404. Under it:
 * - `GET /ok`: 200 `{"ok": true}`; 503 while it warms up (the first `warmUpRequests` checks)
 *   or while it is switched to unhealthy. It needs no key.
 * - `GET /info`: the deployment's id and the revision whose servers answer (see
 *   AgentServerSettings: the previous revision answers for a while after DEPLOYED).
 * - `POST /assistants/search`, `POST /runs/wait`: the default assistant of each graph, and a
 *   run of a deterministic stand-in graph (agent-graphs.ts).
 * Every route but `/ok` needs a valid X-Api-Key (401 without one, 403 with another). Requests
 * and answers are held to emulator/openapi.yaml, as the control plane's are.
 */
export interface AgentServer {
  origin: string;
  /** Every request it received, oldest first. */
  readonly requests: AgentServerRequest[];
  /** false: every /ok answers 503 until switched back. */
  setHealthy(healthy: boolean): void;
  /** The next `count` /ok requests answer 503, as a server still starting does. */
  warmUpFor(count: number): void;
  /** Changes the settings given; `reset()` goes back to those it started with. */
  configure(settings: Partial<AgentServerSettings>): void;
  reset(): void;
  close(): Promise<void>;
}

export interface AgentServerRequest {
  method: string;
  /** As received: `/<deployment id>/<route>`, with the query. */
  path: string;
  /** The X-Api-Key that came with it, if any. */
  apiKey: string | undefined;
  /** The Authorization header that came with it, if any: a bearer token must never. */
  authorization: string | undefined;
  /** Parsed JSON, the raw text when it is not JSON, or undefined when there was none. */
  body: unknown;
  at: number;
  /** Set when the stand-in's own answer broke emulator/openapi.yaml (it then answered 500). */
  contractViolation?: string;
}

export interface AgentServerOptions {
  /** The deployment served under `/<id>` now, given how long a previous revision goes on. */
  served(id: string, previousRevisionForMs: number): ServedDeployment | undefined;
  keyAccepted(key: string): boolean;
  contract: Contract;
  healthy?: boolean;
  settings?: Partial<AgentServerSettings>;
}

const ROUTE = /^\/([0-9a-f-]{36})(\/[a-z/]*?)\/?(?:\?.*)?$/;

export async function startAgentServer(options: AgentServerOptions): Promise<AgentServer> {
  const initial = { ...AGENT_SERVER_DEFAULTS, ...options.settings };
  let settings = { ...initial };
  let healthy = options.healthy ?? true;
  let warmingUp = 0;
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();
  const requests: AgentServerRequest[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    const method = (request.method ?? 'GET').toUpperCase();
    const record: AgentServerRequest = {
      method,
      path,
      apiKey: header(request, 'x-api-key'),
      authorization: header(request, 'authorization'),
      body: undefined,
      at: now(),
    };
    requests.push(record);
    const answerUnread = (reply: Reply) => {
      const closing: Record<string, string> = announcesBody(request) ? { connection: 'close' } : {};
      dropUnreadBody(request);
      sendReply(response, { ...reply, headers: { ...reply.headers, ...closing } });
    };
    const [, id = '', route = ''] = ROUTE.exec(path) ?? [];
    const operation = AGENT_SERVER_OPERATIONS[route];
    const served = operation && options.served(id, settings.previousRevisionForMs);
    if (!operation || !served) return answerUnread(detail(404, 'Not Found'));
    if (operation.method !== method) return answerUnread(detail(405, 'Method Not Allowed'));
    if (route === '/ok') {
      if (warmingUp > 0) {
        warmingUp -= 1;
        return answerUnread(detail(503, 'The server is starting.'));
      }
      if (!healthy) return answerUnread(detail(503, 'The server is unavailable.'));
      return answerUnread(
        checked(record, operation.operationId, { status: 200, body: { ok: true } }),
      );
    }
    if (record.apiKey === undefined) return answerUnread(detail(401, 'Missing X-Api-Key.'));
    if (!options.keyAccepted(record.apiKey)) return answerUnread(detail(403, 'Invalid API key.'));
    if (route === '/info')
      return answerUnread(checked(record, operation.operationId, infoReply(served, settings)));

    const received = await readCappedBody(request, MAX_JSON_BODY_BYTES);
    if (received.kind === 'gone') return;
    if (received.kind === 'too-large') {
      return answerUnread(
        detail(413, `The request body is larger than ${MAX_JSON_BODY_BYTES} bytes.`),
      );
    }
    const text = received.body.toString('utf8');
    record.body = recordedBody(text);
    const refused = refusal(operation.operationId, route, text, record.body);
    if (refused) return sendReply(response, refused);
    if (route === '/assistants/search') {
      return sendReply(
        response,
        checked(record, operation.operationId, searchAssistantsReply(served, record.body)),
      );
    }
    const { delayMs, reply } = runWaitReply(served, record.body, settings);
    if (delayMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, delayMs);
        timers.add(timer);
      });
      if (closed || response.destroyed) return;
    }
    sendReply(response, checked(record, operation.operationId, reply));
  };

  /** The answer, or a 500 when it breaks emulator/openapi.yaml (an emulator bug). */
  const checked = (record: AgentServerRequest, operationId: string, reply: Reply): Reply => {
    const violation = options.contract.checkAnswer(operationId, reply.status, reply.body);
    if (violation === undefined) return reply;
    record.contractViolation = violation;
    return detail(500, 'Internal Server Error');
  };

  /** What FastAPI would answer a body that is not JSON or breaks the document; else undefined. */
  const refusal = (operationId: string, route: string, text: string, body: unknown) => {
    if (text !== '' && typeof body === 'string') {
      return validationFailed([invalidJson()]);
    }
    if (body === undefined) return validationFailed([missingBody()]);
    const issues = options.contract.checkRequest({ operationId, path: route, query: {}, body });
    return issues.length > 0 ? validationFailed(issues) : undefined;
  };

  const http = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => {
      http.off('error', reject);
      resolve();
    });
  });
  const address = http.address() as AddressInfo;
  const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    origin: `http://${hostPart}:${address.port}`,
    requests,
    setHealthy(value) {
      healthy = value;
    },
    warmUpFor(count) {
      warmingUp = count;
    },
    configure(changes) {
      settings = { ...settings, ...changes };
    },
    reset() {
      settings = { ...initial };
      healthy = options.healthy ?? true;
      warmingUp = 0;
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      return stopped;
    },
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
