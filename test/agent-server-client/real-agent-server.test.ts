import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentServerClient } from '../../src/agent-server-client/client.ts';
import { testServer } from '../support/fake-agent-server.ts';
import { type RealAgentServer, startRealAgentServer } from '../support/real-agent-server.ts';

/*
 * The agent server's client against the real agent server (the published JS server, started
 * from the test agent: graphs echo, boom, slow, context and memory, behind a key check on every
 * route but /info), used as an evaluation runs it: many runs at once, each with its own time-out.
 */

let server: RealAgentServer;
const dispatcher = new Agent();
beforeAll(async () => {
  server = await startRealAgentServer();
}, 90_000);
afterAll(async () => {
  await Promise.all([server?.stop(), dispatcher.close()]);
});

const client = (apiKey: string | undefined): AgentServerClient =>
  testServer(server.url, { apiKey, dispatcher });
const said = (content: string) => ({ messages: [{ role: 'user', content }] });
const lastMessage = (values: unknown) =>
  (values as { messages: Array<{ content: string }> }).messages.at(-1)?.content;

describe('the agent server client, against the real agent server', () => {
  it("runs examples at once, each answering its own input's final values", async () => {
    const agent = client(server.apiKey);
    const inputs = ['one', 'two', 'three', 'four', 'five', 'six'];
    const runs = await Promise.all(
      inputs.map((text) =>
        agent.runWait({ assistantId: 'echo', input: said(text) }, { timeoutMs: 20_000 }),
      ),
    );
    expect(runs.map((run) => (run.ok ? lastMessage(run.values) : run.problem))).toEqual(
      inputs.map((text) => `Hello from echo! You said: ${text}`),
    );
  }, 60_000);

  it('tells each way a run fails as its kind: raised, too slow, an unknown assistant', async () => {
    const agent = client(server.apiKey);
    const [raised, slow, unknown] = await Promise.all([
      agent.runWait({ assistantId: 'boom', input: said('hi') }, { timeoutMs: 20_000 }),
      agent.runWait(
        { assistantId: 'slow', input: said('hi'), context: { delay_ms: 6000 } },
        { timeoutMs: 2_000, timeoutName: 'eval-timeout' },
      ),
      agent.runWait({ assistantId: 'no-such-graph', input: said('hi') }, { timeoutMs: 20_000 }),
    ]);
    expect(raised).toMatchObject({
      ok: false,
      kind: 'graph-error',
      problem: 'the run failed: Error: boom graph always fails',
    });
    expect(slow).toMatchObject({
      ok: false,
      kind: 'timed-out',
      problem: 'no answer within eval-timeout of 2s',
    });
    expect(unknown).toMatchObject({ ok: false, kind: 'http-error', status: 404 });
  }, 60_000);

  it('is refused without the key, or with another, and says so as refused', async () => {
    const run = (apiKey: string | undefined) =>
      client(apiKey).runWait({ assistantId: 'echo', input: said('hi') }, { timeoutMs: 20_000 });
    expect(await run(undefined)).toMatchObject({ kind: 'refused', status: 401 });
    expect(await run('not-the-key')).toMatchObject({ kind: 'refused', status: 403 });
  }, 60_000);

  it('keeps a conversation on the thread it starts', async () => {
    const agent = client(server.apiKey);
    const thread = await agent.createThread();
    if (!thread.ok) throw new Error(thread.problem);
    const turn = (text: string) =>
      agent.runWait(
        { assistantId: 'memory', input: said(text), threadId: thread.threadId },
        { timeoutMs: 20_000 },
      );
    await turn('hi');
    const second = await turn('again');
    expect(second.ok && lastMessage(second.values)).toBe('turn 2: again');
  }, 60_000);
});
