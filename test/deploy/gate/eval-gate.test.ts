import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { EvalGate } from '../../../src/deploy/gate/eval-gate.ts';
import { clientFor } from '../../client/client-helpers.ts';
import { useEmulator } from '../../support/emulator.ts';
import { fakeAgentServer } from '../../support/fake-agent-server.ts';
import { capitalsPlan, gateContext } from './gate-fixture.ts';

/*
 * The gate along the deploy: its baseline found before the change, started once it is sent, a
 * live one cut at DEPLOYED (another deployment's goes on), any cut when the revision fails.
 */
let emu: Emulator;
const emulator = useEmulator({ serviceGeneration: 'new' });
beforeEach(() => {
  emu = emulator();
});

/** A server whose runs answer only after a while, so a baseline is still running when asked. */
function slowServer() {
  return fakeAgentServer((request) => {
    if (request.path === '/info') return { status: 404 };
    return (response) => {
      setTimeout(() => response.writeHead(200).end('{}'), 2_000);
    };
  });
}

async function gateOn(baseline: string, seed: Parameters<Emulator['seedDeployment']>[0] = {}) {
  const { client } = clientFor(emu);
  const { context, said } = gateContext(client);
  const plan = await capitalsPlan({ 'eval-baseline': baseline });
  const seeded = emu.seedDeployment(seed);
  const deployment = await client.getDeployment(seeded.id);
  const gate = new EvalGate(context, plan, { apiKey: 'sk', commit: 'c0ffee' });
  await gate.beforeChange({ deployment, created: false });
  const submission = { deployment, revisionId: 'r-new', newRevision: true };
  return { gate, said, seeded, submission };
}

describe('EvalGate', () => {
  it('finds a live baseline before the change, and cuts it at DEPLOYED when it is still running', async () => {
    const server = await slowServer();
    const { gate, said, seeded, submission } = await gateOn('live', {
      source_config: { custom_url: server.url },
    });
    expect(said.logs).toContain(
      `Baseline live: revision ${seeded.latest_revision_id} at ${server.url}`,
    );
    gate.changeSent(submission);
    gate.revisionEnded(true);
    const request = gate.request(seeded.id, 'r-new');
    expect(request.experiment).toEqual({
      deploymentId: seeded.id,
      revisionId: 'r-new',
      commit: 'c0ffee',
    });
    expect((await request.baseline?.settled)?.baseline).toEqual({
      label: 'live',
      missing:
        'its evaluation had not ended when the new revision was DEPLOYED (0 of 4 runs), and from then on its runs could reach the new revision',
    });
  });

  it('lets another deployment’s baseline go on past DEPLOYED, and cuts it when the deploy ends first', async () => {
    const server = await slowServer();
    emu.seedDeployment({ name: 'prod-agent', source_config: { custom_url: server.url } });
    const { gate, submission, seeded } = await gateOn('prod-agent');
    gate.changeSent(submission);
    gate.revisionEnded(true);
    const baseline = gate.request(seeded.id, 'r-new').baseline;
    const first = await Promise.race([
      baseline?.settled,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 200)),
    ]);
    expect(first).toBe('still running');
    await gate.close();
    expect((await baseline?.settled)?.baseline).toEqual({
      label: 'prod-agent',
      missing: 'the deploy ended before the gate ran',
    });
  });

  it('cuts any baseline when the new revision was not DEPLOYED', async () => {
    const server = await slowServer();
    emu.seedDeployment({ name: 'prod-agent-2', source_config: { custom_url: server.url } });
    const { gate, submission, seeded } = await gateOn('prod-agent-2');
    gate.changeSent(submission);
    gate.revisionEnded(false);
    expect((await gate.request(seeded.id, 'r-new').baseline?.settled)?.baseline).toEqual({
      label: 'prod-agent-2',
      missing: 'the new revision was not DEPLOYED',
    });
  });

  it('runs no baseline without eval-baseline', async () => {
    const { client } = clientFor(emu);
    const { context } = gateContext(client);
    const gate = new EvalGate(context, await capitalsPlan(), {
      apiKey: 'sk',
      commit: undefined,
    });
    const deployment = await client.getDeployment(emu.seedDeployment().id);
    await gate.beforeChange({ deployment, created: false });
    gate.changeSent({ deployment, revisionId: 'r-new', newRevision: true });
    expect(gate.request(deployment.id, 'r-new')).toMatchObject({
      experiment: { deploymentId: deployment.id, revisionId: 'r-new' },
    });
    expect(gate.request(deployment.id, 'r-new').baseline).toBeUndefined();
  });
});
