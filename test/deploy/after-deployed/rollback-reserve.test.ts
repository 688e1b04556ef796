import { describe, expect, it } from 'vitest';
import {
  describeSplit,
  MIN_CHECKS_MS,
  ROLLBACK_FLOOR_MS,
  ROLLBACK_REQUESTS_MS,
  splitForRollback,
} from '../../../src/deploy/after-deployed/rollback-reserve.ts';
import type { TypicalDuration } from '../../../src/deploy/follow/deploy-history.ts';

const HISTORY: TypicalDuration = { typicalMs: 9000, earlyMs: 8500, lateMs: 9500, count: 3 };

describe('splitForRollback', () => {
  it('keeps the slower quartile of recent deploys, and the requests, for a rollback; the checks get the rest', () => {
    const split = splitForRollback(38_000, 40_000, HISTORY);
    expect(split).toEqual({
      timeoutMs: 40_000,
      checksMs: 38_000 - 9500 - ROLLBACK_REQUESTS_MS,
      keptMs: 9500 + ROLLBACK_REQUESTS_MS,
      neededMs: 9500 + ROLLBACK_REQUESTS_MS,
      basis: 'the slower quartile of the last 3 deploys, 9.5s, and 5s for its requests',
    });
  });

  it('keeps the floor without a history to go by', () => {
    const split = splitForRollback(30 * 60_000, 30 * 60_000, undefined);
    expect(split.keptMs).toBe(ROLLBACK_FLOOR_MS + ROLLBACK_REQUESTS_MS);
    expect(split.basis).toBe(
      'too little deploy history, so the floor of 2m00s, and 5s for its requests',
    );
  });

  it('leaves the checks their least share when both do not fit, and says the rollback may not', () => {
    const split = splitForRollback(17_000, 18_000, undefined);
    expect(split).toMatchObject({ checksMs: MIN_CHECKS_MS, keptMs: 7000 });
    expect(describeSplit(split, 'log')).toBe(
      '18s: the checks after DEPLOYED get 10s, 7s kept for a rollback, less than the 2m05s it may need (too little deploy history, so the floor of 2m00s, and 5s for its requests)',
    );
    expect(splitForRollback(4000, 18_000, HISTORY)).toMatchObject({ checksMs: 4000, keptMs: 0 });
  });
});
