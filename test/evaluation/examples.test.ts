// src/evaluation/examples.ts: an example in LangSmith's shape, checked member by member, and the
// bounds of a dataset.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/inputs.ts';
import {
  checkExample,
  countProblem,
  datasetProblem,
  MAX_EXAMPLES,
} from '../../src/evaluation/examples.ts';

describe('an example', () => {
  it('keeps inputs, outputs, metadata and id, and lets LangSmith’s other members be', () => {
    const exported = {
      id: 'e1',
      inputs: { question: 'capital of France?' },
      outputs: { answer: 'Paris' },
      metadata: { topic: 'geo' },
      dataset_id: 'ignored',
      created_at: '2026-01-01T00:00:00Z',
    };
    expect(checkExample(exported, 'line 1')).toEqual({
      where: 'line 1',
      id: 'e1',
      inputs: { question: 'capital of France?' },
      outputs: { answer: 'Paris' },
      metadata: { topic: 'geo' },
    });
  });

  it('reads null outputs and metadata as absent, as an export writes them', () => {
    expect(checkExample({ inputs: {}, outputs: null, metadata: null }, 'line 2')).toEqual({
      where: 'line 2',
      inputs: {},
    });
  });

  it.each([
    [[], 'must be a JSON object with inputs'],
    [{ outputs: {} }, 'has no inputs (the object the run gets)'],
    [{ inputs: 'hi' }, 'has inputs that are not a JSON object'],
    [
      { inputs: {}, outputs: ['Paris'] },
      'has outputs that are not a JSON object (the reference the evaluators see)',
    ],
    [{ inputs: {}, metadata: 3 }, 'has metadata that is not a JSON object'],
    [{ inputs: {}, id: 7 }, 'has an id that is not text of at most 256 characters'],
  ])('refuses %j', (value, problem) => {
    expect(checkExample(value, 'line 1')).toBe(problem);
  });
});

describe('a dataset', () => {
  it('holds at least one example and at most the bound', () => {
    expect(countProblem(0)).toBe('holds no example');
    expect(countProblem(1)).toBeUndefined();
    expect(countProblem(MAX_EXAMPLES)).toBeUndefined();
    expect(countProblem(MAX_EXAMPLES + 1)).toBe('holds more than 5000 examples, the most read');
  });

  it('has its problems told as eval-dataset’s', () => {
    const error = datasetProblem('holds no example');
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toBe('Input "eval-dataset": holds no example');
  });
});
