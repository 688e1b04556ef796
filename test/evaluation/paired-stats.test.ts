// src/evaluation/paired-stats.ts: the seeded generator, the paired bootstrap's interval and the exact
// McNemar test, each checked against values worked out by hand or by a textbook.
import { describe, expect, it } from 'vitest';
import {
  mcNemarExact,
  mean,
  pairedBootstrap,
  seededRandom,
  seedOf,
} from '../../src/evaluation/paired-stats.ts';

describe('the seeded generator', () => {
  it('gives the same numbers from the same seed, others from another, all in [0, 1)', () => {
    const draw = (seed: number) => Array.from({ length: 1000 }, seededRandom(seed));
    const first = draw(42);
    expect(draw(42)).toEqual(first);
    expect(draw(43)).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(mean(first)).toBeCloseTo(0.5, 1);
  });

  it('seeds each key apart, the same on every run', () => {
    expect(seedOf('exact')).toBe(seedOf('exact'));
    expect(seedOf('exact')).not.toBe(seedOf('contains'));
  });
});

describe('the paired bootstrap', () => {
  it('gives a point interval when every difference is the same', () => {
    expect(pairedBootstrap([0.5, 0.5, 0.5], 1)).toEqual({ low: 0.5, high: 0.5 });
    expect(pairedBootstrap([], 1)).toEqual({ low: 0, high: 0 });
  });

  it('is repeatable, and holds the mean difference', () => {
    const differences = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 0 ? -1 : i % 7 === 0 ? 1 : 0,
    );
    const interval = pairedBootstrap(differences, seedOf('exact'));
    expect(pairedBootstrap(differences, seedOf('exact'))).toEqual(interval);
    expect(interval.low).toBeLessThan(mean(differences));
    expect(interval.high).toBeGreaterThan(mean(differences));
  });

  it('is about as wide as the normal approximation says', () => {
    // 100 differences of ±1 with mean 0: standard error 0.1, so the 95% interval is about ±0.196.
    const differences = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 1 : -1));
    const { low, high } = pairedBootstrap(differences, 7);
    expect(low).toBeGreaterThan(-0.23);
    expect(low).toBeLessThan(-0.16);
    expect(high).toBeGreaterThan(0.16);
    expect(high).toBeLessThan(0.23);
  });

  it('lies wholly below 0 for a clear drop, and holds 0 for noise', () => {
    const drop = Array.from({ length: 40 }, (_, i) => (i < 12 ? -1 : 0));
    expect(pairedBootstrap(drop, 3).high).toBeLessThan(0);
    const noise = Array.from({ length: 40 }, (_, i) => (i < 2 ? -1 : i < 3 ? 1 : 0));
    const interval = pairedBootstrap(noise, 3);
    expect(interval.low).toBeLessThan(0);
    expect(interval.high).toBeGreaterThanOrEqual(0);
  });
});

describe('the exact McNemar test', () => {
  it('is 1 without a discordant pair, and for an even split', () => {
    expect(mcNemarExact(0, 0)).toBe(1);
    expect(mcNemarExact(3, 3)).toBe(1);
  });

  it('gives the binomial tail, both sides', () => {
    // 0 against 5: 2 × (1/2)^5 = 0.0625. 1 against 9: 2 × 11/1024.
    expect(mcNemarExact(0, 5)).toBeCloseTo(0.0625, 10);
    expect(mcNemarExact(9, 1)).toBeCloseTo(22 / 1024, 10);
    expect(mcNemarExact(0, 6)).toBeCloseTo(0.03125, 10);
  });

  it('stays finite for thousands of pairs', () => {
    const p = mcNemarExact(2400, 2600);
    expect(p).toBeGreaterThan(0.004);
    expect(p).toBeLessThan(0.006);
    expect(mcNemarExact(2500, 2500)).toBe(1);
  });
});
