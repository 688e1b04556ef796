// What every action sends, and to where: plain http only to loopback, no redirect followed
// (the key would go with it), HTTP/2 where the service offers it, a User-Agent on each request.
// Each action's decisions run in this process (runStep); the PATCH's redirect, the deploy's
// User-Agent and the TLS cases spawn dist/, since a private CA is read at the process's start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { type ActionName, defaultInputs } from '../../../scripts/runner/action-manifest.ts';
import {
  ACTION_ENTRIES,
  type ActionRun,
  failureMessage,
  runAction,
} from '../../../scripts/runner/run-action.ts';
import { useEmulator } from '../../support/emulator.ts';
import { agentConfig, GitRepository } from '../../support/git-repository.ts';
import { runInProcess } from '../../support/in-process-action.ts';
import { makePrivateCa, startTlsFront } from '../../support/tls-front.ts';

const API_KEY = 'sk-transport-0b9e4d2a7c';
const DEPLOYMENT_ID = '5d0f9a8e-3b1c-4e7d-9a2f-6c4b8e1d0a35';
const INTEGRATION_ID = '8e2b6c1d-4f3a-4b9e-8d7c-2a1f0e9b3c64';
const LISTENER_ID = '1f7e3d9c-2b8a-4c6d-9e0f-5a4b3c2d1e08';

const serviceEmulator = useEmulator({ apiKeys: [API_KEY] });
const elsewhereEmulator = useEmulator({ apiKeys: [API_KEY] });
let service: Emulator;
/** The checkout the changes action reads: one agent, so it asks the control plane about it. */
const checkout = GitRepository.create();
/** Another origin: same host, another port. Nothing may ever reach it. */
let elsewhere: Emulator;

beforeAll(async () => {
  service = serviceEmulator();
  elsewhere = elsewhereEmulator();
  service.seedDeployment({ id: DEPLOYMENT_ID });
  checkout
    .write({ 'agent/langgraph.json': agentConfig(), 'agent/agent.py': 'graph = 1\n' })
    .commit();
  service.seedIntegration({
    id: INTEGRATION_ID,
    repositories: [{ owner: 'acme', name: 'agents' }],
  });
});
afterAll(async () => {
  checkout.delete();
});

/** The least each action needs, and the path of its first request (eval's: eval-transport.test.ts). */
const STEPS: Record<
  Exclude<ActionName, 'eval'>,
  { inputs: Record<string, string>; firstPath: string; env?: Record<string, string> }
> = {
  deploy: {
    inputs: { 'deployment-id': DEPLOYMENT_ID, 'repo-ref': 'main', 'poll-interval': '100ms' },
    firstPath: `/v2/deployments/${DEPLOYMENT_ID}`,
  },
  listener: { inputs: { 'listener-id': LISTENER_ID }, firstPath: `/v2/listeners/${LISTENER_ID}` },
  repos: {
    inputs: { 'integration-id': INTEGRATION_ID },
    firstPath: `/v1/integrations/forge/sourcehost/${INTEGRATION_ID}/repos`,
  },
  delete: { inputs: { 'deployment-name': 'no-such-agent' }, firstPath: '/v2/deployments' },
  registry: {
    inputs: { 'deployment-id': DEPLOYMENT_ID },
    firstPath: `/v2/deployments/${DEPLOYMENT_ID}`,
  },
  changes: {
    inputs: {},
    firstPath: '/v2/deployments',
    env: { GITHUB_WORKSPACE: checkout.dir },
  },
  sweep: { inputs: { 'name-pattern': 'no-such-agent-{number}' }, firstPath: '/v2/deployments' },
};
const ACTIONS = Object.keys(STEPS) as Array<keyof typeof STEPS>;

/**
 * Runs `action` against `baseUrl`: in this process, where the decisions here are made (the
 * client's transport, the connection inputs), or spawned from dist/ as the runner starts it,
 * once for each kind of decision, to prove the bundle is wired to the same.
 */
function runStep(
  action: keyof typeof STEPS,
  baseUrl: string,
  runner: 'in-process' | 'spawned' = 'in-process',
): Promise<ActionRun> {
  const options = {
    inputs: {
      ...defaultInputs(action),
      'base-url': baseUrl,
      'api-key': API_KEY,
      ...STEPS[action].inputs,
    },
    ...(STEPS[action].env && { env: STEPS[action].env }),
  };
  return runner === 'spawned'
    ? runAction(ACTION_ENTRIES[action], options)
    : runInProcess(action, options);
}

