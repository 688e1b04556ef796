import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { call, eventually, useFreshEmulator } from './http-test-helpers.ts';

const emulator = useFreshEmulator();
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});

/** What a client sends to create an internal_image deployment before any image exists. */
const AWAITING_IMAGE = {
  name: 'image-agent',
  source: 'internal_image',
  source_config: { deployment_type: 'dev' },
  source_revision_config: {},
};

const PUSHED_IMAGE = 'registry.emulator.test/tenant/image-agent@sha256:'.padEnd(113, 'a');

describe('an internal_image deployment created before any image exists', () => {
  it('has no revision until a change names the pushed image, then deploys that', async () => {
    const created = await call(emu, 'POST', '/v2/deployments', { body: AWAITING_IMAGE });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      source: 'internal_image',
      source_config: { deployment_type: 'dev' },
      latest_revision_id: null,
      active_revision_id: null,
      status: 'AWAITING_DATABASE',
    });
    const id = created.body.id;
    expect((await call(emu, 'GET', `/v2/deployments/${id}`)).body.latest_revision_id).toBeNull();
    expect((await call(emu, 'GET', `/v2/deployments/${id}/revisions`)).body.resources).toEqual([]);
    const serverLogs = await call(emu, 'POST', `/v1/projects/${id}/deploy_logs`, {
      body: { limit: 10, order: 'desc' },
    });
    expect(serverLogs.body).toEqual({ logs: [], next_offset: null });

    const patched = await call(emu, 'PATCH', `/v2/deployments/${id}`, {
      body: {
        revision_source: 'internal_image',
        source_revision_config: { image_uri: PUSHED_IMAGE },
      },
    });
    expect(patched.status).toBe(200);
    const revisionId = patched.body.latest_revision_id;
    expect(revisionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(patched.body.source_revision_config.image_uri).toBe(PUSHED_IMAGE);
    const deployed = await eventually(
      () => call(emu, 'GET', `/v2/deployments/${id}/revisions/${revisionId}`),
      (answer) => answer.body.status === 'DEPLOYED',
    );
    expect(deployed.body.source).toBe('internal_image');
  });

  it('takes its first image through POST …/revisions as well', async () => {
    const created = await call(emu, 'POST', '/v2/deployments', {
      body: { ...AWAITING_IMAGE, source_revision_config: null },
    });
    expect(created.body.latest_revision_id).toBeNull();
    const revision = await call(emu, 'POST', `/v2/deployments/${created.body.id}/revisions`, {
      body: { source_revision_config: { image_uri: PUSHED_IMAGE } },
    });
    expect(revision.status).toBe(201);
    const after = await call(emu, 'GET', `/v2/deployments/${created.body.id}`);
    expect(after.body.latest_revision_id).toBe(revision.body.id);
  });

  it('still refuses a change without an image, and a sourcehost deployment without a ref', async () => {
    const created = await call(emu, 'POST', '/v2/deployments', { body: AWAITING_IMAGE });
    const noImage = await call(emu, 'PATCH', `/v2/deployments/${created.body.id}`, {
      body: { source_revision_config: {} },
    });
    expect(noImage.status).toBe(400);
    expect(noImage.body.detail).toContain('image_uri is required');
    const notEmpty = await call(emu, 'POST', '/v2/deployments', {
      body: { ...AWAITING_IMAGE, name: 'other', source_revision_config: { repo_ref: 'main' } },
    });
    expect(notEmpty.status).toBe(400);
    const sourcehost = await call(emu, 'POST', '/v2/deployments', {
      body: {
        name: 'no-ref',
        source: 'sourcehost',
        source_config: { repo_url: 'https://sourcehost.example.com/acme/a' },
        source_revision_config: {},
      },
    });
    expect(sourcehost.status).toBe(400);
  });
});

describe('POST /v2/deployments/{id}/push-token', () => {
  it('gives an internal_image deployment a token for a registry URL with a scheme and a trailing slash', async () => {
    const created = await call(emu, 'POST', '/v2/deployments', { body: AWAITING_IMAGE });
    const token = await call(emu, 'POST', `/v2/deployments/${created.body.id}/push-token`);
    expect(token.status).toBe(200);
    expect(token.body.token).toEqual(expect.any(String));
    expect(token.body.token.length).toBeGreaterThan(20);
    expect(token.body.registry_url).toBe(
      `https://registry.emulator.test/${created.body.tenant_id}/`,
    );
  });

  it('answers 400 for other sources and 404 for an unknown deployment', async () => {
    const sourcehost = emu.seedDeployment();
    const refused = await call(emu, 'POST', `/v2/deployments/${sourcehost.id}/push-token`);
    expect(refused.status).toBe(400);
    // Word for word: the service's own client matches this text to explain the refusal.
    expect(refused.body).toEqual({
      detail: "Push tokens are only available for 'internal_image' source deployments.",
    });
    const unknownId = randomUUID();
    const unknown = await call(emu, 'POST', `/v2/deployments/${unknownId}/push-token`);
    expect(unknown).toMatchObject({
      status: 404,
      body: { detail: `Deployment ID ${unknownId} not found.` },
    });
  });
});
