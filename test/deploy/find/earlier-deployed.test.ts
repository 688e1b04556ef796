import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import type { Deployment } from '../../../src/client/service-schemas.ts';
import { StepClock } from '../../../src/common/step-control.ts';
import { findEarlierDeployed } from '../../../src/deploy/find/earlier-deployed.ts';
import { clientFor } from '../../client/client-helpers.ts';
import { useEmulator } from '../../support/emulator.ts';

let emu: Emulator;
let stepClock: StepClock;
const emulator = useEmulator({ serviceGeneration: 'new' }, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
  stepClock = new StepClock(60_000);
});
afterEach(async () => {
  stepClock.dispose();
});

describe('findEarlierDeployed', () => {
  it('is the revision the deployment named active before the change, with no request', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    const before = await client.getDeployment(seeded.id);
    emu.clearRequests();
    const found = await findEarlierDeployed(client, before, 'a-failed-one', stepClock.signal);

    expect(found).toBe(seeded.latest_revision_id);
    expect(emu.requests).toEqual([]);
  });

  it('is the newest DEPLOYED revision other than the failed one when none was named active', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    emu.scriptNextRevision([{ status: 'DEPLOYED' }]);
    const newer = await client.createRevision(seeded.id, {
      source_revision_config: { repo_ref: 'release-2' },
    });
    const before: Deployment = {
      ...(await client.getDeployment(seeded.id)),
      active_revision_id: null,
    };
    emu.failNextRevision('BUILD_FAILED');
    const failed = await client.createRevision(seeded.id, {
      source_revision_config: { repo_ref: 'feature' },
    });
    const found = await findEarlierDeployed(client, before, failed.id, stepClock.signal);

    expect(found).toBe(newer.id);
  });

  it('is none when the only DEPLOYED revision is the failed one itself', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    const before: Deployment = {
      ...(await client.getDeployment(seeded.id)),
      active_revision_id: seeded.latest_revision_id,
    };
    const found = await findEarlierDeployed(
      client,
      before,
      seeded.latest_revision_id,
      stepClock.signal,
    );

    expect(found).toBeUndefined();
  });
});
