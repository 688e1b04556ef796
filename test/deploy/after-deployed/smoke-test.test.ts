import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { READ_LIMIT_BYTES } from '../../../src/agent-server-client/request.ts';
import type { StepEvent } from '../../../src/common/step-events.ts';
import { runSmokeTest } from '../../../src/deploy/after-deployed/smoke-test.ts';
import type { SmokeCase, SmokeTurn } from '../../../src/deploy/smoke-cases.ts';
import {
  type FakeAgentServer,
  fakeAgentServer,
  type Scripted,
  type SeenRequest,
  testServer,
} from '../../support/fake-agent-server.ts';
import {
  PUBLISHED_KEY,
  type PublishedServerOptions,
  publishedAgentServer,
} from './published-agent-server.ts';

const dispatcher = new Agent();
afterAll(() => dispatcher.close());

const KEY = 'lsv2_key_for_runs_wait';
const smokeCase = (given: Partial<SmokeCase & { turns?: undefined }> = {}): SmokeCase => ({
  name: 'greets',
  assistant: 'agent',
  input: { messages: [{ role: 'user', content: 'hi' }] },
  timeoutMs: 5_000,
  expect: {},
  ...given,
});

/** The smoke test of `cases` against `agent`, with its log. */
async function runAgainst(
  agent: FakeAgentServer,
  cases: SmokeCase[],
  {
    apiKey = KEY,
    remainingMs = (): number => 60_000,
    whose = "the step's timeout",
  }: { apiKey?: string; remainingMs?: () => number; whose?: string } = {},
) {
  const logs: string[] = [];
  const server = testServer(agent.url, { apiKey, dispatcher, clock: { remainingMs, whose } });
  const outcome = await runSmokeTest(server, { cases, log: (line) => logs.push(line) });
  return { agent, outcome, logs };
}

