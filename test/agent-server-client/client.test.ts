import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { AgentServerClient } from '../../src/agent-server-client/client.ts';
import { READ_LIMIT_BYTES } from '../../src/agent-server-client/request.ts';
import {
  fakeAgentServer,
  type Scripted,
  type SeenRequest,
  testClock,
  testServer,
} from '../support/fake-agent-server.ts';

const dispatcher = new Agent();
afterAll(() => dispatcher.close());

const KEY = 'lsv2_key_for_the_agent_server';
const RUN = { assistantId: 'agent', input: { text: 'hi' } };

async function serverAnswering(
  answer: (request: SeenRequest, index: number) => Scripted,
  options: Omit<Parameters<typeof testServer>[1], 'dispatcher'> = { apiKey: KEY },
) {
  const agent = await fakeAgentServer(answer);
  return { agent, server: testServer(agent.url, { dispatcher, ...options }) };
}

describe('AgentServerClient.open', () => {
  it.each([
    [undefined, 'the service gave the deployment no URL'],
    ['http://agents.example.com', 'plain http:// to agents.example.com'],
    ['https://agent.example.com/?x=1', 'query or a fragment'],
    ['https://user:pw@agent.example.com', 'user name or password'],
  ])('refuses %j: no request may go there, the key least of all', (url, problem) => {
    const opened = AgentServerClient.open(url, {
      connection: { apiKey: KEY },
      dispatcher,
      clock: { ...testClock(), whose: "the step's timeout" },
    });
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.problem).toContain(problem);
  });

  it('reads only the api-key of the connection: the bearer token never goes to the server', async () => {
    const agent = await fakeAgentServer(() => ({ status: 200, body: {} }));
    const connection = { apiKey: undefined, bearerToken: 'bearer-token-for-the-control-plane' };
    const opened = AgentServerClient.open(agent.url, {
      connection,
      dispatcher,
      clock: { ...testClock(), whose: "the step's timeout" },
    });
    if (!opened.ok) throw new Error(opened.problem);
    expect(opened.server.hasKey).toBe(false);
    await opened.server.info();
    await opened.server.runWait(RUN, { timeoutMs: 2000 });
    expect(
      agent.seen.map((seen) => [seen.headers['x-api-key'], seen.headers.authorization]),
    ).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });
});

describe('the key goes only where a route needs it', () => {
  it('sends it to /info, threads and runs, and to a health path only when asked', async () => {
    const { agent, server } = await serverAnswering((seen) =>
      seen.path === '/threads'
        ? { status: 200, body: { thread_id: '0b4c7d9e-1f2a-4b3c-8d5e-6f7a8b9c0d1e' } }
        : { status: 200, body: { ok: true } },
    );
    await server.info();
    await server.get('/ok', { withKey: false });
    await server.get('/ok', { withKey: true });
    const thread = await server.createThread();
    await server.runWait(
      { ...RUN, threadId: thread.ok ? thread.threadId : '' },
      { timeoutMs: 2000 },
    );
    expect(agent.seen.map((seen) => [seen.method, seen.path, seen.headers['x-api-key']])).toEqual([
      ['GET', '/info', KEY],
      ['GET', '/ok', undefined],
      ['GET', '/ok', KEY],
      ['POST', '/threads', KEY],
      ['POST', '/threads/0b4c7d9e-1f2a-4b3c-8d5e-6f7a8b9c0d1e/runs/wait', KEY],
    ]);
    expect(agent.seen.every((seen) => seen.headers.authorization === undefined)).toBe(true);
  });

  it('follows no redirect: the key never reaches the place it points to', async () => {
    const elsewhere = await fakeAgentServer(() => ({ status: 200, body: {} }));
    const { server } = await serverAnswering(() => ({
      status: 307,
      headers: { location: `${elsewhere.url}/runs/wait` },
    }));
    const run = await server.runWait(RUN, { timeoutMs: 2000 });
    expect(run).toMatchObject({ ok: false, kind: 'http-error', problem: 'HTTP 307' });
    expect(elsewhere.seen).toEqual([]);
  });
});

