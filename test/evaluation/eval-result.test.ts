// src/evaluation/eval-result.ts: the gate's verdict as data, and its message: each key that fell short
// with its score, its threshold and the baseline's score.
import { describe, expect, it } from 'vitest';
import { evalResult } from '../../src/evaluation/eval-result.ts';
import { datasetOf, examplesOf, planOf, runOf } from './eval-fixtures.ts';

const keep = (text: string) => text;
const binary = (n: number, right: number) =>
  Array.from({ length: n }, (_, i) => [i < right ? 1 : 0]);

describe('the gate’s result', () => {
  it('passes when no key fails, and says each key’s score', async () => {
    const plan = await planOf({ 'eval-threshold': 'exact >= 0.5' }, datasetOf(examplesOf(4)));
    const result = evalResult(plan, runOf({ exact: binary(4, 3) }), undefined, keep);
    expect(result).toMatchObject({
      passed: true,
      dataset: 'evals/qa.jsonl',
      exampleCount: 4,
      repetitions: 1,
      failedRuns: 0,
      failedExamples: 1,
      message: 'Evaluation passed on 4 examples: exact 0.75 (threshold 0.50).',
    });
    expect(result.worst).toHaveLength(1);
  });

  it('names each key that fell short, with its threshold and the baseline', async () => {
    const plan = await planOf(
      {
        'eval-evaluators': 'exact\ncontains',
        'eval-threshold': 'exact >= 0.9',
        'eval-baseline': 'production',
      },
      datasetOf(examplesOf(20)),
    );
    const now = runOf({ exact: binary(20, 17), contains: binary(20, 20) }, { '19:0': 'boom' });
    const before = runOf({ exact: binary(20, 19), contains: binary(20, 20) });
    const result = evalResult(plan, now, { label: 'production', run: before }, keep);
    expect(result.passed).toBe(false);
    expect(result.baseline).toEqual({ label: 'production', failedRuns: 0 });
    expect(result.message).toBe(
      'Evaluation failed on 20 examples; 1 runs failed: exact 0.85 (threshold 0.90, production 0.95): 0.85 < 0.90.',
    );
  });

  it('tells why there is no baseline', async () => {
    const plan = await planOf({ 'eval-baseline': 'live' });
    const result = evalResult(
      plan,
      runOf({ exact: binary(4, 4) }),
      { label: 'live', missing: 'the deployment has no live revision yet' },
      keep,
    );
    expect(result.baseline).toEqual({
      label: 'live',
      missing: 'the deployment has no live revision yet',
    });
    expect(result.message).toBe(
      'Evaluation passed on 4 examples: exact 1.00 (threshold 0.50). No baseline: the deployment has no live revision yet.',
    );
  });
});
