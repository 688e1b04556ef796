import { type Dispatcher, request } from 'undici';
import { checkDeploymentUrl } from '../common/deployment-url.ts';
import { stripControls } from '../common/runner-text.ts';

/*
 * One request to a deployment's URL, for the client (client.ts). The URL comes from the service,
 * and anyone who can change a deployment's `custom_url` can point it at a server of theirs, so:
 * only `https:` (or `http:` to a loopback address), redirects never followed (undici's request
 * follows none), the bearer token never sent, and the API key only where the caller passes it
 * (the routes that need it) and only to the URL's own origin. What comes back is data, read up
 * to a cap and no further: each cap is named once here, and said as sizeInWords says it.
 */

/** One request may take this long before it counts as unanswered (unless the caller says). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** How much of each answer is read, the rest never downloaded: one place for each limit. */
export const READ_LIMIT_BYTES = {
  /** A run's final state: data to judge, not a download. */
  run: 1024 * 1024,
  /** A new thread, and `/info`: a few hundred bytes each. */
  thread: 64 * 1024,
  info: 64 * 1024,
  /** A health path's answer: enough for the part a check shows. */
  health: 16 * 1024,
} as const;

/** What may be shown, output or put in a path as an id the server named: an id, not text. */
export const SERVER_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export type Endpoint = { ok: true; url: string } | { ok: false; problem: string };

/**
 * The deployment's URL as the service wrote it, when requests may go there and paths can be
 * added to it; why not, otherwise.
 */
export function checkServerUrl(deploymentUrl: unknown): Endpoint {
  const base = checkDeploymentUrl(deploymentUrl);
  if (!base.ok) return base;
  // Added to a URL with a query or a fragment, a path would not be what is requested.
  if (/[?#]/.test(base.url)) {
    const problem = "the deployment's URL has a query or a fragment, so no path can be added to it";
    return { ok: false, problem };
  }
  return base;
}

/** `path` added to a checkServerUrl URL (one slash between), when a request may go there. */
export function endpointOf(serverUrl: string, path: string): Endpoint {
  const url = `${serverUrl.replace(/\/+$/, '')}${path}`;
  const checked = checkDeploymentUrl(url);
  if (!checked.ok) return checked;
  if (new URL(url).origin !== new URL(serverUrl).origin) {
    return { ok: false, problem: `${path} would leave the deployment's URL` };
  }
  return { ok: true, url };
}

export interface AgentServerCall {
  /** An endpointOf URL: the key goes nowhere else. */
  url: string;
  method: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as X-Api-Key; only the routes that need the key pass it. */
  apiKey?: string | undefined;
  /** The step's signal: its stop ends the call with the step's reason. */
  signal: AbortSignal;
  timeoutMs: number;
  /** How much of the answer's body is read; the rest is never downloaded. */
  maxBodyBytes: number;
  dispatcher: Dispatcher;
}

export type AgentServerAnswer =
  | {
      kind: 'answer';
      status: number;
      /** The body as far as it was read: data, to be stripped and redacted wherever it is shown. */
      text: string;
      /**
       * `complete`; `too-large`: more than maxBodyBytes came; `timed-out`: the call's time-out ran
       * out before its end, whatever came before (a server that sends keep-alive newlines while
       * it works); `broken`: it broke off.
       */
      body: BodyState;
    }
  | {
      kind: 'no-answer';
      /** Why, in words for a person (controls removed, bounded). */
      reason: string;
      /** The call's own time-out ran out (not the step's). */
      timedOut: boolean;
    };

export type BodyState = 'complete' | 'too-large' | 'timed-out' | 'broken';

/** A read limit as it is said: `1 MiB`, `64 KiB`, or in bytes when it is neither. */
export function sizeInWords(bytes: number): string {
  if (bytes % MIB === 0) return `${bytes / MIB} MiB`;
  if (bytes % KIB === 0) return `${bytes / KIB} KiB`;
  return `${bytes} bytes`;
}

const KIB = 1024;
const MIB = 1024 * KIB;

/** One request to the deployment's URL. Throws only the step's own stop (its signal's reason). */
export async function callAgentServer(call: AgentServerCall): Promise<AgentServerAnswer> {
  if (call.apiKey && !checkDeploymentUrl(call.url).ok) {
    throw new Error('the key may only go to an https URL, or http to a loopback address');
  }
  const timeout = AbortSignal.timeout(Math.max(1, Math.floor(call.timeoutMs)));
  const signal = AbortSignal.any([call.signal, timeout]);
  try {
    const answer = await request(call.url, {
      method: call.method,
      dispatcher: call.dispatcher,
      signal,
      headers: {
        accept: 'application/json',
        ...(call.body !== undefined && { 'content-type': 'application/json' }),
        ...(call.apiKey && { 'x-api-key': call.apiKey }),
      },
      ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
      headersTimeout: call.timeoutMs,
      bodyTimeout: call.timeoutMs,
    });
    const read = await readBounded(answer.body, call.maxBodyBytes);
    if (call.signal.aborted) throw call.signal.reason;
    if (read.body === 'broken' && timeout.aborted) read.body = 'timed-out';
    return { kind: 'answer', status: answer.statusCode, ...read };
  } catch (error) {
    // The step's own stop (time-out, cancel) ends the deploy, not just this request.
    if (call.signal.aborted) throw call.signal.reason;
    const timedOut = timeout.aborted || isUndiciTimeout(error);
    const reason = timedOut
      ? `no answer within ${Math.round(call.timeoutMs)}ms`
      : `no answer (${stripControls(error instanceof Error ? error.message : String(error)).slice(0, 200)})`;
    return { kind: 'no-answer', reason, timedOut };
  }
}

/**
 * The start of a body, at most `maxBytes` read. A body that stalls or breaks off is kept as far
 * as it came: whether that is enough is the caller's to say.
 */
async function readBounded(
  body: Dispatcher.ResponseData['body'],
  maxBytes: number,
): Promise<{ text: string; body: BodyState }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let state: BodyState = 'complete';
  try {
    for await (const chunk of body) {
      const piece = chunk as Buffer;
      chunks.push(piece.subarray(0, maxBytes - size));
      size += piece.length;
      if (size > maxBytes) {
        state = 'too-large';
        break;
      }
    }
  } catch (error) {
    state = isUndiciTimeout(error) ? 'timed-out' : 'broken';
  }
  body.destroy();
  return { text: Buffer.concat(chunks).toString('utf8'), body: state };
}

/** undici's own headers or body time-out, which runs out with the call's (the same length). */
function isUndiciTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}
