import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { call, eventually, useFreshEmulator } from './http-test-helpers.ts';

const emulator = useFreshEmulator();
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});

const FOREIGN = { source_revision_config: { repo_ref: 'someone-else' } };

describe('a racing deploy', () => {
  it('apply-then-reset: our PATCH lands, its answer is lost, and another run lands after it', async () => {
    const seeded = emu.seedDeployment();
    const path = `/v2/deployments/${seeded.id}`;
    emu.addFault({ method: 'PATCH', path, action: 'apply-then-reset', race: FOREIGN });
    await expect(
      call(emu, 'PATCH', path, { body: { source_revision_config: { repo_ref: 'ours' } } }),
    ).rejects.toThrow();

    const revisions = await call(emu, 'GET', `${path}/revisions`);
    expect(
      revisions.body.resources.map(
        (r: { source_revision_config: { repo_ref: string } }) => r.source_revision_config.repo_ref,
      ),
    ).toEqual(['someone-else', 'ours', 'main']);
    const current = await call(emu, 'GET', path);
    const [request] = emu.requests;
    expect(request).toMatchObject({ faulted: 'apply-then-reset' });
    expect(current.body.latest_revision_id).toBe(request?.racedRevisionId);
  });

  it('reset: our POST …/revisions never lands, but the other run does', async () => {
    const seeded = emu.seedDeployment();
    emu.addFault({
      method: 'POST',
      path: '/v2/deployments/:id/revisions',
      action: 'reset',
      race: FOREIGN,
    });
    await expect(
      call(emu, 'POST', `/v2/deployments/${seeded.id}/revisions`, { body: {} }),
    ).rejects.toThrow();
    const revisions = await call(emu, 'GET', `/v2/deployments/${seeded.id}/revisions`);
    expect(revisions.body.resources).toHaveLength(2);
    expect(revisions.body.resources[0].source_revision_config.repo_ref).toBe('someone-else');
  });

  it('without an action: we get our own answer, and the other run lands right after', async () => {
    const seeded = emu.seedDeployment();
    emu.scriptNextRevision([{ status: 'BUILDING' }]);
    emu.addFault({ method: 'POST', path: '/v2/deployments/:id/revisions', race: FOREIGN });
    const ours = await call(emu, 'POST', `/v2/deployments/${seeded.id}/revisions`, { body: {} });
    expect(ours.status).toBe(201);
    expect(ours.body.source_revision_config.repo_ref).toBe('main');
    const latest = (await call(emu, 'GET', `/v2/deployments/${seeded.id}`)).body.latest_revision_id;
    expect(latest).not.toBe(ours.body.id);
    expect(emu.requests[0]).toMatchObject({ faulted: 'race', racedRevisionId: latest });
    const mine = await call(emu, 'GET', `/v2/deployments/${seeded.id}/revisions/${ours.body.id}`);
    expect(mine.body.status).toBe('SKIPPED');
  });

  it('the racing revision walks the default path and leaves the scripted one to the client', async () => {
    const seeded = emu.seedDeployment();
    emu.failNextRevision('DEPLOY_FAILED');
    emu.addFault({ method: 'GET', path: '/v2/deployments/:id', status: 503, race: FOREIGN });
    expect((await call(emu, 'GET', `/v2/deployments/${seeded.id}`)).status).toBe(503);
    const raced = emu.requests[0]?.racedRevisionId ?? '';
    const patched = await call(emu, 'PATCH', `/v2/deployments/${seeded.id}`, {
      body: { secrets: [{ name: 'A', value: 'b' }] },
    });
    const path = `/v2/deployments/${seeded.id}/revisions/${patched.body.latest_revision_id}`;
    await eventually(
      () => call(emu, 'GET', path),
      (answer) => answer.body.status === 'DEPLOY_FAILED',
    );
    // Superseded by our PATCH, or already through by then: never the client's script.
    expect(['SKIPPED', 'INTERRUPTED', 'DEPLOYED']).toContain(emu.getRevision(raced)?.status);
  });
});
