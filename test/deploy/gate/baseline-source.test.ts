import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { findBaseline } from '../../../src/deploy/gate/baseline-source.ts';
import { clientFor, recordingContext } from '../../client/client-helpers.ts';
import { useEmulator } from '../../support/emulator.ts';

/*
 * The baseline found before the change is sent: the live revision, or why there is none (the
 * gate then says so); another deployment, or the failure that stops the deploy before anything
 * is sent.
 */
let emu: Emulator;
const emulator = useEmulator({ serviceGeneration: 'new' });
beforeEach(() => {
  emu = emulator();
});

async function find(
  spec: Parameters<typeof findBaseline>[1],
  seed: Parameters<Emulator['seedDeployment']>[0] = {},
  created = false,
) {
  const { client } = clientFor(emu);
  const seeded = emu.seedDeployment(seed);
  const deployment = await client.getDeployment(seeded.id);
  const { context } = recordingContext(client);
  return { seeded, found: () => findBaseline(context, spec, { deployment, created }) };
}

describe('findBaseline: live', () => {
  it('is the deployment’s active revision on its URL', async () => {
    const { seeded, found } = await find({ kind: 'live' });
    expect(await found()).toEqual({
      kind: 'live',
      label: 'live',
      deploymentId: seeded.id,
      revisionId: seeded.latest_revision_id,
      url: `${emu.agentServerUrl}/${seeded.id}`,
    });
  });

  it('is none on a deployment this run created', async () => {
    const { found } = await find({ kind: 'live' }, {}, true);
    expect(await found()).toEqual({
      kind: 'missing',
      label: 'live',
      why: 'this run created the deployment, so no revision was live',
    });
  });

  it('is none when no revision of the deployment was DEPLOYED', async () => {
    const { found } = await find({ kind: 'live' }, { firstRevision: 'BUILDING' });
    expect(await found()).toMatchObject({
      kind: 'missing',
      why: 'no revision of the deployment was DEPLOYED, so none is live',
    });
  });

  it('is none when the deployment has no URL to ask', async () => {
    const { found } = await find({ kind: 'live' }, { withoutUrl: true });
    expect(await found()).toMatchObject({
      kind: 'missing',
      why: 'the live revision cannot be asked: the service gave the deployment no URL',
    });
  });
});

describe('findBaseline: another deployment', () => {
  it('is found by its exact name, with its URL and active revision, and named by its name', async () => {
    const production = emu.seedDeployment({ name: 'support-agent-prod' });
    const { found } = await find({ kind: 'deployment', name: 'support-agent-prod' });
    expect(await found()).toEqual({
      kind: 'deployment',
      label: 'support-agent-prod',
      deploymentId: production.id,
      revisionId: production.latest_revision_id,
      url: `${emu.agentServerUrl}/${production.id}`,
    });
  });

  it.each([
    [
      'a name no deployment has',
      { kind: 'deployment', name: 'nowhere' } as const,
      'eval-baseline: deployment "nowhere" was not found: no deployment has exactly this name.',
    ],
    [
      'an id no deployment has',
      { kind: 'deployment', id: '00000000-0000-4000-8000-000000000000' } as const,
      /^eval-baseline: deployment 00000000-0000-4000-8000-000000000000 was not found \(.+\)\.$/,
    ],
  ])('fails the deploy before the change on %s', async (_, spec, told) => {
    const { found } = await find(spec);
    await expect(found()).rejects.toThrow(told);
  });

  it('fails the deploy when it is the deployment being deployed', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    const deployment = await client.getDeployment(seeded.id);
    const { context } = recordingContext(client);
    const spec = { kind: 'deployment', id: seeded.id } as const;
    await expect(findBaseline(context, spec, { deployment, created: false })).rejects.toThrow(
      `eval-baseline: deployment ${seeded.id} is the deployment this step deploys: its live revision is eval-baseline: live.`,
    );
  });

  it('fails the deploy when it has no URL to ask', async () => {
    emu.seedDeployment({ name: 'no-url-prod', withoutUrl: true });
    const { found } = await find({ kind: 'deployment', name: 'no-url-prod' });
    await expect(found()).rejects.toThrow(
      'eval-baseline: deployment "no-url-prod" cannot be evaluated: the service gave the deployment no URL.',
    );
  });
});
