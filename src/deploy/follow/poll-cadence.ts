import type { TypicalDuration } from './deploy-history.ts';
import { isLateStage } from './revision-status.ts';

export interface CadenceState {
  pollIntervalMs: number;
  status: string;
  /** Polls in a row that saw the same status. */
  unchangedPolls: number;
  /** Grows each time the service throttles a poll (429/503), and never shrinks. */
  slowdown: number;
  retryAfterMs: number | undefined;
  /** How long this deployment's deploys usually take, and how long this one has been followed. */
  expected?: { typical: TypicalDuration; elapsedMs: number } | undefined;
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
 * poll-interval) except in the window where the history says DEPLOYED is due, never sooner
 * than the service's Retry-After, longer while it throttles.
 */
export function nextPollDelay(state: CadenceState): number {
  const { pollIntervalMs, status, unchangedPolls, expected } = state;
  const late = isLateStage(status);
  let floor = Math.min(MIN_AUTO_INTERVAL_MS, pollIntervalMs);
  let base = late
    ? pollIntervalMs * LATE_STAGE_SHARE
    : pollIntervalMs * Math.min(EARLY_STAGE_GROWTH ** unchangedPolls, EARLY_STAGE_CEILING);
  if (expected) {
    const paced = pacedByHistory(pollIntervalMs, late, base, expected);
    base = paced.base;
    floor = Math.min(floor, paced.floor);
  }
  return Math.round(Math.max(base * state.slowdown, floor, state.retryAfterMs ?? 0));
}

/** In the window where DEPLOYED is due, the late stages are polled this often. */
export const DUE_WINDOW_POLL_MS = 500;
/** How far the window reaches either side of the typical duration (and its quartiles). */
const DUE_WINDOW_MIN_MS = 1000;
const DUE_WINDOW_BEFORE_MAX_MS = 5000;
const DUE_WINDOW_AFTER_MAX_MS = 10_000;
/** For this long after the window, late stages are polled at this share of poll-interval (1.5 s at the default). */
const OVERDUE_SPAN_MS = 30_000;
const OVERDUE_SHARE = 0.3;
/** Before the window, the early stages are polled at most this many poll-intervals apart. */
const PACED_EARLY_CEILING = 6;

/** When, counted from the start of the wait, quick polls begin and end. */
export function dueWindow(typical: TypicalDuration): { startMs: number; endMs: number } {
  const clamp = (ms: number, max: number) => Math.min(Math.max(ms, DUE_WINDOW_MIN_MS), max);
  const before = clamp(
    typical.typicalMs - typical.earlyMs + DUE_WINDOW_MIN_MS,
    DUE_WINDOW_BEFORE_MAX_MS,
  );
  const after = clamp(
    typical.lateMs - typical.typicalMs + DUE_WINDOW_MIN_MS,
    DUE_WINDOW_AFTER_MAX_MS,
  );
  return {
    startMs: Math.max(0, typical.typicalMs - before),
    endMs: typical.typicalMs + after,
  };
}

/**
 * With a history: early stages are polled rarely until DEPLOYED is near (a build that fails is
 * still seen within 6 × poll-interval), the late stages at today's pace until the window where
 * DEPLOYED is due and every DUE_WINDOW_POLL_MS inside it, a little quicker than without a history
 * for 30 s after it, and after that as without a history. A
 * deploy quicker than its history is therefore seen as soon as without one.
 */
function pacedByHistory(
  pollIntervalMs: number,
  late: boolean,
  base: number,
  expected: NonNullable<CadenceState['expected']>,
): { base: number; floor: number } {
  const { startMs, endMs } = dueWindow(expected.typical);
  const { elapsedMs } = expected;
  if (elapsedMs >= endMs) {
    // Just past the window DEPLOYED is still likeliest: a little quicker than without history.
    const overdue = late && elapsedMs < endMs + OVERDUE_SPAN_MS;
    return {
      base: overdue ? Math.min(base, pollIntervalMs * OVERDUE_SHARE) : base,
      floor: Infinity,
    };
  }
  // A poll due a moment before the window would only repeat the one at its start.
  const untilWindow = startMs - elapsedMs;
  if (untilWindow < DUE_WINDOW_POLL_MS) {
    return late
      ? { base: Math.min(DUE_WINDOW_POLL_MS, pollIntervalMs), floor: DUE_WINDOW_POLL_MS }
      : { base: Math.min(base, pollIntervalMs), floor: Infinity };
  }
  if (late) return { base: Math.min(base, untilWindow), floor: DUE_WINDOW_POLL_MS };
  // Equal steps of at most the ceiling, so the last early poll lands on the window's start.
  const ceiling = pollIntervalMs * PACED_EARLY_CEILING;
  const step = untilWindow / Math.ceil(untilWindow / ceiling);
  return { base: Math.min(Math.max(base, step), untilWindow), floor: DUE_WINDOW_POLL_MS };
}
