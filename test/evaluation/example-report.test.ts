// src/evaluation/example-report.ts: which examples failed, and the worst of them as the summary shows
// them: redacted whole, then cut.
import { describe, expect, it } from 'vitest';
import {
  failedExampleCount,
  MAX_EXAMPLE_TEXT_CHARS,
  worstExamples,
} from '../../src/evaluation/example-report.ts';
import { datasetOf, examplesOf, runOf } from './eval-fixtures.ts';

const keep = (text: string) => text;

describe('a failed example', () => {
  it('is below a key’s threshold, or 0 on a key without one, or scored 0 by an error', () => {
    const run = runOf({
      exact: [[1], [0.5], [1], [1], [1]],
      judge: [[1], [1], [0], [0.4], ['judge threw: rate limited']],
    });
    expect(failedExampleCount(run, [{ key: 'exact', minimum: 0.9 }])).toBe(3);
    expect(failedExampleCount(run, [{ key: 'exact', minimum: 0.4 }])).toBe(2);
  });

  it('is any example with a failed run', () => {
    const run = runOf(
      {
        exact: [
          [1, 1],
          [1, 1],
        ],
      },
      { '1:1': 'boom' },
    );
    expect(failedExampleCount(run)).toBe(1);
  });
});

describe('the worst examples', () => {
  it('come most failing keys first, then the lowest scores, then the dataset’s order', () => {
    const run = runOf({
      exact: [[0], [1], [0], [0], [1]],
      contains: [[1], [1], [0], [1], [1]],
    });
    const worst = worstExamples(run, datasetOf(examplesOf(5)), [], keep);
    expect(worst.map((example) => [example.where, example.failing.map((f) => f.key)])).toEqual([
      ['line 3', ['exact', 'contains']],
      ['line 1', ['exact']],
      ['line 4', ['exact']],
    ]);
    expect(worst[0]).toEqual({
      where: 'line 3',
      inputs: '{"question":"q2"}',
      reference: '{"answer":"a2"}',
      output: '{"answer":"out2"}',
      failing: [
        { key: 'exact', score: 0 },
        { key: 'contains', score: 0 },
      ],
    });
  });

  it('are at most 10, and show the failed run’s error and the first error of a key', () => {
    const run = runOf(
      { exact: Array.from({ length: 12 }, () => [0]) },
      { '0:0': 'no answer within 2m (eval-timeout)' },
    );
    const worst = worstExamples(run, datasetOf(examplesOf(12)), [], keep);
    expect(worst).toHaveLength(10);
    expect(worst[0]).toMatchObject({
      where: 'line 1',
      error: 'no answer within 2m (eval-timeout)',
      failing: [
        { key: 'exact', score: 0, error: 'the run failed: no answer within 2m (eval-timeout)' },
      ],
    });
  });

  it('show the lowest-scoring repetition’s output', () => {
    const run = runOf({ exact: [[1, 0]] });
    run.runs[1] = { ...run.runs[1], outputs: { answer: 'wrong' } } as (typeof run.runs)[number];
    const [worst] = worstExamples(
      run,
      datasetOf(examplesOf(1)),
      [{ key: 'exact', minimum: 0.9 }],
      keep,
    );
    expect(worst?.output).toBe('{"answer":"wrong"}');
    expect(worst?.failing).toEqual([{ key: 'exact', score: 0.5 }]);
  });

  it('have every text redacted whole, then cut', () => {
    const secret = 'sk-live-0123456789abcdef';
    const examples = examplesOf(1, () => ({ inputs: { q: `${'x'.repeat(290)} ${secret}` } }));
    const run = runOf({ exact: [[0]] });
    const [worst] = worstExamples(run, datasetOf(examples), [], (text) =>
      text.replaceAll(secret, '***'),
    );
    expect(worst?.inputs).toHaveLength(MAX_EXAMPLE_TEXT_CHARS);
    expect(worst?.inputs).not.toContain('sk-live');
    expect(worst?.inputs.endsWith('…')).toBe(true);
  });
});
