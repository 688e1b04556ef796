// src/evaluation/run-evaluation.ts: a plan run on a target through LangSmith's real evaluate(): every
// run scored, a failed run or a broken evaluator scored 0 with its reason, each run bounded, the
// step's stop obeyed; offline nothing is sent, uploaded the experiment carries the deployment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type LangSmithStandIn,
  startLangSmithStandIn,
} from '../../emulator/langsmith/langsmith-server.ts';
import { StepFailure } from '../../src/common/step-control.ts';
import { BUILTINS } from '../../src/evaluation/builtin-evaluators.ts';
import type { LoadedEvaluator } from '../../src/evaluation/evaluator-modules.ts';
import type { EvalPlan } from '../../src/evaluation/prepare-evaluation.ts';
import {
  type EvalTarget,
  experimentExamples,
  runEvaluation,
} from '../../src/evaluation/run-evaluation.ts';
import { datasetOf, examplesOf, planOf } from './eval-fixtures.ts';

const exact: LoadedEvaluator = { label: 'exact', evaluate: BUILTINS.exact as never };
/** Answers `a<i>` for question `q<i>`: right, unless told otherwise. */
const answering =
  (wrong: (question: string) => boolean = () => false): EvalTarget =>
  async (inputs) => {
    const question = String(inputs.question);
    return {
      ok: true,
      output: { answer: wrong(question) ? 'no idea' : question.replace('q', 'a') },
    };
  };
const options = () => ({ signal: new AbortController().signal, debug: () => {} });

async function plan(raw: Record<string, string> = {}, evaluators = [exact]): Promise<EvalPlan> {
  return { ...(await planOf(raw)), evaluators };
}

describe('an evaluation', () => {
  it('scores every example on every key, each repetition apart', async () => {
    const run = await runEvaluation(
      await plan({ 'eval-repetitions': '2' }),
      answering((question) => question === 'q1'),
      options(),
    );
    expect(run).toMatchObject({ keys: ['exact'], exampleCount: 4, repetitions: 2, failedRuns: 0 });
    expect(run.runs.map((r) => [r.example, r.repetition, r.scores.exact?.score])).toEqual([
      [0, 0, 1],
      [1, 0, 0],
      [2, 0, 1],
      [3, 0, 1],
      [0, 1, 1],
      [1, 1, 0],
      [2, 1, 1],
      [3, 1, 1],
    ]);
    expect(run.runs[1]?.outputs).toEqual({ answer: 'no idea' });
  });

  it('runs at most eval-concurrency examples at once', async () => {
    let running = 0;
    let most = 0;
    const target: EvalTarget = async (inputs) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return answering()(inputs, new AbortController().signal);
    };
    const dataset = datasetOf(examplesOf(12));
    await runEvaluation(
      { ...(await planOf({ 'eval-concurrency': '3' }, dataset)), evaluators: [exact] },
      target,
      options(),
    );
    expect(most).toBe(3);
  });

  it('scores a failed run 0 on every key, with why it failed', async () => {
    const target: EvalTarget = async (inputs) => {
      if (inputs.question === 'q1')
        return { ok: false, problem: 'the run failed: Error: boom graph always fails' };
      if (inputs.question === 'q2') throw new Error('socket hang up');
      return answering()(inputs, new AbortController().signal);
    };
    const run = await runEvaluation(await plan(), target, options());
    expect(run.failedRuns).toBe(2);
    expect(run.runs.map((r) => [r.error, r.scores.exact])).toEqual([
      [undefined, { score: 1 }],
      [
        'the run failed: Error: boom graph always fails',
        { score: 0, error: 'the run failed: the run failed: Error: boom graph always fails' },
      ],
      ['socket hang up', { score: 0, error: 'the run failed: socket hang up' }],
      [undefined, { score: 1 }],
    ]);
  });

  it('bounds each run by eval-timeout, even when the target does not heed its signal', async () => {
    const target: EvalTarget = async (inputs, signal) =>
      inputs.question === 'q0' ? new Promise(() => {}) : answering()(inputs, signal);
    const run = await runEvaluation(await plan({ 'eval-timeout': '1s' }), target, options());
    expect(run.runs[0]?.error).toBe('no answer within 1s (eval-timeout)');
    expect(run.runs[1]?.error).toBeUndefined();
  });

  it('scores 0 an evaluator that throws or gives no score, and a threshold’s key no evaluator gives', async () => {
    const flaky: LoadedEvaluator = {
      label: 'evals/judge.mjs',
      evaluate: ({ inputs }) => {
        if (inputs?.question === 'q0') throw new Error('rate limited');
        if (inputs?.question === 'q1') return { key: 'correct' };
        return { key: 'correct', score: 1 };
      },
    };
    const raw = {
      'eval-evaluators': 'exact\nevals/judge.mjs',
      'eval-threshold': 'correct >= 0.5\ntone >= 0.5',
    };
    const run = await runEvaluation(await plan(raw, [exact, flaky]), answering(), options());
    expect(run.keys).toEqual(['exact', 'correct', 'tone']);
    expect(run.runs.map((r) => r.scores.correct)).toEqual([
      { score: 0, error: 'evals/judge.mjs threw: rate limited' },
      { score: 0, error: 'gave no score for correct' },
      { score: 1 },
      { score: 1 },
    ]);
    expect(run.runs[2]?.scores.tone).toEqual({ score: 0, error: 'no evaluator gave tone a score' });
  });

  it('gives the evaluators a run’s value that is not an object as {output}', async () => {
    const seen: unknown[] = [];
    const spy: LoadedEvaluator = {
      label: 'spy',
      evaluate: ({ outputs }) => {
        seen.push(outputs);
        return { key: 'spy', score: 1 };
      },
    };
    const target: EvalTarget = async () => ({ ok: true, output: 'Paris' });
    await runEvaluation(await plan({ 'eval-threshold': 'spy >= 0' }, [spy]), target, options());
    expect(seen).toContainEqual({ output: 'Paris' });
  });

  it('ends with the step’s stop when the step stops', async () => {
    const controller = new AbortController();
    const target: EvalTarget = async (inputs, signal) => {
      controller.abort(new StepFailure('The job was cancelled (SIGINT).'));
      return answering()(inputs, signal);
    };
    await expect(
      runEvaluation(await plan(), target, { signal: controller.signal, debug: () => {} }),
    ).rejects.toThrow('The job was cancelled (SIGINT).');
  });
});

