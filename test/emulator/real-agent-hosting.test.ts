// The emulator started to serve deployed JS agents with the real agent server: the test agent
// (test/support/real-agent/, whose auth handler takes the key REAL_AGENT_API_KEY, here a
// secret of the deployment) deployed as `source-path` ships it, then served, replaced, stopped.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/index.ts';
import { deployAgentDir, deployArchive } from '../support/deploy-agent-dir.ts';
import { TEST_AGENT_DIR } from '../support/real-agent-server.ts';
import { agent, KEY } from './agent-server-helpers.ts';
import { call, eventually } from './http-test-helpers.ts';

let emu: Emulator;
/** The emulator's temporary directory: every folder it makes is made here. */
let emulatorTmp: string;
beforeAll(async () => {
  emulatorTmp = await mkdtemp(join(tmpdir(), 'emulator-tmp-'));
  process.env.TMPDIR = emulatorTmp;
  emu = await startEmulator({ stepMs: 5, serviceGeneration: 'new', agentServerKind: 'real' });
});
afterAll(async () => {
  await emu?.close();
  await rm(emulatorTmp, { recursive: true, force: true });
});

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

/** An agent of these files (path → text) deployed to a deployment (a new one unless given). */
async function deployFiles(files: Record<string, string>, deploymentId?: string) {
  const dir = await mkdtemp(join(tmpdir(), 'agent-files-'));
  try {
    for (const [path, text] of Object.entries(files)) await writeFile(join(dir, path), text);
    return await deployAgentDir(emu, dir, deploymentId);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A JS agent whose graph `probe` answers its server's environment and where its files are. */
const PROBE_AGENT = {
  'langgraph.json': JSON.stringify({ node_version: '20', graphs: { probe: './probe.mjs:probe' } }),
  'probe.mjs': `import { lstatSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';

const agentDir = fileURLToPath(new URL('.', import.meta.url));
function nodeModules() {
  try {
    return lstatSync(agentDir + 'node_modules').isSymbolicLink() ? 'link' : 'directory';
  } catch {
    return 'none';
  }
}
export const probe = new StateGraph(Annotation.Root({ seen: Annotation() }))
  .addNode('look', () => ({ seen: { env: { ...process.env }, agentDir, nodeModules: nodeModules() } }))
  .addEdge(START, 'look')
  .addEdge('look', END)
  .compile();
`,
};

/** What the server sets itself, and what the emulator gives every server: no more. */
const SERVER_VARIABLES = [
  'PATH',
  'HOME',
  'TMPDIR',
  'TMP',
  'TEMP',
  'NODE_OPTIONS',
  'NODE_ENV',
  'PORT',
  'LANGGRAPH_API_URL',
  'LANGSMITH_TRACING',
  'LANGCHAIN_TRACING_V2',
  'LANGGRAPH_CLI_NO_ANALYTICS',
  'BROWSER',
  'NO_COLOR',
];

/** A .tar.gz of a JS agent whose first entry has an absolute path, and many files after it. */
function archiveWithAbsolutePath(): Buffer {
  const entry = (path: string, text: string) => {
    const body = Buffer.from(text);
    const header = Buffer.alloc(512);
    new Header({ path, mode: 0o644, size: body.length, type: 'File', mtime: new Date(0) }).encode(
      header,
      0,
    );
    return [header, body, Buffer.alloc((512 - (body.length % 512)) % 512)];
  };
  const filler = 'x'.repeat(16 * 1024);
  return gzipSync(
    Buffer.concat([
      ...entry('/tmp/absolute-entry.txt', 'written outside?'),
      ...entry('langgraph.json', '{"node_version": "20", "graphs": {"g": "./g.mjs:g"}}'),
      ...Array.from({ length: 200 }, (_, n) => entry(`filler/${n}.txt`, filler)).flat(),
      Buffer.alloc(1024),
    ]),
  );
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

  it('runs an agent in a folder of its own, with its secrets and a clean environment', async ({
    expect,
  }) => {
    process.env.EMULATOR_OWN_VARIABLE = 'the emulator process keeps this';
    const seeded = emu.seedDeployment({ secrets: [{ name: 'PROBE_SECRET', value: 'p-secret' }] });
    const deployed = await deployFiles(PROBE_AGENT, seeded.id);
    const run = await agent(deployed.url, 'POST', '/runs/wait', {
      body: { assistant_id: 'probe', input: {} },
    });
    expect(run.status).toBe(200);
    const { env, agentDir, nodeModules } = run.body.seen;
    expect(env.PROBE_SECRET).toBe('p-secret');
    expect(Object.keys(env).filter((name) => !SERVER_VARIABLES.includes(name))).toEqual([
      'PROBE_SECRET',
    ]);
    const ownFolder = dirname(agentDir);
    expect(ownFolder.startsWith(`${emulatorTmp}/emulator-agent-`)).toBe(true);
    expect(dirname(env.HOME)).toBe(ownFolder);
    expect(dirname(env.TMPDIR)).toBe(ownFolder);
    expect(env.HOME).not.toBe(homedir());
    // LangGraph resolves from the checkout: no link to it in the agent's folder.
    expect(nodeModules).toBe('none');
    expect(readdirSync(ownFolder).sort()).toEqual(['agent', 'home', 'tmp']);
  });

  it('answers "not served" with the reason for an archive the extraction refuses', async ({
    expect,
  }) => {
    const seeded = emu.seedDeployment();
    const deployed = await deployArchive(emu, archiveWithAbsolutePath(), seeded.id);
    const answer = await agent(deployed.url, 'GET', '/info');
    expect(answer.status).toBe(503);
    expect(answer.body).toContain(`The agent server of revision ${deployed.revisionId}`);
    expect(answer.body).toContain('could not be unpacked (/tmp/absolute-entry.txt:');
    expect(existsSync('/tmp/absolute-entry.txt')).toBe(false);
    const found = emu.realAgentServers().find((server) => server.deploymentId === seeded.id);
    expect(found?.state).toBe('failed');
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
  it('stops every real server when it closes, and removes every folder it made', async ({
    expect,
  }) => {
    const urls = emu.realAgentServers().flatMap((server) => server.url ?? []);
    expect(urls.length).toBeGreaterThan(0);
    expect(readdirSync(emulatorTmp).length).toBeGreaterThan(0);
    await emu.close();
    for (const url of urls) await refuses(url);
    expect(emu.realAgentServers()).toEqual([]);
    expect(readdirSync(emulatorTmp)).toEqual([]);
  });
});
