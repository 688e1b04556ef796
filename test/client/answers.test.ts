import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { eventually } from '../emulator/http-test-helpers.ts';
import { useEmulator } from '../support/emulator.ts';
import { clientFor, serviceErrorOf } from './client-helpers.ts';

let emu: Emulator;
const emulator = useEmulator({}, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
});

describe('lenient reading of answers', () => {
  it('passes a revision status this client does not know', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    emu.scriptNextRevision([{ status: 'WARMING_UP' }]);
    const patched = await client.patchDeployment(seeded.id, { secrets: [] });
    const revision = await client.getRevision(seeded.id, patched.latest_revision_id ?? '');
    expect(revision.status).toBe('WARMING_UP');
  });

  it('reads a revision whose times are not strings: its status still counts, its times are unset', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    const revisionId = seeded.latest_revision_id as string;
    const revision = emu.getRevision(revisionId);
    emu.addFault({
      path: '/v2/deployments/:id/revisions/:revision_id',
      status: 200,
      body: { ...revision, created_at: 1764000000000, updated_at: { at: 'now' } },
    });
    const read = await client.getRevision(seeded.id, revisionId);
    expect(read).toMatchObject({ id: revisionId, status: revision?.status });
    expect(read.created_at).toBeUndefined();
    expect(read.updated_at).toBeUndefined();
  });

  it('ignores members it does not know and accepts new enum values', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    const future = { ...seeded, status: 'MIGRATING', region: 'eu-west', replicas: [{ id: 1 }] };
    emu.addFault({ path: '/v2/deployments/:id', status: 200, body: future });
    const deployment = await client.getDeployment(seeded.id);
    expect(deployment).toMatchObject({ id: seeded.id, status: 'MIGRATING' });
    expect(deployment).not.toHaveProperty('region');
  });

  it('fails clearly when the id is missing', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    const { id: _dropped, ...withoutId } = seeded;
    emu.addFault({ path: '/v2/deployments/:id', status: 200, body: withoutId });
    const error = await serviceErrorOf(client.getDeployment(seeded.id));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(
      new RegExp(
        `^GET /v2/deployments/${seeded.id} → 200: the answer is not a deployment \\(id: .+\\)$`,
      ),
    );
  });
});

describe('secret values', () => {
  const SECRETS = [
    { name: 'OPENAI_API_KEY', value: 'sk-live-very-secret' },
    { name: 'DB_PASSWORD', value: 'correct horse battery staple' },
  ];

  it('are reported to onSecretValues and dropped from the deployment', async () => {
    const reported: string[][] = [];
    const { client } = clientFor(emu, { onSecretValues: (values) => reported.push(values) });
    const seeded = emu.seedDeployment({ secrets: SECRETS });
    expect(emu.getDeployment(seeded.id)?.secrets).toEqual(SECRETS);

    const deployment = await client.getDeployment(seeded.id);
    expect(reported).toEqual([SECRETS.map((s) => s.value)]);
    expect(deployment.secrets).toEqual([{ name: 'OPENAI_API_KEY' }, { name: 'DB_PASSWORD' }]);
    expect(JSON.stringify(deployment)).not.toMatch(/sk-live|horse/);
  });

  it('in a page or a PATCH answer are reported too', async () => {
    const reported: string[] = [];
    const { client } = clientFor(emu, { onSecretValues: (values) => reported.push(...values) });
    const seeded = emu.seedDeployment({ secrets: SECRETS });
    const page = await client.listDeployments();
    expect(JSON.stringify(page)).not.toContain('sk-live');
    const patched = await client.patchDeployment(seeded.id, {
      secrets: [{ name: 'NEW', value: 'fresh-value' }],
    });
    expect(JSON.stringify(patched)).not.toContain('fresh-value');
    expect(reported).toEqual([...SECRETS.map((s) => s.value), 'fresh-value']);
    await eventually(
      () => client.getDeployment(seeded.id),
      (d) => d.active_revision_id === patched.latest_revision_id,
    );
  });
});
