// src/evaluation/builtin-evaluators.ts: exact and contains, the evaluators that need no model, and
// the check that every example gives them a reference before anything is sent.
import { describe, expect, it } from 'vitest';
import { checkReferences, contains, exact } from '../../src/evaluation/builtin-evaluators.ts';
import { datasetOf } from './eval-fixtures.ts';

describe('exact', () => {
  it('scores 1 when every key of the reference deep-equals the same key of the outputs', () => {
    const outputs = { answer: 'Paris', sources: [{ id: 1 }], extra: true };
    const referenceOutputs = { answer: 'Paris', sources: [{ id: 1 }] };
    expect(exact({ outputs, referenceOutputs })).toEqual({ key: 'exact', score: 1 });
  });

  it('scores 0, naming the keys that differ or are missing', () => {
    const outputs = { answer: 'paris', sources: [{ id: '1' }] };
    const referenceOutputs = { answer: 'Paris', sources: [{ id: 1 }], lang: 'en' };
    expect(exact({ outputs, referenceOutputs })).toEqual({
      key: 'exact',
      score: 0,
      comment: 'differs in answer, sources, lang',
    });
    expect(exact({ referenceOutputs: { answer: 'Paris' } })).toMatchObject({ score: 0 });
  });
});

describe('contains', () => {
  it('finds each reference text in the same key of the outputs', () => {
    const result = contains({
      outputs: { answer: 'It is Paris, France.', city: { name: 'Paris' } },
      referenceOutputs: { answer: 'Paris', city: 'Paris', count: 3 },
    });
    expect(result).toEqual({ key: 'contains', score: 1 });
  });

  it('finds it in the last message’s content when the outputs hold messages', () => {
    const messages = [
      { type: 'human', content: 'capital of France?' },
      {
        type: 'ai',
        content: [
          { type: 'text', text: 'The capital is ' },
          { type: 'text', text: 'Paris.' },
        ],
      },
    ];
    expect(contains({ outputs: { messages }, referenceOutputs: { answer: 'Paris' } })).toEqual({
      key: 'contains',
      score: 1,
    });
    const serialized = [{ lc: 1, kwargs: { content: 'It is Lyon.' } }];
    expect(
      contains({ outputs: { messages: serialized }, referenceOutputs: { answer: 'Paris' } }),
    ).toEqual({ key: 'contains', score: 0, comment: 'does not hold the text of answer' });
  });

  it('does not look in an earlier message', () => {
    const messages = [
      { role: 'user', content: 'Is it Paris?' },
      { role: 'assistant', content: 'No, Lyon.' },
    ];
    expect(contains({ outputs: { messages }, referenceOutputs: { answer: 'Paris' } }).score).toBe(
      0,
    );
  });
});

describe('the references', () => {
  const dataset = datasetOf([
    { where: 'line 1', inputs: {}, outputs: { answer: 'A' } },
    { where: 'line 2', inputs: {}, outputs: { count: 2 } },
    { where: 'line 3', inputs: {} },
  ]);

  it('must give exact something to compare on every example', () => {
    expect(() => checkReferences(['exact'], datasetOf(dataset.examples.slice(0, 2)))).not.toThrow();
    expect(() => checkReferences(['exact'], dataset)).toThrow(
      'Input "eval-dataset": line 3: has no outputs, the reference exact compares with',
    );
  });

  it('must give contains a text to look for', () => {
    expect(() => checkReferences(['contains'], dataset)).toThrow(
      'Input "eval-dataset": line 2: has no text in its outputs for contains to look for',
    );
  });

  it('are not needed without a built-in', () => {
    expect(() => checkReferences([], dataset)).not.toThrow();
  });
});
