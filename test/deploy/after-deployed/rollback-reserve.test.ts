import { describe, expect, it } from 'vitest';
import {
  describeSplit,
  MIN_CHECKS_MS,
  ROLLBACK_FLOOR_MS,
  ROLLBACK_REQUESTS_MS,
  splitForRollback,
} from '../../../src/deploy/after-deployed/rollback-reserve.ts';
import type { TypicalDuration } from '../../../src/deploy/follow/deploy-history.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const history = (lateMs: number): TypicalDuration => ({
  typicalMs: lateMs,
  earlyMs: lateMs,
  lateMs,
  count: 3,
});

describe('splitForRollback', () => {
  it('keeps the slower quartile of recent deploys, and the requests, for a rollback; the checks get the rest', () => {
    const split = splitForRollback(9 * MINUTE + 50_000, 10 * MINUTE, history(190_000));
    expect(split).toEqual({
      timeoutMs: 10 * MINUTE,
      checksMs: 9 * MINUTE + 50_000 - 190_000 - ROLLBACK_REQUESTS_MS,
      keptMs: 190_000 + ROLLBACK_REQUESTS_MS,
      neededMs: 190_000 + ROLLBACK_REQUESTS_MS,
      basis: 'the slower quartile of the last 3 deploys, 3m10s, and 5s for its requests',
    });
  });

  it('keeps the floor without a history to go by', () => {
    const split = splitForRollback(30 * MINUTE, 30 * MINUTE, undefined);
    expect(split.keptMs).toBe(ROLLBACK_FLOOR_MS + ROLLBACK_REQUESTS_MS);
    expect(split.basis).toBe(
      'too little deploy history, so the floor of 2m00s, and 5s for its requests',
    );
  });

  it('never keeps less than the floor, however fast the history says deploys are', () => {
    for (const lateMs of [1, 500, 9500, ROLLBACK_FLOOR_MS - 1]) {
      const split = splitForRollback(30 * MINUTE, 30 * MINUTE, history(lateMs));
      expect(split.neededMs).toBe(ROLLBACK_FLOOR_MS + ROLLBACK_REQUESTS_MS);
      expect(split.keptMs).toBe(ROLLBACK_FLOOR_MS + ROLLBACK_REQUESTS_MS);
    }
    expect(splitForRollback(30 * MINUTE, 30 * MINUTE, history(1)).basis).toBe(
      'the slower quartile of the last 3 deploys, 0s, raised to the floor of 2m00s, and 5s for its requests',
    );
  });

  it('never asks more than the timeout for a history of day-long deploys, and leaves the checks half of what is left', () => {
    const remainingMs = 9 * MINUTE + 50_000;
    const split = splitForRollback(remainingMs, 10 * MINUTE, history(20 * HOUR));
    expect(split).toMatchObject({
      neededMs: 10 * MINUTE,
      checksMs: remainingMs / 2,
      keptMs: remainingMs / 2,
    });
    expect(describeSplit(split, 'log')).toBe(
      "10m00s: the checks after DEPLOYED get 4m55s, 4m55s kept for a rollback, less than the 10m00s it may need (the slower quartile of the last 3 deploys, 20h00m00s, and 5s for its requests, at most the step's timeout of 10m00s)",
    );
  });

  it('keeps the whole reserve while what is left holds it and the least share of the checks', () => {
    const neededMs = ROLLBACK_FLOOR_MS + ROLLBACK_REQUESTS_MS;
    expect(splitForRollback(neededMs + MIN_CHECKS_MS, HOUR, undefined)).toMatchObject({
      checksMs: MIN_CHECKS_MS,
      keptMs: neededMs,
    });
    expect(splitForRollback(neededMs + MIN_CHECKS_MS - 1, HOUR, undefined)).toMatchObject({
      checksMs: Math.ceil((neededMs + MIN_CHECKS_MS - 1) / 2),
    });
  });

  it('leaves the checks their least share, or all that is left, when little is', () => {
    expect(splitForRollback(17_000, 18_000, undefined)).toMatchObject({
      checksMs: MIN_CHECKS_MS,
      keptMs: 7000,
      neededMs: 18_000,
    });
    expect(splitForRollback(4000, 18_000, history(9500))).toMatchObject({
      checksMs: 4000,
      keptMs: 0,
    });
  });

  it('says a timeout shorter than the floor caps what a rollback may need', () => {
    const split = splitForRollback(38_000, 40_000, history(9500));
    expect(split).toMatchObject({ neededMs: 40_000, checksMs: 19_000, keptMs: 19_000 });
    expect(split.basis).toBe(
      "the slower quartile of the last 3 deploys, 9.5s, raised to the floor of 2m00s, and 5s for its requests, at most the step's timeout of 40s",
    );
  });

  it('holds its bounds for every time left, timeout and history', () => {
    const histories = [undefined, history(1), history(90_000), history(20 * HOUR)];
    for (const timeoutMs of [1000, 40_000, 10 * MINUTE, 6 * HOUR]) {
      for (const typical of histories) {
        for (let remainingMs = 0; remainingMs <= timeoutMs; remainingMs += timeoutMs / 50) {
          const split = splitForRollback(remainingMs, timeoutMs, typical);
          expect(split.checksMs + split.keptMs).toBe(remainingMs);
          expect(split.keptMs).toBeGreaterThanOrEqual(0);
          expect(split.neededMs).toBeLessThanOrEqual(timeoutMs);
          expect(split.neededMs).toBeGreaterThanOrEqual(
            Math.min(ROLLBACK_FLOOR_MS + ROLLBACK_REQUESTS_MS, timeoutMs),
          );
          expect(split.checksMs).toBeGreaterThanOrEqual(Math.min(remainingMs, MIN_CHECKS_MS));
          // A reserve that cannot be kept whole never takes more than the checks get.
          if (split.keptMs < split.neededMs) {
            expect(split.checksMs).toBeGreaterThanOrEqual(split.keptMs);
          }
        }
      }
    }
  });
});
