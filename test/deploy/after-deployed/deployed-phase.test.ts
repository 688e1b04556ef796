import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { StepClock } from '../../../src/common/step-control.ts';
import { afterDeployed } from '../../../src/deploy/after-deployed/deployed-phase.ts';
import type { TypicalDuration } from '../../../src/deploy/follow/deploy-history.ts';
import { API_KEY, clientFor } from '../../client/client-helpers.ts';
import { useEmulator } from '../../support/emulator.ts';
import { deployInputs } from '../deploy-inputs-fixture.ts';

/*
 * What the deploy does once its revision is DEPLOYED, against the emulator: the checks with a
 * rollback's time kept apart when one could follow, or one more read of the deployment for a
 * URL no answer had carried yet.
 */
let emu: Emulator;
const clocks: StepClock[] = [];
const emulator = useEmulator({ serviceGeneration: 'new' });
beforeEach(() => {
  emu = emulator();
});
afterEach(() => {
  for (const clock of clocks.splice(0)) clock.dispose();
  emu.clearRequests();
});

const HISTORY: TypicalDuration = {
  typicalMs: 150_000,
  earlyMs: 120_000,
  lateMs: 190_000,
  count: 3,
};

/** A deployment, as read before this run's change, and the revision the change made. */
async function changed(created: boolean, seed: Parameters<Emulator['seedDeployment']>[0] = {}) {
  const { client } = clientFor(emu);
  const seeded = emu.seedDeployment(seed);
  const before = await client.getDeployment(seeded.id);
  const revision = await client.createRevision(seeded.id, {
    source_revision_config: { repo_ref: `ref-${Math.random()}` },
  });
  const submission = { deployment: before, revisionId: revision.id, newRevision: true };
  emu.clearRequests();
  const stepClock = new StepClock(600_000);
  clocks.push(stepClock);
  const logs: string[] = [];
  return {
    context: {
      client,
      stepClock,
      signal: stepClock.signal,
      log: (line: string) => logs.push(line),
      debug: (line: string) => logs.push(line),
      warn: (line: string) => logs.push(line),
      resolved: { deployment: before, created },
      submission,
      typical: HISTORY,
    },
    logs,
    id: seeded.id,
  };
}

type Changed = Awaited<ReturnType<typeof changed>>['context'];

/** The phase, handed the step and what the deploy knows of the revision, as the deploy hands them. */
function afterDeployedWith(
  settings: Parameters<typeof afterDeployed>[1],
  { resolved, submission, typical, ...step }: Changed,
) {
  return afterDeployed(step, settings, { resolved, submission, typical });
}

const reads = (id: string) =>
  emu.requests.filter(
    (request) => request.method === 'GET' && request.path === `/v2/deployments/${id}`,
  );

describe('afterDeployed', () => {
  it('reads a deployment without a URL once more, and takes the URL the service gave it', async () => {
    const { context, id } = await changed(true, { withoutUrl: false });
    // As a created deployment's answers carry it: no URL before its first revision went live.
    const noUrl = { ...context.resolved.deployment, source_config: { custom_url: null } };
    const phase = await afterDeployedWith(deployInputs(), {
      ...context,
      resolved: { deployment: noUrl, created: true },
      submission: { ...context.submission, deployment: noUrl },
    });
    expect(phase.endedAs?.source_config?.custom_url).toBe(`${emu.agentServerUrl}/${id}`);
    expect(phase.proof).toBeUndefined();
    expect(reads(id)).toHaveLength(1);
  });

  it('reads nothing more when an answer already carried the URL', async () => {
    const { context, id } = await changed(false);
    expect(context.resolved.deployment.source_config?.custom_url).toBeTruthy();
    expect(await afterDeployedWith(deployInputs(), context)).toEqual({});
    expect(reads(id)).toEqual([]);
  });

  it('goes without the URL when the deployment cannot be read again, and says why in the debug log', async () => {
    const { context, id, logs } = await changed(true, { withoutUrl: true });
    emu.addFault({ method: 'GET', path: `/v2/deployments/${id}`, status: 500, times: 10 });
    const phase = await afterDeployedWith(deployInputs(), context);
    emu.clearFaults();
    expect(phase).toEqual({});
    expect(logs.at(-1)).toMatch(/^The deployment could not be read again for its URL: /);
  });

  it('keeps a rollback its time out of the checks when one could follow, and logs the split', async () => {
    const { context, logs } = await changed(false);
    const phase = await afterDeployedWith(
      deployInputs({
        rollbackOnFailure: true,
        healthCheck: '/ok',
        timeout: 600_000,
        connection: { baseUrl: emu.url, apiKey: API_KEY },
      }),
      context,
    );
    expect(phase.proof?.passed).toBe(true);
    expect(phase.proof?.timeSplit).toMatchObject({ timeoutMs: 600_000, keptMs: 195_000 });
    expect(logs[0]).toMatch(
      /^Timeout 10m00s: the checks after DEPLOYED get 6m\d\ds, 3m15s kept for a rollback \(the slower quartile/,
    );
  });

  it.each([
    ['rollback-on-failure is off', false, false],
    ['the deployment was created by this run', true, true],
  ])('keeps no time apart when %s', async (_, rollbackOnFailure, created) => {
    const { context } = await changed(created);
    const phase = await afterDeployedWith(
      deployInputs({
        rollbackOnFailure,
        healthCheck: '/ok',
        connection: { baseUrl: emu.url, apiKey: API_KEY },
      }),
      context,
    );
    expect(phase.proof?.passed).toBe(true);
    expect(phase.proof?.timeSplit).toBeUndefined();
  });
});
