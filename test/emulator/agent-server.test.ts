import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { call, eventually, useFreshEmulator } from './http-test-helpers.ts';
import { makeArchive, putArchive, SIGNED_HEADERS } from './upload-helpers.ts';

const emulator = useFreshEmulator();
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});

const AWAITING_IMAGE = {
  name: 'image-agent',
  source: 'internal_image',
  source_config: { deployment_type: 'dev' },
  source_revision_config: {},
};
const KEY = { 'x-api-key': 'emulator-key' };

async function customUrl(id: string): Promise<string> {
  return (await call(emu, 'GET', `/v2/deployments/${id}`)).body.source_config.custom_url;
}

/** One request to a deployment's URL, as an agent-server client sends it. */
async function agent(
  url: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body !== undefined && {
      body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A new revision of a seeded deployment (a new ref), followed until DEPLOYED. */
async function deployNewRevision(id: string): Promise<string> {
  const patched = await call(emu, 'PATCH', `/v2/deployments/${id}`, {
    body: { source_revision_config: { repo_ref: `ref-${Math.random()}` } },
  });
  const revisionId = patched.body.latest_revision_id as string;
  await eventually(
    () => emu.getRevision(revisionId)?.status,
    (status) => status === 'DEPLOYED',
  );
  return revisionId;
}

const servedRevision = async (url: string) =>
  (await agent(url, 'GET', '/info', { headers: KEY })).body.host.revision_id;

describe("the deployment's URL and the agent-server stand-in", () => {
  it('has no URL before the first revision is DEPLOYED, then points at the stand-in', async () => {
    const created = await call(emu, 'POST', '/v2/deployments', { body: AWAITING_IMAGE });
    const id = created.body.id as string;
    expect(await customUrl(id)).toBeNull();
    const image = 'registry.emulator.test/t/image-agent@sha256:'.padEnd(108, 'a');
    await call(emu, 'PATCH', `/v2/deployments/${id}`, {
      body: { source_revision_config: { image_uri: image } },
    });
    const url = await eventually(
      () => customUrl(id),
      (value) => value !== null,
    );
    expect(url).toBe(`${emu.agentServerUrl}/${id}`);
    expect(emu.agentServerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('keeps a custom_url the deployment was given', async () => {
    const seeded = emu.seedDeployment({
      source_config: { custom_url: 'https://agents.example.com/support' },
    });
    expect(await customUrl(seeded.id)).toBe('https://agents.example.com/support');
  });

  it('keeps the URL it filled in when a create or PATCH sends custom_url: null', async () => {
    const created = await call(emu, 'POST', '/v2/deployments', {
      body: {
        name: 'ci-script-agent',
        source: 'sourcehost',
        source_config: {
          repo_url: 'https://sourcehost.example.com/acme/agent',
          custom_url: null,
        },
        source_revision_config: { repo_ref: 'main', agent_config_path: 'agent.json' },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const serviceUrl = `${emu.agentServerUrl}/${id}`;
    expect(
      await eventually(
        () => customUrl(id),
        (value) => value !== null,
      ),
    ).toBe(serviceUrl);
    const patched = await call(emu, 'PATCH', `/v2/deployments/${id}`, {
      body: { source_config: { custom_url: null, build_on_push: true } },
    });
    expect(patched.body.source_config).toMatchObject({
      custom_url: serviceUrl,
      build_on_push: true,
    });
    expect(await customUrl(id)).toBe(serviceUrl);
    // A deployment the service never gives a URL (seeded so) keeps none, deployed or not.
    expect(await customUrl(emu.seedDeployment({ withoutUrl: true }).id)).toBeNull();
  });

  it('answers GET /ok without a key: 200 {"ok": true}, 503 while warming up or switched off', async () => {
    const seeded = emu.seedDeployment();
    const url = await customUrl(seeded.id);
    expect(await agent(url, 'GET', '/ok')).toEqual({ status: 200, body: { ok: true } });
    expect(emu.agentServerRequests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/${seeded.id}/ok`,
      apiKey: undefined,
    });

    emu.warmUpAgentServerFor(2);
    expect((await agent(url, 'GET', '/ok')).status).toBe(503);
    expect((await agent(url, 'GET', '/ok')).status).toBe(503);
    expect((await agent(url, 'GET', '/ok')).status).toBe(200);

    emu.setAgentServerHealthy(false);
    expect((await agent(url, 'GET', '/ok')).status).toBe(503);
    emu.resetAgentServer();
    expect((await agent(url, 'GET', '/ok')).status).toBe(200);
    expect((await agent(url, 'GET', '/elsewhere', { headers: KEY })).status).toBe(404);
    expect((await agent(url, 'POST', '/ok', { body: {} })).status).toBe(405);
  });

  it("answers 404 at an unknown or deleted deployment's URL", async () => {
    const seeded = emu.seedDeployment();
    const url = await customUrl(seeded.id);
    const unknown = `${emu.agentServerUrl}/${crypto.randomUUID()}`;
    expect((await agent(unknown, 'GET', '/ok')).status).toBe(404);
    expect((await agent(unknown, 'GET', '/info', { headers: KEY })).status).toBe(404);
    expect((await agent(`${emu.agentServerUrl}`, 'GET', '/ok')).status).toBe(404);
    expect((await call(emu, 'DELETE', `/v2/deployments/${seeded.id}`)).status).toBe(204);
    expect((await agent(url, 'GET', '/ok')).status).toBe(404);
  });

  it('needs a valid X-Api-Key on every route but /ok; a bearer token is no credential there', async () => {
    const url = await customUrl(emu.seedDeployment().id);
    const run = { assistant_id: 'agent', input: {} };
    expect((await agent(url, 'GET', '/info')).status).toBe(401);
    expect((await agent(url, 'GET', '/info', { headers: { 'x-api-key': 'other' } })).status).toBe(
      403,
    );
    const bearer = { authorization: 'Bearer emulator-token' };
    expect((await agent(url, 'GET', '/info', { headers: bearer })).status).toBe(401);
    expect((await agent(url, 'POST', '/runs/wait', { body: run })).status).toBe(401);
    expect((await agent(url, 'POST', '/assistants/search', { body: {} })).status).toBe(401);
    expect(emu.agentServerRequests.at(-1)?.body).toBeUndefined();
  });
});

describe('GET /info: which deployment and revision answer', () => {
  it('names the deployment and the revision it serves', async () => {
    const seeded = emu.seedDeployment();
    const url = await customUrl(seeded.id);
    const info = await agent(url, 'GET', '/info', { headers: KEY });
    expect(info.status).toBe(200);
    expect(info.body.host).toMatchObject({
      project_id: seeded.id,
      revision_id: seeded.latest_revision_id,
      tenant_id: seeded.tenant_id,
    });
  });

  it('goes on serving the previous revision for the configured time after DEPLOYED', async () => {
    const seeded = emu.seedDeployment();
    const url = await customUrl(seeded.id);
    emu.configureAgentServer({ previousRevisionForMs: 60_000 });
    const newer = await deployNewRevision(seeded.id);
    expect(await servedRevision(url)).toBe(seeded.latest_revision_id);

    emu.configureAgentServer({ previousRevisionForMs: 50 });
    expect(
      await eventually(
        () => servedRevision(url),
        (served) => served === newer,
      ),
    ).toBe(newer);
  });

  it('serves a new revision at once by default', async () => {
    const seeded = emu.seedDeployment();
    const url = await customUrl(seeded.id);
    const newer = await deployNewRevision(seeded.id);
    expect(await servedRevision(url)).toBe(newer);
  });

  it('can tell no revision (a self-hosted server), or have no /info at all', async () => {
    const url = await customUrl(emu.seedDeployment().id);
    emu.configureAgentServer({ info: 'no-revision' });
    expect(await servedRevision(url)).toBeNull();
    emu.configureAgentServer({ info: 'absent' });
    expect((await agent(url, 'GET', '/info', { headers: KEY })).status).toBe(404);
  });
});

describe('POST /assistants/search and POST /runs/wait: the stand-in graphs', () => {
  it('lists a default assistant per graph of the uploaded agent config, and runs one by its id', async () => {
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
    const url = await customUrl(id);
    const found = await agent(url, 'POST', '/assistants/search', { body: {}, headers: KEY });
    expect(found.status).toBe(200);
    expect(found.body.map((assistant: { graph_id: string }) => assistant.graph_id)).toEqual([
      'support',
      'triage',
    ]);
    const triage = await agent(url, 'POST', '/assistants/search', {
      body: { graph_id: 'triage', limit: 5 },
      headers: KEY,
    });
    expect(triage.body).toHaveLength(1);

    const run = await agent(url, 'POST', '/runs/wait', {
      headers: KEY,
      body: { assistant_id: triage.body[0].assistant_id, input: { topic: 'refunds' } },
    });
    expect(run).toEqual({
      status: 200,
      body: {
        topic: 'refunds',
        messages: [{ role: 'assistant', content: 'Hello from triage!' }],
      },
    });
  });

  it('answers the last user message with a greeting that echoes it, by graph name', async () => {
    const url = await customUrl(emu.seedDeployment().id);
    const input = { messages: [{ role: 'user', content: 'Where is my order?' }] };
    const run = await agent(url, 'POST', '/runs/wait', {
      headers: KEY,
      body: { assistant_id: 'agent', input, config: { configurable: { tone: 'calm' } } },
    });
    expect(run.status).toBe(200);
    expect(run.body.messages).toEqual([
      ...input.messages,
      { role: 'assistant', content: 'Hello from agent! You said: Where is my order?' },
    ]);
    expect(emu.agentServerRequests.at(-1)?.body).toMatchObject({ assistant_id: 'agent', input });
  });

  it('switches a graph to fail with __error__, to answer 500, or to answer late', async () => {
    const url = await customUrl(emu.seedDeployment().id);
    const run = () =>
      agent(url, 'POST', '/runs/wait', {
        headers: KEY,
        body: { assistant_id: 'agent', input: {} },
      });
    emu.configureAgentServer({ graphs: { agent: 'error' } });
    const failed = await run();
    expect(failed.status).toBe(200);
    expect(failed.body.__error__).toMatchObject({ error: 'ValueError' });

    emu.configureAgentServer({ graphs: { '*': 'status-500' } });
    const broken = await run();
    expect(broken.status).toBe(500);
    expect(broken.body.detail).toContain('switched to answer 500');

    emu.configureAgentServer({ graphs: { agent: { slowMs: 30 } } });
    const slow = await run();
    expect(slow.status).toBe(200);
    expect(slow.body.messages).toHaveLength(1);
  });

  it('refuses an unknown assistant with 404 and a body the document refuses with 422', async () => {
    const url = await customUrl(emu.seedDeployment().id);
    const post = (body: unknown) => agent(url, 'POST', '/runs/wait', { headers: KEY, body });
    expect((await post({ assistant_id: 'nope', input: {} })).status).toBe(404);
    const missing = await post({ input: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0].loc).toEqual(['body', 'assistant_id']);
    expect((await post({ assistant_id: 'agent', stream: true })).status).toBe(422);
    expect((await post('{"assistant_id": ')).status).toBe(422);
  });
});
