import { describe, expect, it } from 'vitest';
import {
  type BackoffSettings,
  backoffDelay,
  DEFAULT_BACKOFF,
  parseRetryAfter,
} from '../../src/client/retry-policy.ts';

// A whole second, so an HTTP date (which has no milliseconds) lands on it exactly.
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('parseRetryAfter', () => {
  it.each([
    ['0', 0],
    ['1', 1000],
    ['120', 120_000],
    [' 7 ', 7000],
  ])('reads delta-seconds %j as %i ms', (value, ms) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });

  it('reads an HTTP date as the time from now until then', () => {
    expect(parseRetryAfter(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000);
    expect(parseRetryAfter('Thu, 15 Jan 2026 12:01:00 GMT', NOW)).toBe(60_000);
  });

  it('reads an HTTP date in the past as no wait', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', NOW)).toBe(0);
  });

  it('reads the first of repeated headers', () => {
    expect(parseRetryAfter(['3', '9'], NOW)).toBe(3000);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['a word', 'soon'],
    ['scientific notation', '1e3'],
    ['a number, not text', 5],
    ['an empty list', []],
  ])('ignores a value that is %s', (_what, value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  const settings: BackoffSettings = { ...DEFAULT_BACKOFF, minDelayMs: 500, maxDelayMs: 10_000 };
  const lowest = () => 0;
  const highest = () => 0.999_999;

  it('doubles the ceiling with each retry, from minDelayMs up to maxDelayMs', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 10].map((retry) => backoffDelay(retry, settings, highest));
    expect(ceilings).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('waits at least half the ceiling, so jitter never makes it a tight loop', () => {
    const floors = [1, 2, 3, 4, 5, 6, 10].map((retry) => backoffDelay(retry, settings, lowest));
    expect(floors).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  });

  it('spreads the wait between half and all of the ceiling by the random draw', () => {
    expect(backoffDelay(3, settings, () => 0.5)).toBe(1500);
    expect(backoffDelay(3, settings, () => 0.25)).toBe(1250);
    for (let draw = 0; draw < 1; draw += 0.01) {
      const delay = backoffDelay(4, settings, () => draw);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });

  it('never exceeds maxDelayMs, however many retries', () => {
    expect(backoffDelay(64, settings, highest)).toBe(10_000);
    expect(backoffDelay(2000, settings, highest)).toBe(10_000);
  });

  it('follows other settings', () => {
    const fast = { ...settings, minDelayMs: 10, maxDelayMs: 25 };
    expect([1, 2, 3].map((retry) => backoffDelay(retry, fast, highest))).toEqual([10, 20, 25]);
  });
});

describe('parseRetryAfter with numbers that are not delta-seconds', () => {
  it.each(['-1', '1.5', '0x10', '1e3'])(
    'ignores %s instead of reading it as a date long past',
    (value) => {
      expect(parseRetryAfter(value, Date.now())).toBeUndefined();
    },
  );
});
