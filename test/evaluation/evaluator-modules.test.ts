// src/evaluation/evaluator-modules.ts: eval-evaluators' modules found in the checkout and loaded
// before anything is sent; what their default export must be.
import { describe, expect, it } from 'vitest';
import { loadEvaluators } from '../../src/evaluation/evaluator-modules.ts';
import type { EvaluatorSpec } from '../../src/evaluation/input-lines.ts';
import { workspaceWith } from './eval-fixtures.ts';

const module = (path: string, line = 1): EvaluatorSpec => ({ kind: 'module', path, line });
const refusal = (specs: EvaluatorSpec[], workspace: string) =>
  loadEvaluators(specs, workspace).then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('the evaluators', () => {
  it('are the built-ins by name, and each function a module exports by default', async () => {
    const workspace = await workspaceWith({
      'evals/one.mjs':
        'export default function correct({ outputs }) { return { key: "correct", score: outputs.ok ? 1 : 0 }; }',
      'evals/many.mjs':
        'export default [() => ({ key: "a", score: 1 }), async () => ({ key: "b", score: 0 })];',
    });
    const loaded = await loadEvaluators(
      [
        { kind: 'builtin', name: 'exact', line: 1 },
        module('evals/one.mjs', 2),
        module('evals/many.mjs', 3),
      ],
      workspace,
    );
    expect(loaded.map((evaluator) => evaluator.label)).toEqual([
      'exact',
      'evals/one.mjs',
      'evals/many.mjs[0]',
      'evals/many.mjs[1]',
    ]);
    expect(loaded[1]?.evaluate({ outputs: { ok: true } })).toEqual({ key: 'correct', score: 1 });
    expect(await loaded[3]?.evaluate({})).toEqual({ key: 'b', score: 0 });
  });

  it('may be TypeScript, which Node strips', async () => {
    const workspace = await workspaceWith({
      'evals/typed.ts':
        'export default ({ outputs }: { outputs: { ok: boolean } }) => ({ key: "typed", score: outputs.ok ? 1 : 0 });',
    });
    const [typed] = await loadEvaluators([module('evals/typed.ts')], workspace);
    expect(typed?.evaluate({ outputs: { ok: true } })).toEqual({ key: 'typed', score: 1 });
  });

  it.each([
    [
      'evals/missing.mjs',
      {},
      'Input "eval-evaluators": line 2: is not a file in the workspace ("evals/missing.mjs")',
    ],
    [
      'evals/none.mjs',
      { 'evals/none.mjs': 'export const judge = () => 1;' },
      /line 2: evals\/none\.mjs needs a default export that is an evaluator/,
    ],
    [
      'evals/empty.mjs',
      { 'evals/empty.mjs': 'export default [];' },
      /line 2: evals\/empty\.mjs needs a default export/,
    ],
    [
      'evals/mixed.mjs',
      { 'evals/mixed.mjs': 'export default [() => 1, "judge"];' },
      /line 2: evals\/mixed\.mjs needs a default export/,
    ],
    [
      'evals/broken.mjs',
      { 'evals/broken.mjs': 'export default (' },
      /^Input "eval-evaluators": line 2: evals\/broken\.mjs could not be loaded: /,
    ],
    [
      'evals/throws.mjs',
      { 'evals/throws.mjs': 'throw new Error("no OPENAI_API_KEY");' },
      'Input "eval-evaluators": line 2: evals/throws.mjs could not be loaded: no OPENAI_API_KEY',
    ],
  ])('refuses %s before anything is sent', async (path, files, message) => {
    const workspace = await workspaceWith(files as Record<string, string>);
    expect(await refusal([module(path, 2)], workspace)).toMatch(message);
  });
});
