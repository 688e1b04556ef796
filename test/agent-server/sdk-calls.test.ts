// The official SDK's everyday calls, against the real agent server and the emulator's stand-in
// with the same assertions; where the stand-in differs on purpose, kept-differences.ts says so.
import { Client } from '@langchain/langgraph-sdk';
import { describe, it } from 'vitest';
import { ECHO_ASSISTANT_ID, SERVERS, UUID, useServer } from './contract-helpers.ts';
import type { ContractServer } from './contract-servers.ts';
import { KEPT_DIFFERENCES as DIFFER } from './kept-differences.ts';

const hi = (text: string) => ({ messages: [{ role: 'user', content: text }] });

/** The SDK's client for the server, which asks once: a refusal is the answer. */
function client(server: ContractServer): Client {
  return new Client({
    apiUrl: server.url,
    apiKey: server.apiKey,
    callerOptions: { maxRetries: 0 },
  });
}

describe.concurrent.each(SERVERS)(
  "the agent server ($kind): the SDK's everyday calls",
  ({ kind, start }) => {
    const server = useServer(start);

    it('searches assistants by graph, sorted and limited, and gets one by id or graph name', async ({
      expect,
    }) => {
      const sdk = client(server());
      const found = await sdk.assistants.search({
        graphId: 'echo',
        sortBy: 'created_at',
        limit: 1,
      });
      expect(found.map((assistant) => [assistant.assistant_id, assistant.graph_id])).toEqual([
        [ECHO_ASSISTANT_ID, 'echo'],
      ]);
      expect((await sdk.assistants.get(ECHO_ASSISTANT_ID)).graph_id).toBe('echo');
      expect((await sdk.assistants.get('echo')).assistant_id).toBe(ECHO_ASSISTANT_ID);
    });

    it('waits for a run with input, config, context and metadata, and tells the run it created', async ({
      expect,
    }) => {
      const created: Array<{ run_id: string; thread_id?: string }> = [];
      const state = await client(server()).runs.wait(null, 'context', {
        input: hi('who am I?'),
        config: { tags: ['contract'], configurable: { tone: 'calm' } },
        context: { user: 'ada' },
        metadata: { origin: 'contract-suite' },
        onRunCreated: (run) => created.push(run),
      });
      expect(state).toEqual({
        messages: [
          { role: 'user', content: 'who am I?' },
          { role: 'assistant', content: 'ada' },
        ],
      });
      expect(created).toEqual([{ run_id: expect.stringMatching(UUID), thread_id: undefined }]);
    });

    it('creates a thread and runs on it twice: the second run sees the first', async ({
      expect,
    }) => {
      const sdk = client(server());
      const thread = await sdk.threads.create({ metadata: { case: 'conversation' } });
      expect(thread).toMatchObject({ thread_id: expect.stringMatching(UUID), status: 'idle' });
      const created: Array<{ run_id: string; thread_id?: string }> = [];
      const onRunCreated = (run: { run_id: string; thread_id?: string }) => created.push(run);
      await sdk.runs.wait(thread.thread_id, 'echo', { input: hi('one'), onRunCreated });
      const state = (await sdk.runs.wait(thread.thread_id, 'echo', {
        input: hi('two'),
        onRunCreated,
      })) as { messages: unknown[] };
      expect(state.messages).toHaveLength(4);
      expect(state.messages.at(-1)).toEqual({
        role: 'assistant',
        content: 'Hello from echo! You said: two',
      });
      expect(created.map((run) => run.thread_id)).toEqual([thread.thread_id, thread.thread_id]);
    });

    it('waits through a run slower than a second', async ({ expect }) => {
      const state = await client(server()).runs.wait(null, 'slow', {
        input: {},
        context: { delay_ms: 1500 },
      });
      expect(state).toEqual({
        messages: [{ role: 'assistant', content: DIFFER.graphs[kind].slowSays }],
      });
    });

    it('rejects an unknown assistant with the HTTP status and the server words', async ({
      expect,
    }) => {
      const unknown = client(server()).runs.wait(null, 'nope', { input: {} });
      await expect(unknown).rejects.toMatchObject({
        status: 404,
        message: expect.stringContaining('HTTP 404: No assistant found for "nope"'),
      });
      await expect(client(server()).assistants.get('nope')).rejects.toMatchObject({
        status: 404,
        message: 'HTTP 404: Assistant not found',
      });
    });

    it('rejects a graph that raised, and an input the graph cannot take, with the nested error', async ({
      expect,
    }) => {
      const raised = client(server()).runs.wait(null, 'boom', { input: hi('x') });
      await expect(raised).rejects.toThrow(`Error: ${JSON.stringify(DIFFER.raisedError[kind])}`);
      const badInput = client(server()).runs.wait(null, 'echo', { input: 'hello' as never });
      await expect(badInput).rejects.toThrow(/^Error: \{"error":"InvalidUpdateError"/);
      const answered = await client(server()).runs.wait(null, 'boom', {
        input: hi('x'),
        raiseError: false,
      });
      expect(answered).toMatchObject({ __error__: { error: 'Error' } });
    });
  },
);