describe('plain http://', () => {
  const REMOTE = [
    'http://cp.example.com',
    'http://10.0.0.5:8080/api-host',
    'http://localhost.example.com',
    'http://127.0.0.1.nip.io',
    'http://0.0.0.0:8080',
    'http://[::ffff:a00:5]',
  ];

  it.each(ACTIONS.flatMap((action) => REMOTE.map((url) => [action, url] as const)))(
    '%s refuses %s before any request',
    async (action, url) => {
      const run = await runStep(action, url);

      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toMatch(/^Input "base-url": must use https:\/\/ \(plain http/);
    },
  );

  it.each(ACTIONS)(
    '%s accepts it for loopback, where the key cannot be overheard',
    async (action) => {
      service.clearRequests();
      const run = await runStep(action, service.url);

      expect(service.requests[0]?.path).toBe(STEPS[action].firstPath);
      expect(failureMessage(run)).not.toMatch(/base-url/);
    },
  );
});

describe('a redirect', () => {
  it.each(ACTIONS.flatMap((action) => [302, 307, 308].map((status) => [action, status] as const)))(
    '%s does not follow a %i to another origin, so the key never goes there',
    async (action, status) => {
      service.clearRequests();
      const { firstPath } = STEPS[action];
      const location = `${elsewhere.url}${firstPath}`;
      service.addFault({ path: firstPath, status, headers: { location } });
      const run = await runStep(action, service.url);

      expect(run.exitCode).toBe(1);
      expect(elsewhere.requests).toEqual([]);
      expect(service.requests).toHaveLength(1);
      expect(failureMessage(run)).toContain(
        `→ ${status}: the service redirected to ${elsewhere.origin}; redirects are not followed`,
      );
    },
  );

  it('of the PATCH is not followed either, and nothing is applied (spawned)', async () => {
    service.clearRequests();
    const path = `/v2/deployments/${DEPLOYMENT_ID}`;
    service.addFault({
      method: 'PATCH',
      path,
      status: 307,
      headers: { location: `${elsewhere.url}${path}` },
    });
    const before = service.getDeployment(DEPLOYMENT_ID)?.latest_revision_id;
    const run = await runStep('deploy', service.url, 'spawned');

    expect(run.exitCode).toBe(1);
    expect(elsewhere.requests).toEqual([]);
    expect(service.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    expect(service.getDeployment(DEPLOYMENT_ID)?.latest_revision_id).toBe(before);
  });
});

describe('over HTTPS', () => {
  it.each([
    ['2.0', 'offers h2', true],
    ['1.1', 'offers HTTP/1.1 only', false],
  ])('speaks HTTP/%s to a service that %s', async (version, _offers, offerH2) => {
    const ca = makePrivateCa('localhost');
    const front = await startTlsFront({
      ca,
      upstreamPort: Number(new URL(service.origin).port),
      offerH2,
    });
    try {
      const run = await runAction(ACTION_ENTRIES.deploy, {
        inputs: {
          ...defaultInputs('deploy'),
          'base-url': `https://localhost:${front.port}`,
          'api-key': API_KEY,
          ...STEPS.deploy.inputs,
        },
        env: { NODE_EXTRA_CA_CERTS: ca.caPath },
      });

      expect(run.outputs.result, failureMessage(run)).toBe('deployed');
      expect(front.requests.length).toBeGreaterThanOrEqual(3);
      expect(new Set(front.requests.map((request) => request.httpVersion))).toEqual(
        new Set([version]),
      );
    } finally {
      await front.close();
      ca.remove();
    }
  });
});

describe('every request', () => {
  it.each(
    ACTIONS.map((action) => [action, action === 'deploy' ? 'spawned' : 'in-process'] as const),
  )('of %s names the action and its version in User-Agent (%s)', async (action, runner) => {
    service.clearRequests();
    service.addFault({ path: STEPS[action].firstPath, status: 503 });
    await runStep(action, service.url, runner);

    expect(service.requests.length).toBeGreaterThanOrEqual(2);
    for (const request of service.requests) {
      expect(request.headers['user-agent']).toMatch(/^agent-deploy-action\/\d+\.\d+\.\d+ \(/);
      expect(request.headers['x-api-key']).toBe(API_KEY);
    }
  });
});