describe('LangSmith', () => {
  const KEY = 'lsv2_pt_standin_key';
  let standIn: LangSmithStandIn;
  beforeEach(async () => {
    standIn = await startLangSmithStandIn({ apiKey: KEY });
  });
  afterEach(() => standIn.close());

  it('is sent nothing with eval-upload off, even with LANGSMITH_TRACING=true', async () => {
    vi.stubEnv('LANGSMITH_TRACING', 'true');
    vi.stubEnv('LANGSMITH_ENDPOINT', standIn.url);
    vi.stubEnv('LANGSMITH_API_KEY', KEY);
    const lines: string[] = [];
    const run = await runEvaluation(await plan(), answering(), {
      signal: new AbortController().signal,
      debug: (line) => lines.push(line),
    });
    expect(run.runs).toHaveLength(4);
    expect(standIn.store.requests).toEqual([]);
    // Nor was a request tried and refused by the offline client's fetch.
    expect(lines.filter((line) => line.includes('no request is sent'))).toEqual([]);
  });

  it('gets the experiment with eval-upload on: the deployment, revision and commit, and a link', async () => {
    const dataset = standIn.store.addDataset(
      'qa',
      examplesOf(2).map(({ inputs, outputs }) => ({ inputs, outputs })),
    );
    const examples = dataset.latest.map((example, index) => ({
      where: `example ${index + 1}`,
      id: example.id,
      inputs: example.inputs,
      ...(example.outputs && { outputs: example.outputs }),
    }));
    const base = await plan({ 'eval-dataset': 'langsmith:qa', 'eval-upload': 'true' });
    const uploading: EvalPlan = {
      ...base,
      dataset: { label: 'langsmith:qa', examples, langSmithId: dataset.id },
      langSmith: { endpoint: standIn.url, apiKey: KEY },
    };
    const run = await runEvaluation(uploading, answering(), {
      ...options(),
      experiment: {
        deploymentId: 'dep-1',
        revisionId: 'rev-2',
        commit: 'abc123',
        prefix: 'preview-42',
      },
    });
    const session = [...standIn.store.sessions.values()].find((s) => s.name === run.experimentName);
    expect(run.experimentName).toMatch(/^preview-42-/);
    expect(session?.extra).toEqual({
      metadata: expect.objectContaining({
        deployment_id: 'dep-1',
        deployment_revision_id: 'rev-2',
        commit: 'abc123',
        revision_id: 'abc123',
      }),
    });
    expect(run.experimentUrl).toContain(
      `/datasets/${dataset.id}/compare?selectedSessions=${session?.id}`,
    );
    expect(standIn.store.feedback.map((f) => [f.key, f.score])).toEqual([
      ['exact', 1],
      ['exact', 1],
    ]);
  });

  it('failing to take the experiment fails the evaluation with LangSmith’s detail', async () => {
    const base = await plan({ 'eval-dataset': 'langsmith:qa', 'eval-upload': 'true' });
    const uploading: EvalPlan = {
      ...base,
      langSmith: { endpoint: standIn.url, apiKey: 'lsv2_pt_wrong' },
    };
    await expect(runEvaluation(uploading, answering(), options())).rejects.toThrow(
      'The evaluation could not run: HTTP 401: Invalid token',
    );
  });
});

describe('the examples evaluate() gets', () => {
  it('keep an example’s own UUID, and get one otherwise, with the dates evaluate() reads', () => {
    const own = '0f6e2d8a-1b2c-4d3e-8f40-5a6b7c8d9e0f';
    const [kept, made] = experimentExamples(
      [
        { where: 'line 1', id: own, inputs: {}, createdAt: '2026-01-01T00:00:00Z' },
        { where: 'line 2', id: 'not-a-uuid', inputs: {} },
      ],
      'dataset-id',
    );
    expect(kept).toMatchObject({
      id: own,
      dataset_id: 'dataset-id',
      created_at: '2026-01-01T00:00:00Z',
      modified_at: '2026-01-01T00:00:00Z',
    });
    expect(made?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(made?.created_at ?? '')).not.toBeNaN();
  });
});
