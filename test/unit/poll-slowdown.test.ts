import { describe, expect, it } from 'vitest';
import {
  type CadenceState,
  MAX_SLOWDOWN,
  nextPollDelay,
  slowdownAfter,
} from '../../src/deploy/poll-cadence.ts';

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
