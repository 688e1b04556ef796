// src/evaluation/input-lines.ts: the rules of the gate's inputs read line by line or word by word:
// evaluators, thresholds, the dataset's source, the baseline, counts and fractions.
import { describe, expect, it } from 'vitest';
import {
  baselineInput,
  countInput,
  datasetInput,
  evaluatorsInput,
  fractionInput,
  parseFraction,
  thresholdsInput,
  workspacePathProblem,
} from '../../src/evaluation/input-lines.ts';
import { problemOf } from '../support/schema-problems.ts';

describe('eval-evaluators', () => {
  it('reads built-ins and module paths, one a line, blank lines and # comments skipped', async () => {
    const text = 'exact\n\n# the judge\n  evals/judge.mjs  \ncontains';
    expect(await evaluatorsInput.parseAsync(text)).toEqual([
      { kind: 'builtin', name: 'exact', line: 1 },
      { kind: 'module', path: 'evals/judge.mjs', line: 4 },
      { kind: 'builtin', name: 'contains', line: 5 },
    ]);
  });

  it('is not given when empty', async () => {
    expect(await evaluatorsInput.parseAsync(' \n')).toBeUndefined();
  });

  it.each([
    ['exactly', /^line 1: must be exact or contains, or the path of an ES module/],
    ['exact\n../judge.mjs', /^line 2: must not leave the workspace with \.\./],
    ['/abs/judge.mjs', /^line 1: must be a path relative to the workspace/],
    ['exact\nexact', /^names an evaluator twice$/],
  ])('refuses %j', async (text, message) => {
    expect(await problemOf(evaluatorsInput, text)).toMatch(message);
  });

  it('reads at most 20 lines', async () => {
    const text = Array.from({ length: 21 }, (_, i) => `e${i}.mjs`).join('\n');
    expect(await problemOf(evaluatorsInput, text)).toBe('holds 21 lines; at most 20 are read');
  });
});

describe('eval-threshold', () => {
  it('reads KEY >= NUMBER lines', async () => {
    expect(await thresholdsInput.parseAsync('exact >= 0.9\ncorrect>=.75\nllm:judge >= 1')).toEqual([
      { key: 'exact', minimum: 0.9 },
      { key: 'correct', minimum: 0.75 },
      { key: 'llm:judge', minimum: 1 },
    ]);
  });

  it.each([
    ['exact > 0.9', /^line 1: must be KEY >= NUMBER, such as exact >= 0\.9; got "exact > 0\.9"$/],
    ['exact >= 1.5', /^line 1: exact must be compared with a number from 0 to 1/],
    ['exact >= -0.1', /^line 1: exact must be compared with a number from 0 to 1/],
    ['exact >= 0.9\nexact >= 0.8', /^names a key twice$/],
    ['ex*act >= 0.9', /^line 1: "ex\*act" is not a score's key/],
  ])('refuses %j', async (text, message) => {
    expect(await problemOf(thresholdsInput, text)).toMatch(message);
  });
});

describe('eval-dataset', () => {
  it('reads a path of the checkout', () => {
    expect(datasetInput.parse('evals/qa.jsonl')).toEqual({ kind: 'file', path: 'evals/qa.jsonl' });
  });

  it('reads a LangSmith dataset by name, at a version tag after the last @', () => {
    expect(datasetInput.parse('langsmith:qa')).toEqual({ kind: 'langsmith', name: 'qa' });
    expect(datasetInput.parse('langsmith:team@qa@prod')).toEqual({
      kind: 'langsmith',
      name: 'team@qa',
      versionTag: 'prod',
    });
  });

  it.each([
    ['langsmith:', /must name the dataset after langsmith:/],
    ['langsmith:qa@', /must name a version tag after @/],
    ['../qa.jsonl', /must not leave the workspace/],
  ])('refuses %j', async (text, message) => {
    expect(await problemOf(datasetInput, text)).toMatch(message);
  });
});

describe('eval-baseline', () => {
  it('reads live, a deployment id (lower-cased) or a deployment name', () => {
    expect(baselineInput.parse('live')).toEqual({ kind: 'live' });
    expect(baselineInput.parse('2A7C9E41-5B3D-4F6A-8C2E-9D1B0A3F5E77')).toEqual({
      kind: 'deployment',
      id: '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77',
    });
    expect(baselineInput.parse('production')).toEqual({ kind: 'deployment', name: 'production' });
    expect(baselineInput.parse('')).toBeUndefined();
  });
});

describe('numbers', () => {
  it('reads fractions from 0 to 1 only', async () => {
    expect(parseFraction('0.05')).toBe(0.05);
    expect(parseFraction('1')).toBe(1);
    expect(parseFraction('1.01')).toBeUndefined();
    expect(parseFraction('5%')).toBeUndefined();
    expect(parseFraction('1e-1')).toBeUndefined();
    expect(await problemOf(fractionInput, 'a lot')).toBe(
      'must be a number from 0 to 1, such as 0.05',
    );
  });

  it('reads whole numbers within bounds', async () => {
    expect(countInput(1, 32).parse('8')).toBe(8);
    expect(await problemOf(countInput(1, 32), '0')).toBe('must be at least 1');
    expect(await problemOf(countInput(1, 32), '33')).toBe('must be at most 32');
    expect(await problemOf(countInput(1, 32), '2.5')).toBe('must be a whole number from 1 to 32');
  });

  it('knows a path that stays in the workspace', () => {
    expect(workspacePathProblem('evals/qa.jsonl')).toBeUndefined();
    expect(workspacePathProblem('C:\\evals')).toBe('must be a path relative to the workspace');
    expect(workspacePathProblem('a\u0007b')).toBe('must be one line without control characters');
  });
});
