import { describe, expect, it } from 'vitest';
import {
  type CadenceState,
  DUE_WINDOW_POLL_MS,
  dueWindow,
  MAX_SLOWDOWN,
  nextPollDelay,
  slowdownAfter,
} from '../../../src/deploy/follow/poll-cadence.ts';

const EARLY = ['CREATING', 'QUEUED', 'AWAITING_BUILD', 'BUILDING', 'UNKNOWN', 'SOMETHING_NEW'];
const LATE = ['AWAITING_DEPLOY', 'DEPLOYING'];
const INTERVALS = [100, 250, 500, 999, 1000, 1500, 2000, 2500, 5000, 10_000, 60_000];

const delay = (state: Partial<CadenceState>) =>
  nextPollDelay({
    pollIntervalMs: 5000,
    status: 'QUEUED',
    unchangedPolls: 0,
    slowdown: 1,
    retryAfterMs: undefined,
    ...state,
  });

/** Every combination the wait loop can produce, for the rules that must hold in all of them. */
function* everyState(): Generator<CadenceState> {
  for (const pollIntervalMs of INTERVALS) {
    for (const status of [...EARLY, ...LATE]) {
      for (const unchangedPolls of [0, 1, 2, 3, 10, 1000]) {
        for (const slowdown of [1, 2, MAX_SLOWDOWN]) {
          for (const retryAfterMs of [undefined, 0, 1, 1500, 30_000, 300_000]) {
            yield { pollIntervalMs, status, unchangedPolls, slowdown, retryAfterMs };
          }
        }
      }
    }
  }
}

describe('nextPollDelay', () => {
  it('never polls more than once a second on its own', () => {
    for (const state of everyState()) {
      if (state.pollIntervalMs >= 1000) expect(nextPollDelay(state)).toBeGreaterThanOrEqual(1000);
    }
  });

  it('polls faster than once a second only as fast as an explicit shorter poll-interval', () => {
    for (const state of everyState()) {
      expect(nextPollDelay(state)).toBeGreaterThanOrEqual(Math.min(1000, state.pollIntervalMs));
    }
    expect(delay({ pollIntervalMs: 250, status: 'DEPLOYING' })).toBe(250);
    expect(delay({ pollIntervalMs: 250, status: 'QUEUED' })).toBe(250);
  });

  it('never polls sooner than Retry-After', () => {
    for (const state of everyState()) {
      expect(nextPollDelay(state)).toBeGreaterThanOrEqual(state.retryAfterMs ?? 0);
    }
    expect(delay({ status: 'DEPLOYING', retryAfterMs: 30_000 })).toBe(30_000);
    expect(delay({ status: 'QUEUED', retryAfterMs: 7000 })).toBe(7000);
  });

  it('keeps its own pace when Retry-After asks for less', () => {
    expect(delay({ status: 'DEPLOYING', retryAfterMs: 1500 })).toBe(2000);
    expect(delay({ status: 'QUEUED', unchangedPolls: 3, retryAfterMs: 1 })).toBe(20_000);
  });

  it('slows down while the service throttles, still above the floors', () => {
    expect(delay({ status: 'DEPLOYING', slowdown: 2 })).toBe(4000);
    expect(delay({ status: 'QUEUED', slowdown: MAX_SLOWDOWN })).toBe(40_000);
    expect(delay({ pollIntervalMs: 1000, status: 'DEPLOYING', slowdown: 2 })).toBe(1000);
  });

  it('polls the deploy stages at 0.4 × poll-interval, never under the floor', () => {
    for (const status of LATE) {
      expect(delay({ status })).toBe(2000);
      expect(delay({ status, pollIntervalMs: 10_000 })).toBe(4000);
      expect(delay({ status, pollIntervalMs: 2000 })).toBe(1000);
      expect(delay({ status, pollIntervalMs: 1000 })).toBe(1000);
    }
  });

  it('keeps the deploy stages at one pace however long they last', () => {
    // The detection-lag benchmark relies on this: DEPLOYED is seen as soon after it happens
    // at the end of a long DEPLOYING as after a short one.
    for (const status of LATE) {
      for (const unchangedPolls of [0, 1, 5, 30, 1000]) {
        expect(delay({ status, unchangedPolls })).toBe(2000);
      }
    }
  });

  it('backs off the queue and build stages while they drag on, up to 4 × poll-interval', () => {
    for (const status of EARLY) {
      expect(
        [0, 1, 2, 3, 4, 50].map((unchangedPolls) => delay({ status, unchangedPolls })),
      ).toEqual([5000, 10_000, 20_000, 20_000, 20_000, 20_000]);
    }
    expect(delay({ pollIntervalMs: 1000, unchangedPolls: 9 })).toBe(4000);
  });
});

/** The slowdown the wait loop reaches after `throttles` polls in a row are throttled. */
function slowdownAfterThrottles(throttles: number): number {
  let slowdown = 1;
  for (let poll = 0; poll < throttles; poll++) slowdown = slowdownAfter(slowdown, true);
  return slowdown;
}

describe('slowdownAfter', () => {
  it('doubles when the service throttled the poll', () => {
    expect(slowdownAfter(1, true)).toBe(2);
    expect(slowdownAfter(2, true)).toBe(4);
    expect(slowdownAfter(4, true)).toBe(8);
  });

  it('stays where it is when the poll was not throttled: it never shrinks', () => {
    for (const slowdown of [1, 2, 4, MAX_SLOWDOWN]) {
      expect(slowdownAfter(slowdown, false)).toBe(slowdown);
    }
  });

  it('stops at MAX_SLOWDOWN, which is 8', () => {
    expect(MAX_SLOWDOWN).toBe(8);
    expect(slowdownAfter(MAX_SLOWDOWN, true)).toBe(MAX_SLOWDOWN);
    expect(slowdownAfter(MAX_SLOWDOWN / 2 + 1, true)).toBe(MAX_SLOWDOWN);
  });

  it('never passes MAX_SLOWDOWN however long the service throttles', () => {
    expect([1, 2, 3, 4, 5, 10, 100].map(slowdownAfterThrottles)).toEqual([2, 4, 8, 8, 8, 8, 8]);
  });
});

