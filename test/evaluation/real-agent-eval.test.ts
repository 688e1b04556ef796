// The gate's core against the real agent server (the published JS one, on loopback): the test
// agent's quiz graph answers capitals, right or wrong as a run's context says, so two contexts
// are two revisions on the same examples. The target is a plain POST /runs/wait with the key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalResult } from '../../src/evaluation/eval-result.ts';
import { prepareEvaluation } from '../../src/evaluation/prepare-evaluation.ts';
import { renderEvalSection } from '../../src/evaluation/render-eval.ts';
import { type EvalTarget, runEvaluation } from '../../src/evaluation/run-evaluation.ts';
import CAPITALS from '../support/real-agent/capitals.json' with { type: 'json' };
import { type RealAgentServer, startRealAgentServer } from '../support/real-agent-server.ts';
import { gateSettings, workspaceWith } from './eval-fixtures.ts';

const DATASET = Object.entries(CAPITALS)
  .map(([country, answer]) => JSON.stringify({ inputs: { country }, outputs: { answer } }))
  .join('\n');
/** Fails the example whose answer is not a city: the last message must name the capital. */
const NAMES_CITY = `export default ({ outputs, referenceOutputs }) => {
  if (outputs.answer === 'Atlantis') throw new Error('the judge refuses myths');
  const last = outputs.messages.at(-1).content;
  return { key: 'names_city', score: last.includes(referenceOutputs.answer) ? 1 : 0 };
};`;

let server: RealAgentServer;
beforeAll(async () => {
  server = await startRealAgentServer();
}, 90_000);
afterAll(() => server?.stop());

/** A revision of the quiz graph: the countries it gets wrong, and those it raises on. */
function revision(context: { wrong?: string[]; raise?: string[] }): EvalTarget {
  return async (inputs, signal) => {
    const answer = await fetch(`${server.url}/runs/wait`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': server.apiKey },
      body: JSON.stringify({ assistant_id: 'quiz', input: inputs, context }),
      signal,
    });
    const body = (await answer.json()) as { __error__?: { message?: string } };
    if (!answer.ok) return { ok: false, problem: `HTTP ${answer.status}` };
    if (body.__error__) return { ok: false, problem: `the run failed: ${body.__error__.message}` };
    return { ok: true, output: body };
  };
}

async function plan(raw: Record<string, string>) {
  const workspace = await workspaceWith({
    'evals/capitals.jsonl': DATASET,
    'evals/names-city.mjs': NAMES_CITY,
  });
  const settings = await gateSettings({
    'eval-dataset': 'evals/capitals.jsonl',
    'eval-assistant': 'quiz',
    ...raw,
  });
  return prepareEvaluation(settings, { workspace });
}
const options = { signal: new AbortController().signal, debug: () => {} };
const keep = (text: string) => text;

describe('the gate on the real agent server', () => {
  it('passes a revision that answers right, and fails one that drops below the live one', async () => {
    const gate = await plan({
      'eval-evaluators': 'exact\ncontains',
      'eval-threshold': 'exact >= 0.6',
      'eval-baseline': 'live',
      'eval-concurrency': '4',
    });
    const live = await runEvaluation(gate, revision({}), options);
    const good = evalResult(gate, live, { label: 'live', run: live }, keep);
    expect(good.passed).toBe(true);
    expect(good.keys.map(({ key, mean }) => [key, mean])).toEqual([
      ['exact', 1],
      ['contains', 1],
    ]);

    const worse = await runEvaluation(
      gate,
      revision({ wrong: ['Japan', 'Peru', 'Chile'] }),
      options,
    );
    const bad = evalResult(gate, worse, { label: 'live', run: live }, keep);
    expect(bad.passed).toBe(false);
    expect(bad.failedExamples).toBe(3);
    expect(bad.message).toBe(
      'Evaluation failed on 10 examples: exact 0.70 (threshold 0.60, live 1.00): 0.30 below live (more than 0.05); contains 0.70 (live 1.00): 0.30 below live (more than 0.05).',
    );
    expect(
      bad.worst.map((example) => [example.where, example.output?.includes('Atlantis')]),
    ).toEqual([
      ['line 2', true],
      ['line 4', true],
      ['line 9', true],
    ]);
    // Three discordant pairs, all one way: the exact McNemar test gives p = 0.25.
    expect(bad.keys[0]?.pValue).toBeCloseTo(0.25, 12);
  });

  it('scores 0 a run the graph raised on and an evaluator that threw, with their errors', async () => {
    const gate = await plan({
      'eval-evaluators': 'evals/names-city.mjs',
      'eval-threshold': 'names_city >= 0.8',
    });
    const run = await runEvaluation(
      gate,
      revision({ raise: ['Kenya'], wrong: ['Egypt'] }),
      options,
    );
    expect(run.failedRuns).toBe(1);
    const result = evalResult(gate, run, undefined, keep);
    expect(result.keys).toMatchObject([
      { key: 'names_city', mean: 0.8, errors: 2, verdict: 'passed' },
    ]);
    expect(result.worst.map(({ where, error, failing }) => ({ where, error, failing }))).toEqual([
      {
        where: 'line 3',
        error: 'the run failed: {"error":"Error","message":"no capital known for Kenya"}',
        failing: [
          {
            key: 'names_city',
            score: 0,
            error:
              'the run failed: the run failed: {"error":"Error","message":"no capital known for Kenya"}',
          },
        ],
      },
      {
        where: 'line 6',
        error: undefined,
        failing: [
          {
            key: 'names_city',
            score: 0,
            error: 'evals/names-city.mjs threw: the judge refuses myths',
          },
        ],
      },
    ]);
    expect(renderEvalSection(result)).toContain('the judge refuses myths');
  });
});