describe('runWait', () => {
  it('posts {assistant_id, input, config, context} and answers the final values', async () => {
    const values = { messages: [{ role: 'assistant', content: 'Hello!' }] };
    const { agent, server } = await serverAnswering(() => ({ status: 200, body: values }));
    const run = await server.runWait(
      { ...RUN, config: { configurable: { tone: 'calm' } }, context: { user: 'ada' } },
      { timeoutMs: 2000 },
    );
    expect(run).toEqual({
      ok: true,
      values,
      url: `${agent.url}/runs/wait`,
      text: JSON.stringify(values),
    });
    expect(JSON.parse(agent.seen[0]?.body ?? '')).toEqual({
      assistant_id: 'agent',
      input: { text: 'hi' },
      config: { configurable: { tone: 'calm' } },
      context: { user: 'ada' },
    });
  });

  it('tells a graph that raised in its own words, unwrapped', async () => {
    const inner = JSON.stringify({ error: 'TypeError', message: 'input.text must be a string' });
    const { server } = await serverAnswering(() => ({
      status: 200,
      body: { __error__: { error: 'Error', message: inner } },
    }));
    expect(await server.runWait(RUN, { timeoutMs: 2000 })).toMatchObject({
      ok: false,
      kind: 'graph-error',
      problem: 'the run failed: TypeError: input.text must be a string',
    });
  });

  it('tells a refused key and any other error status with its detail', async () => {
    const answers: Scripted[] = [
      { status: 401, body: 'Missing x-api-key', headers: { 'content-type': 'text/plain' } },
      { status: 404, body: { detail: 'Assistant "nope" not found' } },
    ];
    const { server } = await serverAnswering((_, index) => answers[index] as Scripted);
    expect(await server.runWait(RUN, { timeoutMs: 2000 })).toMatchObject({
      kind: 'refused',
      status: 401,
      problem: 'HTTP 401: Missing x-api-key',
    });
    expect(await server.runWait(RUN, { timeoutMs: 2000 })).toMatchObject({
      kind: 'http-error',
      status: 404,
      problem: 'HTTP 404: Assistant "nope" not found',
    });
  });

  it('waits its own timeout, under its name, through keep-alive newlines', async () => {
    const { server } = await serverAnswering(() => (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const keepAlive = setInterval(() => response.write('\n'), 20);
      response.on('close', () => clearInterval(keepAlive));
    });
    const run = await server.runWait(RUN, { timeoutMs: 200, timeoutName: 'eval-timeout' });
    expect(run).toMatchObject({
      ok: false,
      kind: 'timed-out',
      problem: 'no answer within eval-timeout of 200ms',
    });
    expect(run.text).toMatch(/^\n+$/);
  });

  it('never waits past the clock, says whose time it was, and sends nothing once it is spent', async () => {
    let remainingMs = 1_300;
    const { agent, server } = await serverAnswering(() => () => undefined, {
      apiKey: KEY,
      clock: { remainingMs: () => remainingMs, whose: "the checks' share of the step's timeout" },
    });
    expect(await server.runWait(RUN, { timeoutMs: 5000 })).toMatchObject({
      kind: 'timed-out',
      problem: "no answer before the checks' share of the step's timeout (300ms were left)",
    });
    remainingMs = 1_050;
    expect(await server.runWait(RUN, { timeoutMs: 5000 })).toMatchObject({
      kind: 'not-sent',
      problem: "not run: the checks' share of the step's timeout left no time",
    });
    expect(agent.seen).toHaveLength(1);
  });

  it('ends one run with its own signal, leaving the others to go on', async () => {
    const { server } = await serverAnswering((seen) =>
      JSON.parse(seen.body).input.text === 'slow' ? () => undefined : { status: 200, body: {} },
    );
    const stop = new AbortController();
    const slow = server.runWait(
      { ...RUN, input: { text: 'slow' } },
      {
        timeoutMs: 5000,
        signal: stop.signal,
      },
    );
    const fast = server.runWait(RUN, { timeoutMs: 5000 });
    expect(await fast).toMatchObject({ ok: true });
    stop.abort(new Error('the gate is decided'));
    await expect(slow).rejects.toThrow('the gate is decided');
  });

  it(`reads at most ${READ_LIMIT_BYTES.run} bytes, and names that limit`, async () => {
    const { server } = await serverAnswering(() => (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`{"text": "${'x'.repeat(READ_LIMIT_BYTES.run)}"}`);
    });
    expect(await server.runWait(RUN, { timeoutMs: 5000 })).toMatchObject({
      kind: 'unreadable',
      problem: 'the answer is longer than 1 MiB, all that is read of it',
    });
  });

  it('refuses a thread id that is not in the form of an id, and sends nothing', async () => {
    const { agent, server } = await serverAnswering(() => ({ status: 200, body: {} }));
    expect(
      await server.runWait({ ...RUN, threadId: '../../admin' }, { timeoutMs: 2000 }),
    ).toMatchObject({ kind: 'not-sent' });
    expect(agent.seen).toEqual([]);
  });
});

describe('createThread', () => {
  it('answers the thread id the server made', async () => {
    const threadId = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
    const { agent, server } = await serverAnswering(() => ({
      status: 200,
      body: { thread_id: threadId },
    }));
    expect(await server.createThread()).toEqual({ ok: true, threadId });
    expect(agent.seen.map((seen) => [seen.method, seen.path, seen.body])).toEqual([
      ['POST', '/threads', '{}'],
    ]);
  });

  it.each([
    [{ status: 200, body: { thread_id: '../../admin' } }, 'answered no thread_id in the form'],
    [{ status: 200, body: 'not json' }, '→ the answer is not JSON'],
    [{ status: 500, body: { detail: 'no database' } }, '→ HTTP 500: no database'],
  ])('starts none on %j: %s', async (answer, problem) => {
    const { agent, server } = await serverAnswering(() => answer as Scripted);
    const thread = await server.createThread();
    expect(thread.ok).toBe(false);
    expect(!thread.ok && thread.problem).toMatch(
      new RegExp(`^no thread was started: POST ${agent.url}/threads `),
    );
    expect(!thread.ok && thread.problem).toContain(problem);
  });

  it(`names the ${READ_LIMIT_BYTES.thread / 1024} KiB it reads of a new thread, not a run's limit`, async () => {
    const { server } = await serverAnswering(() => ({
      status: 200,
      body: { thread_id: 'x', padding: 'x'.repeat(READ_LIMIT_BYTES.thread) },
    }));
    const thread = await server.createThread();
    expect(!thread.ok && thread.problem).toContain(
      'the answer is longer than 64 KiB, all that is read of it',
    );
  });
});

describe('the wait between two requests', () => {
  it('leaves room for another request only while the clock holds the pause and half a request', () => {
    let remainingMs = 7_000;
    const server = testServer('http://127.0.0.1:9', {
      dispatcher,
      clock: { remainingMs: () => remainingMs },
    });
    expect(server.roomForAnother(2000)).toBe(true);
    remainingMs = 6_999;
    expect(server.roomForAnother(2000)).toBe(false);
  });

  it("ends a pause with the clock's stop", async () => {
    const stop = new AbortController();
    const server = testServer('http://127.0.0.1:9', { dispatcher, clock: { signal: stop.signal } });
    const paused = server.pause(60_000);
    stop.abort(new Error('cancelled'));
    await expect(paused).rejects.toThrow('cancelled');
  });
});
