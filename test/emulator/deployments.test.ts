import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../emulator/common/reply.ts';
import { DEFAULT_TENANT_ID, defaultRevisionPath, type Emulator } from '../../emulator/index.ts';
import { useEmulator } from '../support/emulator.ts';
import { call, eventually, SOURCEHOST_CREATE } from './http-test-helpers.ts';

let emu: Emulator;
const emulator = useEmulator({ stepMs: 20 }, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
});

describe('POST /v2/deployments', () => {
  it('creates a deployment whose first revision walks the default path to DEPLOYED', async () => {
    const created = await call(emu, 'POST', '/v2/deployments', {
      body: { ...SOURCEHOST_CREATE, secrets: [{ name: 'OPENAI_KEY', value: 's3cr3t-value' }] },
    });
    expect(created.status).toBe(201);
    const deployment = created.body;
    expect(deployment).toMatchObject({
      name: 'support-agent',
      source: 'sourcehost',
      tenant_id: DEFAULT_TENANT_ID,
      status: 'AWAITING_DATABASE',
      active_revision_id: null,
      secrets: [{ name: 'OPENAI_KEY', value: 's3cr3t-value' }],
      source_revision_config: { repo_ref: 'main', agent_config_path: 'agent_config.json' },
      is_managed_deep_agent: false,
    });
    expect(deployment.source_config.repo_url).toBe(SOURCEHOST_CREATE.source_config.repo_url);

    const path = `/v2/deployments/${deployment.id}/revisions/${deployment.latest_revision_id}`;
    const seen: string[] = [];
    await eventually(
      () => call(emu, 'GET', path),
      (answer) => {
        if (seen.at(-1) !== answer.body.status) seen.push(answer.body.status);
        return answer.body.status === 'DEPLOYED';
      },
    );
    expect(defaultRevisionPath.filter((status) => seen.includes(status))).toEqual(seen);
    const after = await call(emu, 'GET', `/v2/deployments/${deployment.id}`);
    expect(after.body).toMatchObject({
      status: 'READY',
      active_revision_id: deployment.latest_revision_id,
    });
    expect(emu.getRevision(deployment.latest_revision_id)?.deployedAt).toBeTypeOf('number');
  });

  it('answers 400 for a general failure and 422 for an invalid body', async () => {
    emu.seedDeployment({ name: 'taken' });
    const duplicate = await call(emu, 'POST', '/v2/deployments', {
      body: { ...SOURCEHOST_CREATE, name: 'taken' },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.detail).toContain("'taken' already exists");

    const imageWithoutUri = await call(emu, 'POST', '/v2/deployments', {
      body: { name: 'img', source: 'internal_image', source_revision_config: { repo_ref: 'main' } },
    });
    expect(imageWithoutUri.body).toEqual({
      detail:
        'source_revision_config.image_uri is required when the revision source is internal_image.',
    });

    const invalid = await call(emu, 'POST', '/v2/deployments', { body: { source: 'ftp' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.detail).toEqual([
      { type: 'missing', loc: ['body', 'name'], msg: 'Field required' },
      expect.objectContaining({ type: 'enum', loc: ['body', 'source'], input: 'ftp' }),
    ]);
  });
});

describe('GET /v2/deployments', () => {
  it('filters by name_contains and pages newest first', async () => {
    for (const name of ['alpha-agent', 'beta-agent', 'gamma-tool']) emu.seedDeployment({ name });
    const agents = await call(emu, 'GET', '/v2/deployments?name_contains=AGENT');
    expect(agents.body.resources.map((d: { name: string }) => d.name)).toEqual([
      'beta-agent',
      'alpha-agent',
    ]);
    const second = await call(emu, 'GET', '/v2/deployments?limit=1&offset=1');
    expect(second.body).toMatchObject({ offset: 2, resources: [{ name: 'beta-agent' }] });
    const bad = await call(emu, 'GET', '/v2/deployments?limit=zero');
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: ['query', 'limit'], type: 'int_parsing' });
  });

  it('filters by deployment_ids, deployment_type and status, and caps the page size', async () => {
    const dev = emu.seedDeployment({
      name: 'dev-agent',
      source_config: { deployment_type: 'dev' },
    });
    const prod = emu.seedDeployment({
      name: 'prod-agent',
      source_config: { deployment_type: 'prod' },
    });
    const building = emu.seedDeployment({ name: 'new-agent', firstRevision: 'BUILDING' });
    const names = async (query: string) =>
      (await call(emu, 'GET', `/v2/deployments?${query}`)).body.resources.map(
        (d: { name: string }) => d.name,
      );
    expect(await names(`deployment_ids=${dev.id},${building.id}`)).toEqual([
      'new-agent',
      'dev-agent',
    ]);
    expect(await names('deployment_type=prod')).toEqual([prod.name]);
    expect(await names('status=AWAITING_DATABASE')).toEqual([building.name]);
    for (let n = 0; n < 101; n += 1) emu.seedDeployment();
    expect(await names('limit=500')).toHaveLength(MAX_PAGE_SIZE);
  });

  it('shows each workspace only its own deployments', async () => {
    const other = '0f8c2c1e-3b7a-4c55-9d1e-2a3b4c5d6e7f';
    const mine = emu.seedDeployment({ name: 'mine' });
    emu.seedDeployment({ name: 'theirs', tenantId: other });
    const listed = await call(emu, 'GET', '/v2/deployments', { headers: { 'x-tenant-id': other } });
    expect(listed.body.resources.map((d: { name: string }) => d.name)).toEqual(['theirs']);
    const hidden = await call(emu, 'GET', `/v2/deployments/${mine.id}`, {
      headers: { 'x-tenant-id': other },
    });
    expect(hidden.status).toBe(404);
  });
});

describe('GET /v2/deployments/{id}', () => {
  it('answers 404 and 422 in the service words', async () => {
    const id = '2d3e4f50-6172-4839-a4b5-c6d7e8f90a1b';
    const missing = await call(emu, 'GET', `/v2/deployments/${id}`);
    expect(missing).toMatchObject({
      status: 404,
      body: { detail: `Deployment ID ${id} not found.` },
    });
    const notUuid = await call(emu, 'GET', '/v2/deployments/not-a-uuid');
    expect(notUuid.status).toBe(422);
    expect(notUuid.body.detail).toEqual([
      {
        type: 'uuid_parsing',
        loc: ['path', 'deployment_id'],
        msg: expect.stringMatching(
          /^Input should be a valid UUID, invalid character: .*found `n` at 1$/,
        ),
        input: 'not-a-uuid',
        ctx: { error: expect.any(String) },
      },
    ]);
  });
});

describe('revisions', () => {
  it('lists newest first, filters by status, and 404s a revision of another deployment', async () => {
    const first = emu.seedDeployment();
    const other = emu.seedDeployment();
    emu.failNextRevision('BUILD_FAILED');
    const patched = await call(emu, 'PATCH', `/v2/deployments/${first.id}`, {
      body: { source_revision_config: { repo_ref: 'broken' } },
    });
    const revisionId = patched.body.latest_revision_id;
    await eventually(
      () => emu.getRevision(revisionId)?.status,
      (status) => status === 'BUILD_FAILED',
    );
    const listed = await call(emu, 'GET', `/v2/deployments/${first.id}/revisions`);
    expect(
      listed.body.resources.map((r: { id: string; status: string }) => [r.id, r.status]),
    ).toEqual([
      [revisionId, 'BUILD_FAILED'],
      [first.latest_revision_id, 'DEPLOYED'],
    ]);
    const failed = await call(
      emu,
      'GET',
      `/v2/deployments/${first.id}/revisions?status=BUILD_FAILED`,
    );
    expect(failed.body.resources).toHaveLength(1);
    expect(emu.getDeployment(first.id)?.active_revision_id).toBe(first.latest_revision_id);

    const elsewhere = await call(emu, 'GET', `/v2/deployments/${other.id}/revisions/${revisionId}`);
    expect(elsewhere).toMatchObject({
      status: 404,
      body: { detail: `Revision ID ${revisionId} not found.` },
    });
    const notUuid = await call(emu, 'GET', `/v2/deployments/${first.id}/revisions/latest`);
    expect(notUuid.body.detail[0].loc).toEqual(['path', 'revision_id']);
  });

  it('follows a script, and interrupts a revision that a newer one supersedes mid-deploy', async () => {
    const seeded = emu.seedDeployment();
    emu.scriptNextRevision([{ status: 'WARMING_UP', ms: 10 }, { status: 'DEPLOYING' }]);
    const stuck = await call(emu, 'PATCH', `/v2/deployments/${seeded.id}`, {
      body: { secrets: [] },
    });
    const stuckId = stuck.body.latest_revision_id;
    await eventually(
      () => emu.getRevision(stuckId)?.status,
      (status) => status === 'DEPLOYING',
    );
    const next = await call(emu, 'PATCH', `/v2/deployments/${seeded.id}`, {
      body: { secrets: [] },
    });
    expect(emu.getRevision(stuckId)?.status).toBe('INTERRUPTED');
    await eventually(
      () => emu.getDeployment(seeded.id)?.active_revision_id,
      (active) => active === next.body.latest_revision_id,
    );
  });
});
