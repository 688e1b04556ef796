import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../emulator/common/contract.ts';
import { DEFAULT_TENANT_ID, type Emulator } from '../../emulator/index.ts';
import { emulatorForTest } from '../support/emulator.ts';
import { call, SOURCEHOST_CREATE } from './http-test-helpers.ts';

let emu: Emulator;
afterEach(async () => {
  expect(emu.requests.filter((r) => r.contractViolation !== undefined)).toEqual([]);
});

const ORG_KEY = { 'x-api-key': 'emulator-org-key' };

describe('an organization-scoped key', () => {
  it('is refused without X-Tenant-Id, whatever the route', async () => {
    emu = await emulatorForTest({ serviceGeneration: 'new' });
    const seeded = emu.seedDeployment();
    for (const [method, path, body] of [
      ['GET', '/v2/deployments', undefined],
      ['GET', `/v2/deployments/${seeded.id}`, undefined],
      ['POST', '/v2/deployments', SOURCEHOST_CREATE],
      ['GET', '/v2/listeners', undefined],
    ] as const) {
      const answer = await call(emu, method, path, { auth: false, headers: ORG_KEY, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.detail).toContain('requires workspace specification');
    }
    expect((await call(emu, 'GET', '/v2/deployments')).body.resources).toHaveLength(1);
  });

  it('acts in the workspace X-Tenant-Id names', async () => {
    emu = await emulatorForTest({ serviceGeneration: 'new' });
    const seeded = emu.seedDeployment();
    const inDefault = { ...ORG_KEY, 'x-tenant-id': DEFAULT_TENANT_ID };
    const read = await call(emu, 'GET', `/v2/deployments/${seeded.id}`, {
      auth: false,
      headers: inDefault,
    });
    expect(read).toMatchObject({ status: 200, body: { id: seeded.id } });

    const otherWorkspace = randomUUID();
    const created = await call(emu, 'POST', '/v2/deployments', {
      auth: false,
      headers: { ...ORG_KEY, 'x-tenant-id': otherWorkspace },
      body: SOURCEHOST_CREATE,
    });
    expect(created).toMatchObject({ status: 201, body: { tenant_id: otherWorkspace } });
    const fromDefault = await call(emu, 'GET', `/v2/deployments/${created.body.id}`, {
      auth: false,
      headers: inDefault,
    });
    expect(fromDefault.status).toBe(404);
  });

  it('is not accepted where it is not configured', async () => {
    emu = await emulatorForTest({ orgApiKeys: ['org-1'] });
    const old = await call(emu, 'GET', '/v2/deployments', { auth: false, headers: ORG_KEY });
    expect(old).toMatchObject({ status: 403, body: { detail: 'Invalid API key.' } });
    const configured = await call(emu, 'GET', '/v2/deployments', {
      auth: false,
      headers: { 'x-api-key': 'org-1' },
    });
    expect(configured.body.detail).toContain('requires workspace specification');
  });
});

describe('an organization whose deployments are not enabled', () => {
  it('answers every /v2/deployments route 403, and the others as usual', async () => {
    emu = await emulatorForTest({ serviceGeneration: 'new', deploymentsDisabled: true });
    const id = randomUUID();
    const revisionId = randomUUID();
    const routes = [
      ['GET', '/v2/deployments'],
      ['POST', '/v2/deployments'],
      ['DELETE', `/v2/deployments?deployment_ids=${id}`],
      ['GET', `/v2/deployments/${id}`],
      ['PATCH', `/v2/deployments/${id}`],
      ['DELETE', `/v2/deployments/${id}`],
      ['GET', `/v2/deployments/${id}/revisions`],
      ['POST', `/v2/deployments/${id}/revisions`],
      ['GET', `/v2/deployments/${id}/revisions/${revisionId}`],
      ['POST', `/v2/deployments/${id}/revisions/${revisionId}/redeploy`],
      ['POST', `/v2/deployments/${id}/upload-url`],
      ['POST', `/v2/deployments/${id}/push-token`],
    ] as const;
    for (const [method, path] of routes) {
      const body = method === 'POST' || method === 'PATCH' ? SOURCEHOST_CREATE : undefined;
      const answer = await call(emu, method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.detail).toContain('not enabled');
    }
    // These are all the /v2/deployments operations the document describes.
    const asTemplate = (path: string) =>
      path.split('?')[0]?.replace(id, '{deployment_id}').replace(revisionId, '{revision_id}');
    const documented = (await loadContract())
      .operations()
      .filter((operation) => operation.path.startsWith('/v2/deployments'))
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(routes.map(([method, path]) => `${method} ${asTemplate(path)}`).sort()).toEqual(
      documented.sort(),
    );
    expect((await call(emu, 'GET', '/v2/listeners')).status).toBe(200);
    const noKey = await call(emu, 'GET', '/v2/deployments', { auth: false });
    expect(noKey.status).toBe(401);
  });
});
