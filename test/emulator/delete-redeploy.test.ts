import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/index.ts';
import { call, eventually, SOURCEHOST_CREATE, useFreshEmulator } from './http-test-helpers.ts';

const emulator = useFreshEmulator();
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});

const revisionPath = (id: string, revisionId: string) =>
  `/v2/deployments/${id}/revisions/${revisionId}`;

describe('DELETE /v2/deployments/{id}', () => {
  it('deletes, records whether the tracing project goes too, and then 404s', async () => {
    const kept = emu.seedDeployment({ name: 'kept' });
    const gone = emu.seedDeployment({ name: 'gone' });
    const deleted = await call(
      emu,
      'DELETE',
      `/v2/deployments/${gone.id}?delete_tracing_project=true`,
    );
    expect(deleted).toMatchObject({ status: 204, text: '' });
    expect((await call(emu, 'GET', `/v2/deployments/${gone.id}`)).status).toBe(404);
    expect((await call(emu, 'GET', revisionPath(gone.id, gone.latest_revision_id))).status).toBe(
      404,
    );
    const again = await call(
      emu,
      'DELETE',
      `/v2/deployments/${gone.id}?delete_tracing_project=false`,
    );
    expect(again).toMatchObject({
      status: 404,
      body: { detail: `Deployment ID ${gone.id} not found.` },
    });
    await call(emu, 'DELETE', `/v2/deployments/${kept.id}`);
    expect(emu.deletedDeployments).toEqual([
      expect.objectContaining({
        id: gone.id,
        name: 'gone',
        deleteTracingProject: true,
        via: 'single',
      }),
      expect.objectContaining({ id: kept.id, deleteTracingProject: undefined }),
    ]);
    expect(emu.getDeployment(gone.id)).toBeUndefined();
  });

  it('refuses a flag that is not a boolean, and deletes nothing of another workspace', async () => {
    const other = emu.seedDeployment({ tenantId: randomUUID() });
    const bad = await call(
      emu,
      'DELETE',
      `/v2/deployments/${other.id}?delete_tracing_project=maybe`,
    );
    expect(bad.status).toBe(422);
    expect((await call(emu, 'DELETE', `/v2/deployments/${other.id}`)).status).toBe(404);
    expect(emu.getDeployment(other.id)).toBeDefined();
  });
});

describe('DELETE /v2/deployments?deployment_ids=', () => {
  it('answers 200 when all were deleted and 207 when some were not', async () => {
    const [a, b, c] = [emu.seedDeployment(), emu.seedDeployment(), emu.seedDeployment()];
    const all = await call(emu, 'DELETE', `/v2/deployments?deployment_ids=${a.id},${b.id}`);
    expect(all).toMatchObject({ status: 200, body: { deleted_ids: [a.id, b.id], failed: [] } });
    const some = await call(emu, 'DELETE', `/v2/deployments?deployment_ids=${a.id},${c.id}`);
    expect(some).toMatchObject({
      status: 207,
      body: { deleted_ids: [c.id], failed: [{ deployment_id: a.id }] },
    });
    expect(emu.deletedDeployments.map((d) => d.via)).toEqual(['bulk', 'bulk', 'bulk']);
    expect((await call(emu, 'DELETE', '/v2/deployments')).status).toBe(422);
  });
});

