import { beforeEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../emulator/common/contract.ts';
import type { Emulator } from '../../emulator/index.ts';
import { useEmulator } from '../support/emulator.ts';
import { call, SOURCEHOST_CREATE } from './http-test-helpers.ts';

let emu: Emulator;
const emulator = useEmulator({}, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
});

describe('requests are held to emulator/openapi.yaml', () => {
  it('refuses an unknown member deep inside a request body', async () => {
    const created = await call(emu, 'POST', '/v2/deployments', {
      body: {
        ...SOURCEHOST_CREATE,
        source_config: {
          ...SOURCEHOST_CREATE.source_config,
          resource_spec: { max_scal: 3, sidecars: [{ name: 'proxy', imag: 'envoy' }] },
        },
      },
    });
    expect(created.status).toBe(422);
    expect(created.body.detail).toEqual([
      {
        type: 'extra_forbidden',
        loc: ['body', 'source_config', 'resource_spec', 'sidecars', 0, 'imag'],
        msg: 'Extra inputs are not permitted',
        input: 'envoy',
      },
      expect.objectContaining({
        type: 'extra_forbidden',
        loc: ['body', 'source_config', 'resource_spec', 'max_scal'],
      }),
    ]);
    expect((await call(emu, 'GET', '/v2/deployments')).body.resources).toEqual([]);
  });

  it('refuses a value of the wrong type or outside an enumeration, in FastAPI words', async () => {
    const seeded = emu.seedDeployment();
    const patched = await call(emu, 'PATCH', `/v2/deployments/${seeded.id}`, {
      body: {
        revision_source: 'external_image',
        source_config: { build_on_push: 'yes', integration_id: 'acme' },
      },
    });
    expect(patched.body.detail).toEqual([
      {
        type: 'enum',
        loc: ['body', 'revision_source'],
        msg: "Input should be 'sourcehost', 'internal_image' or 'internal_source'",
        input: 'external_image',
        ctx: { expected: "'sourcehost', 'internal_image' or 'internal_source'" },
      },
      expect.objectContaining({
        type: 'uuid_parsing',
        loc: ['body', 'source_config', 'integration_id'],
        input: 'acme',
      }),
      {
        type: 'bool_type',
        loc: ['body', 'source_config', 'build_on_push'],
        msg: 'Input should be a valid boolean',
        input: 'yes',
      },
    ]);
  });

  it('checks query parameters, and ignores ones the operation does not declare', async () => {
    const zero = await call(emu, 'GET', '/v2/deployments?limit=0&offset=-1');
    expect(zero.body.detail).toEqual([
      expect.objectContaining({ type: 'greater_than_equal', loc: ['query', 'limit'], input: '0' }),
      expect.objectContaining({
        type: 'greater_than_equal',
        loc: ['query', 'offset'],
        input: '-1',
      }),
    ]);
    const badIds = await call(emu, 'GET', '/v2/deployments?deployment_ids=acme');
    expect(badIds.body.detail[0]).toMatchObject({
      type: 'uuid_parsing',
      loc: ['query', 'deployment_ids', 0],
    });
    expect((await call(emu, 'GET', '/v2/deployments?colour=blue')).status).toBe(200);
  });
});

