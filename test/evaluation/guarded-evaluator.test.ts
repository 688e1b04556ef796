// src/evaluation/guarded-evaluator.ts: an evaluator as evaluate() calls it, never throwing: whatever
// goes wrong becomes score 0 with its error, recorded for the gate.
import { describe, expect, it } from 'vitest';
import type { UserEvaluator } from '../../src/evaluation/evaluator-modules.ts';
import { guardEvaluator, OutcomeBook, resultsOf } from '../../src/evaluation/guarded-evaluator.ts';

const limits = { timeoutMs: 1000, signal: new AbortController().signal };
const args = (run: { id: string; error?: string }) => ({
  run,
  outputs: { answer: 'Paris' },
  referenceOutputs: { answer: 'Paris' },
});

async function outcomeOf(evaluate: UserEvaluator, options = limits) {
  const book = new OutcomeBook();
  const guarded = guardEvaluator({ label: 'evals/judge.mjs', evaluate }, book, options);
  const returned = await guarded(args({ id: 'run-1' }));
  return { returned, recorded: book.outcomesOf('run-1'), name: guarded.name };
}

describe('a guarded evaluator', () => {
  it('passes the evaluator what evaluate() gave, and records and returns its scores', async () => {
    const { returned, recorded, name } = await outcomeOf(({ outputs, referenceOutputs }) => ({
      key: 'correct',
      score: outputs?.answer === referenceOutputs?.answer,
      comment: 'same city',
    }));
    expect(recorded).toEqual([
      {
        evaluator: 'evals/judge.mjs',
        results: [{ key: 'correct', score: 1, comment: 'same city' }],
      },
    ]);
    expect(returned).toEqual({ results: [{ key: 'correct', score: 1, comment: 'same city' }] });
    expect(name).toBe('evals/judge.mjs');
  });

  it('records a throw, sync or async, as the evaluator’s error, and gives evaluate() nothing', async () => {
    const sync = await outcomeOf(() => {
      throw new Error('rate limited');
    });
    expect(sync.recorded).toEqual([{ evaluator: 'evals/judge.mjs', error: 'threw: rate limited' }]);
    expect(sync.returned).toEqual({ results: [] });
    const rejected = await outcomeOf(async () => Promise.reject(new TypeError('bad')));
    expect(rejected.recorded).toEqual([{ evaluator: 'evals/judge.mjs', error: 'threw: bad' }]);
  });

  it('scores 0 a key given without a score', async () => {
    const { returned, recorded } = await outcomeOf(() => ({ key: 'tone', value: 'polite' }));
    const zero = { key: 'tone', score: 0, error: 'gave no score for tone (a value, but no score)' };
    expect(recorded).toEqual([{ evaluator: 'evals/judge.mjs', results: [zero] }]);
    expect(returned).toEqual({
      results: [
        { key: 'tone', score: 0, comment: 'gave no score for tone (a value, but no score)' },
      ],
    });
  });

  it('ends an evaluator that takes longer than eval-timeout', async () => {
    const { recorded } = await outcomeOf(() => new Promise(() => {}), {
      timeoutMs: 20,
      signal: new AbortController().signal,
    });
    expect(recorded).toEqual([
      { evaluator: 'evals/judge.mjs', error: 'threw: took longer than 20ms (eval-timeout)' },
    ]);
  });

  it('ends it when the step stops', async () => {
    const controller = new AbortController();
    const pending = outcomeOf(() => new Promise(() => {}), {
      timeoutMs: 60_000,
      signal: controller.signal,
    });
    controller.abort();
    expect((await pending).recorded).toEqual([
      { evaluator: 'evals/judge.mjs', error: 'threw: was stopped with the step' },
    ]);
  });

  it('is not given a failed run', async () => {
    const book = new OutcomeBook();
    let called = false;
    const guarded = guardEvaluator(
      {
        label: 'exact',
        evaluate: () => {
          called = true;
        },
      },
      book,
      limits,
    );
    expect(await guarded(args({ id: 'run-2', error: 'Error: boom' }))).toEqual({ results: [] });
    expect(called).toBe(false);
    expect(book.outcomesOf('run-2')).toEqual([]);
  });
});

describe('an evaluator’s value', () => {
  it('is read as LangSmith reads it: one result, a list, or {results}', () => {
    expect(resultsOf({ key: 'a', score: 0.5 }, 'judge')).toEqual([{ key: 'a', score: 0.5 }]);
    expect(
      resultsOf(
        [
          { key: 'a', score: 1 },
          { key: 'b', score: false },
        ],
        'judge',
      ),
    ).toEqual([
      { key: 'a', score: 1 },
      { key: 'b', score: 0 },
    ]);
    expect(resultsOf({ results: [{ key: 'c', score: true }] }, 'judge')).toEqual([
      { key: 'c', score: 1 },
    ]);
  });

  it('gives a lone result without a key the evaluator’s name', () => {
    expect(resultsOf({ score: 1 }, 'correctness')).toEqual([{ key: 'correctness', score: 1 }]);
  });

  it.each([
    [undefined, 'returned undefined, not {key, score} or a list of them'],
    [0.5, 'returned number, not {key, score} or a list of them'],
    [[], 'returned no result'],
    [[{ score: 1 }], 'returned a result without a key'],
  ])('cannot be %j', (value, problem) => {
    expect(resultsOf(value, 'judge')).toBe(problem);
  });

  it('scores 0 a score that is not a finite number', () => {
    expect(resultsOf({ key: 'a', score: Number.NaN }, 'judge')).toEqual([
      { key: 'a', score: 0, error: 'gave no score for a' },
    ]);
  });
});
