// A loopback base-url never goes through the proxy: plain http is accepted only for loopback
// because nothing on the network can overhear it, and a proxy would carry the request and its
// X-Api-Key off the machine in clear text. The bundled deploy action, spawned with HTTP_PROXY
// and HTTPS_PROXY naming a recording proxy; other hosts still go through it (proxy.test.ts).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator, EmulatorOptions } from '../../../emulator/index.ts';
import { type ActionRun, failureMessage } from '../../../scripts/runner/run-action.ts';
import { type ConnectProxy, startConnectProxy } from '../../support/connect-proxy.ts';
import { runDeploy } from '../../support/deploy-fixture.ts';
import { emulatorForTest } from '../../support/emulator.ts';
import {
  ENVIRONMENT,
  PULL_REQUEST,
  seedPreview,
  TOKEN,
  useRunnerContract,
} from '../github/setup.ts';

let proxy: ConnectProxy;
beforeAll(async () => {
  // Were anything sent to it, it would tunnel to nowhere: no name is known to it.
  proxy = await startConnectProxy({ hosts: {} });
});
afterEach(() => proxy.reset());
afterAll(() => proxy.close());

/** Both variables, and nothing exempted: only the loopback rule can keep a request off it. */
const throughProxy = () => ({
  HTTP_PROXY: proxy.url,
  HTTPS_PROXY: proxy.url,
  NO_PROXY: '',
});

function emulatorOn(host: string, options: EmulatorOptions = {}): Promise<Emulator> {
  return emulatorForTest({ host, ...options });
}

function expectDeployedDirect(emu: Emulator, run: ActionRun): void {
  expect(failureMessage(run)).toBe('');
  expect(run.exitCode).toBe(0);
  expect(run.outputs.result).toBe('deployed');
  expect(proxy.connects).toEqual([]);
  expect(proxy.otherRequests).toEqual([]);
  // Every request reached the control plane itself, key and all.
  expect(emu.requests.some((request) => request.method !== 'GET')).toBe(true);
  for (const request of emu.requests) expect(request.headers['x-api-key']).toBeDefined();
}

describe('a loopback base-url, with HTTP_PROXY and HTTPS_PROXY set', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', '127.0.0.1'],
    ['[::1]', '::1'],
  ])('(%s) is reached directly: the proxy sees nothing', async (host, listenOn) => {
    const emu = await emulatorOn(listenOn);
    const deployment = emu.seedDeployment();
    const baseUrl = `http://${host}:${new URL(emu.origin).port}`;
    const run = await runDeploy(
      emu,
      deployment.id,
      { 'base-url': baseUrl, 'repo-ref': 'main', timeout: '10s' },
      { env: throughProxy() },
    );

    expectDeployedDirect(emu, run);
  });

  it('uploads a source tree to a loopback signed URL directly too', async () => {
    const emu = await emulatorOn('127.0.0.1', { serviceGeneration: 'new' });
    const root = await mkdtemp(path.join(tmpdir(), 'loopback-upload-'));
    try {
      await mkdir(path.join(root, 'agent'));
      await writeFile(
        path.join(root, 'agent/langgraph.json'),
        '{"dependencies":["."],"graphs":{"agent":"agent:graph"}}\n',
      );
      const deployment = emu.seedDeployment({ source: 'internal_source' });
      const run = await runDeploy(
        emu,
        deployment.id,
        { 'source-path': 'agent', 'agent-config-path': 'langgraph.json', timeout: '10s' },
        { env: { ...throughProxy(), GITHUB_WORKSPACE: root, RUNNER_TEMP: root } },
      );

      expectDeployedDirect(emu, run);
      expect(new URL(emu.storageUrl).hostname).toBe('127.0.0.1');
      expect(emu.uploads.map((upload) => upload.status)).toEqual([200]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('a loopback GitHub API, with HTTP_PROXY and HTTPS_PROXY set', () => {
  const contract = useRunnerContract();

  it("is reached directly by Octokit (@actions/github's own loopback rule)", async () => {
    const emu = await emulatorOn('127.0.0.1');
    const deployment = seedPreview(emu);
    const run = await runDeploy(
      emu,
      deployment.id,
      { 'repo-ref': 'main', 'github-token': TOKEN, environment: ENVIRONMENT },
      { env: { ...contract.env(PULL_REQUEST), ...throughProxy() } },
    );

    expectDeployedDirect(emu, run);
    expect(contract.github().requests.map((request) => request.route)).toContain(
      'create-deployment',
    );
  });
});
