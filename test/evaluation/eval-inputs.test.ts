// src/evaluation/eval-inputs.ts: the gate's inputs as a shape an action spreads into its own, their
// defaults, and the rules between them, each told against the input to change.
import { describe, expect, it } from 'vitest';
import { InputError, inputDefaults, multiLineInputs } from '../../src/common/inputs.ts';
import { evalProblems, evalShape, isGateOn } from '../../src/evaluation/eval-inputs.ts';
import { evalSettings } from './eval-fixtures.ts';

const withKey = { hasApiKey: true };
const problems = async (raw: Record<string, string>, context = withKey) =>
  evalProblems(await evalSettings(raw), context).map(
    ({ input, message }) => `${input}: ${message}`,
  );

const ON = {
  'eval-dataset': 'evals/qa.jsonl',
  'eval-assistant': 'agent',
  'eval-evaluators': 'exact',
  'eval-threshold': 'exact >= 0.9',
};

describe('the gate’s inputs', () => {
  it('have the defaults action.yml will give', () => {
    expect(inputDefaults(evalShape)).toEqual({
      'eval-max-regression': '0.05',
      'eval-regression': 'delta',
      'eval-concurrency': '4',
      'eval-repetitions': '1',
      'eval-timeout': '2m',
      'eval-upload': 'false',
      'langsmith-endpoint': 'https://api.smith.langchain.com',
    });
    expect(multiLineInputs(evalShape)).toEqual(['eval-evaluators', 'eval-threshold']);
  });

  it('are read into settings, each under its camelCase name', async () => {
    const settings = await evalSettings({ ...ON, 'eval-baseline': 'live', 'eval-timeout': '30s' });
    expect(settings).toMatchObject({
      evalDataset: { kind: 'file', path: 'evals/qa.jsonl' },
      evalAssistant: 'agent',
      evalEvaluators: [{ kind: 'builtin', name: 'exact', line: 1 }],
      evalThreshold: [{ key: 'exact', minimum: 0.9 }],
      evalBaseline: { kind: 'live' },
      evalMaxRegression: 0.05,
      evalRegression: 'delta',
      evalConcurrency: 4,
      evalRepetitions: 1,
      evalTimeout: 30_000,
      evalUpload: false,
      langsmithEndpoint: 'https://api.smith.langchain.com/',
    });
    expect(isGateOn(settings)).toBe(true);
    expect(isGateOn(await evalSettings({}))).toBe(false);
  });

  it('name each bad input once', async () => {
    const raw = {
      'eval-concurrency': '0',
      'eval-regression': 'loose',
      'langsmith-endpoint': 'http://ls.example.com',
    };
    const error = await evalSettings(raw).catch((thrown: InputError) => thrown);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).problems.map((p) => `${p.input}: ${p.message}`)).toEqual([
      'eval-regression: must be one of delta, significant; got "loose".',
      'eval-concurrency: must be at least 1; got "0".',
      expect.stringMatching(/^langsmith-endpoint: must use https:\/\//),
    ]);
  });
});

describe('the rules between them', () => {
  it('accept a whole gate', async () => {
    expect(await problems(ON)).toEqual([]);
    expect(await problems({ ...ON, 'eval-threshold': '', 'eval-baseline': 'live' })).toEqual([]);
  });

  it('leave the gate off without eval-dataset, and refuse what only the gate reads', async () => {
    expect(await problems({})).toEqual([]);
    expect(await problems({ 'eval-assistant': 'agent', 'eval-upload': 'true' })).toEqual([
      'eval-assistant: needs eval-dataset: the gate runs on a dataset',
      'eval-upload: needs eval-dataset',
    ]);
  });

  it('need an assistant, evaluators, and a threshold or a baseline', async () => {
    expect(await problems({ 'eval-dataset': 'qa.jsonl' })).toEqual([
      'eval-assistant: is required with eval-dataset: the graph id or assistant id',
      'eval-evaluators: is required with eval-dataset: one a line, exact, contains or the path of an evaluator module',
      'eval-threshold: or eval-baseline is required: a gate with neither cannot fail',
    ]);
  });

  it('refuse a threshold on a key no built-in gives; a module’s keys are known only once it runs', async () => {
    expect(await problems({ ...ON, 'eval-threshold': 'exact >= 0.9\ncorrect >= 0.5' })).toEqual([
      'eval-threshold: names "correct", which no evaluator of eval-evaluators gives (they give exact)',
    ]);
    const withModule = {
      ...ON,
      'eval-evaluators': 'exact\nevals/judge.mjs',
      'eval-threshold': 'correct >= 0.5',
    };
    expect(await problems(withModule)).toEqual([]);
  });

  it('refuse a significance test without a baseline', async () => {
    expect(await problems({ ...ON, 'eval-regression': 'significant' })).toEqual([
      'eval-regression: compares with eval-baseline, which is not given',
    ]);
  });

  it('upload only an experiment on a LangSmith dataset, and reach LangSmith only with api-key', async () => {
    expect(await problems({ ...ON, 'eval-upload': 'true' })).toEqual([
      'eval-upload: needs a dataset in LangSmith (eval-dataset: langsmith:<name>): an experiment belongs to a dataset there',
    ]);
    const fromLangSmith = { ...ON, 'eval-dataset': 'langsmith:qa', 'eval-upload': 'true' };
    expect(await problems(fromLangSmith)).toEqual([]);
    expect(await problems(fromLangSmith, { hasApiKey: false })).toEqual([
      'api-key: is required to reach LangSmith (eval-dataset from langsmith:, or eval-upload): it takes the key, not a bearer token',
    ]);
  });
});
