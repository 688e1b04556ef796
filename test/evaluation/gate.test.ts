// src/evaluation/gate.ts: each key judged: its threshold, the regression against a baseline on the
// same examples (delta, or significant by the exact McNemar test or the paired bootstrap), and
// a key no run got a real score for.
import { describe, expect, it } from 'vitest';
import { formatScore, type GateSettings, judgeKeys } from '../../src/evaluation/gate.ts';
import { runOf } from './eval-fixtures.ts';

const settings = (more: Partial<GateSettings> = {}): GateSettings => ({
  evalMaxRegression: 0.05,
  evalRegression: 'delta',
  ...more,
});
/** `n` examples scored once: the first `right` of them 1, the rest 0. */
const binary = (n: number, right: number) =>
  Array.from({ length: n }, (_, i) => [i < right ? 1 : 0]);

describe('a threshold', () => {
  it('passes a key whose mean reaches it, and fails one below it', () => {
    const run = runOf({ exact: binary(10, 9), contains: binary(10, 7) });
    const keys = judgeKeys(
      settings({
        evalThreshold: [
          { key: 'exact', minimum: 0.9 },
          { key: 'contains', minimum: 0.75 },
        ],
      }),
      run,
    );
    expect(keys.map(({ key, mean, verdict, why }) => ({ key, mean, verdict, why }))).toEqual([
      { key: 'exact', mean: 0.9, verdict: 'passed', why: '≥ 0.90' },
      { key: 'contains', mean: 0.7, verdict: 'failed', why: '0.70 < 0.75' },
    ]);
  });

  it('leaves a key with neither threshold nor baseline reported', () => {
    const [key] = judgeKeys(settings(), runOf({ exact: binary(4, 1) }));
    expect(key).toMatchObject({ verdict: 'reported', why: 'no threshold or baseline' });
  });

  it('averages repetitions, and counts the scores an error made 0', () => {
    const run = runOf({
      judge: [
        [1, 0.5],
        ['threw: rate limited', 1],
      ],
    });
    const [key] = judgeKeys(settings({ evalThreshold: [{ key: 'judge', minimum: 0.6 }] }), run);
    expect(key).toMatchObject({ mean: 0.625, errors: 1, verdict: 'passed' });
  });

  it('fails a key no run got a real score for, whatever its threshold', () => {
    const run = runOf({ judge: [['judge threw: no key'], ['judge threw: no key']] });
    const [key] = judgeKeys(settings({ evalThreshold: [{ key: 'judge', minimum: 0 }] }), run);
    expect(key).toMatchObject({
      verdict: 'failed',
      why: 'no run got a score: judge threw: no key',
    });
  });
});

describe('a baseline', () => {
  it('fails a key more than eval-max-regression below it (delta)', () => {
    const now = runOf({ exact: binary(20, 17) });
    const before = runOf({ exact: binary(20, 19) });
    const [key] = judgeKeys(settings(), now, { label: 'live', run: before });
    expect(key).toMatchObject({
      mean: 0.85,
      baselineMean: 0.95,
      verdict: 'failed',
      why: '0.10 below live (more than 0.05)',
    });
    expect(key?.difference).toBeCloseTo(-0.1, 10);
    expect(key?.interval?.high).toBeLessThanOrEqual(0);
    expect(key?.pValue).toBe(0.5);
  });

  it('passes a key within eval-max-regression of it', () => {
    const [key] = judgeKeys(settings(), runOf({ exact: binary(20, 18) }), {
      label: 'production',
      run: runOf({ exact: binary(20, 19) }),
    });
    expect(key).toMatchObject({ verdict: 'passed', why: 'within 0.05 of production' });
  });

  it('with significant, passes a drop the exact McNemar test does not call significant', () => {
    const [key] = judgeKeys(
      settings({ evalRegression: 'significant' }),
      runOf({ exact: binary(20, 17) }),
      {
        label: 'live',
        run: runOf({ exact: binary(20, 19) }),
      },
    );
    expect(key).toMatchObject({
      verdict: 'passed',
      why: '0.10 below live, not significant (McNemar p = 0.50)',
    });
  });

  it('with significant, fails a drop the McNemar test calls significant', () => {
    const [key] = judgeKeys(
      settings({ evalRegression: 'significant' }),
      runOf({ exact: binary(40, 28) }),
      {
        label: 'live',
        run: runOf({ exact: binary(40, 38) }),
      },
    );
    expect(key?.pValue).toBeCloseTo(2 / 1024, 10);
    expect(key).toMatchObject({
      verdict: 'failed',
      why: '0.25 below live, significant (McNemar p = 0.0020)',
    });
  });

  it('with significant and scores that are not 0 or 1, reads the bootstrap’s interval', () => {
    const graded = (drop: number) =>
      Array.from({ length: 30 }, (_, i) => [i % 3 === 0 ? 0.5 - drop : 0.5]);
    const [key] = judgeKeys(
      settings({ evalRegression: 'significant' }),
      runOf({ judge: graded(0.5) }),
      {
        label: 'live',
        run: runOf({ judge: graded(0) }),
      },
    );
    expect(key?.pValue).toBeUndefined();
    expect(key?.interval?.high).toBeLessThan(0);
    expect(key?.verdict).toBe('failed');
    // The bootstrap is seeded: the interval is the same on every run.
    expect(key?.why).toBe('0.166 below live, significant (95% interval [-0.25, -0.083])');
  });

  it('pairs each example with its own baseline score', () => {
    // The same mean on both sides, but every example changed: the difference's interval is wide.
    const now = runOf({ exact: Array.from({ length: 20 }, (_, i) => [i % 2]) });
    const before = runOf({ exact: Array.from({ length: 20 }, (_, i) => [1 - (i % 2)]) });
    const [key] = judgeKeys(settings(), now, { label: 'live', run: before });
    expect(key?.difference).toBe(0);
    expect(key?.pValue).toBe(1);
    expect(key?.interval?.low).toBeLessThan(-0.2);
    expect(key?.interval?.high).toBeGreaterThan(0.2);
  });

  it('compares a key the new revision lost as 0', () => {
    const keys = judgeKeys(settings(), runOf({ exact: binary(4, 4) }), {
      label: 'live',
      run: runOf({ exact: binary(4, 4), tools: binary(4, 4) }),
    });
    expect(keys.map(({ key, mean, verdict }) => [key, mean, verdict])).toEqual([
      ['exact', 1, 'passed'],
      ['tools', 0, 'failed'],
    ]);
  });

  it('is left out when there is none', () => {
    const [key] = judgeKeys(settings(), runOf({ exact: binary(4, 4) }), {
      label: 'live',
      missing: 'the deployment has no live revision yet',
    });
    expect(key?.baselineMean).toBeUndefined();
    expect(key?.verdict).toBe('reported');
  });
});

describe('a score as shown', () => {
  it('keeps two to three decimals, cut, so a mean under a threshold never shows as reaching it', () => {
    expect(formatScore(0.92)).toBe('0.92');
    expect(formatScore(1)).toBe('1.00');
    expect(formatScore(0.8999)).toBe('0.899');
    expect(formatScore(0.125)).toBe('0.125');
    expect(formatScore(-0.1)).toBe('-0.10');
  });
});
