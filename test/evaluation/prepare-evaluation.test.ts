// src/evaluation/prepare-evaluation.ts: everything the gate needs, found before anything is sent: the
// dataset (a file, or LangSmith's through the stand-in), the evaluators, the references.
import { afterEach, describe, expect, it } from 'vitest';
import {
  type LangSmithStandIn,
  startLangSmithStandIn,
} from '../../emulator/langsmith/langsmith-server.ts';
import { InputError } from '../../src/common/inputs.ts';
import { prepareEvaluation } from '../../src/evaluation/prepare-evaluation.ts';
import { gateSettings, workspaceWith } from './eval-fixtures.ts';

const DATASET = '{"inputs":{"question":"capital of France?"},"outputs":{"answer":"Paris"}}\n';
const JUDGE =
  'export default ({ outputs }) => ({ key: "correct", score: outputs.answer ? 1 : 0 });';

let standIn: LangSmithStandIn | undefined;
afterEach(() => standIn?.close());

describe('preparing the gate', () => {
  it('reads the dataset file and loads the built-ins and the modules', async () => {
    const workspace = await workspaceWith({ 'evals/qa.jsonl': DATASET, 'evals/judge.mjs': JUDGE });
    const settings = await gateSettings({
      'eval-evaluators': 'exact\ncontains\nevals/judge.mjs',
      'eval-threshold': 'correct >= 0.5',
    });
    const plan = await prepareEvaluation(settings, { workspace });
    expect(plan.dataset).toEqual({
      label: 'evals/qa.jsonl',
      examples: [
        {
          where: 'line 1',
          inputs: { question: 'capital of France?' },
          outputs: { answer: 'Paris' },
        },
      ],
    });
    expect(plan.evaluators.map((evaluator) => evaluator.label)).toEqual([
      'exact',
      'contains',
      'evals/judge.mjs',
    ]);
    expect(plan.langSmith).toBeUndefined();
  });

  it('refuses an example that gives a built-in nothing to compare', async () => {
    const workspace = await workspaceWith({ 'evals/qa.jsonl': '{"inputs":{"question":"hi"}}\n' });
    const settings = await gateSettings({ 'eval-evaluators': 'exact' });
    await expect(prepareEvaluation(settings, { workspace })).rejects.toThrow(
      'Input "eval-dataset": line 1: has no outputs, the reference exact compares with',
    );
  });

  it('refuses a module that is not there, as bad input', async () => {
    const workspace = await workspaceWith({ 'evals/qa.jsonl': DATASET });
    const settings = await gateSettings({ 'eval-evaluators': 'exact\nevals/judge.mjs' });
    const error = await prepareEvaluation(settings, { workspace }).catch((thrown: Error) => thrown);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toBe(
      'Input "eval-evaluators": line 2: is not a file in the workspace ("evals/judge.mjs")',
    );
  });

  it('reads a LangSmith dataset with the connection’s key and workspace', async () => {
    const workspaceId = '6f1c1d2e-0000-4000-8000-000000000001';
    standIn = await startLangSmithStandIn({ apiKey: 'lsv2_pt_key', workspaceId });
    standIn.store.addDataset('qa', [{ inputs: { question: 'hi' }, outputs: { answer: 'hello' } }]);
    const settings = await gateSettings({
      'eval-dataset': 'langsmith:qa',
      'langsmith-endpoint': standIn.url,
    });
    const plan = await prepareEvaluation(settings, {
      workspace: await workspaceWith({}),
      apiKey: 'lsv2_pt_key',
      tenantId: workspaceId,
    });
    expect(plan.dataset.label).toBe('langsmith:qa');
    expect(plan.dataset.examples).toHaveLength(1);
    expect(plan.langSmith).toEqual({
      endpoint: `${standIn.url}/`,
      apiKey: 'lsv2_pt_key',
      workspaceId,
    });
  });
});
