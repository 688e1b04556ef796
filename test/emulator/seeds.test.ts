import { describe, expect, it } from 'vitest';
import type { Deployment, Revision } from '../../emulator/index.ts';
import { call, useFreshEmulator } from './http-test-helpers.ts';

const emulator = useFreshEmulator();
const DAY = 86_400_000;

describe('seedDeployment', () => {
  it('with ageMs, makes the deployment and its first revision that long ago, still DEPLOYED', async () => {
    const emu = emulator();
    const before = Date.now();
    const seeded = emu.seedDeployment({ name: 'aged', ageMs: 20 * DAY });

    const deployment = (await call(emu, 'GET', `/v2/deployments/${seeded.id}`)).body as Deployment;
    const revision = (
      await call(emu, 'GET', `/v2/deployments/${seeded.id}/revisions/${seeded.latest_revision_id}`)
    ).body as Revision;
    const age = (time: string) => before - Date.parse(time);
    for (const time of [deployment.created_at, deployment.updated_at, revision.created_at]) {
      expect(age(time)).toBeGreaterThanOrEqual(20 * DAY - 1000);
      expect(age(time)).toBeLessThan(20 * DAY + 60_000);
    }
    expect(revision.status).toBe('DEPLOYED');
    expect(deployment.active_revision_id).toBe(revision.id);
  });

  it('without it, makes them now', async () => {
    const emu = emulator();
    const seeded = emu.seedDeployment();
    expect(Math.abs(Date.now() - Date.parse(seeded.created_at))).toBeLessThan(60_000);
  });
});
