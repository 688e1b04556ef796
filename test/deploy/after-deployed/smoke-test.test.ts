import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import type { SmokeCase } from '../../../src/deploy/after-deployed/smoke-cases.ts';
import { MAX_ANSWER_BYTES, runSmokeTest } from '../../../src/deploy/after-deployed/smoke-test.ts';
import {
  fakeAgentServer,
  type Scripted,
  type SeenRequest,
  testClock,
} from '../../support/fake-agent-server.ts';

const dispatcher = new Agent();
afterAll(() => dispatcher.close());

const KEY = 'lsv2_key_for_runs_wait';
const smokeCase = (given: Partial<SmokeCase> = {}): SmokeCase => ({
  name: 'greets',
  assistant: 'agent',
  input: { messages: [{ role: 'user', content: 'hi' }] },
  timeoutMs: 5_000,
  expect: {},
  ...given,
});

async function run(
  cases: SmokeCase[],
  answer: (request: SeenRequest, index: number) => Scripted,
  remainingMs = () => 60_000,
) {
  const agent = await fakeAgentServer(answer);
  const logs: string[] = [];
  const outcome = await runSmokeTest({
    ...testClock(),
    remainingMs,
    url: `${agent.url}/runs/wait`,
    cases,
    apiKey: KEY,
    log: (line) => logs.push(line),
    dispatcher,
  });
  return { agent, outcome, logs };
}

const greeting = { status: 200, body: { messages: [{ role: 'assistant', content: 'Hello!' }] } };

describe('runSmokeTest', () => {
  it('posts {assistant_id, input, config} with the key, one case after the other, and passes', async () => {
    const cases = [
      smokeCase({ config: { configurable: { tone: 'calm' } }, expect: { contains: 'Hello!' } }),
      smokeCase({ name: 'second', assistant: 'triage', input: null }),
    ];
    const { agent, outcome, logs } = await run(cases, () => greeting);
    expect(outcome.passed).toBe(true);
    expect(outcome.cases.map(({ name, passed }) => ({ name, passed }))).toEqual([
      { name: 'greets', passed: true },
      { name: 'second', passed: true },
    ]);
    expect(agent.seen.map((seen) => [seen.method, seen.path, JSON.parse(seen.body)])).toEqual([
      [
        'POST',
        '/runs/wait',
        {
          assistant_id: 'agent',
          input: { messages: [{ role: 'user', content: 'hi' }] },
          config: { configurable: { tone: 'calm' } },
        },
      ],
      ['POST', '/runs/wait', { assistant_id: 'triage', input: null }],
    ]);
    expect(agent.seen.every((seen) => seen.headers['x-api-key'] === KEY)).toBe(true);
    expect(agent.seen.every((seen) => seen.headers.authorization === undefined)).toBe(true);
    expect(outcome.cases[0]?.answer).toBe(JSON.stringify(greeting.body));
    expect(logs[0]).toMatch(
      /^Smoke test 1\/2 "greets": POST http:\/\/127\.0\.0\.1:\d+\/runs\/wait → passed/,
    );
  });

  it('runs every case, and fails on each way a run can fail', async () => {
    const answers: Scripted[] = [
      { status: 500, body: { detail: 'Graph "agent" failed to load: ImportError' } },
      { status: 200, body: { __error__: { error: 'ValueError', message: 'no model key' } } },
      { status: 200, body: '<html>gateway</html>' },
      { status: 200, body: { messages: [] } },
      greeting,
    ];
    const cases = [
      smokeCase({ name: '500' }),
      smokeCase({ name: 'error' }),
      smokeCase({ name: 'html' }),
      smokeCase({ name: 'expectation', expect: { contains: 'Hello!' } }),
      smokeCase({ name: 'fine' }),
    ];
    const { outcome } = await run(cases, (_, index) => answers[index] as Scripted);
    expect(outcome.passed).toBe(false);
    expect(outcome.cases.map(({ name, passed, problem }) => [name, passed, problem])).toEqual([
      ['500', false, 'HTTP 500: Graph "agent" failed to load: ImportError'],
      ['error', false, 'the run failed: ValueError: no model key'],
      ['html', false, 'the answer is not JSON'],
      ['expectation', false, 'the answer does not contain "Hello!"'],
      ['fine', true, undefined],
    ]);
  });

  it('fails a case past its own time-out, and goes on with the next', async () => {
    const cases = [smokeCase({ name: 'slow', timeoutMs: 100 }), smokeCase({ name: 'fine' })];
    const { outcome } = await run(cases, (_, index) => (index === 0 ? () => undefined : greeting));
    expect(outcome.cases.map(({ passed, problem }) => [passed, problem])).toEqual([
      [false, "no answer within the case's timeout of 100ms"],
      [true, undefined],
    ]);
  });

  it("never waits past the step's time-out, and runs no case when none is left", async () => {
    let remaining = 1_200;
    const cases = [smokeCase({ name: 'cut short' }), smokeCase({ name: 'too late' })];
    const { outcome, agent } = await run(
      cases,
      () => () => undefined,
      () => (remaining -= 100),
    );
    expect(outcome.cases.map(({ passed, problem }) => [passed, problem])).toEqual([
      [false, "no answer before the step's timeout (100ms were left)"],
      [false, "not run: the step's timeout left no time"],
    ]);
    expect(agent.seen).toHaveLength(1);
  });

  it(`reads at most ${MAX_ANSWER_BYTES} bytes of an answer, and fails a longer one`, async () => {
    const { outcome } = await run([smokeCase()], () => (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(`{"text": "${'x'.repeat(MAX_ANSWER_BYTES)}`);
      response.end('"}');
    });
    expect(outcome.cases[0]?.problem).toBe(
      'the answer is longer than 1 MiB, all that is read of it',
    );
    expect(outcome.cases[0]?.answer?.length).toBe(1000);
  });

  it('keeps a problem one bounded line, whatever the server put in it', async () => {
    const detail = `line one\nline two\u001b[31m ${'x'.repeat(1000)}`;
    const { outcome } = await run([smokeCase()], () => ({ status: 502, body: { detail } }));
    const problem = outcome.cases[0]?.problem ?? '';
    expect(problem.startsWith('HTTP 502: line one line two ')).toBe(true);
    expect(problem.length).toBeLessThanOrEqual(300);
    expect(problem.includes('\n') || problem.includes('\u001b')).toBe(false);
  });
});
