// emulator/server.ts: the LangSmith stand-in mounted on the emulator's own origin, under
// /langsmith, with the emulator's keys: the official client reads a dataset by name from it and
// uploads an experiment to it, and the control plane never sees those requests.
import { Client } from 'langsmith';
import { describe, expect, it } from 'vitest';
import { readLangSmithDataset, runExperiment } from '../../src/evaluation/langsmith-run.ts';
import { experimentExamples } from '../../src/evaluation/run-evaluation.ts';
import { useEmulator } from '../support/emulator.ts';

const KEY = 'emulator-key';
const emulator = useEmulator();

describe("the emulator's LangSmith", () => {
  it('is served under /langsmith on the emulator’s origin', () => {
    expect(emulator().langSmithUrl).toBe(`${emulator().origin}/langsmith`);
  });

  it('serves a dataset by name, and its examples at a version tag, to the official client', async () => {
    const dataset = emulator().langSmith.addDataset(
      'mount-qa',
      [{ inputs: { q: 'now' }, outputs: { a: 1 } }],
      { v1: [{ inputs: { q: 'then' }, outputs: { a: 0 } }] },
    );
    emulator().clearRequests();
    const connection = { endpoint: emulator().langSmithUrl, apiKey: KEY };
    const latest = await readLangSmithDataset(connection, 'mount-qa');
    const tagged = await readLangSmithDataset(connection, 'mount-qa', 'v1');
    const inputsOf = async (read: typeof latest) => {
      const seen: unknown[] = [];
      for await (const example of read.examples) seen.push((example as { inputs: unknown }).inputs);
      return seen;
    };

    expect(latest.datasetId).toBe(dataset.id);
    expect(await inputsOf(latest)).toEqual([{ q: 'now' }]);
    expect(await inputsOf(tagged)).toEqual([{ q: 'then' }]);
    expect(emulator().requests).toEqual([]);
  });

  it('takes an experiment the official evaluate() uploads: its runs, its feedback', async () => {
    const dataset = emulator().langSmith.addDataset('mount-upload', [
      { inputs: { q: 1 }, outputs: { a: 2 } },
      { inputs: { q: 2 }, outputs: { a: 4 } },
    ]);
    const outcome = await runExperiment({
      examples: experimentExamples(
        dataset.latest.map(({ id, inputs }) => ({ where: id, id, inputs })),
        dataset.id,
      ),
      target: async (inputs) => ({ a: Number(inputs.q) * 2 }),
      evaluators: [
        async ({ run }) => ({ results: [{ key: 'doubled', score: run.outputs ? 1 : 0 }] }),
      ],
      maxConcurrency: 2,
      numRepetitions: 1,
      log: () => {},
      upload: {
        connection: { endpoint: emulator().langSmithUrl, apiKey: KEY },
        experimentPrefix: 'mount',
        metadata: { deployment_id: 'd-1' },
      },
    });

    const experiment = [...emulator().langSmith.sessions.values()].find(
      (session) => session.name === outcome.experimentName,
    );
    expect(experiment).toMatchObject({
      reference_dataset_id: dataset.id,
      extra: { metadata: { deployment_id: 'd-1' } },
    });
    expect(emulator().langSmith.runsOf(outcome.experimentName ?? '')).toHaveLength(2);
    expect(emulator().langSmith.feedback.map(({ key, score }) => [key, score])).toEqual([
      ['doubled', 1],
      ['doubled', 1],
    ]);
    expect(outcome.experimentUrl).toMatch(
      new RegExp(`^http://localhost:3000/o/[0-9a-f-]{36}/datasets/${dataset.id}/compare\\?`),
    );
  });

  it('asks for one of the emulator’s keys, and answers a path it does not serve with 404', async () => {
    const refused = new Client({ apiUrl: emulator().langSmithUrl, apiKey: 'lsv2_not-a-key' });
    await expect(refused.readDataset({ datasetName: 'mount-qa' })).rejects.toThrow(/401/);
    const unknown = await fetch(`${emulator().langSmithUrl}/v2/deployments`, {
      headers: { 'x-api-key': KEY },
    });
    expect([unknown.status, await unknown.json()]).toEqual([404, { detail: 'Not Found' }]);
  });

  it('leaves every other path to the control plane', async () => {
    const answer = await fetch(`${emulator().url}/v2/deployments`, {
      headers: { 'x-api-key': KEY },
    });
    expect(answer.status).toBe(200);
    expect(emulator().requests.at(-1)?.path).toBe('/v2/deployments');
  });
});