describe('tracing projects', () => {
  const create = (name: string, tenantId?: string) =>
    call(emu, 'POST', '/v2/deployments', {
      body: { ...SOURCEHOST_CREATE, name },
      ...(tenantId && { headers: { 'x-tenant-id': tenantId } }),
    });

  it('outlive a deployment deleted without delete_tracing_project=true, and block its name with 409', async () => {
    const first = await create('agent-pr-7');
    expect(first.status).toBe(201);
    expect(emu.tracingProjects()).toEqual(['agent-pr-7']);
    await call(emu, 'DELETE', `/v2/deployments/${first.body.id}?delete_tracing_project=false`);
    expect(emu.tracingProjects()).toEqual(['agent-pr-7']);
    const again = await create('agent-pr-7');
    expect(again).toMatchObject({
      status: 409,
      body: {
        detail: expect.stringMatching(/^A tracing project named 'agent-pr-7' already exists/),
      },
    });
    expect(Object.keys(again.body)).toEqual(['detail']);

    const second = await create('agent-pr-8');
    await call(emu, 'DELETE', `/v2/deployments/${second.body.id}`);
    expect((await create('agent-pr-8')).status).toBe(409);

    const third = await create('agent-pr-9');
    await call(emu, 'DELETE', `/v2/deployments/${third.body.id}?delete_tracing_project=true`);
    expect(emu.tracingProjects()).toEqual(['agent-pr-7', 'agent-pr-8']);
    expect((await create('agent-pr-9')).status).toBe(201);
  });

  it('go with a bulk delete only when it asks for it', async () => {
    const [a, b, c] = ['bulk-a', 'bulk-b', 'bulk-c'].map((name) => emu.seedDeployment({ name }));
    const kept = await call(emu, 'DELETE', `/v2/deployments?deployment_ids=${a?.id}`);
    expect(kept.status).toBe(200);
    const gone = await call(
      emu,
      'DELETE',
      `/v2/deployments?deployment_ids=${b?.id},${c?.id}&delete_tracing_project=true`,
    );
    expect(gone.status).toBe(200);
    expect(emu.deletedDeployments.map((d) => [d.name, d.deleteTracingProject])).toEqual([
      ['bulk-a', undefined],
      ['bulk-b', true],
      ['bulk-c', true],
    ]);
    expect((await create('bulk-a')).status).toBe(409);
    expect((await create('bulk-b')).status).toBe(201);
    expect((await create('bulk-c')).status).toBe(201);
  });

  it('belong to one workspace, and can be seeded without a deployment', async () => {
    const otherWorkspace = randomUUID();
    emu.seedTracingProject('left-over');
    expect((await create('left-over')).status).toBe(409);
    expect((await create('left-over', otherWorkspace)).status).toBe(201);
    expect(emu.tracingProjects(otherWorkspace)).toEqual(['left-over']);
    // A live deployment's name is still the 400 it was: the deployment, not its project, holds it.
    expect((await create('left-over', otherWorkspace)).status).toBe(400);
  });
});

describe('POST /v2/deployments/{id}/revisions', () => {
  it('always makes a revision and answers with it (201)', async () => {
    const seeded = emu.seedDeployment();
    // The new revision stays CREATING however slowly the answer is built on a busy machine.
    emu.scriptNextRevision([{ status: 'CREATING', ms: 60_000 }, { status: 'DEPLOYED' }]);
    const made = await call(emu, 'POST', `/v2/deployments/${seeded.id}/revisions`, { body: {} });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: 'CREATING',
      source: 'sourcehost',
      source_revision_config: { repo_ref: 'main' },
    });
    expect(made.body.id).not.toBe(seeded.latest_revision_id);
    const changed = await call(emu, 'POST', `/v2/deployments/${seeded.id}/revisions`, {
      body: { source_revision_config: { repo_ref: 'v2' }, source_config: { build_on_push: true } },
    });
    const deployment = emu.getDeployment(seeded.id);
    expect(deployment?.latest_revision_id).toBe(changed.body.id);
    expect(deployment?.source_config.build_on_push).toBe(true);
    const deployed = await eventually(
      () => call(emu, 'GET', revisionPath(seeded.id, changed.body.id)),
      (answer) => answer.body.status === 'DEPLOYED',
    );
    expect(deployed.body.source_revision_config.repo_ref).toBe('v2');
  });

  it('takes a scripted revision, and answers 400 and 404 as PATCH does', async () => {
    const seeded = emu.seedDeployment();
    emu.failNextRevision('BUILD_FAILED');
    const made = await call(emu, 'POST', `/v2/deployments/${seeded.id}/revisions`, { body: {} });
    await eventually(
      () => call(emu, 'GET', revisionPath(seeded.id, made.body.id)),
      (answer) => answer.body.status === 'BUILD_FAILED',
    );
    const refused = await call(emu, 'POST', `/v2/deployments/${seeded.id}/revisions`, {
      body: { revision_source: 'internal_image' },
    });
    expect(refused.status).toBe(400);
    const missing = await call(emu, 'POST', `/v2/deployments/${randomUUID()}/revisions`, {
      body: {},
    });
    expect(missing.status).toBe(404);
  });
});

