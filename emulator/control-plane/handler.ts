import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import {
  announcesBody,
  dropUnreadBody,
  isWellEscaped,
  MAX_JSON_BODY_BYTES,
  readCappedBody,
} from '../common/body-limits.ts';
import { now } from '../common/clock.ts';
import {
  GATEWAY_ERROR_PAGE,
  recordedBody,
  resetConnection,
  sendHalfReply,
  sendReply,
} from '../common/http-io.ts';
import { detail, type Reply } from '../common/reply.ts';
import type { RecordedRequest } from '../state/service-types.ts';
import { admit, answer, type Service } from './answer.ts';
import type { Fault } from './fault-types.ts';
import { type FaultBook, faultLabel } from './faults.ts';
import { landRacingChange } from './race.ts';

export interface Server extends Service {
  faults: FaultBook;
  prefix: string;
  requests: RecordedRequest[];
  log: ((line: string) => void) | undefined;
  /** Waits of delayed requests, cleared on close. */
  timers: Set<NodeJS.Timeout>;
  /** How much later than at once every request is handled (EmulatorOptions.latencyMs). */
  latencyMs: number;
  closed: boolean;
}

export async function handleRequest(
  server: Server,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const at = now();
  if (server.latencyMs > 0) {
    await wait(server, server.latencyMs);
    if (server.closed) return;
  }
  const method = (request.method ?? 'GET').toUpperCase();
  const url = new URL(request.url ?? '/', 'http://emulator');
  const path = withoutPrefix(url.pathname, server.prefix);
  const record: RecordedRequest = {
    method,
    path: path ?? url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { ...request.headers },
    body: undefined,
    at,
  };
  const head = { method, path, query: record.query, headers: request.headers };
  const answerUnread = (reply: Reply) => {
    server.requests.push(record);
    if (reply.contractViolation !== undefined) record.contractViolation = reply.contractViolation;
    const closing: Record<string, string> = announcesBody(request) ? { connection: 'close' } : {};
    dropUnreadBody(request);
    sendReply(response, { ...reply, headers: { ...reply.headers, ...closing } });
    server.log?.(`${method} ${url.pathname} → ${reply.status}`);
  };

  if (!isWellEscaped(url.pathname)) {
    return answerUnread(detail(400, 'The path holds a malformed percent-escape.'));
  }
  const fault = server.faults.take(method, record.path);
  if (!fault) {
    // Credentials first: a request without them never gets its body read.
    const admission = admit(head, server);
    if (admission.kind === 'refused' && admission.unread) return answerUnread(admission.reply);
  }
  const received = await readCappedBody(request, MAX_JSON_BODY_BYTES);
  if (received.kind === 'gone') return; // the client went away mid-request
  if (received.kind === 'too-large') return answerUnread(bodyTooLarge());
  const bodyText = received.body.toString('utf8');
  record.body = recordedBody(bodyText);
  server.requests.push(record);
  const logLine = (outcome: string) =>
    server.log?.(
      `${method} ${url.pathname} → ${outcome}${record.faulted ? ` (fault: ${record.faulted})` : ''}`,
    );

  const call = { ...head, bodyText };
  const normally = (): Reply => {
    try {
      const reply = answer(call, server);
      if (reply.contractViolation !== undefined) {
        record.contractViolation = reply.contractViolation;
        server.log?.(
          `emulator bug: an answer broke emulator/openapi.yaml: ${reply.contractViolation}`,
        );
      }
      return reply;
    } catch (error) {
      server.log?.(`emulator error: ${(error as Error).message}`);
      return detail(500, 'Internal Server Error');
    }
  };
  const send = (reply: Reply) => {
    sendReply(response, reply);
    logLine(String(reply.status));
  };

  if (!fault) return send(normally());
  record.faulted = faultLabel(fault);
  if (fault.delayMs) {
    await wait(server, fault.delayMs);
    if (server.closed) return;
  }
  if (fault.until) {
    await fault.until;
    if (server.closed) return;
  }
  // Another run's change lands after ours was applied (if it is) and before anything goes out.
  const landRace = () => {
    if (!fault.race) return;
    try {
      record.racedRevisionId = landRacingChange(server.state, record.path, fault.race);
    } catch (error) {
      server.log?.(`emulator error: ${(error as Error).message}`);
    }
  };
  const sendAfterRace = (reply: Reply) => {
    landRace();
    send(reply);
  };
  switch (fault.action) {
    case undefined:
      return sendAfterRace(
        fault.status === undefined ? normally() : faultReply(fault, fault.status),
      );
    case 'reset':
      landRace();
      resetConnection(request);
      return logLine('reset');
    case 'hang':
      landRace();
      return logLine('no answer');
    case 'half-body': {
      const reply = normally();
      landRace();
      sendHalfReply(response, reply);
      return logLine(`${reply.status}, half a body`);
    }
    case 'malformed-json':
      return sendAfterRace({ status: fault.status ?? 200, body: '{"id": ', headers: JSON_TYPE });
    case 'html':
      return sendAfterRace({
        status: fault.status ?? 502,
        body: GATEWAY_ERROR_PAGE,
        headers: HTML_TYPE,
      });
    case 'not-a-resource':
      return sendAfterRace({ status: fault.status ?? 200, body: { ok: true } });
    case 'apply-then-reset':
      normally();
      landRace();
      resetConnection(request);
      return logLine('applied, then reset');
    case 'apply-then-500':
      normally();
      return sendAfterRace(detail(500, 'Internal Server Error'));
  }
}

function bodyTooLarge(): Reply {
  return detail(413, `The request body is larger than ${MAX_JSON_BODY_BYTES} bytes.`);
}

const JSON_TYPE = { 'content-type': 'application/json' };
const HTML_TYPE = { 'content-type': 'text/html; charset=utf-8' };

function faultReply(fault: Fault, status: number): Reply {
  const headers: Record<string, string> = { ...fault.headers };
  if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
  if (status >= 300 && status < 400 && !Object.keys(headers).some(isLocation)) {
    headers.location = 'https://login.example.com/sso';
  }
  const body = fault.body === undefined ? { detail: STATUS_CODES[status] ?? 'Error' } : fault.body;
  return { status, body, headers };
}

function isLocation(name: string): boolean {
  return name.toLowerCase() === 'location';
}

function withoutPrefix(pathname: string, prefix: string): string | undefined {
  if (prefix === '') return pathname;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined;
}

function wait(server: Server, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.timers.delete(timer);
      resolve();
    }, ms);
    server.timers.add(timer);
  });
}
