import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID, type Emulator } from '../../emulator/index.ts';
import { useEmulator } from '../support/emulator.ts';
import { call } from './http-test-helpers.ts';

const WORKSPACE = '5b6c7d8e-9f01-4a2b-8c3d-4e5f60718293';
const CREATE = {
  compute_type: 'k8s',
  compute_id: 'prod-cluster',
  compute_config: { k8s_namespaces: ['agents'] },
};

let emu: Emulator;
const emulator = useEmulator({}, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
});

describe('listeners', () => {
  it('creates, reads, patches and lists a listener', async () => {
    const created = await call(emu, 'POST', '/v2/listeners', { body: CREATE });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...CREATE, version: null, id: expect.any(String) });
    const id = created.body.id;

    const read = await call(emu, 'GET', `/v2/listeners/${id}`);
    expect(read.body).toEqual(created.body);

    const patched = await call(emu, 'PATCH', `/v2/listeners/${id}`, {
      body: { version: '0.3.1', compute_config: { k8s_namespaces: ['agents', 'batch'] } },
    });
    expect(patched.body).toMatchObject({
      version: '0.3.1',
      compute_id: 'prod-cluster',
      compute_config: { k8s_namespaces: ['agents', 'batch'] },
    });

    emu.seedListener({ compute_id: 'staging-cluster' });
    const listed = await call(emu, 'GET', '/v2/listeners?limit=1&offset=1');
    expect(listed.body).toMatchObject({
      offset: 2,
      resources: [{ compute_id: 'staging-cluster' }],
    });
  });

  it('keeps workspace + compute_id unique (409) and workspaces apart', async () => {
    await call(emu, 'POST', '/v2/listeners', { body: CREATE });
    const again = await call(emu, 'POST', '/v2/listeners', { body: CREATE });
    expect(again).toMatchObject({
      status: 409,
      body: {
        detail: `A listener for workspace ${DEFAULT_TENANT_ID} and compute id prod-cluster already exists.`,
      },
    });
    const elsewhere = await call(emu, 'POST', '/v2/listeners', {
      body: CREATE,
      headers: { 'x-tenant-id': WORKSPACE },
    });
    expect(elsewhere.status).toBe(201);
  });

  it('refuses listeners to workspaces that may not have them (403)', async () => {
    emu.setWorkspace(WORKSPACE, { listenersAllowed: false });
    const headers = { 'x-tenant-id': WORKSPACE };
    const detail = `Listeners cannot be created for workspace ID ${WORKSPACE}. Listener creation is limited to organizations on self-hosted enterprise plans.`;
    const created = await call(emu, 'POST', '/v2/listeners', { body: CREATE, headers });
    expect(created).toMatchObject({ status: 403, body: { detail } });
    const seeded = emu.seedListener({ tenantId: WORKSPACE, compute_id: 'old' });
    const read = await call(emu, 'GET', `/v2/listeners/${seeded.id}`, { headers });
    expect(read).toMatchObject({ status: 403, body: { detail } });
  });

  it('answers 404, and 422 for a bad id or an unpatchable member', async () => {
    const id = '11111111-2222-4333-8444-555555555555';
    const missing = await call(emu, 'GET', `/v2/listeners/${id}`);
    expect(missing).toMatchObject({
      status: 404,
      body: { detail: `Listener ID ${id} not found.` },
    });
    const badId = await call(emu, 'GET', '/v2/listeners/123');
    expect(badId.body.detail[0]).toMatchObject({
      loc: ['path', 'listener_id'],
      type: 'uuid_parsing',
    });

    const seeded = emu.seedListener({ compute_id: 'prod-cluster' });
    const unpatchable = await call(emu, 'PATCH', `/v2/listeners/${seeded.id}`, {
      body: { compute_id: 'other', compute_type: 'k8s' },
    });
    expect(unpatchable.status).toBe(422);
    expect(unpatchable.body.detail.map((d: { loc: unknown[] }) => d.loc)).toEqual([
      ['body', 'compute_id'],
      ['body', 'compute_type'],
    ]);
    const invalid = await call(emu, 'POST', '/v2/listeners', {
      body: { ...CREATE, compute_type: 'ecs' },
    });
    expect(invalid.body.detail).toEqual([
      {
        type: 'enum',
        loc: ['body', 'compute_type'],
        msg: "Input should be 'k8s'",
        input: 'ecs',
        ctx: { expected: "'k8s'" },
      },
    ]);
  });

  it('can behave like an older service without the list operation', async () => {
    emu.setListListenersAvailable(false);
    const listed = await call(emu, 'GET', '/v2/listeners');
    expect(listed).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
    const created = await call(emu, 'POST', '/v2/listeners', { body: CREATE });
    expect(created.status).toBe(201);
  });
});
