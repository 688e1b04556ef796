import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import type { Revision } from '../../../src/client/service-schemas.ts';
import { deploysTheSame, redeployRevision } from '../../../src/deploy/change/redeploy-revision.ts';
import { RacingDeploy } from '../../../src/deployments/send-once.ts';
import { clientFor, recordingContext } from '../../client/client-helpers.ts';
import { useEmulator } from '../../support/emulator.ts';

const REDEPLOY = '/v2/deployments/:id/revisions/:rid/redeploy';

let emu: Emulator;
const emulator = useEmulator({ serviceGeneration: 'new' }, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
});

/** A deployment whose first revision (`earlier`, ref main) was followed by `latest` (release-2). */
async function deploymentWithHistory() {
  const { client } = clientFor(emu);
  const seeded = emu.seedDeployment();
  const earlier = seeded.latest_revision_id;
  await client.patchDeployment(seeded.id, { source_revision_config: { repo_ref: 'release-2' } });
  const before = await client.getDeployment(seeded.id);
  emu.clearRequests();
  const { context, said } = recordingContext(client);
  return { before, earlier, context, said };
}

function redeploysSent() {
  return emu.requests.filter((request) => request.path.endsWith('/redeploy')).length;
}

describe('redeployRevision', () => {
  it('answers the deployment whose latest revision is the one the redeploy made', async () => {
    const { before, earlier, context, said } = await deploymentWithHistory();
    const after = await redeployRevision(context, before, earlier);

    expect(after.latest_revision_id).not.toBe(before.latest_revision_id);
    expect(after.latest_revision_id).not.toBe(earlier);
    expect(emu.getRevision(after.latest_revision_id as string)?.source_revision_config).toEqual(
      emu.getRevision(earlier)?.source_revision_config,
    );
    expect(redeploysSent()).toBe(1);
    expect(said).toEqual({ logs: [], warnings: [] });
  });

  it('follows the revision a redeploy made whose answer was lost, without sending it again', async () => {
    const { before, earlier, context, said } = await deploymentWithHistory();
    emu.addFault({ method: 'POST', path: REDEPLOY, action: 'apply-then-reset' });
    const after = await redeployRevision(context, before, earlier);

    const made = emu.getDeployment(before.id)?.latest_revision_id;
    expect(after.latest_revision_id).toBe(made);
    expect(made).not.toBe(before.latest_revision_id);
    expect(redeploysSent()).toBe(1);
    expect(said.warnings).toEqual([
      expect.stringContaining('The redeploy may have reached the service'),
    ]);
    expect(said.logs).toEqual([
      `The deployment's latest revision moved to ${made}, which deploys revision ${earlier} again: that is this redeploy's revision, so it is not sent again.`,
    ]);
  });

  it('sends it once more when the read-back shows no new revision', async () => {
    const { before, earlier, context, said } = await deploymentWithHistory();
    emu.addFault({ method: 'POST', path: REDEPLOY, action: 'reset' });
    const after = await redeployRevision(context, before, earlier);

    expect(after.latest_revision_id).not.toBe(before.latest_revision_id);
    expect(redeploysSent()).toBe(2);
    expect(said.logs).toEqual([
      'No new revision appeared, so the service did not act on the redeploy: sending it once more.',
    ]);
  });

  it('fails as a racing deploy when another deploy moved the deployment meanwhile', async () => {
    const { before, earlier, context } = await deploymentWithHistory();
    emu.addFault({
      method: 'POST',
      path: REDEPLOY,
      action: 'reset',
      race: { source_revision_config: { repo_ref: 'other-run' } },
    });
    const failure = await redeployRevision(context, before, earlier).catch((error) => error);

    const other = emu.getDeployment(before.id)?.latest_revision_id;
    expect(failure).toBeInstanceOf(RacingDeploy);
    expect(failure.message).toContain(
      `Another deploy moved deployment ${before.id} to revision ${other}`,
    );
    expect(redeploysSent()).toBe(1);
  });

  it('does not read back after a 404: the service said it did not act', async () => {
    const { before, context, said } = await deploymentWithHistory();
    const missing = '0b8f6a5e-6c1d-4e2f-9a3b-7c4d5e6f7a8b';
    await expect(redeployRevision(context, before, missing)).rejects.toThrow('→ 404');
    expect(emu.requests.map((request) => request.method)).toEqual(['POST']);
    expect(said.warnings).toEqual([]);
  });
});

describe('deploysTheSame', () => {
  const revision = (source: string, values: Record<string, string | null>) =>
    ({ id: 'r', status: 'QUEUED', source, source_revision_config: values }) as Revision;
  const earlier = revision('sourcehost', { repo_ref: 'main', agent_config_path: 'agent.json' });

  it.each([
    [
      'the same source and values',
      revision('sourcehost', { repo_ref: 'main', agent_config_path: 'agent.json' }),
      true,
    ],
    [
      'another ref',
      revision('sourcehost', { repo_ref: 'other', agent_config_path: 'agent.json' }),
      false,
    ],
    [
      'another config path',
      revision('sourcehost', { repo_ref: 'main', agent_config_path: 'x.json' }),
      false,
    ],
    [
      'another source',
      revision('internal_source', { repo_ref: 'main', agent_config_path: 'agent.json' }),
      false,
    ],
    [
      'a value the earlier one lacks',
      revision('sourcehost', {
        repo_ref: 'main',
        agent_config_path: 'agent.json',
        image_uri: 'img:1',
      }),
      false,
    ],
  ])('%s', (_case, made, same) => {
    expect(deploysTheSame(made, earlier)).toBe(same);
  });
});
