import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatLongDuration,
  parseDuration,
} from '../../src/common/parse-duration.ts';

describe('parseDuration', () => {
  it.each([
    ['90', 90_000],
    ['0', 0],
    ['90s', 90_000],
    ['15m', 900_000],
    ['2h', 7_200_000],
    ['500ms', 500],
    ['1h30m', 5_400_000],
    ['1m30s500ms', 90_500],
    ['1.5s', 1500],
    ['0.25h', 900_000],
    ['14d', 1_209_600_000],
    ['1d12h', 129_600_000],
  ])('reads %j as %i ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it('reads a bare number as seconds, not milliseconds', () => {
    expect(parseDuration('5')).toBe(5000);
  });

  it('reads `ms` as milliseconds, not minutes followed by seconds', () => {
    expect(parseDuration('5ms')).toBe(5);
    expect(parseDuration('5m5s')).toBe(305_000);
  });

  it('ignores case and surrounding blanks, as a workflow file may carry them', () => {
    expect(parseDuration('  1H30M \n')).toBe(5_400_000);
    expect(parseDuration('500MS')).toBe(500);
  });

  it('rounds fractions of a millisecond to a whole number', () => {
    expect(parseDuration('1.0004s')).toBe(1000);
    expect(parseDuration('0.0006s')).toBe(1);
  });

  it.each([
    '',
    '   ',
    's',
    'ms',
    '1.5',
    '5 s',
    '1h 30m',
    '1m30',
    '-5s',
    '+5s',
    '5sec',
    '5w',
    '5 d',
    '5 minutes',
    'ten minutes',
    '1e3',
    '0x10',
    '.5s',
    '5s;rm -rf',
  ])('returns undefined for %j, so the caller can name the input', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });

  it('returns undefined when the units overflow to Infinity', () => {
    expect(parseDuration(`${'9'.repeat(400)}s`)).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0ms'],
    [1, '1ms'],
    [999, '999ms'],
    [1000, '1s'],
    [1499, '1s'],
    [1500, '2s'],
    [59_000, '59s'],
    [60_000, '1m'],
    [95_000, '1m 35s'],
    [3_600_000, '1h'],
    [3_601_000, '1h 1s'],
    [3_660_000, '1h 1m'],
    [3_661_000, '1h 1m 1s'],
    [90_000_000, '25h'],
  ])('writes %i ms as %j', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('carries rounded seconds into minutes rather than writing 60s', () => {
    expect(formatDuration(59_500)).toBe('1m');
    expect(formatDuration(3_599_600)).toBe('1h');
  });

  it('never writes a negative duration', () => {
    expect(formatDuration(-5)).toBe('0ms');
    expect(formatDuration(-5000)).toBe('0ms');
  });

  it('round-trips the durations a workflow writes', () => {
    for (const text of ['90s', '15m', '1h30m', '2h']) {
      const ms = parseDuration(text) as number;
      expect(parseDuration(formatDuration(ms).replace(/ /g, ''))).toBe(ms);
    }
  });
});

describe('durations at the edges of a number', () => {
  it('reads a bare number too large to be finite as Infinity, which the input refuses as too long', () => {
    expect(parseDuration('9'.repeat(400))).toBe(Number.POSITIVE_INFINITY);
  });

  it('shows 999.6 ms, which rounds to a second, as 1s', () => {
    expect(formatDuration(999.6)).toBe('1s');
  });
});

describe('formatLongDuration', () => {
  it.each([
    [0, 'under 1m'],
    [59_999, 'under 1m'],
    [60_000, '1m'],
    [3_600_000, '1h'],
    [3_660_000, '1h 1m'],
    [86_400_000, '1d'],
    [1_209_600_000, '14d'],
    [1_213_260_000, '14d 1h'],
    // Only the two largest units: the minutes of a 14-day idle time say nothing.
    [1_213_320_000, '14d 1h'],
    [86_460_000, '1d'],
    [-5, 'under 1m'],
  ])('writes %i ms as %j', (ms, text) => {
    expect(formatLongDuration(ms)).toBe(text);
  });
});