describe('nextPollDelay after long throttling', () => {
  const state = (given: Partial<CadenceState>): CadenceState => ({
    pollIntervalMs: 5000,
    status: 'BUILDING',
    unchangedPolls: 10,
    slowdown: 1,
    retryAfterMs: undefined,
    ...given,
  });

  it('waits at most MAX_SLOWDOWN × the slowest unthrottled wait, without a Retry-After', () => {
    // Unthrottled, an early stage waits at most 4 × poll-interval (20 s at 5 s).
    const slowest = nextPollDelay(state({}));
    expect(slowest).toBe(20_000);
    for (const throttles of [3, 10, 50]) {
      const slowdown = slowdownAfterThrottles(throttles);
      expect(nextPollDelay(state({ slowdown }))).toBe(MAX_SLOWDOWN * slowest);
      expect(nextPollDelay(state({ status: 'DEPLOYING', slowdown }))).toBe(MAX_SLOWDOWN * 2000);
    }
  });

  it('stays far inside a job, not hours: 160 s at the default poll-interval', () => {
    expect(nextPollDelay(state({ slowdown: slowdownAfterThrottles(30) }))).toBe(160_000);
  });

  it('still waits the whole Retry-After when the service asks for more than that', () => {
    const slowdown = slowdownAfterThrottles(30);
    expect(nextPollDelay(state({ slowdown, retryAfterMs: 300_000 }))).toBe(300_000);
  });

  it('multiplies the wait by the slowdown it is given', () => {
    expect(nextPollDelay(state({ slowdown: 2 }))).toBe(40_000);
    expect(nextPollDelay(state({ status: 'DEPLOYING', slowdown: 4 }))).toBe(8000);
  });
});

describe('nextPollDelay with a typical deploy time', () => {
  const typical = { typicalMs: 180_000, earlyMs: 178_000, lateMs: 182_000, count: 8 };
  const paced = (elapsedMs: number, state: Partial<CadenceState> = {}) =>
    delay({ expected: { typical, elapsedMs }, ...state });

  it('opens a window of quick polls around the typical time, sized by the spread', () => {
    expect(dueWindow(typical)).toEqual({ startMs: 177_000, endMs: 183_000 });
    // Tight history: a second either side; wide history: at most 5 s before, 10 s after.
    const tight = { typicalMs: 60_000, earlyMs: 60_000, lateMs: 60_000, count: 3 };
    expect(dueWindow(tight)).toEqual({ startMs: 59_000, endMs: 61_000 });
    const wide = { typicalMs: 60_000, earlyMs: 20_000, lateMs: 200_000, count: 3 };
    expect(dueWindow(wide)).toEqual({ startMs: 55_000, endMs: 70_000 });
  });

  it('polls early stages rarely before the window, but within 6 × poll-interval', () => {
    // Equal steps of at most 30 s up to the window's start at 177 s: 6 × 29.5 s, then 4 × 29.25 s.
    expect(paced(0, { status: 'QUEUED' })).toBe(29_500);
    expect(paced(60_000, { status: 'BUILDING', unchangedPolls: 3 })).toBe(29_250);
    expect(delay({ status: 'QUEUED' })).toBe(5000);
    // It never overshoots the window's start.
    expect(paced(170_000, { status: 'BUILDING' })).toBe(7000);
  });

  it('keeps the late-stage pace before the window, so a quicker deploy is seen as soon as without history', () => {
    expect(paced(100_000, { status: 'DEPLOYING' })).toBe(delay({ status: 'DEPLOYING' }));
    expect(paced(176_000, { status: 'DEPLOYING' })).toBe(1000);
  });

  it('polls late stages every 500 ms inside the window', () => {
    for (const at of [176_600, 177_000, 180_000, 182_900]) {
      expect(paced(at, { status: 'DEPLOYING' })).toBe(DUE_WINDOW_POLL_MS);
      expect(paced(at, { status: 'AWAITING_DEPLOY' })).toBe(500);
    }
    expect(paced(180_000, { status: 'BUILDING', unchangedPolls: 5 })).toBe(5000);
  });

  it('polls late stages a little quicker for 30 s after the window, then as without history', () => {
    expect(paced(183_000, { status: 'DEPLOYING' })).toBe(1500);
    expect(paced(212_900, { status: 'AWAITING_DEPLOY' })).toBe(1500);
    expect(paced(183_000, { status: 'DEPLOYING', pollIntervalMs: 1000 })).toBe(1000);
    for (const status of [...EARLY, ...LATE]) {
      for (const unchangedPolls of [0, 1, 5]) {
        expect(paced(213_000, { status, unchangedPolls })).toBe(delay({ status, unchangedPolls }));
      }
    }
    for (const status of EARLY) {
      expect(paced(183_000, { status })).toBe(delay({ status }));
    }
  });

  it('still honours Retry-After, throttling and a shorter poll-interval', () => {
    expect(paced(180_000, { status: 'DEPLOYING', retryAfterMs: 3000 })).toBe(3000);
    expect(paced(180_000, { status: 'DEPLOYING', slowdown: 4 })).toBe(2000);
    expect(paced(180_000, { status: 'DEPLOYING', pollIntervalMs: 100 })).toBe(100);
  });
});
