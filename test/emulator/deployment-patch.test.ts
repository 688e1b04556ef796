import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { useEmulator } from '../support/emulator.ts';
import { call } from './http-test-helpers.ts';

let emu: Emulator;
const emulator = useEmulator({ stepMs: 20 }, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
});

describe('PATCH /v2/deployments/{id}', () => {
  const patch = (id: string, body: unknown) =>
    call(emu, 'PATCH', `/v2/deployments/${id}`, { body });

  it('creates a revision only for source_revision_config or secrets', async () => {
    const seeded = emu.seedDeployment({ secrets: [{ name: 'A', value: 'one' }] });
    const configOnly = await patch(seeded.id, { source_config: { build_on_push: true } });
    expect(configOnly.status).toBe(200);
    expect(configOnly.body.latest_revision_id).toBe(seeded.latest_revision_id);
    expect(configOnly.body.source_config.build_on_push).toBe(true);

    emu.scriptNextRevision([{ status: 'BUILDING' }]);
    const newRef = await patch(seeded.id, { source_revision_config: { repo_ref: 'release' } });
    expect(newRef.body.latest_revision_id).not.toBe(seeded.latest_revision_id);
    expect(newRef.body.source_revision_config).toMatchObject({
      repo_ref: 'release',
      agent_config_path: 'agent_config.json',
    });
    expect(newRef.body.active_revision_id).toBe(seeded.latest_revision_id);

    const noSecrets = await patch(seeded.id, { secrets: [] });
    expect(noSecrets.body.latest_revision_id).not.toBe(newRef.body.latest_revision_id);
    expect(noSecrets.body.secrets).toEqual([]);
    expect(emu.getRevision(newRef.body.latest_revision_id)?.status).toBe('SKIPPED');
  });

  it('lets revision_source pick the source of the new revision only', async () => {
    const seeded = emu.seedDeployment();
    const image = await patch(seeded.id, {
      revision_source: 'internal_image',
      source_revision_config: { image_uri: 'registry.example.com/agent:2' },
    });
    expect(image.body.source).toBe('sourcehost');
    const revision = await call(
      emu,
      'GET',
      `/v2/deployments/${seeded.id}/revisions/${image.body.latest_revision_id}`,
    );
    expect(revision.body).toMatchObject({
      source: 'internal_image',
      source_revision_config: { image_uri: 'registry.example.com/agent:2', repo_ref: null },
    });
  });

  it('answers 400 for rules the service enforces', async () => {
    const seeded = emu.seedDeployment();
    const noImage = await patch(seeded.id, {
      revision_source: 'internal_image',
      source_revision_config: { repo_ref: 'main' },
    });
    expect(noImage.status).toBe(400);
    const references = await patch(seeded.id, {
      secret_references: [{ name: 'DB', secret_name: 'db', secret_key: 'url' }],
    });
    expect(references.body).toEqual({
      detail: 'secret_references can only be set on deployments whose source is external_image.',
    });
    const external = emu.seedDeployment({ source: 'external_image' });
    const switched = await patch(external.id, { revision_source: 'sourcehost' });
    expect(switched.status).toBe(400);
    const allowed = await patch(external.id, {
      secret_references: [{ name: 'DB', secret_name: 'db', secret_key: 'url' }],
    });
    expect(allowed.body.secret_references).toEqual([
      { name: 'DB', secret_name: 'db', secret_key: 'url' },
    ]);
    expect(allowed.body.latest_revision_id).toBe(external.latest_revision_id);
  });

  it('answers 422 in FastAPI shape without echoing secret values', async () => {
    const seeded = emu.seedDeployment();
    const refused = await patch(seeded.id, {
      source_revision_config: { repo_ref: 42 },
      secrets: [{ name: 7, value: 'hunter2-secret' }, { value: 'other-secret' }],
      compute_id: 'nope',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toEqual([
      {
        type: 'string_type',
        loc: ['body', 'source_revision_config', 'repo_ref'],
        msg: 'Input should be a valid string',
        input: 42,
      },
      expect.objectContaining({ type: 'string_type', loc: ['body', 'secrets', 0, 'name'] }),
      expect.objectContaining({ type: 'missing', loc: ['body', 'secrets', 1, 'name'] }),
      expect.objectContaining({
        type: 'extra_forbidden',
        loc: ['body', 'compute_id'],
        input: 'nope',
      }),
    ]);
    expect(refused.text).not.toContain('hunter2-secret');
    expect(refused.text).not.toContain('other-secret');
    const notAList = await patch(seeded.id, { secrets: 'hunter2-secret' });
    expect(notAList.body.detail).toEqual([
      { type: 'list_type', loc: ['body', 'secrets'], msg: 'Input should be a valid list' },
    ]);

    const broken = await patch(seeded.id, '{"secrets": [');
    expect(broken.body.detail).toEqual([
      expect.objectContaining({ type: 'json_invalid', loc: ['body', 0] }),
    ]);
    const empty = await call(emu, 'PATCH', `/v2/deployments/${seeded.id}`);
    expect(empty.body.detail).toEqual([
      { type: 'missing', loc: ['body'], msg: 'Field required', input: null },
    ]);
    expect(emu.getDeployment(seeded.id)?.latest_revision_id).toBe(seeded.latest_revision_id);
  });

  it('takes tracked_packages, as the service does, and checks each entry', async () => {
    const seeded = emu.seedDeployment();
    const tracked = ['langchain-openai:==0.3.1', 'acme-tools:>=2,<3'];
    const withRevision = await patch(seeded.id, {
      source_revision_config: { repo_ref: 'release' },
      tracked_packages: tracked,
    });
    expect(withRevision.status).toBe(200);
    expect(withRevision.body.latest_revision_id).not.toBe(seeded.latest_revision_id);
    const alone = await patch(seeded.id, { tracked_packages: tracked });
    expect(alone.status).toBe(200);
    expect(alone.body.latest_revision_id).toBe(withRevision.body.latest_revision_id);
    expect((await patch(seeded.id, { tracked_packages: null })).status).toBe(200);

    emu.setServiceGeneration('new');
    const revision = await call(emu, 'POST', `/v2/deployments/${seeded.id}/revisions`, {
      body: { source_revision_config: { repo_ref: 'next' }, tracked_packages: tracked },
    });
    expect(revision).toMatchObject({
      status: 201,
      body: { source_revision_config: { repo_ref: 'next' } },
    });

    const before = emu.getDeployment(seeded.id)?.latest_revision_id;
    const refused = await patch(seeded.id, {
      source_revision_config: { repo_ref: 'never' },
      tracked_packages: ['fine:==1', 5, '', null],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toEqual([
      {
        type: 'string_type',
        loc: ['body', 'tracked_packages', 1],
        msg: 'Input should be a valid string',
        input: 5,
      },
      {
        type: 'string_too_short',
        loc: ['body', 'tracked_packages', 2],
        msg: 'String should have at least 1 character',
        input: '',
        ctx: { min_length: 1 },
      },
      {
        type: 'string_type',
        loc: ['body', 'tracked_packages', 3],
        msg: 'Input should be a valid string',
        input: null,
      },
    ]);
    const notAList = await call(emu, 'POST', `/v2/deployments/${seeded.id}/revisions`, {
      body: { tracked_packages: 'fine:==1' },
    });
    expect(notAList).toMatchObject({
      status: 422,
      body: { detail: [{ type: 'list_type', loc: ['body', 'tracked_packages'] }] },
    });
    expect(emu.getDeployment(seeded.id)?.latest_revision_id).toBe(before);
    expect(emu.requests.filter((r) => r.contractViolation !== undefined)).toEqual([]);
  });

  it('answers 404 for an unknown deployment', async () => {
    const id = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const missing = await patch(id, { source_config: {} });
    expect(missing).toMatchObject({
      status: 404,
      body: { detail: `Deployment ID ${id} not found.` },
    });
  });
});
