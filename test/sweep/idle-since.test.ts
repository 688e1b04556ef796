// src/sweep/idle-since.ts: since when a preview has been idle, read from the service.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import type { Deployment } from '../../src/client/service-schemas.ts';
import { idleSince } from '../../src/sweep/idle-since.ts';
import { clientFor } from '../client/client-helpers.ts';
import { useEmulator } from '../support/emulator.ts';

const DAY = 86_400_000;
let emu: Emulator;
const emulator = useEmulator();
beforeEach(() => {
  emu = emulator();
});

afterEach(() => emu.clearFaults());

const since = (deployment: Deployment) =>
  idleSince(clientFor(emu).client, deployment, new AbortController().signal);

/** The deployment as the service answers it, which is what the sweep's list holds. */
const listed = (seeded: { id: string }) => clientFor(emu).client.getDeployment(seeded.id);

/** Since when a deployment is idle whose latest revision the service answers as `revision`. */
const sinceRevision = async (revision: Record<string, unknown>) =>
  since(await listed(withRevision(revision)));

/** A deployment whose latest revision the service answers as `revision`. */
function withRevision(revision: Record<string, unknown>) {
  const seeded = emu.seedDeployment();
  emu.addFault({
    method: 'GET',
    path: `/v2/deployments/${seeded.id}/revisions/${seeded.latest_revision_id}`,
    status: 200,
    body: { id: seeded.latest_revision_id, status: 'DEPLOYED', ...revision },
  });
  return seeded;
}

describe('idleSince', () => {
  it("counts from the latest revision's created_at", async () => {
    const seeded = emu.seedDeployment({ ageMs: 20 * DAY });
    const result = await since(await listed(seeded));
    expect(result).toEqual({ since: Date.parse(seeded.created_at) });
    expect('since' in result && Date.now() - result.since).toBeGreaterThan(20 * DAY - 60_000);
    expect(emu.requests.at(-1)?.path).toBe(
      `/v2/deployments/${seeded.id}/revisions/${seeded.latest_revision_id}`,
    );
  });

  it('reads a time without a zone as UTC, and takes updated_at when created_at is missing', async () => {
    expect(await sinceRevision({ created_at: '2030-01-02T03:04:05.678901' })).toEqual({
      since: Date.UTC(2030, 0, 2, 3, 4, 5, 678),
    });
    expect(await sinceRevision({ updated_at: '2030-01-02T03:04:05+02:00' })).toEqual({
      since: Date.UTC(2030, 0, 2, 1, 4, 5),
    });
  });

  it('is unknown when the revision carries no time it can read', async () => {
    for (const created_at of ['yesterday', '2030-13-45T99:00:00Z', null, 12]) {
      expect(await sinceRevision({ created_at })).toEqual({
        unknown: 'its latest revision has no time the sweep can read',
      });
    }
  });

  it('counts a deployment without a revision from its own updated_at', async () => {
    const noRevision = { id: randomUUID(), updated_at: '2030-05-06T07:08:09Z' } as Deployment;
    expect(await since(noRevision)).toEqual({ since: Date.UTC(2030, 4, 6, 7, 8, 9) });
    expect(await since({ id: randomUUID() } as Deployment)).toEqual({
      unknown: 'the deployment has no time',
    });
  });

  it('is unknown when the deployment went away after the list (404), with the detail', async () => {
    const seeded = emu.seedDeployment();
    emu.addFault({
      method: 'GET',
      path: `/v2/deployments/${seeded.id}/revisions/${seeded.latest_revision_id}`,
      status: 404,
      body: { detail: `Deployment ID ${seeded.id} not found.` },
    });
    const deployment = await listed(seeded);
    expect(await since(deployment)).toEqual({
      unknown: `its latest revision was not found (Deployment ID ${seeded.id} not found.)`,
    });
  });

  it('throws any other error of the service, so nothing is deleted on half the facts', async () => {
    const seeded = emu.seedDeployment();
    emu.addFault({
      method: 'GET',
      path: /\/revisions\//,
      status: 403,
      body: { detail: 'Revisions are hidden from this key.' },
    });
    const deployment = await listed(seeded);
    await expect(since(deployment)).rejects.toThrow('Revisions are hidden from this key.');
  });
});
