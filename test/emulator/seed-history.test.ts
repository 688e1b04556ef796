import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator, Revision } from '../../emulator/index.ts';
import { call, useFreshEmulator } from './http-test-helpers.ts';

const emulator = useFreshEmulator();
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});

describe('seedHistory', () => {
  it('adds older revisions that the list shows after the latest, each updated when it ended', async () => {
    const deployment = emu.seedDeployment();
    const ids = emu.seedHistory(deployment.id, [
      { durationMs: 90_000 },
      { durationMs: 20_000, status: 'BUILD_FAILED' },
      { durationMs: 125_000 },
    ]);

    const page = await call(emu, 'GET', `/v2/deployments/${deployment.id}/revisions?limit=20`);
    expect(page.status).toBe(200);
    const listed = page.body.resources as Revision[];
    // Newest first: the deployment's own revision, then the seeded ones from the newest.
    expect(listed.map((revision) => revision.id)).toEqual([
      deployment.latest_revision_id,
      ...[...ids].reverse(),
    ]);
    const spans = listed
      .slice(1)
      .map((r) => [r.status, Date.parse(r.updated_at) - Date.parse(r.created_at)]);
    expect(spans).toEqual([
      ['DEPLOYED', 125_000],
      ['BUILD_FAILED', 20_000],
      ['DEPLOYED', 90_000],
    ]);
    expect(emu.getDeployment(deployment.id)?.latest_revision_id).toBe(
      deployment.latest_revision_id,
    );
    expect(emu.getDeployment(deployment.id)?.active_revision_id).toBe(
      deployment.latest_revision_id,
    );
  });
});
