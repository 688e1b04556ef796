import { formatTypical, type TypicalDuration } from '../follow/deploy-history.ts';

/*
 * With rollback-on-failure, a check that fails after DEPLOYED is followed by a rollback: a
 * redeploy of the earlier revision, followed to its end like any deploy. Checks that retry
 * until the step's time-out is nearly out leave it no time, and a rollback cut off by the
 * time-out goes live unobserved after the step ended. So the checks get what is left once the
 * rollback's time is kept apart.
 */

/** With too little history, the deploy time a rollback is given: hosted redeploys take minutes. */
export const ROLLBACK_FLOOR_MS = 120_000;
/** On top of the deploy time: the rollback's own requests (read, list, redeploy) and its polls. */
export const ROLLBACK_REQUESTS_MS = 5_000;
/** The checks get at least this (or all that is left), even when a rollback's time does not fit. */
export const MIN_CHECKS_MS = 10_000;

/** How the time left at DEPLOYED was split between the checks and a rollback. */
export interface TimeSplit {
  /** The step's `timeout`. */
  timeoutMs: number;
  /** What the checks were given. */
  checksMs: number;
  /** What was kept for a rollback. */
  keptMs: number;
  /** What a rollback may need: more than keptMs when the time-out is too short for both. */
  neededMs: number;
  /** Where neededMs comes from, in words. */
  basis: string;
}

/**
 * The split of `remainingMs`: a rollback is kept the slower quartile of the deployment's recent
 * deploy times (or ROLLBACK_FLOOR_MS without a history), plus ROLLBACK_REQUESTS_MS; the checks
 * get the rest, but never less than MIN_CHECKS_MS while that much is left.
 */
export function splitForRollback(
  remainingMs: number,
  timeoutMs: number,
  typical: TypicalDuration | undefined,
): TimeSplit {
  const deployMs = typical?.lateMs ?? ROLLBACK_FLOOR_MS;
  const neededMs = deployMs + ROLLBACK_REQUESTS_MS;
  const checksMs = Math.max(remainingMs - neededMs, Math.min(remainingMs, MIN_CHECKS_MS));
  const deploy = typical
    ? `the slower quartile of the last ${typical.count} deploys, ${formatTypical(deployMs)}`
    : `too little deploy history, so the floor of ${formatTypical(deployMs)}`;
  return {
    timeoutMs,
    checksMs,
    keptMs: Math.max(0, remainingMs - checksMs),
    neededMs,
    basis: `${deploy}, and ${formatTypical(ROLLBACK_REQUESTS_MS)} for its requests`,
  };
}

/**
 * `40s: the checks after DEPLOYED get 24s, 15s kept for a rollback (…)`: for the log, as the
 * checks start; for the summary, in Markdown, once they are done (`had`).
 */
export function describeSplit(split: TimeSplit, form: 'log' | 'summary'): string {
  const deployed = form === 'summary' ? '`DEPLOYED` had' : 'DEPLOYED get';
  const short =
    split.keptMs < split.neededMs
      ? `, less than the ${formatTypical(split.neededMs)} it may need`
      : '';
  return `${formatTypical(split.timeoutMs)}: the checks after ${deployed} ${formatTypical(split.checksMs)}, ${formatTypical(split.keptMs)} kept for a rollback${short} (${split.basis})`;
}
