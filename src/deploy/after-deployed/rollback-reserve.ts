import { formatTypical, type TypicalDuration } from '../follow/deploy-history.ts';

/*
 * With rollback-on-failure, a check that fails after DEPLOYED is followed by a rollback: a
 * redeploy of the earlier revision, followed to its end like any deploy. Checks that retry
 * until the step's time-out is nearly out leave it no time, and a rollback cut off by the
 * time-out goes live unobserved after the step ended. So the checks get what is left once the
 * rollback's time is kept apart.
 */

/** The least deploy time a rollback is given, and all it is given without a history. */
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
  /** What a rollback may need: more than keptMs when what is left cannot hold both. */
  neededMs: number;
  /** Where neededMs comes from, in words. */
  basis: string;
}

/**
 * The split of `remainingMs`. A rollback may need the slower quartile of the deployment's recent
 * deploy times, never less than ROLLBACK_FLOOR_MS (a history of 1 ms deploys is wrong, not
 * fast), plus ROLLBACK_REQUESTS_MS, and never more than the whole `timeout` (a history of day-long
 * deploys could never be watched in this step anyway). When what is left holds that and
 * MIN_CHECKS_MS, the rollback gets it and the checks the rest. When it does not, a full reserve
 * cannot be kept, and the checks are not starved for it: they get at least half of what is
 * left (and MIN_CHECKS_MS while that much is left), the rollback the rest.
 */
export function splitForRollback(
  remainingMs: number,
  timeoutMs: number,
  typical: TypicalDuration | undefined,
): TimeSplit {
  const deployMs = Math.max(typical?.lateMs ?? 0, ROLLBACK_FLOOR_MS);
  const neededMs = Math.min(deployMs + ROLLBACK_REQUESTS_MS, timeoutMs);
  const leastMs = Math.min(remainingMs, MIN_CHECKS_MS);
  const fits = remainingMs - neededMs >= leastMs;
  const checksMs = fits ? remainingMs - neededMs : Math.max(leastMs, Math.ceil(remainingMs / 2));
  const history = typical
    ? `the slower quartile of the last ${typical.count} deploys, ${formatTypical(typical.lateMs)}`
    : 'too little deploy history';
  const floor =
    typical && typical.lateMs >= ROLLBACK_FLOOR_MS
      ? ''
      : `, ${typical ? 'raised to' : 'so'} the floor of ${formatTypical(ROLLBACK_FLOOR_MS)}`;
  const capped =
    neededMs < deployMs + ROLLBACK_REQUESTS_MS
      ? `, at most the step's timeout of ${formatTypical(timeoutMs)}`
      : '';
  return {
    timeoutMs,
    checksMs,
    keptMs: Math.max(0, remainingMs - checksMs),
    neededMs,
    basis: `${history}${floor}, and ${formatTypical(ROLLBACK_REQUESTS_MS)} for its requests${capped}`,
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
