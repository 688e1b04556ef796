// The emulator started to serve deployed JS agents with the real agent server: the test agent
// (test/support/real-agent/, whose auth handler takes the key REAL_AGENT_API_KEY, here a
// secret of the deployment) deployed as `source-path` ships it, then served, replaced, stopped.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/index.ts';
import { deployAgentDir } from '../support/deploy-agent-dir.ts';
import { TEST_AGENT_DIR } from '../support/real-agent-server.ts';
import { agent, KEY } from './agent-server-helpers.ts';
import { call, eventually } from './http-test-helpers.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ stepMs: 5, serviceGeneration: 'new', agentServerKind: 'real' });
});
afterAll(() => emu?.close());

const WITH_KEY_SECRET = { secrets: [{ name: 'REAL_AGENT_API_KEY', value: 'emulator-key' }] };
/** Until nothing listens at the URL any more (a server stops within a few seconds). */
async function refuses(url: string): Promise<void> {
  const refused = () =>
    fetch(`${url}/info`).then(
      () => false,
      () => true,
    );
  expect(await eventually(refused, Boolean, 10_000)).toBe(true);
}

/** An agent of these files (path → text) deployed to a new deployment. */
async function deployFiles(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'agent-files-'));
  try {
    for (const [path, text] of Object.entries(files)) await writeFile(join(dir, path), text);
    return await deployAgentDir(emu, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The real server serving the deployment's revision, once it serves. */
async function serving(deploymentId: string, revisionId: string) {
  const found = await eventually(
    () => emu.realAgentServers().find((server) => server.deploymentId === deploymentId),
    (server) => server?.revisionId === revisionId && server.state !== 'starting',
    60_000,
  );
  expect(found?.state).toBe('serving');
  return found?.url ?? '';
}

describe.concurrent('the emulator serving deployed JS agents with the real agent server', () => {
  it('serves a deployed JS agent, with the host members the platform adds to /info', async ({
    expect,
  }) => {
    const seeded = emu.seedDeployment(WITH_KEY_SECRET);
    const deployed = await deployAgentDir(emu, TEST_AGENT_DIR, seeded.id);
    const info = await agent(deployed.url, 'GET', '/info');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      context: 'js',
      host: {
        kind: 'emulator',
        project_id: seeded.id,
        revision_id: deployed.revisionId,
        tenant_id: seeded.tenant_id,
      },
    });
    expect(await agent(deployed.url, 'GET', '/ok')).toMatchObject({
      status: 401,
      body: 'Missing x-api-key',
    });
    expect(await agent(deployed.url, 'GET', '/ok', { headers: KEY })).toMatchObject({
      status: 200,
      body: { ok: true },
    });

    const slow = await fetch(`${deployed.url}/runs/wait`, {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ assistant_id: 'slow', input: {}, context: { delay_ms: 1200 } }),
    });
    expect(slow.headers.get('content-location')).toMatch(/^\/runs\//);
    const chunks: string[] = [];
    for await (const chunk of slow.body ?? []) chunks.push(new TextDecoder().decode(chunk));
    expect(chunks[0]).toBe('\n');
    expect(JSON.parse(chunks.join('')).messages).toEqual([
      { role: 'assistant', content: 'done after 1200 ms' },
    ]);
    const seen = emu.agentServerRequests.filter((request) =>
      request.path.startsWith(`/${seeded.id}/`),
    );
    expect(seen.map((request) => request.servedBy)).toEqual(['real', 'real', 'real', 'real']);
  });

  it('replaces the server when a new revision goes live, and stops it when the deployment is deleted', async ({
    expect,
  }) => {
    const seeded = emu.seedDeployment(WITH_KEY_SECRET);
    const first = await deployAgentDir(emu, TEST_AGENT_DIR, seeded.id);
    const firstUrl = await serving(seeded.id, first.revisionId);
    const second = await deployAgentDir(emu, TEST_AGENT_DIR, seeded.id);
    const secondUrl = await serving(seeded.id, second.revisionId);
    expect(secondUrl).not.toBe(firstUrl);
    await refuses(firstUrl);
    const info = await agent(second.url, 'GET', '/info');
    expect(info.body.host.revision_id).toBe(second.revisionId);

    expect((await call(emu, 'DELETE', `/v2/deployments/${seeded.id}`)).status).toBe(204);
    await eventually(
      () => emu.realAgentServers().some((server) => server.deploymentId === seeded.id),
      (present) => !present,
    );
    await refuses(secondUrl);
    expect((await agent(second.url, 'GET', '/info')).status).toBe(404);
  });

  it('leaves a Python agent to the stand-in', async ({ expect }) => {
    const deployed = await deployFiles({
      'langgraph.json': '{"graphs": {"support": "./graph.py:graph"}}',
      'graph.py': 'graph = None\n',
    });
    const info = await agent(deployed.url, 'GET', '/info', { headers: KEY });
    expect(info.body.host.revision_id).toBe(deployed.revisionId);
    expect(info.body.context).toBeUndefined();
    const seen = emu.agentServerRequests.filter((request) =>
      request.path.startsWith(`/${deployed.deploymentId}/`),
    );
    expect(seen.map((request) => request.servedBy)).toEqual(['stand-in']);
    expect(emu.realAgentServers().map((server) => server.deploymentId)).not.toContain(
      deployed.deploymentId,
    );
  });

  it('answers 503 in plain text for a JS agent whose server does not start, and stays up', async ({
    expect,
  }) => {
    const deployed = await deployFiles({
      'langgraph.json': '{"graphs": {"broken": "./graph.mjs:graph"}}',
      'graph.mjs': 'export const graph = ;\n',
    });
    const answer = await agent(deployed.url, 'GET', '/info');
    expect(answer.status).toBe(503);
    expect(answer.body).toContain(`The agent server of revision ${deployed.revisionId}`);
    expect(answer.body).toContain('it did not start');
    expect((await call(emu, 'GET', `/v2/deployments/${deployed.deploymentId}`)).status).toBe(200);
  });
});

describe('the emulator closing', () => {
  it('stops every real server when it closes', async ({ expect }) => {
    const urls = emu.realAgentServers().flatMap((server) => server.url ?? []);
    expect(urls.length).toBeGreaterThan(0);
    await emu.close();
    for (const url of urls) await refuses(url);
    expect(emu.realAgentServers()).toEqual([]);
  });
});
