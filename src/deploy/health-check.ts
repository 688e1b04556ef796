import { setTimeout as sleep } from 'node:timers/promises';
import { type Dispatcher, request } from 'undici';
import { createProxyAwareAgent } from '../client/proxy-agent.ts';
import { checkDeploymentUrl } from '../common/deployment-url.ts';
import { stripControls } from '../common/runner-text.ts';

/** The least time between two requests of a check; the product never asks more often. */
export const HEALTH_CHECK_INTERVAL_MS = 2000;
/** How much of the last answer's body is kept to show. */
export const MAX_BODY_SHOWN_CHARS = 200;
/** How much of a body is read at all: enough for the part shown, never a bulk download. */
const MAX_BODY_READ_BYTES = 16 * 1024;
/** One request may take this long before it counts as unanswered. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * How a health check went. `attempts` is 0 when no request was sent: the deployment had no
 * URL, or one that may not be requested. The times are on the step's clock (ms since the step
 * began, as the deploy's timeline), so the check can be drawn as a phase beside the statuses.
 */
export interface HealthCheckOutcome {
  healthy: boolean;
  /** The URL requested: the deployment's URL as the service wrote it, then the path. */
  url?: string;
  attempts: number;
  lastStatus?: number;
  /** At most MAX_BODY_SHOWN_CHARS of the last answer's body, controls removed; still data. */
  lastBody?: string;
  /** Why the last request got no answer (a refused connection, a time-out). */
  lastError?: string;
  /** Why the check did not pass, in words for a person. */
  problem?: string;
  startedAtMs: number;
  endedAtMs: number;
}

export interface HealthCheckRequest {
  /** `source_config.custom_url` as read after DEPLOYED; anything, since the service sent it. */
  deploymentUrl: unknown;
  /** The health-check input: a path starting with `/`. */
  path: string;
  /** Sent as X-Api-Key to this URL only; left out when the action has no API key. */
  apiKey?: string | undefined;
  signal: AbortSignal;
  /** What is left of the step's time-out. */
  remainingMs: () => number;
  /** The step's clock, for startedAtMs and endedAtMs. */
  elapsedMs: () => number;
  log: (line: string) => void;
  /** Time between requests; tests shorten it, the deploy action always uses the default. */
  intervalMs?: number;
  dispatcher?: Dispatcher;
}

/**
 * `GET <deployment URL><path>` until it answers 2xx, HEALTH_CHECK_INTERVAL_MS apart, while the
 * step's time-out leaves room for one more request. Redirects are not followed: a 3xx is an
 * answer that did not pass. A URL that is not https: (or http: to this machine) gets no request.
 */
export async function checkHealth(check: HealthCheckRequest): Promise<HealthCheckOutcome> {
  const startedAtMs = check.elapsedMs();
  const outcome: HealthCheckOutcome = { healthy: false, attempts: 0, startedAtMs, endedAtMs: 0 };
  const end = (problem?: string) => {
    if (problem) outcome.problem = problem;
    outcome.endedAtMs = check.elapsedMs();
    return outcome;
  };
  const base = checkDeploymentUrl(check.deploymentUrl);
  if (!base.ok) return end(`No health check was sent: ${base.problem}.`);
  // Appended to a URL with a query or a fragment, the path would not be what is requested.
  if (/[?#]/.test(base.url)) {
    return end(
      `No health check was sent: the deployment's URL has a query or a fragment, so ${check.path} cannot be added to its path.`,
    );
  }
  const url = `${base.url.replace(/\/+$/, '')}${check.path}`;
  const checked = checkDeploymentUrl(url);
  if (!checked.ok) return end(`No health check was sent: ${checked.problem}.`);
  outcome.url = url;
  const intervalMs = check.intervalMs ?? HEALTH_CHECK_INTERVAL_MS;
  const dispatcher = check.dispatcher ?? createProxyAwareAgent();
  try {
    for (;;) {
      outcome.attempts += 1;
      const timeoutMs = Math.floor(Math.min(REQUEST_TIMEOUT_MS, Math.max(1, check.remainingMs())));
      const answer = await getOnce(url, check, dispatcher, timeoutMs);
      delete outcome.lastStatus;
      delete outcome.lastBody;
      delete outcome.lastError;
      Object.assign(outcome, answer);
      const seen = answer.lastStatus ?? answer.lastError;
      check.log(`Health check ${outcome.attempts}: GET ${url} → ${seen}`);
      if (answer.lastStatus !== undefined && answer.lastStatus >= 200 && answer.lastStatus < 300) {
        outcome.healthy = true;
        return end();
      }
      if (check.remainingMs() < intervalMs + REQUEST_TIMEOUT_MS / 2) break;
      await sleep(intervalMs, undefined, { signal: check.signal }).catch(() => {
        throw check.signal.reason;
      });
    }
  } finally {
    if (!check.dispatcher) await dispatcher.close();
  }
  const last = outcome.lastStatus !== undefined ? `HTTP ${outcome.lastStatus}` : outcome.lastError;
  return end(
    `The health check GET ${url} never answered 2xx: ${outcome.attempts} requests, the last one ${last}.`,
  );
}

/** A check that could send nothing because the deployment could not be read after DEPLOYED. */
export function healthNotChecked(why: string, atMs: number): HealthCheckOutcome {
  const problem = `No health check was sent: reading the deployment after DEPLOYED failed: ${why}`;
  return { healthy: false, attempts: 0, startedAtMs: atMs, endedAtMs: atMs, problem };
}

type Answer = { lastStatus: number; lastBody: string } | { lastError: string; lastStatus?: never };

async function getOnce(
  url: string,
  check: HealthCheckRequest,
  dispatcher: Dispatcher,
  timeoutMs: number,
): Promise<Answer> {
  const signal = AbortSignal.any([check.signal, AbortSignal.timeout(timeoutMs)]);
  try {
    const answer = await request(url, {
      method: 'GET',
      dispatcher,
      signal,
      headers: {
        accept: 'application/json, */*',
        ...(check.apiKey && { 'x-api-key': check.apiKey }),
      },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const body = await readSome(answer.body);
    if (check.signal.aborted) throw check.signal.reason;
    return { lastStatus: answer.statusCode, lastBody: body };
  } catch (error) {
    // The step's own stop (time-out, cancel) ends the deploy, not just this request.
    if (check.signal.aborted) throw check.signal.reason;
    const reason = error instanceof Error ? error.message : String(error);
    return { lastError: `no answer (${stripControls(reason).slice(0, 200)})` };
  }
}

/**
 * The start of a body, at most MAX_BODY_READ_BYTES read; the rest is never downloaded. The
 * status alone decides the check: a body that stalls or breaks off is shown as far as it came.
 */
async function readSome(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= MAX_BODY_READ_BYTES) break;
    }
  } catch {
    // What came before the stall is all there is to show.
  }
  body.destroy();
  const text = stripControls(Buffer.concat(chunks).toString('utf8'));
  return [...text].slice(0, MAX_BODY_SHOWN_CHARS).join('');
}
