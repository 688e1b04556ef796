import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { gateTarget } from '../../src/deployment-evaluation/gate-target.ts';
import { fakeAgentServer, testServer } from '../support/fake-agent-server.ts';

/*
 * The gate's target: each example one POST /runs/wait of eval-assistant with the key, its values
 * the evaluators' outputs, a failure told as the smoke test tells it; runs counted, progress
 * told at each tenth.
 */
const dispatcher = new Agent();
afterAll(() => dispatcher.close());

async function targetOn(
  answer: Parameters<typeof fakeAgentServer>[0],
  totalRuns = 2,
  apiKey: string | undefined = 'sk-test',
) {
  const server = await fakeAgentServer(answer);
  const lines: Array<[string, unknown]> = [];
  const made = gateTarget({
    server: testServer(server.url, { apiKey, dispatcher }),
    assistantId: 'quiz',
    timeoutMs: 5_000,
    totalRuns,
    evaluated: 'deployed',
    named: 'revision r-2',
    log: (line, event) => lines.push([line, event]),
  });
  return { ...made, server, lines };
}

const run = (target: ReturnType<typeof gateTarget>['target'], inputs: Record<string, unknown>) =>
  target(inputs, new AbortController().signal);

describe('gateTarget', () => {
  it('runs the example’s inputs as the assistant’s input, with the key, and gives its values', async () => {
    const { target, server, tally } = await targetOn(() => ({
      status: 200,
      body: { answer: 'Paris' },
    }));
    expect(await run(target, { country: 'France' })).toEqual({
      ok: true,
      output: { answer: 'Paris' },
    });
    expect(server.seen[0]?.path).toBe('/runs/wait');
    expect(JSON.parse(server.seen[0]?.body ?? '')).toEqual({
      assistant_id: 'quiz',
      input: { country: 'France' },
    });
    expect(server.seen[0]?.headers['x-api-key']).toBe('sk-test');
    expect(tally).toEqual({ done: 1, failed: 0, unjudged: 0 });
  });

  it('tells a graph that raised in its own words, once "the run failed"', async () => {
    const { target, tally } = await targetOn(() => ({
      status: 200,
      body: { __error__: { error: 'Error', message: '{"error":"ValueError","message":"boom"}' } },
    }));
    expect(await run(target, {})).toEqual({ ok: false, problem: 'ValueError: boom' });
    expect(tally).toEqual({ done: 1, failed: 1, unjudged: 0 });
  });

  it('counts a run refused for the key as one that says nothing of the revision', async () => {
    const { target, tally } = await targetOn(() => ({ status: 403, body: 'Invalid x-api-key' }));
    expect(await run(target, {})).toEqual({ ok: false, problem: 'HTTP 403: Invalid x-api-key' });
    expect(tally).toEqual({ done: 1, failed: 1, unjudged: 1 });
  });

  it('tells progress at each tenth of the runs, and at the last, as lines and events', async () => {
    const { target, lines } = await targetOn(() => ({ status: 200, body: {} }), 25);
    for (let index = 0; index < 25; index++) await run(target, {});
    expect(lines.map(([line]) => line)).toEqual([
      'Evaluation of revision r-2: 3/25 runs',
      'Evaluation of revision r-2: 6/25 runs',
      'Evaluation of revision r-2: 9/25 runs',
      'Evaluation of revision r-2: 12/25 runs',
      'Evaluation of revision r-2: 15/25 runs',
      'Evaluation of revision r-2: 18/25 runs',
      'Evaluation of revision r-2: 21/25 runs',
      'Evaluation of revision r-2: 24/25 runs',
      'Evaluation of revision r-2: 25/25 runs',
    ]);
    expect(lines.at(-1)?.[1]).toMatchObject({
      type: 'evaluation',
      revision: 'deployed',
      doneRuns: 25,
      totalRuns: 25,
      failedRuns: 0,
      done: true,
    });
  });
});
