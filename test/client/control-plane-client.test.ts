import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { ControlPlaneClient } from '../../src/client/control-plane-client.ts';
import { eventually } from '../emulator/http-test-helpers.ts';
import { emulatorForTest, useEmulator } from '../support/emulator.ts';
import { API_KEY, clientFor, SOURCEHOST_DEPLOYMENT, serviceErrorOf } from './client-helpers.ts';

let emu: Emulator;
const emulator = useEmulator({}, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
});

describe('deployment operations', () => {
  it('create, get, patch and list deployments', async () => {
    const { client } = clientFor(emu);
    const created = await client.createDeployment(SOURCEHOST_DEPLOYMENT);
    expect(created).toMatchObject({
      name: 'support-agent',
      source: 'sourcehost',
      latest_revision_id: expect.any(String),
    });
    expect(emu.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v2/deployments',
      body: SOURCEHOST_DEPLOYMENT,
    });

    expect((await client.getDeployment(created.id)).id).toBe(created.id);

    const patched = await client.patchDeployment(created.id, {
      source_revision_config: { repo_ref: 'release' },
    });
    expect(patched.latest_revision_id).not.toBe(created.latest_revision_id);
    expect(patched.source_revision_config?.repo_ref).toBe('release');
    expect(emu.requests.at(-1)?.body).toEqual({ source_revision_config: { repo_ref: 'release' } });

    emu.seedDeployment({ name: 'other-tool' });
    const page = await client.listDeployments({ name_contains: 'support', limit: 5, offset: 0 });
    expect(page.resources.map((d) => d.name)).toEqual(['support-agent']);
    expect(emu.requests.at(-1)?.query).toEqual({
      name_contains: 'support',
      limit: '5',
      offset: '0',
    });
  });

  it('get and list revisions', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    const patched = await client.patchDeployment(seeded.id, {
      secrets: [{ name: 'A', value: 'a-value' }],
    });
    const revisionId = patched.latest_revision_id ?? '';
    const revision = await eventually(
      () => client.getRevision(seeded.id, revisionId),
      (r) => r.status === 'DEPLOYED',
    );
    expect(revision).toMatchObject({
      id: revisionId,
      source: 'sourcehost',
      source_revision_config: { repo_ref: 'main' },
    });

    const all = await client.listRevisions(seeded.id);
    expect(all.resources.map((r) => r.id)).toEqual([revisionId, seeded.latest_revision_id]);
    const deployed = await client.listRevisions(seeded.id, { status: 'DEPLOYED', limit: 1 });
    expect(deployed.resources.map((r) => r.id)).toEqual([revisionId]);
    expect(emu.requests.at(-1)?.query).toEqual({ status: 'DEPLOYED', limit: '1' });
  });
});

describe('push tokens', () => {
  it('reads the token and registry URL, telling onSecretValues the token before anything else', async () => {
    const told: string[][] = [];
    const { client } = clientFor(emu, { onSecretValues: (values) => told.push(values) });
    const created = await client.createDeployment({
      name: 'image-agent',
      source: 'internal_image',
      source_config: { deployment_type: 'dev' },
      source_revision_config: {},
    });
    const push = await client.createPushToken(created.id);
    expect(push.registry_url).toMatch(/^https:\/\/registry\.emulator\.test\/.+\/$/);
    expect(told.at(-1)).toEqual([push.token]);
  });

  it('answers a deployment of another source with the service’s 400', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    const error = await serviceErrorOf(client.createPushToken(seeded.id));
    expect(error.status).toBe(400);
    expect(error.detail).toBe(
      "Push tokens are only available for 'internal_image' source deployments.",
    );
  });
});

describe('listener and repository operations', () => {
  it('create, get, patch and list listeners', async () => {
    const { client } = clientFor(emu);
    const created = await client.createListener({
      compute_type: 'k8s',
      compute_id: 'prod-cluster',
      compute_config: { k8s_namespaces: ['agents'] },
    });
    expect(created).toMatchObject({ compute_id: 'prod-cluster', version: null });
    expect((await client.getListener(created.id)).compute_config?.k8s_namespaces).toEqual([
      'agents',
    ]);
    const patched = await client.patchListener(created.id, { version: '1.2.0' });
    expect(patched.version).toBe('1.2.0');
    const page = await client.listListeners({ limit: 10 });
    expect(page.resources.map((l) => l.id)).toEqual([created.id]);
  });

  it('list the repositories of an integration', async () => {
    const { client } = clientFor(emu);
    const integration = emu.seedIntegration({ repositories: [{ owner: 'acme', name: 'agent' }] });
    const repositories = await client.listRepositories(integration.id);
    expect(repositories).toEqual([
      {
        host_integration_id: integration.id,
        id: expect.any(Number),
        name: 'agent',
        owner: 'acme',
        url: 'https://sourcehost.example.com/acme/agent',
        default_branch: 'main',
      },
    ]);
  });

  it('keep an id inside its path segment', async () => {
    const { client } = clientFor(emu);
    const error = await serviceErrorOf(client.getDeployment('../listeners'));
    expect(error.status).toBe(422);
    expect(emu.requests[0]?.path).toBe('/v2/deployments/..%2Flisteners');
  });
});

describe('base URL with a path prefix', () => {
  it.each(['', '/'])('reaches every route under the prefix (trailing "%s")', async (trailing) => {
    const prefixed = await emulatorForTest({ pathPrefix: '/api-host' });
    const { client } = clientFor(prefixed, { baseUrl: `${prefixed.url}${trailing}` });
    const seeded = prefixed.seedDeployment();
    await client.getDeployment(seeded.id);
    await client.listListeners();
    expect(prefixed.requests.map((r) => r.path)).toEqual([
      `/v2/deployments/${seeded.id}`,
      '/v2/listeners',
    ]);
  });
});

describe('request headers', () => {
  const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;

  it('send the API key, a User-Agent naming the action and its version, and no tenant by default', async () => {
    const { client } = clientFor(emu);
    await client.listListeners();
    const headers = emu.requests[0]?.headers ?? {};
    expect(headers['x-api-key']).toBe(API_KEY);
    expect(headers['user-agent']).toMatch(
      new RegExp(`^agent-deploy-action/${version.replaceAll('.', '\\.')} `),
    );
    expect(headers['x-tenant-id']).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers.accept).toBe('application/json');
  });

  it('send X-Tenant-Id when a workspace is given, which scopes what the service shows', async () => {
    const workspace = '7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b';
    const { client } = clientFor(emu, { tenantId: workspace });
    const mine = emu.seedDeployment({ tenantId: workspace });
    const theirs = emu.seedDeployment();
    expect((await client.getDeployment(mine.id)).tenant_id).toBe(workspace);
    expect((await serviceErrorOf(client.getDeployment(theirs.id))).status).toBe(404);
    expect(emu.requests.map((r) => r.headers['x-tenant-id'])).toEqual([workspace, workspace]);
  });

  it('can authenticate with a bearer token instead of an API key', async () => {
    const client = new ControlPlaneClient({ baseUrl: emu.url, bearerToken: 'emulator-token' });
    await client.listListeners();
    expect(emu.requests[0]?.headers).toMatchObject({ authorization: 'Bearer emulator-token' });
    expect(emu.requests[0]?.headers['x-api-key']).toBeUndefined();
  });

  it('a rejected key reads as the service says', async () => {
    const { client } = clientFor(emu, { apiKey: 'wrong-key' });
    const error = await serviceErrorOf(client.listListeners());
    expect(error.message).toBe('GET /v2/listeners → 403: Invalid API key.');
  });
});
