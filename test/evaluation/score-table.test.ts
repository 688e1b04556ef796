// src/evaluation/score-table.ts: every run scored on every key the gate reads; a missing score is 0
// with its reason, never a pass.
import { describe, expect, it } from 'vitest';
import type { RawRun } from '../../src/evaluation/score-table.ts';
import { scoreRuns } from '../../src/evaluation/score-table.ts';

const scored = (evaluator: string, ...results: Array<[string, number]>) => ({
  evaluator,
  results: results.map(([key, score]) => ({ key, score })),
});

describe('the score table', () => {
  it('places each run at its example and repetition, in the dataset’s order repeated', () => {
    const raw: RawRun[] = [0, 1, 0, 1].map((score) => ({
      outputs: { score },
      outcomes: [scored('exact', ['exact', score])],
    }));
    const table = scoreRuns(raw, 2, ['exact']);
    expect(table.keys).toEqual(['exact']);
    expect(table.runs.map(({ example, repetition }) => [example, repetition])).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ]);
    expect(table.runs[1]).toEqual({
      example: 1,
      repetition: 0,
      outputs: { score: 1 },
      scores: { exact: { score: 1 } },
    });
  });

  it('scores a failed run 0 on every key, with the run’s error', () => {
    const raw: RawRun[] = [
      { outputs: {}, outcomes: [scored('judge', ['a', 1], ['b', 1])] },
      { error: 'boom', outcomes: [] },
    ];
    expect(scoreRuns(raw, 2, ['judge']).runs[1]?.scores).toEqual({
      a: { score: 0, error: 'the run failed: boom' },
      b: { score: 0, error: 'the run failed: boom' },
    });
  });

  it('scores 0 each key of an evaluator that threw, known from the runs where it did not', () => {
    const raw: RawRun[] = [
      { outcomes: [scored('judge', ['a', 1], ['b', 0.5])] },
      { outcomes: [{ evaluator: 'judge', error: 'threw: rate limited' }] },
    ];
    expect(scoreRuns(raw, 2, ['judge']).runs[1]?.scores).toEqual({
      a: { score: 0, error: 'judge threw: rate limited' },
      b: { score: 0, error: 'judge threw: rate limited' },
    });
  });

  it('knows an evaluator that never gave a key by its label', () => {
    const raw: RawRun[] = [
      { outcomes: [{ evaluator: 'evals/judge.mjs', error: 'threw: no key' }] },
    ];
    const table = scoreRuns(raw, 1, ['evals/judge.mjs']);
    expect(table.keys).toEqual(['evals/judge.mjs']);
    expect(table.runs[0]?.scores).toEqual({
      'evals/judge.mjs': { score: 0, error: 'evals/judge.mjs threw: no key' },
    });
  });

  it('scores 0 a key a run lacks, and a key only a threshold names', () => {
    const raw: RawRun[] = [
      { outcomes: [scored('judge', ['a', 1], ['b', 1])] },
      { outcomes: [scored('judge', ['a', 1])] },
    ];
    const table = scoreRuns(raw, 2, ['judge'], ['tone']);
    expect(table.keys).toEqual(['a', 'b', 'tone']);
    expect(table.runs[1]?.scores).toEqual({
      a: { score: 1 },
      b: { score: 0, error: 'no evaluator gave b a score' },
      tone: { score: 0, error: 'no evaluator gave tone a score' },
    });
  });

  it('takes the lower score when two evaluators give the same key', () => {
    const raw: RawRun[] = [{ outcomes: [scored('one', ['a', 1]), scored('two', ['a', 0.25])] }];
    expect(scoreRuns(raw, 1, ['one', 'two']).runs[0]?.scores).toEqual({ a: { score: 0.25 } });
  });
});
