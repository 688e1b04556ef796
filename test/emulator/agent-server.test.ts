import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { agent, KEY, urlOf } from './agent-server-helpers.ts';
import { call, eventually, useFreshEmulator } from './http-test-helpers.ts';

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
    expect(await urlOf(emu, id)).toBeNull();
    const image = 'registry.emulator.test/t/image-agent@sha256:'.padEnd(108, 'a');
    await call(emu, 'PATCH', `/v2/deployments/${id}`, {
      body: { source_revision_config: { image_uri: image } },
    });
    const url = await eventually(
      () => urlOf(emu, id),
      (value) => value !== null,
    );
    expect(url).toBe(`${emu.agentServerUrl}/${id}`);
    expect(emu.agentServerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('keeps a custom_url the deployment was given', async () => {
    const seeded = emu.seedDeployment({
      source_config: { custom_url: 'https://agents.example.com/support' },
    });
    expect(await urlOf(emu, seeded.id)).toBe('https://agents.example.com/support');
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
        () => urlOf(emu, id),
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
    expect(await urlOf(emu, id)).toBe(serviceUrl);
    // A deployment the service never gives a URL (seeded so) keeps none, deployed or not.
    expect(await urlOf(emu, emu.seedDeployment({ withoutUrl: true }).id)).toBeNull();
  });

  it('answers GET /ok without a key: 200 {"ok": true}, 503 while warming up or switched off', async () => {
    const seeded = emu.seedDeployment();
    const url = await urlOf(emu, seeded.id);
    expect(await agent(url, 'GET', '/ok')).toMatchObject({ status: 200, body: { ok: true } });
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
    expect(await agent(url, 'GET', '/elsewhere', { headers: KEY })).toMatchObject({
      status: 404,
      body: '404 Not Found',
    });
    expect((await agent(url, 'POST', '/ok', { body: {} })).status).toBe(404);
  });

  it("answers 404 at an unknown or deleted deployment's URL", async () => {
    const seeded = emu.seedDeployment();
    const url = await urlOf(emu, seeded.id);
    const unknown = `${emu.agentServerUrl}/${crypto.randomUUID()}`;
    expect(await agent(unknown, 'GET', '/ok')).toEqual({
      status: 404,
      type: 'text/plain; charset=UTF-8',
      body: '404 Not Found',
    });
    expect((await agent(unknown, 'GET', '/info', { headers: KEY })).status).toBe(404);
    expect((await agent(`${emu.agentServerUrl}`, 'GET', '/ok')).status).toBe(404);
    expect((await call(emu, 'DELETE', `/v2/deployments/${seeded.id}`)).status).toBe(204);
    expect((await agent(url, 'GET', '/ok')).status).toBe(404);
  });

  it('needs a valid X-Api-Key on every route but /ok; a bearer token is no credential there', async () => {
    const url = await urlOf(emu, emu.seedDeployment().id);
    const run = { assistant_id: 'agent', input: {} };
    expect(await agent(url, 'GET', '/info')).toEqual({
      status: 401,
      type: 'text/plain;charset=UTF-8',
      body: 'Missing x-api-key',
    });
    expect(await agent(url, 'GET', '/info', { headers: { 'x-api-key': 'other' } })).toMatchObject({
      status: 403,
      body: 'Invalid x-api-key',
    });
    const bearer = { authorization: 'Bearer emulator-token' };
    expect((await agent(url, 'GET', '/info', { headers: bearer })).status).toBe(401);
    expect((await agent(url, 'POST', '/runs/wait', { body: run })).status).toBe(401);
    expect((await agent(url, 'POST', '/assistants/search', { body: {} })).status).toBe(401);
    expect((await agent(url, 'POST', '/threads', { body: {} })).status).toBe(401);
    expect(emu.agentServerRequests.at(-1)?.body).toBeUndefined();
  });

  it('checks keys as an auth handler does when switched: every route but /info', async () => {
    const url = await urlOf(emu, emu.seedDeployment().id);
    emu.configureAgentServer({ keyCheck: 'auth-handler' });
    expect(await agent(url, 'GET', '/ok')).toMatchObject({
      status: 401,
      body: 'Missing x-api-key',
    });
    expect((await agent(url, 'GET', '/ok', { headers: KEY })).status).toBe(200);
    expect((await agent(url, 'GET', '/info')).status).toBe(200);
    expect((await agent(url, 'GET', '/elsewhere')).status).toBe(401);
    emu.resetAgentServer();
    expect((await agent(url, 'GET', '/ok')).status).toBe(200);
  });
});

describe('GET /info: which deployment and revision answer', () => {
  it('names the deployment and the revision it serves', async () => {
    const seeded = emu.seedDeployment();
    const url = await urlOf(emu, seeded.id);
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
    const url = await urlOf(emu, seeded.id);
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
    const url = await urlOf(emu, seeded.id);
    const newer = await deployNewRevision(seeded.id);
    expect(await servedRevision(url)).toBe(newer);
  });

  it('can tell no revision (a self-hosted server), or have no /info at all', async () => {
    const url = await urlOf(emu, emu.seedDeployment().id);
    emu.configureAgentServer({ info: 'no-revision' });
    expect(await servedRevision(url)).toBeNull();
    emu.configureAgentServer({ info: 'absent' });
    expect((await agent(url, 'GET', '/info', { headers: KEY })).status).toBe(404);
  });
});
