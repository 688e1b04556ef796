// The agent-server routes the project uses, against the real agent server and the emulator's
// stand-in with the same assertions; where the stand-in differs on purpose, kept-differences.ts
// says so and the assertion reads it from there.
import { describe, it } from 'vitest';
import { TEST_GRAPHS } from '../support/real-agent-server.ts';
import {
  ECHO_ASSISTANT_ID,
  SERVERS,
  send,
  sendStreaming,
  UUID,
  useServer,
} from './contract-helpers.ts';
import { KEPT_DIFFERENCES as DIFFER } from './kept-differences.ts';

const ERROR_TEXT = 'text/plain;charset=utf-8';
const hi = (text: string) => ({ messages: [{ role: 'user', content: text }] });

describe.concurrent.each(SERVERS)('the agent server ($kind): its routes', ({ kind, start }) => {
  const server = useServer(start);

  it('answers GET /info without a key, naming a host only where the platform adds one', async ({
    expect,
  }) => {
    const info = await send(server(), 'GET', '/info', { key: null });
    expect([info.status, info.type]).toEqual([200, 'application/json']);
    expect(info.json).toMatchObject({ version: expect.any(String), flags: expect.any(Object) });
    expect(info.json.host).toEqual(DIFFER.infoHost[kind](server().deployed));
    expect(info.json.context).toBe(DIFFER.infoServer[kind].context);
    expect('langgraph_js_version' in info.json).toBe(DIFFER.infoServer[kind].hasJsVersion);
  });

  it('asks for the key on GET /ok in plain text, and answers it with the key', async ({
    expect,
  }) => {
    const without = await send(server(), 'GET', '/ok', { key: null });
    expect([without.status, without.type, without.text]).toEqual([
      401,
      ERROR_TEXT,
      'Missing x-api-key',
    ]);
    const wrong = await send(server(), 'GET', '/ok', { key: 'not-the-key' });
    expect([wrong.status, wrong.type, wrong.text]).toEqual([403, ERROR_TEXT, 'Invalid x-api-key']);
    const ok = await send(server(), 'GET', '/ok');
    expect([ok.status, ok.type, ok.json]).toEqual([200, 'application/json', { ok: true }]);
  });

  it('lists the default assistants, whose ids are derived from the graph names', async ({
    expect,
  }) => {
    const all = await send(server(), 'POST', '/assistants/search', { body: { limit: 100 } });
    expect([all.status, all.type, all.headers.get('x-pagination-total')]).toEqual([
      200,
      'application/json',
      String(TEST_GRAPHS.length),
    ]);
    expect(all.json.map((assistant: { graph_id: string }) => assistant.graph_id).sort()).toEqual(
      [...TEST_GRAPHS].sort(),
    );
    const echo = await send(server(), 'POST', '/assistants/search', {
      body: { graph_id: 'echo', limit: 5, sort_by: 'created_at', sort_order: 'desc' },
    });
    expect(echo.json).toEqual([
      {
        assistant_id: ECHO_ASSISTANT_ID,
        graph_id: 'echo',
        name: 'echo',
        description: null,
        config: {},
        context: {},
        metadata: { created_by: 'system' },
        version: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
  });

  it('answers a run at once in plain text, with Content-Location, and the final state', async ({
    expect,
  }) => {
    const run = await send(server(), 'POST', '/runs/wait', {
      body: { assistant_id: 'echo', input: hi('Where is my order?') },
    });
    expect([run.status, run.type]).toEqual([200, 'text/plain;charset=utf-8']);
    expect(run.headers.get('content-location')).toMatch(/^\/runs\/[0-9a-f-]{36}$/);
    expect(run.json).toEqual({
      messages: [
        { role: 'user', content: 'Where is my order?' },
        { role: 'assistant', content: 'Hello from echo! You said: Where is my order?' },
      ],
    });
  });

  it('runs a graph by its default assistant id, and ignores members it does not know', async ({
    expect,
  }) => {
    const run = await send(server(), 'POST', '/runs/wait', {
      body: { assistant_id: ECHO_ASSISTANT_ID, input: { topic: 'refunds' }, stream: true },
    });
    expect(run.status).toBe(200);
    expect(run.json.messages).toEqual([{ role: 'assistant', content: 'Hello from echo!' }]);
    expect('topic' in run.json).toBe(DIFFER.unknownInputMembers[kind].keepsTopic);
  });

  it('gives a run its runtime context, which config.configurable does not reach', async ({
    expect,
  }) => {
    const told = await send(server(), 'POST', '/runs/wait', {
      body: { assistant_id: 'context', input: {}, context: { user: 'ada' }, metadata: { a: 1 } },
    });
    expect(told.json.messages).toEqual([{ role: 'assistant', content: 'ada' }]);
    const configured = await send(server(), 'POST', '/runs/wait', {
      body: { assistant_id: 'context', input: {}, config: { configurable: { user: 'ada' } } },
    });
    expect(configured.json.messages).toEqual([{ role: 'assistant', content: 'no context' }]);
  });

  it('answers a graph that raised with 200 and the error JSON inside __error__.message', async ({
    expect,
  }) => {
    const run = await send(server(), 'POST', '/runs/wait', {
      body: { assistant_id: 'boom', input: hi('anything') },
    });
    expect([run.status, run.type]).toEqual([200, 'text/plain;charset=utf-8']);
    expect(Object.keys(run.json)).toEqual(['__error__']);
    expect(run.json.__error__.error).toBe('Error');
    expect(JSON.parse(run.json.__error__.message)).toEqual(DIFFER.raisedError[kind]);
  });

  it('answers an input the graph cannot take, or none, as a graph that raised', async ({
    expect,
  }) => {
    for (const [input, error] of [
      ['hello', 'InvalidUpdateError'],
      [[1], 'InvalidUpdateError'],
      [null, 'EmptyInputError'],
    ] as const) {
      const run = await send(server(), 'POST', '/runs/wait', {
        body: { assistant_id: 'echo', input },
      });
      expect(run.status).toBe(200);
      expect(JSON.parse(run.json.__error__.message)).toMatchObject({ error });
    }
  });

  it('keeps a slow run alive with newlines, sent after the status, before its state', async ({
    expect,
  }) => {
    const run = await sendStreaming(server(), '/runs/wait', {
      assistant_id: 'slow',
      input: {},
      context: { delay_ms: 1500 },
    });
    expect([run.status, run.type]).toEqual([200, 'text/plain;charset=utf-8']);
    expect(run.headers.get('content-location')).toMatch(/^\/runs\//);
    expect(run.chunks[0]).toBe('\n');
    const text = run.chunks.join('');
    expect(text).toMatch(/^\n+\{/);
    expect(JSON.parse(text).messages).toEqual([
      { role: 'assistant', content: DIFFER.graphs[kind].slowSays },
    ]);
  });

  it('refuses an unknown assistant, a body without assistant_id, and one that is not JSON', async ({
    expect,
  }) => {
    const unknown = await send(server(), 'POST', '/runs/wait', {
      body: { assistant_id: 'nope', input: {} },
    });
    expect([unknown.status, unknown.type, unknown.text]).toEqual([
      404,
      ERROR_TEXT,
      'No assistant found for "nope". Make sure the assistant ID is for a valid assistant or a valid graph ID.',
    ]);
    const missing = await send(server(), 'POST', '/runs/wait', { body: { input: {} } });
    expect([missing.status, missing.type]).toEqual([400, 'application/json']);
    expect(missing.json).toMatchObject({ success: false, error: { name: 'ZodError' } });
    expect(missing.json.error.issues).toEqual([
      expect.objectContaining({
        path: ['assistant_id'],
        code: DIFFER.zodIssues[kind].missingAssistantCode,
      }),
    ]);
    for (const body of ['{"assistant_id": ', '']) {
      const malformed = await send(server(), 'POST', '/runs/wait', { body });
      expect([malformed.status, malformed.type, malformed.text]).toEqual([
        400,
        ERROR_TEXT,
        'Malformed JSON in request body',
      ]);
    }
    const nowhere = await send(server(), 'GET', '/nowhere');
    expect([nowhere.status, nowhere.type, nowhere.text]).toEqual([
      404,
      'text/plain;charset=utf-8',
      '404 Not Found',
    ]);
  });

  it('keeps a thread whose state persists between the runs on it', async ({ expect }) => {
    const created = await send(server(), 'POST', '/threads', { body: {} });
    expect([created.status, created.type]).toEqual([200, 'application/json']);
    expect(created.json).toMatchObject({ status: 'idle', metadata: {} });
    const threadId = created.json.thread_id;
    expect(threadId).toMatch(UUID);
    const path = `/threads/${threadId}/runs/wait`;
    await send(server(), 'POST', path, { body: { assistant_id: 'echo', input: hi('one') } });
    const second = await send(server(), 'POST', path, {
      body: { assistant_id: 'echo', input: hi('two') },
    });
    expect(second.headers.get('content-location')).toMatch(
      new RegExp(`^/threads/${threadId}/runs/[0-9a-f-]{36}$`),
    );
    expect(second.json.messages).toEqual([
      { role: 'user', content: 'one' },
      { role: 'assistant', content: 'Hello from echo! You said: one' },
      { role: 'user', content: 'two' },
      { role: 'assistant', content: 'Hello from echo! You said: two' },
    ]);
  });

  it('refuses a thread id that is not a uuid, and tells an unknown thread', async ({ expect }) => {
    const body = { assistant_id: 'echo', input: hi('x') };
    const malformed = await send(server(), 'POST', '/threads/abc/runs/wait', { body });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.issues).toEqual([
      { validation: 'uuid', code: 'invalid_string', message: 'Invalid uuid', path: ['thread_id'] },
    ]);
    const threadId = crypto.randomUUID();
    const unknown = await send(server(), 'POST', `/threads/${threadId}/runs/wait`, { body });
    const expected = DIFFER.unknownThread[kind];
    expect([unknown.status, unknown.type, unknown.text]).toEqual([
      expected.status,
      ERROR_TEXT,
      expected.text.replace('<thread_id>', threadId),
    ]);
  });
});
