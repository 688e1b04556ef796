import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { announcesBody, dropUnreadBody, isWellEscaped } from '../common/body-limits.ts';
import { now } from '../common/clock.ts';
import type { Contract } from '../common/contract.ts';
import { sendReply } from '../common/http-io.ts';
import { detail, json, type Reply } from '../common/reply.ts';
import { invalidKey, mediaTypeOf, missingKey, notFoundPage, plainText } from './agent-answers.ts';
import { readAgentRequest } from './agent-request.ts';
import {
  AGENT_SERVER_DEFAULTS,
  type AgentServerSettings,
  matchAgentRoute,
  needsNoKey,
} from './agent-server-routes.ts';
import {
  createThreadReply,
  getAssistantReply,
  infoReply,
  runReply,
  searchAssistantsReply,
} from './agent-stand-in.ts';
import { StandInThreads } from './agent-threads.ts';
import { proxyToRealServer, type RealServerFor } from './real-agent-proxy.ts';
import { sendRunAnswer } from './run-keep-alive.ts';
import type { ServedDeployment } from './served-deployment.ts';

/**
 * Emulator: the agent servers deployments run, on loopback plain http. Every deployment whose
 * first revision is DEPLOYED gets `source_config.custom_url` pointing here
 * (`<origin>/<deployment id>`), and each deployment is served under that URL only: an unknown
 * or deleted deployment's URL answers 404. Under it, a stand-in answers as the real agent
 * server does (emulator/openapi.yaml's agent-server routes: `/ok`, `/info`, assistants,
 * threads, runs), with switches for faults; or, when the emulator serves JS agents with the
 * real server, a revision whose archive holds one is passed through to its own real server.
 * Requests and the stand-in's answers are held to emulator/openapi.yaml, as the control
 * plane's are.
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
  settings(): AgentServerSettings;
  reset(): void;
  /** Forgets the threads of a deleted deployment. */
  forget(deploymentId: string): void;
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
  /** Parsed JSON, the raw text when it is not JSON, or undefined when there was none (or it was passed through). */
  body: unknown;
  at: number;
  /** `real`: passed through to the deployment's real agent server. */
  servedBy: 'stand-in' | 'real';
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
  /** The real server of a revision that holds a JS agent, when the emulator serves them so. */
  realServerFor?: RealServerFor;
}

const DEPLOYMENT_PATH = /^\/([0-9a-f-]{36})(\/[^?]*)?(\?.*)?$/;

export async function startAgentServer(options: AgentServerOptions): Promise<AgentServer> {
  const initial = { ...AGENT_SERVER_DEFAULTS, ...options.settings };
  let settings = { ...initial };
  let healthy = options.healthy ?? true;
  let warmingUp = 0;
  const timers = new Set<NodeJS.Timeout>();
  const requests: AgentServerRequest[] = [];
  const threads = new StandInThreads();

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
      servedBy: 'stand-in',
    };
    requests.push(record);
    const answerUnread = (reply: Reply) => {
      const closing: Record<string, string> = announcesBody(request) ? { connection: 'close' } : {};
      dropUnreadBody(request);
      sendReply(response, { ...reply, headers: { ...reply.headers, ...closing } });
    };
    const [, id = '', route = '/', query = ''] = DEPLOYMENT_PATH.exec(path) ?? [];
    const served = options.served(id, settings.previousRevisionForMs);
    if (!served) return answerUnread(notFoundPage());
    const real = options.realServerFor?.(served);
    if (real) {
      record.servedBy = 'real';
      const target = await real;
      if (target.kind === 'failed') return answerUnread(plainText(503, target.reason));
      return proxyToRealServer(request, response, target.url, `${route}${query}`, served);
    }

    if (!needsNoKey(settings.keyCheck, route)) {
      if (record.apiKey === undefined) return answerUnread(missingKey());
      if (!options.keyAccepted(record.apiKey)) return answerUnread(invalidKey());
    }
    const matched = isWellEscaped(route) ? matchAgentRoute(method, route) : undefined;
    if (!matched) return answerUnread(notFoundPage());
    const { operationId } = matched.route;
    const check = (reply: Reply) => checked(record, operationId, reply);
    if (operationId === 'agentServerOk') {
      if (warmingUp > 0) {
        warmingUp -= 1;
        return answerUnread(detail(503, 'The server is starting.'));
      }
      if (!healthy) return answerUnread(detail(503, 'The server is unavailable.'));
      return answerUnread(check(json(200, { ok: true })));
    }
    if (operationId === 'agentServerInfo') return answerUnread(check(infoReply(served, settings)));
    if (operationId === 'getAssistant') {
      return answerUnread(check(getAssistantReply(served, matched.params.assistant_id ?? '')));
    }

    const body = await readAgentRequest(request, options.contract, { operationId, route });
    if (body.kind === 'gone') return;
    if (body.kind === 'too-large') return answerUnread(body.reply);
    record.body = body.recorded;
    if (body.kind === 'refused') return sendReply(response, check(body.reply));
    if (operationId === 'searchAssistants') {
      return sendReply(response, check(searchAssistantsReply(served, body.value)));
    }
    if (operationId === 'createThread') {
      return sendReply(response, check(createThreadReply(threads, served, body.value)));
    }
    const answer = runReply(threads, served, settings, body.value, matched.params.thread_id);
    sendRunAnswer(response, { ...answer, reply: check(answer.reply) }, timers);
  };

  /** The answer, or a 500 when it breaks emulator/openapi.yaml (an emulator bug). */
  const checked = (record: AgentServerRequest, operationId: string, reply: Reply): Reply => {
    const violation = options.contract.checkAnswer(
      operationId,
      reply.status,
      reply.body,
      mediaTypeOf(reply),
    );
    if (violation === undefined) return reply;
    record.contractViolation = violation;
    return detail(500, 'Internal Server Error');
  };

  const http = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      // An emulator bug: said in the answer, never an empty 500.
      const reply = plainText(500, `The emulator failed to answer: ${error.message}`);
      if (!response.headersSent) sendReply(response, reply);
      else response.destroy();
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
    settings: () => settings,
    reset() {
      settings = { ...initial };
      healthy = options.healthy ?? true;
      warmingUp = 0;
    },
    forget: (deploymentId) => threads.forget(deploymentId),
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      threads.clear();
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
