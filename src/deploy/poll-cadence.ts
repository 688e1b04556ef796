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

/** Queue and build stages are slow and end in nothing the user waits on: poll less as they drag on. */
const EARLY_STAGE_GROWTH = 1.5;
const EARLY_STAGE_CEILING = 3;
/** The action's own floor; a user who asks for a faster poll-interval gets it. */
const MIN_AUTO_INTERVAL_MS = 1000;
export const MAX_SLOWDOWN = 8;

/**
 * The wait before the next poll. The deploy stages end in the result the workflow waits
 * on, so they are polled at half the interval; the long stages before them back off.
 */
export function nextPollDelay(state: CadenceState): number {
  const { pollIntervalMs, status, unchangedPolls } = state;
  const floor = Math.min(MIN_AUTO_INTERVAL_MS, pollIntervalMs);
  const base = isLateStage(status)
    ? Math.max(pollIntervalMs / 2, floor)
    : pollIntervalMs * Math.min(EARLY_STAGE_GROWTH ** unchangedPolls, EARLY_STAGE_CEILING);
  return Math.round(Math.max(base * state.slowdown, state.retryAfterMs ?? 0));
}