describe("an 'old' service", () => {
  it('answers 405 to POST …/revisions, 404 to the logs, and serves the rest', async () => {
    const seeded = emu.seedDeployment();
    emu.setServiceGeneration('old');
    const created = await call(emu, 'POST', `/v2/deployments/${seeded.id}/revisions`, {
      body: {},
    });
    expect(created).toMatchObject({ status: 405, body: { detail: 'Method Not Allowed' } });
    expect(created.headers.get('allow')).toBe('GET');
    const logs = await call(
      emu,
      'POST',
      `/v1/projects/${seeded.id}/revisions/${seeded.latest_revision_id}/build_logs`,
      { body: { limit: 50, order: 'asc' } },
    );
    expect(logs).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
    expect((await call(emu, 'GET', `/v2/deployments/${seeded.id}/revisions`)).status).toBe(200);
    expect(emu.getDeployment(seeded.id)?.latest_revision_id).toBe(seeded.latest_revision_id);

    emu.setServiceGeneration('old', { createRevisionStatus: 404 });
    const notFound = await call(emu, 'POST', `/v2/deployments/${seeded.id}/revisions`, {
      body: {},
    });
    expect(notFound.status).toBe(404);
    emu.setServiceGeneration('new');
    expect(
      (await call(emu, 'POST', `/v2/deployments/${seeded.id}/revisions`, { body: {} })).status,
    ).toBe(201);
  });

  it('is what startEmulator gives by default, with 405 or, as asked, 404', async () => {
    for (const [options, status] of [
      [{}, 405],
      [{ oldCreateRevisionStatus: 404 as const }, 404],
    ] as const) {
      const old = await startEmulator(options);
      try {
        const { id } = old.seedDeployment();
        const made = await call(old, 'POST', `/v2/deployments/${id}/revisions`, { body: {} });
        expect(made.status).toBe(status);
      } finally {
        await old.close();
      }
    }
  });
});

describe('POST /v2/deployments/{id}/revisions/{rid}/redeploy', () => {
  it("makes a new latest revision with the earlier one's config, which walks to DEPLOYED", async () => {
    const seeded = emu.seedDeployment();
    const first = emu.getRevision(seeded.latest_revision_id);
    await call(emu, 'PATCH', `/v2/deployments/${seeded.id}`, {
      body: { source_revision_config: { repo_ref: 'broken' } },
    });
    emu.scriptNextRevision([{ status: 'QUEUED' }, { status: 'DEPLOYED' }]);
    const redeployed = await call(
      emu,
      'POST',
      `/v2/deployments/${seeded.id}/revisions/${seeded.latest_revision_id}/redeploy`,
    );
    expect(redeployed.status).toBe(200);
    const latest = redeployed.body.latest_revision_id;
    expect(latest).not.toBe(seeded.latest_revision_id);
    expect(redeployed.body.source_revision_config).toEqual(first?.source_revision_config);
    const seen = await eventually(
      () => call(emu, 'GET', revisionPath(seeded.id, latest)),
      (answer) => answer.body.status === 'DEPLOYED',
    );
    expect(seen.body.source_revision_config.repo_ref).toBe('main');
    const after = await call(emu, 'GET', `/v2/deployments/${seeded.id}`);
    expect(after.body.active_revision_id).toBe(latest);
  });

  it('404s an unknown deployment or a revision of another deployment', async () => {
    const a = emu.seedDeployment();
    const b = emu.seedDeployment();
    const foreign = await call(
      emu,
      'POST',
      `/v2/deployments/${a.id}/revisions/${b.latest_revision_id}/redeploy`,
    );
    expect(foreign).toMatchObject({
      status: 404,
      body: { detail: `Revision ID ${b.latest_revision_id} not found.` },
    });
    const unknown = `/v2/deployments/${randomUUID()}/revisions/${a.latest_revision_id}/redeploy`;
    expect((await call(emu, 'POST', unknown)).status).toBe(404);
  });
});

describe('POST /v2/deployments/{id}/push-token', () => {
  it('gives internal_image deployments a token and refuses others', async () => {
    const image = emu.seedDeployment({ source: 'internal_image' });
    const token = await call(emu, 'POST', `/v2/deployments/${image.id}/push-token`);
    expect(token).toMatchObject({
      status: 200,
      body: {
        token: expect.any(String),
        registry_url: `https://registry.emulator.test/${image.tenant_id}/`,
      },
    });
    const source = emu.seedDeployment();
    const refused = await call(emu, 'POST', `/v2/deployments/${source.id}/push-token`);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('internal_image');
  });
});
