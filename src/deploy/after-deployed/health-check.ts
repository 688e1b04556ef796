import type { AgentServerClient } from '../../agent-server-client/client.ts';
import { stripControls } from '../../common/runner-text.ts';
import type { StepLog } from '../../common/step-context.ts';
import { words } from '../../common/wording.ts';

/** The least time between two requests of a check; the product never asks more often. */
export const HEALTH_CHECK_INTERVAL_MS = 2000;
/** How much of the last answer's body is kept to show. */
export const MAX_BODY_SHOWN_CHARS = 200;

/**
 * How a health check went. `sent` is false when no request was sent: the deployment had no
 * URL, or one that may not be requested. The times are on the step's clock (ms since the step
 * began, as the deploy's timeline), so the check can be drawn as a phase beside the statuses.
 */
export interface HealthCheckOutcome {
  healthy: boolean;
  /** At least one request was sent. */
  sent: boolean;
  /** The URL requested: the deployment's URL as the service wrote it, then the path. */
  url?: string;
  attempts: number;
  lastStatus?: number;
  /** At most MAX_BODY_SHOWN_CHARS of the last answer's body, controls removed; still data. */
  lastBody?: string;
  /** Why the last request got no answer (a refused connection, a time-out). */
  lastError?: string;
  /**
   * The path answered 401 or 403 without a key (a key check in front of it): `sent`, asked
   * again with X-Api-Key; `missing`, there was no key to send; `refused`, the key was refused
   * too. A check that ends `missing` or `refused` says nothing of the revision.
   */
  key?: 'sent' | 'missing' | 'refused';
  /** Why the check did not pass, in words for a person. */
  problem?: string;
  startedAtMs: number;
  endedAtMs: number;
}

export interface HealthCheckRequest extends Pick<StepLog, 'log'> {
  /** The health-check input: a path starting with `/`. */
  path: string;
  /** Time between requests; tests shorten it, the deploy action always uses the default. */
  intervalMs?: number;
}

/**
 * `GET <deployment URL><path>` until it answers 2xx, HEALTH_CHECK_INTERVAL_MS apart, while the
 * checks' time leaves room for one more request. The route needs no key, so none is sent,
 * unless it answers 401 or 403 without one (a server behind a key check): then it is asked
 * again at once, and from then on, with X-Api-Key. A key refused, or none to send, ends the
 * check. Redirects are not followed: a 3xx is an answer that did not pass.
 */
export async function checkHealth(
  server: AgentServerClient,
  check: HealthCheckRequest,
): Promise<HealthCheckOutcome> {
  const { clock } = server;
  const startedAtMs = clock.elapsedMs();
  const outcome: HealthCheckOutcome = {
    healthy: false,
    sent: false,
    attempts: 0,
    startedAtMs,
    endedAtMs: 0,
  };
  const end = (problem?: string) => {
    if (problem) outcome.problem = problem;
    outcome.endedAtMs = clock.elapsedMs();
    return outcome;
  };
  const endpoint = server.endpoint(check.path);
  if (!endpoint.ok) return end(`No health check was sent: ${endpoint.problem}.`);
  const { url } = endpoint;
  outcome.url = url;
  const intervalMs = check.intervalMs ?? HEALTH_CHECK_INTERVAL_MS;
  for (;;) {
    outcome.attempts += 1;
    outcome.sent = true;
    const withKey = outcome.key === 'sent';
    const answer = await server.get(check.path, { withKey });
    delete outcome.lastStatus;
    delete outcome.lastBody;
    delete outcome.lastError;
    // The status alone decides the check: a body that stalls or breaks off is shown as far as it came.
    if (answer.kind === 'answer') {
      outcome.lastStatus = answer.status;
      outcome.lastBody = [...stripControls(answer.text)].slice(0, MAX_BODY_SHOWN_CHARS).join('');
    } else {
      outcome.lastError = answer.reason;
    }
    const attempt = outcome.attempts;
    const seen = String(outcome.lastStatus ?? outcome.lastError);
    const event = { type: 'check', check: 'health-check', attempt, url, answer: seen } as const;
    check.log(`Health check ${attempt}: GET ${url} → ${seen}`, event);
    if (outcome.lastStatus !== undefined && outcome.lastStatus >= 200 && outcome.lastStatus < 300) {
      outcome.healthy = true;
      return end();
    }
    if (outcome.lastStatus === 401 || outcome.lastStatus === 403) {
      const status = outcome.lastStatus;
      if (withKey) {
        outcome.key = 'refused';
        return end(
          `The health check GET ${url} answered ${status} with X-Api-Key too: the server refuses this key there, which says nothing of the revision.`,
        );
      }
      if (!server.hasKey) {
        outcome.key = 'missing';
        return end(
          `The health check GET ${url} answered ${status}: the server checks a key in front of it, and this step has no ${words().input('api-key')} to send (the bearer token never goes to the deployment's URL).`,
        );
      }
      outcome.key = 'sent';
      check.log(
        `Health check: GET ${url} answered ${status} without a key, so the server checks one: asking again with X-Api-Key.`,
      );
      continue;
    }
    if (!server.roomForAnother(intervalMs)) break;
    await server.pause(intervalMs);
  }
  const last = outcome.lastStatus !== undefined ? `HTTP ${outcome.lastStatus}` : outcome.lastError;
  return end(
    `The health check GET ${url} never answered 2xx: ${outcome.attempts} requests, the last one ${last}.`,
  );
}