describe('answers are held to emulator/openapi.yaml', () => {
  it('answers 500 and records why when its own answer breaks the document', async () => {
    const broken = emu.seedDeployment({ source: 'ftp' });
    const read = await call(emu, 'GET', `/v2/deployments/${broken.id}`);
    expect(read.status).toBe(500);
    expect(read.body.detail).toMatch(
      /^Emulator bug: its 200 answer to getDeployment breaks emulator\/openapi\.yaml: \/source must be equal to one of the allowed values/,
    );
    expect(emu.requests.at(-1)?.contractViolation).toContain('/source');
  });

  it('lets answers of injected faults through as they are', async () => {
    const seeded = emu.seedDeployment();
    emu.addFault({ path: '/v2/deployments/:id', action: 'not-a-resource' });
    emu.addFault({ path: '/v2/deployments/:id', status: 418, body: { teapot: true } });
    const first = await call(emu, 'GET', `/v2/deployments/${seeded.id}`);
    const second = await call(emu, 'GET', `/v2/deployments/${seeded.id}`);
    expect([first.status, first.body]).toEqual([200, { ok: true }]);
    expect([second.status, second.body]).toEqual([418, { teapot: true }]);
    expect(emu.requests.map((r) => r.contractViolation)).toEqual([undefined, undefined]);
  });

  it('keeps to the document in the answers it gives every day', async () => {
    const created = await call(emu, 'POST', '/v2/deployments', { body: SOURCEHOST_CREATE });
    const id = created.body.id;
    await call(emu, 'PATCH', `/v2/deployments/${id}`, {
      body: { secrets: [{ name: 'A', value: 'b' }] },
    });
    await call(emu, 'GET', `/v2/deployments/${id}/revisions?status=BUILDING,DEPLOYED`);
    await call(emu, 'GET', `/v2/deployments/${id}/revisions/${created.body.latest_revision_id}`);
    await call(emu, 'POST', '/v2/listeners', {
      body: { compute_type: 'k8s', compute_id: 'c', compute_config: {} },
    });
    await call(emu, 'GET', '/v2/listeners');
    await call(emu, 'GET', '/v2/deployments/not-a-uuid');
    await call(emu, 'GET', '/v2/deployments', { auth: false });
    expect(emu.requests).toHaveLength(8);
    expect(emu.requests.filter((r) => r.contractViolation !== undefined)).toEqual([]);
  });
});

describe('the document describes what the emulator answers', () => {
  it('requires a string id and a level on every log line', async () => {
    const contract = await loadContract();
    const line = { id: 'a1', timestamp: 1, level: 'INFO', message: 'built' };
    const page = (logs: unknown[]) => ({ logs, next_offset: null });
    expect(contract.checkAnswer('getBuildLogs', 200, page([line]))).toBeUndefined();
    const { id: _, ...withoutId } = line;
    expect(contract.checkAnswer('getBuildLogs', 200, page([withoutId]))).toContain('id');
    const { level: __, ...withoutLevel } = line;
    expect(contract.checkAnswer('getBuildLogs', 200, page([withoutLevel]))).toContain('level');
    expect(contract.checkAnswer('getDeployLogs', 200, page([{ ...line, id: 7 }]))).toBeTypeOf(
      'string',
    );
  });

  it('lets latest_revision_id be null (an image deployment waiting for its first image), never absent', async () => {
    const contract = await loadContract();
    const created = await call(emu, 'POST', '/v2/deployments', {
      body: {
        name: 'image-agent',
        source: 'internal_image',
        source_config: { deployment_type: 'dev_free' },
        source_revision_config: {},
      },
    });
    expect(created).toMatchObject({ status: 201, body: { latest_revision_id: null } });
    expect(contract.checkAnswer('createDeployment', 201, created.body)).toBeUndefined();
    const { latest_revision_id: _, ...without } = created.body;
    expect(contract.checkAnswer('getDeployment', 200, without)).toContain('latest_revision_id');
    expect(emu.requests.filter((r) => r.contractViolation !== undefined)).toEqual([]);
  });

  it('documents a 403 for every operation, and a 400 for a push token of another source', async () => {
    const contract = await loadContract();
    // The control plane's operations; the agent server's /ok needs no key, so it refuses none.
    const controlPlane = contract.operations().filter(({ path }) => /^\/v\d\//.test(path));
    expect(controlPlane.length).toBeGreaterThan(15);
    for (const { operationId } of controlPlane) {
      expect(contract.checkAnswer(operationId, 403, { detail: 'not enabled' }), operationId).toBe(
        undefined,
      );
    }
    expect(
      contract.checkAnswer('createPushToken', 400, {
        detail: "Push tokens are only available for 'internal_image' source deployments.",
      }),
    ).toBeUndefined();
    expect(
      contract.checkAnswer('createPushToken', 200, {
        token: 't',
        registry_url: 'https://registry.emulator.test/project-x/',
      }),
    ).toBeUndefined();
  });
});
