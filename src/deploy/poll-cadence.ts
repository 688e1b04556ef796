import { isLateStage } from './revision-status.ts';

export interface CadenceState {
  pollIntervalMs: number;
  status: string;
  /** Polls in a row that saw the same status. */
  unchangedPolls: number;
  /** Grows each time the service throttles a poll (429/503), and never shrinks. */
  slowdown: number;
  retryAfterMs: number | undefined;
}

/**
 * Queue and build stages are slow and end in nothing the user waits on: the wait doubles
 * with each unchanged poll, up to 4 × poll-interval (5 s, 10 s, 20 s, 20 s … at the default).
 */
const EARLY_STAGE_GROWTH = 2;
const EARLY_STAGE_CEILING = 4;
/**
 * AWAITING_DEPLOY and DEPLOYING end in the result the workflow waits for, so they are polled
 * at 0.4 × poll-interval (2 s at the default): DEPLOYED is seen 1 s after it happens on
 * average. The same wait however long the stage lasts, so the detection lag does not depend
 * on how long the deploy took. docs/benchmark.md has the arithmetic against the request budget.
 */
const LATE_STAGE_SHARE = 0.4;
/** The action's own floor; a user who asks for a faster poll-interval gets that instead. */
const MIN_AUTO_INTERVAL_MS = 1000;
export const MAX_SLOWDOWN = 8;

/** The slowdown after a poll: doubled when the service throttled it, never past MAX_SLOWDOWN. */
export function slowdownAfter(slowdown: number, throttled: boolean): number {
  return throttled ? Math.min(slowdown * 2, MAX_SLOWDOWN) : slowdown;
}

/**
 * The wait before the next poll: never under a second (or the user's own shorter
 * poll-interval), never sooner than the service's Retry-After, longer while it throttles.
 */
export function nextPollDelay(state: CadenceState): number {
  const { pollIntervalMs, status, unchangedPolls } = state;
  const floor = Math.min(MIN_AUTO_INTERVAL_MS, pollIntervalMs);
  const base = isLateStage(status)
    ? pollIntervalMs * LATE_STAGE_SHARE
    : pollIntervalMs * Math.min(EARLY_STAGE_GROWTH ** unchangedPolls, EARLY_STAGE_CEILING);
  return Math.round(Math.max(base * state.slowdown, floor, state.retryAfterMs ?? 0));
}
