// src/evaluation/langsmith-run.ts: the official `langsmith` client's evaluate(), run against the
// LangSmith stand-in: offline nothing is sent, whatever the environment says; uploaded, the
// experiment is LangSmith's own, with its runs, feedback and metadata, and a link to it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type LangSmithStandIn,
  startLangSmithStandIn,
} from '../../emulator/langsmith/langsmith-server.ts';
import {
  type ExperimentSpec,
  readLangSmithDataset,
  runExperiment,
} from '../../src/evaluation/langsmith-run.ts';
import { experimentExamples } from '../../src/evaluation/run-evaluation.ts';

const KEY = 'lsv2_pt_standin_key';
let standIn: LangSmithStandIn;
beforeEach(async () => {
  standIn = await startLangSmithStandIn({ apiKey: KEY });
});
afterEach(() => standIn.close());

/** An experiment on `examples`: the target answers `inputs.q`, and fails on q = 2. */
function spec(examples: ExperimentSpec['examples'], more: Partial<ExperimentSpec> = {}) {
  const lines: string[] = [];
  const experiment: ExperimentSpec = {
    examples,
    target: async (inputs) => {
      if (inputs.q === 2) throw new Error('the run failed: boom');
      return { a: inputs.q };
    },
    evaluators: [
      async ({ run }) => ({
        results: run.error ? [] : [{ key: 'exact', score: run.outputs?.a === 1 ? 1 : 0 }],
      }),
    ],
    maxConcurrency: 2,
    numRepetitions: 2,
    log: (line) => lines.push(line),
    ...more,
  };
  return { experiment, lines };
}

const local = () =>
  experimentExamples([
    { where: 'line 1', inputs: { q: 1 }, outputs: { a: 1 } },
    { where: 'line 2', inputs: { q: 2 }, outputs: { a: 2 } },
  ]);

describe('an experiment offline', () => {
  it('sends no request, even with LANGSMITH_TRACING and LangSmith’s variables set', async () => {
    vi.stubEnv('LANGSMITH_TRACING', 'true');
    vi.stubEnv('LANGCHAIN_TRACING_V2', 'true');
    vi.stubEnv('LANGSMITH_ENDPOINT', standIn.url);
    vi.stubEnv('LANGSMITH_API_KEY', KEY);
    const { experiment, lines } = spec(local());
    const outcome = await runExperiment(experiment);
    expect(standIn.store.requests).toEqual([]);
    expect(lines.filter((line) => /no request is sent/.test(line))).toEqual([]);
    expect(outcome.experimentUrl).toBeUndefined();
    expect(outcome.rows.map((row) => [row.outputs, row.error])).toEqual([
      [{ a: 1 }, undefined],
      [undefined, 'Error: the run failed: boom'],
      [{ a: 1 }, undefined],
      [undefined, 'Error: the run failed: boom'],
    ]);
  });

  it('writes evaluate()’s console lines to the log it is given', async () => {
    const { experiment, lines } = spec(local());
    await runExperiment(experiment);
    expect(lines).toContain('Error running target function: Error: the run failed: boom');
  });
});

describe('an uploaded experiment', () => {
  it('is LangSmith’s own: the session with its metadata, every run, the feedback, a link', async () => {
    const dataset = standIn.store.addDataset('qa', [
      { inputs: { q: 1 }, outputs: { a: 1 } },
      { inputs: { q: 2 }, outputs: { a: 2 } },
    ]);
    const examples = experimentExamples(
      dataset.latest.map((example, index) => ({
        where: `example ${index + 1}`,
        id: example.id,
        inputs: example.inputs,
        createdAt: example.created_at,
      })),
      dataset.id,
    );
    const upload = {
      connection: { endpoint: standIn.url, apiKey: KEY },
      experimentPrefix: 'agent-deploy',
      metadata: { deployment_id: 'dep-1', deployment_revision_id: 'rev-2', commit: 'abc123' },
    };
    const outcome = await runExperiment(spec(examples, { upload }).experiment);

    const [session] = [...standIn.store.sessions.values()].filter((s) => s.name !== 'default');
    expect(outcome.experimentName).toBe(session?.name);
    expect(session?.name).toMatch(/^agent-deploy-/);
    expect(session).toMatchObject({
      reference_dataset_id: dataset.id,
      extra: {
        metadata: { deployment_id: 'dep-1', deployment_revision_id: 'rev-2', commit: 'abc123' },
      },
    });
    const runs = standIn.store.runsOf(session?.name ?? '');
    expect(runs).toHaveLength(4);
    expect(runs.filter((run) => run.error === 'Error: the run failed: boom')).toHaveLength(2);
    expect(new Set(runs.map((run) => run.reference_example_id))).toEqual(
      new Set(dataset.latest.map((example) => example.id)),
    );
    const feedback = standIn.store.feedback.map(({ key, score, run_id }) => ({
      key,
      score,
      run_id,
    }));
    expect(feedback).toHaveLength(2);
    expect(feedback.every(({ key, score }) => key === 'exact' && score === 1)).toBe(true);
    expect(outcome.experimentUrl).toBe(
      `http://localhost:3000/o/${standIn.store.tenantId}/datasets/${dataset.id}/compare?selectedSessions=${session?.id}`,
    );
    expect(new Set(standIn.store.requests.map((request) => request.apiKey))).toEqual(
      new Set([KEY]),
    );
  });

  it('names the workspace of an organization key on every request', async () => {
    await standIn.close();
    const workspaceId = '6f1c1d2e-0000-4000-8000-000000000001';
    standIn = await startLangSmithStandIn({ apiKey: KEY, workspaceId });
    const dataset = standIn.store.addDataset('qa', [{ inputs: { q: 1 } }]);
    const examples = experimentExamples([{ where: 'example 1', inputs: { q: 1 } }], dataset.id);
    const upload = {
      connection: { endpoint: standIn.url, apiKey: KEY, workspaceId },
      experimentPrefix: 'agent-deploy',
      metadata: {},
    };
    await runExperiment(spec(examples, { upload, numRepetitions: 1 }).experiment);
    const seen = standIn.store.requests.filter((request) => request.path !== '/info');
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((request) => request.tenantId === workspaceId)).toBe(true);
  });
});

describe('a dataset read by name', () => {
  it('gives the examples now, or as a version tag names them', async () => {
    const dataset = standIn.store.addDataset('qa', [{ inputs: { q: 'now' } }], {
      v1: [{ inputs: { q: 'then' } }, { inputs: { q: 'then too' } }],
    });
    const read = async (tag?: string) => {
      const found = await readLangSmithDataset({ endpoint: standIn.url, apiKey: KEY }, 'qa', tag);
      const examples: unknown[] = [];
      for await (const example of found.examples) examples.push(example);
      return {
        datasetId: found.datasetId,
        inputs: examples.map((e) => (e as { inputs: unknown }).inputs),
      };
    };
    expect(await read()).toEqual({ datasetId: dataset.id, inputs: [{ q: 'now' }] });
    expect(await read('v1')).toEqual({
      datasetId: dataset.id,
      inputs: [{ q: 'then' }, { q: 'then too' }],
    });
    const asked = standIn.store.requests.filter((request) => request.path === '/examples');
    expect(asked.map((request) => request.query.as_of)).toEqual([undefined, ['v1']]);
  });
});
