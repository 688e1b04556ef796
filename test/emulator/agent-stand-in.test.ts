// The agent-server stand-in's assistants, runs and threads: what only the stand-in does (its
// switches, its bounds, its deployments); what it shares with the real server is held by the
// contract suite in test/agent-server/.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { agent, KEY, urlOf } from './agent-server-helpers.ts';
import { call, eventually, useFreshEmulator } from './http-test-helpers.ts';
import { makeArchive, putArchive, SIGNED_HEADERS } from './upload-helpers.ts';

const emulator = useFreshEmulator();
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});

describe('assistants, runs and threads: the stand-in graphs', () => {
  /** A deployment whose uploaded agent config names the graphs support and triage. */
  async function twoGraphs(): Promise<string> {
    const { id } = emu.seedDeployment();
    const target = (await call(emu, 'POST', `/v2/deployments/${id}/upload-url`)).body;
    const config = JSON.stringify({ graphs: { support: './a.py:g', triage: './b.py:g' } });
    const archive = await makeArchive({ 'langgraph.json': config, 'a.py': '', 'b.py': '' });
    expect((await putArchive(target.upload_url, archive, SIGNED_HEADERS)).status).toBe(200);
    const patched = await call(emu, 'PATCH', `/v2/deployments/${id}`, {
      body: {
        revision_source: 'internal_source',
        source_revision_config: {
          source_tarball_path: target.object_path,
          agent_config_path: 'langgraph.json',
        },
      },
    });
    const revisionId = patched.body.latest_revision_id;
    await eventually(
      () => emu.getRevision(revisionId)?.status,
      (status) => status === 'DEPLOYED',
    );
    return urlOf(emu, id);
  }
  const run = (url: string, body: unknown, path = '/runs/wait') =>
    agent(url, 'POST', path, { headers: KEY, body });

  it('lists a default assistant per graph of the uploaded agent config, newest first, and runs one by its id', async () => {
    const url = await twoGraphs();
    const found = await agent(url, 'POST', '/assistants/search', { body: {}, headers: KEY });
    expect(found.status).toBe(200);
    expect(found.body.map((assistant: { graph_id: string }) => assistant.graph_id)).toEqual([
      'triage',
      'support',
    ]);
    const triage = await agent(url, 'POST', '/assistants/search', {
      body: { graph_id: 'triage', limit: 5, select: ['assistant_id'] },
      headers: KEY,
    });
    expect(triage.body).toEqual([{ assistant_id: expect.any(String) }]);
    const byId = await agent(url, 'GET', `/assistants/${triage.body[0].assistant_id}`, {
      headers: KEY,
    });
    expect(byId.body).toMatchObject({ graph_id: 'triage', name: 'triage' });

    const answer = await run(url, {
      assistant_id: triage.body[0].assistant_id,
      input: { topic: 'refunds' },
    });
    expect(answer).toEqual({
      status: 200,
      type: 'text/plain; charset=UTF-8',
      body: { topic: 'refunds', messages: [{ role: 'assistant', content: 'Hello from triage!' }] },
    });
  });

  it('answers the last user message with a greeting that echoes it, by graph name', async () => {
    const url = await urlOf(emu, emu.seedDeployment().id);
    const input = { messages: [{ role: 'user', content: 'Where is my order?' }] };
    const answer = await run(url, {
      assistant_id: 'agent',
      input,
      config: { configurable: { tone: 'calm' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.messages).toEqual([
      ...input.messages,
      { role: 'assistant', content: 'Hello from agent! You said: Where is my order?' },
    ]);
    expect(emu.agentServerRequests.at(-1)?.body).toMatchObject({ assistant_id: 'agent', input });
  });

  it('switches a graph to raise, to answer 500, to answer late, or to tell its runtime context', async () => {
    const url = await urlOf(emu, emu.seedDeployment().id);
    const body = { assistant_id: 'agent', input: {}, context: { user: 'ada' } };
    emu.configureAgentServer({ graphs: { agent: 'error' } });
    const failed = await run(url, body);
    expect(failed.status).toBe(200);
    expect(failed.body.__error__.error).toBe('Error');
    expect(JSON.parse(failed.body.__error__.message)).toEqual({
      error: 'ValueError',
      message: 'The stand-in graph agent was switched to fail.',
    });

    emu.configureAgentServer({ graphs: { '*': 'status-500' } });
    const broken = await run(url, body);
    expect(broken.status).toBe(500);
    expect(broken.body.detail).toContain('switched to answer 500');

    emu.configureAgentServer({ graphs: { agent: { slowMs: 1100 } } });
    const response = await fetch(`${url}/runs/wait`, {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^\n\{/);
    expect(JSON.parse(text).messages).toHaveLength(1);

    emu.configureAgentServer({ graphs: { agent: 'context' } });
    expect((await run(url, body)).body.messages).toEqual([{ role: 'assistant', content: 'ada' }]);
  });

  it('keeps threads under the deployment they were created at, and forgets them with it', async () => {
    const mine = emu.seedDeployment();
    const url = await urlOf(emu, mine.id);
    const other = await urlOf(emu, emu.seedDeployment().id);
    const thread = (await agent(url, 'POST', '/threads', { headers: KEY, body: {} })).body;
    const path = `/threads/${thread.thread_id}/runs/wait`;
    const said = { assistant_id: 'agent', input: { messages: [{ role: 'user', content: 'hi' }] } };
    expect((await run(url, said, path)).body.messages).toHaveLength(2);
    expect((await run(url, said, path)).body.messages).toHaveLength(4);
    expect(await run(other, said, path)).toMatchObject({
      status: 404,
      body: `Thread with ID ${thread.thread_id} not found`,
    });
    const again = await agent(url, 'POST', '/threads', {
      headers: KEY,
      body: { thread_id: thread.thread_id },
    });
    expect(again).toMatchObject({ status: 409, body: 'Thread already exists' });
    const kept = await agent(url, 'POST', '/threads', {
      headers: KEY,
      body: { thread_id: thread.thread_id, if_exists: 'do_nothing' },
    });
    expect(kept).toMatchObject({ status: 200, body: { thread_id: thread.thread_id } });

    expect((await call(emu, 'DELETE', `/v2/deployments/${mine.id}`)).status).toBe(204);
    const image = emu.seedDeployment({ id: mine.id });
    expect(await run(await urlOf(emu, image.id), said, path)).toMatchObject({ status: 404 });
  });

  it('refuses what the real server refuses, in its words', async () => {
    const url = await urlOf(emu, emu.seedDeployment().id);
    expect(await run(url, { assistant_id: 'nope', input: {} })).toMatchObject({
      status: 404,
      body: 'No assistant found for "nope". Make sure the assistant ID is for a valid assistant or a valid graph ID.',
    });
    const missing = await run(url, { input: {} });
    expect(missing).toMatchObject({ status: 400, type: 'application/json' });
    expect(missing.body.error.issues).toEqual([
      {
        code: 'invalid_type',
        expected: 'string',
        received: 'undefined',
        path: ['assistant_id'],
        message: 'Required',
      },
    ]);
    const tooMany = await agent(url, 'POST', '/assistants/search', {
      headers: KEY,
      body: { limit: 2000, sort_by: 'bogus' },
    });
    expect(tooMany.body.error.issues.map((issue: { code: string }) => issue.code)).toEqual([
      'too_big',
      'invalid_enum_value',
    ]);
    expect(await run(url, '{"assistant_id": ')).toMatchObject({
      status: 400,
      body: 'Malformed JSON in request body',
    });
    expect((await run(url, { assistant_id: 'agent', input: {}, stream: true })).status).toBe(200);
    const untyped = await fetch(`${url}/runs/wait`, {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'assistant_id=agent',
    });
    expect(untyped.status).toBe(400);
  });
});
