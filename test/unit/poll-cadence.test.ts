import { describe, expect, it } from 'vitest';
import { type CadenceState, MAX_SLOWDOWN, nextPollDelay } from '../../src/deploy/poll-cadence.ts';

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