async function run(
  cases: SmokeCase[],
  answer: (request: SeenRequest, index: number) => Scripted,
  remainingMs = () => 60_000,
) {
  return runAgainst(await fakeAgentServer(answer), cases, { remainingMs });
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

  it(`reads at most ${READ_LIMIT_BYTES.run} bytes of an answer, and fails a longer one`, async () => {
    const { outcome } = await run([smokeCase()], () => (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(`{"text": "${'x'.repeat(READ_LIMIT_BYTES.run)}`);
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

  it("sends the case's context as the run's context", async () => {
    const { agent, outcome } = await run(
      [smokeCase({ context: { user: 'ada' }, config: { tags: ['smoke'] } })],
      () => greeting,
    );
    expect(outcome.passed).toBe(true);
    expect(JSON.parse(agent.seen[0]?.body ?? '')).toEqual({
      assistant_id: 'agent',
      input: { messages: [{ role: 'user', content: 'hi' }] },
      config: { tags: ['smoke'] },
      context: { user: 'ada' },
    });
  });

  it('fails a case on an answer nested deeper than any real one, as a case, not a crash', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const { outcome } = await run(
      [smokeCase({ expect: { json: { a: 1 } } }), smokeCase({ name: 'next' })],
      (_, index) => (index === 0 ? { status: 200, body: deep } : greeting),
    );
    expect(outcome.cases.map(({ passed, problem }) => [passed, problem])).toEqual([
      [false, 'the answer is JSON nested too deeply (more than 256 levels)'],
      [true, undefined],
    ]);
  });

  it('reads an error answer nested too deeply as text, never walking it', async () => {
    const deep = `{"detail": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const { outcome } = await run([smokeCase()], () => ({ status: 500, body: deep }));
    expect(outcome.cases[0]?.problem).toMatch(/^HTTP 500: \{"detail": \[\[\[/);
  });

  it("tells a graph's error in its own words: the JSON of the real server's message unwrapped", async () => {
    const nested = JSON.stringify({ error: 'TypeError', message: 'input.text must be a string' });
    const answers: Scripted[] = [
      { status: 200, body: { __error__: { error: 'Error', message: nested } } },
      { status: 200, body: { __error__: { error: 'ValueError', message: '{"not": "an error"}' } } },
      { status: 200, body: { __error__: 'plain words' } },
    ];
    const { outcome } = await run(
      [smokeCase(), smokeCase(), smokeCase()],
      (_, index) => answers[index] as Scripted,
    );
    expect(outcome.cases.map((result) => result.problem)).toEqual([
      'the run failed: TypeError: input.text must be a string',
      'the run failed: ValueError: {"not": "an error"}',
      'the run failed: plain words',
    ]);
  });

  it("fails a run still sending newlines at its timeout as no answer within the case's timeout, and passes one that ends in time", async () => {
    const server = await publishedAgentServer({ slowMs: 600, keepAliveMs: 50 });
    const cases = [
      smokeCase({ name: 'in time', assistant: 'slow', input: {}, timeoutMs: 5_000 }),
      smokeCase({ name: 'too slow', assistant: 'slow', input: {}, timeoutMs: 300 }),
    ];
    const { outcome } = await runAgainst(server, cases, { apiKey: PUBLISHED_KEY });
    expect(
      outcome.cases.map(({ name, passed, problem, answer }) => ({ name, passed, problem, answer })),
    ).toEqual([
      { name: 'in time', passed: true, problem: undefined, answer: '{"text":"slept"}' },
      {
        name: 'too slow',
        passed: false,
        problem: "no answer within the case's timeout of 300ms",
        answer: '',
      },
    ]);
  });

  it("counts the time spent judging the answer in the case's ms", async () => {
    const { outcome } = await run([smokeCase({ expect: { matches: '(a+)+b' } })], () => ({
      status: 200,
      body: { text: `${'a'.repeat(40)}!` },
    }));
    expect(outcome.cases[0]?.problem).toContain('took longer than 1000ms');
    expect(outcome.cases[0]?.ms).toBeGreaterThanOrEqual(1000);
  });
});

describe('runSmokeTest: a conversation (turns)', () => {
  const turn = (content: string, count: number) => ({
    input: { messages: [{ role: 'user', content }] },
    expect: { json: { count } },
  });
  const conversation = (name: string, turns: SmokeTurn[]): SmokeCase => ({
    name,
    assistant: 'memory',
    timeoutMs: 5_000,
    turns,
  });

  async function converse(cases: SmokeCase[], options: PublishedServerOptions = {}) {
    const { agent, ...ran } = await runAgainst(await publishedAgentServer(options), cases, {
      apiKey: PUBLISHED_KEY,
    });
    return { server: agent, ...ran };
  }

  it('runs its turns in order on one new thread, with the key, and passes', async () => {
    const { server, outcome, logs } = await converse([
      conversation('remembers', [turn('hi', 1), turn('again', 2)]),
    ]);
    expect(outcome.cases.map(({ name, passed, problem }) => ({ name, passed, problem }))).toEqual([
      { name: 'remembers', passed: true, problem: undefined },
    ]);
    const [create, first, second] = server.seen;
    expect(server.seen).toHaveLength(3);
    expect([create?.method, create?.path, create?.body]).toEqual(['POST', '/threads', '{}']);
    const threadId = /^\/threads\/([0-9a-f-]{36})\/runs\/wait$/.exec(first?.path ?? '')?.[1];
    expect(threadId).toBeDefined();
    expect(second?.path).toBe(first?.path);
    expect(JSON.parse(second?.body ?? '')).toEqual({
      assistant_id: 'memory',
      input: { messages: [{ role: 'user', content: 'again' }] },
    });
    expect(server.seen.every((seen) => seen.headers['x-api-key'] === PUBLISHED_KEY)).toBe(true);
    expect(outcome.cases[0]?.answer).toContain('"count":2');
    expect(logs[0]).toContain(`POST ${server.url}/threads/${threadId}/runs/wait → passed`);
  });

  it("starts no thread once the checks' share of the time is spent, and says whose time it was", async () => {
    const server = await publishedAgentServer();
    const { outcome } = await runAgainst(server, [conversation('late', [turn('hi', 1)])], {
      apiKey: PUBLISHED_KEY,
      remainingMs: () => 50,
      whose: "the checks' share of the step's timeout",
    });
    expect(outcome.cases[0]?.problem).toBe(
      "no thread was started: the checks' share of the step's timeout left no time",
    );
    expect(server.seen).toEqual([]);
  });

  it('ends a conversation at its first failed turn, naming it; each conversation gets its own thread', async () => {
    const { server, outcome } = await converse([
      conversation('forgets', [turn('hi', 5), turn('again', 2)]),
      conversation('fresh', [turn('hi', 1)]),
    ]);
    expect(outcome.cases.map(({ passed, problem }) => [passed, problem])).toEqual([
      [false, 'turn 1 of 2: json: the answer\'s "count" is 1, not 5'],
      [true, undefined],
    ]);
    expect(server.seen.map((seen) => seen.path.replace(/[0-9a-f-]{36}/, '<id>'))).toEqual([
      '/threads',
      '/threads/<id>/runs/wait',
      '/threads',
      '/threads/<id>/runs/wait',
    ]);
    expect(server.seen[1]?.path).not.toBe(server.seen[3]?.path);
  });

  it.each([
    [
      { status: 200, body: { thread_id: '../../admin' } },
      'answered no thread_id in the form of an id',
    ],
    [{ status: 200, body: { thread_id: 42 } }, 'answered no thread_id in the form of an id'],
    [{ status: 200, body: 'not json' }, 'the answer is not JSON'],
    [
      { status: 404, body: 'Not Found', headers: { 'content-type': 'text/plain' } },
      'HTTP 404: Not Found',
    ],
  ])(
    'fails the case when no thread can be started (%j), and sends no run',
    async (answer, problem) => {
      const { outcome, agent } = await run(
        [conversation('talks', [turn('hi', 1)])],
        () => answer as Scripted,
      );
      expect(outcome.cases[0]?.passed).toBe(false);
      expect(outcome.cases[0]?.problem).toContain('no thread was started: POST ');
      expect(outcome.cases[0]?.problem).toContain(problem);
      expect(agent.seen.map((seen) => seen.path)).toEqual(['/threads']);
    },
  );
});

describe('runSmokeTest, as events', () => {
  it('tells each case with its line, as the smoke-case event it stands for', async () => {
    const agent = await fakeAgentServer(() => greeting);
    const told: Array<{ line: string; event?: StepEvent }> = [];
    await runSmokeTest(testServer(agent.url, { apiKey: KEY, dispatcher }), {
      cases: [
        smokeCase({ expect: { contains: 'Hello!' } }),
        smokeCase({ name: 'rude', expect: { contains: 'Go away' } }),
      ],
      log: (line, event) => told.push({ line, ...(event && { event }) }),
    });
    const url = `${agent.url}/runs/wait`;
    expect(told.map(({ event }) => event && { ...event, ms: 0 })).toEqual([
      { type: 'smoke-case', index: 1, count: 2, name: 'greets', url, passed: true, ms: 0 },
      {
        type: 'smoke-case',
        index: 2,
        count: 2,
        name: 'rude',
        url,
        passed: false,
        problem: expect.stringContaining('Go away'),
        ms: 0,
      },
    ]);
    expect(told[1]?.line).toContain(`"rude": POST ${url} → failed: `);
  });
});
