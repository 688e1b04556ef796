import { describe, expect, it } from 'vitest';
import type { Emulator, EmulatorOptions } from '../../../emulator/index.ts';
import type { Deployment } from '../../../src/client/service-schemas.ts';
import {
  makeRevision,
  nothingDisplaced,
  type Submission,
  sendChange,
} from '../../../src/deploy/change/make-revision.ts';
import { RacingDeploy } from '../../../src/deployments/send-once.ts';
import { clientFor, recordingContext } from '../../client/client-helpers.ts';
import { emulatorForTest } from '../../support/emulator.ts';
import { deployInputs } from '../deploy-inputs-fixture.ts';

let emu: Emulator;

const OURS = { source_revision_config: { repo_ref: 'ours' } };
const POST_REVISIONS = { method: 'POST', path: '/v2/deployments/:id/revisions' } as const;
const PATCH = { method: 'PATCH', path: '/v2/deployments/:id' } as const;

/** A service of `generation` holding one deployment, read as a run reads it before its change. */
async function serviceWithDeployment(options: EmulatorOptions) {
  emu = await emulatorForTest(options);
  const { client } = clientFor(emu);
  const before = await client.getDeployment(emu.seedDeployment().id);
  emu.clearRequests();
  const { context, said } = recordingContext(client);
  return { before, context, said };
}

function changes() {
  return emu.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
}

describe('how a change is sent', () => {
  it('sends nothing for an empty change, and follows the latest revision', async () => {
    const { before, context } = await serviceWithDeployment({ serviceGeneration: 'new' });
    const submission = await sendChange(context, before, {});
    expect(submission).toMatchObject({ revisionId: before.latest_revision_id, newRevision: false });
    expect(emu.requests).toEqual([]);
  });

  it('makes a revision with POST …/revisions where the service has it', async () => {
    const { before, context } = await serviceWithDeployment({ serviceGeneration: 'new' });
    const submission = await sendChange(context, before, OURS);
    expect(changes()).toEqual([`POST /v2/deployments/${before.id}/revisions`]);
    expect(submission.newRevision).toBe(true);
    expect(submission.revisionId).toBe(emu.getDeployment(before.id)?.latest_revision_id);
  });

  it.each([404, 405] as const)(
    'falls back to one PATCH when POST …/revisions answers %i',
    async (status) => {
      const { before, context, said } = await serviceWithDeployment({
        serviceGeneration: 'old',
        oldCreateRevisionStatus: status,
      });
      const submission = await sendChange(context, before, OURS);
      expect(changes()).toEqual([
        `POST /v2/deployments/${before.id}/revisions`,
        `PATCH /v2/deployments/${before.id}`,
      ]);
      expect(submission.newRevision).toBe(true);
      expect(said.logs).toContain(
        'This service has no POST …/revisions: patching the deployment instead.',
      );
    },
  );

  it('sends a configuration-only change as a PATCH, which makes no revision', async () => {
    const { before, context } = await serviceWithDeployment({ serviceGeneration: 'new' });
    const submission = await sendChange(context, before, {
      source_config: { build_on_push: true },
    });
    expect(changes()).toEqual([`PATCH /v2/deployments/${before.id}`]);
    expect(submission).toMatchObject({ revisionId: before.latest_revision_id, newRevision: false });
  });
});

describe('the change a run makes', () => {
  it('is the redeploy of the chosen revision when redeploy-revision is given, and nothing else', async () => {
    const { before, context, said } = await serviceWithDeployment({ serviceGeneration: 'new' });
    const chosen = before.latest_revision_id as string;
    const inputs = deployInputs({ redeployRevision: chosen, repoRef: 'ignored' });
    const submission = await makeRevision(context, inputs, { deployment: before, created: false });

    expect(changes()).toEqual([`POST /v2/deployments/${before.id}/revisions/${chosen}/redeploy`]);
    expect(submission).toMatchObject({
      revisionId: emu.getDeployment(before.id)?.latest_revision_id,
      newRevision: true,
    });
    expect(said.logs).toEqual([`Deploying revision ${chosen} again.`]);
  });

  it("is none for a deployment this run created: it follows the deployment's first revision", async () => {
    const { before, context } = await serviceWithDeployment({ serviceGeneration: 'new' });
    const inputs = deployInputs({ repoRef: 'ours' });
    const submission = await makeRevision(context, inputs, { deployment: before, created: true });

    expect(emu.requests).toEqual([]);
    expect(submission).toMatchObject({ revisionId: before.latest_revision_id, newRevision: true });
  });

  it('is what the inputs ask for on a deployment that was there', async () => {
    const { before, context } = await serviceWithDeployment({ serviceGeneration: 'new' });
    await makeRevision(context, deployInputs({ repoRef: 'ours' }), {
      deployment: before,
      created: false,
    });

    expect(emu.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([OURS]);
  });
});

describe('a change whose answer is lost', () => {
  it.each([
    ['POST …/revisions', 'new', POST_REVISIONS, "this request's"],
    ['PATCH', 'old', PATCH, "this PATCH's"],
  ] as const)(
    'adopts the revision the unanswered %s made, sending nothing more',
    async (_m, generation, where, mine) => {
      const { before, context, said } = await serviceWithDeployment({
        serviceGeneration: generation,
      });
      emu.addFault({ ...where, action: 'apply-then-reset' });
      const submission = await sendChange(context, before, OURS);

      const made = emu.getDeployment(before.id)?.latest_revision_id;
      expect(submission).toMatchObject({ revisionId: made, newRevision: true });
      expect(emu.requests.filter((r) => r.method === where.method)).toHaveLength(1);
      expect(said.warnings).toEqual([
        expect.stringContaining('The request may have reached the service'),
      ]);
      expect(said.logs).toContain(
        `The deployment's latest revision moved to ${made}: that is ${mine} revision (it carries what this run sent), so it is not sent again.`,
      );
    },
  );

  it('sends it once more when no new revision appeared', async () => {
    const { before, context, said } = await serviceWithDeployment({ serviceGeneration: 'new' });
    emu.addFault({ ...POST_REVISIONS, action: 'reset' });
    const submission = await sendChange(context, before, OURS);

    expect(changes()).toEqual([
      `POST /v2/deployments/${before.id}/revisions`,
      `POST /v2/deployments/${before.id}/revisions`,
    ]);
    expect(submission.newRevision).toBe(true);
    expect(said.logs).toContain(
      'No new revision appeared, so the service did not act on the request: sending it once more.',
    );
  });

  it('repeats a configuration-only PATCH, which is safe to repeat', async () => {
    const { before, context, said } = await serviceWithDeployment({ serviceGeneration: 'new' });
    emu.addFault({ ...PATCH, action: 'apply-then-reset' });
    await sendChange(context, before, { source_config: { build_on_push: true } });

    expect(changes()).toHaveLength(2);
    expect(said.logs).toContain(
      'This PATCH changes configuration only and is safe to repeat: sending it once more.',
    );
  });

  it('fails as a racing deploy when another deploy moved the deployment to something else', async () => {
    const { before, context } = await serviceWithDeployment({ serviceGeneration: 'new' });
    emu.addFault({
      ...POST_REVISIONS,
      action: 'apply-then-reset',
      race: { source_revision_config: { repo_ref: 'someone-else' } },
    });
    const failure = await sendChange(context, before, OURS).catch((error) => error);

    expect(failure).toBeInstanceOf(RacingDeploy);
    const other = emu.getDeployment(before.id)?.latest_revision_id;
    expect(failure.message).toContain(
      `Another deploy moved deployment ${before.id} to revision ${other}`,
    );
    expect(changes()).toHaveLength(1);
  });
});

describe('nothingDisplaced', () => {
  const before = { id: 'd1', latest_revision_id: 'r1' } as Deployment;
  const made: Submission = { deployment: before, revisionId: 'r2', newRevision: true };

  it('displaced a revision when it made a new one of a deployment that had one before', () => {
    expect(nothingDisplaced(before, made, false)).toBeUndefined();
  });

  it('says why it displaced none: no new revision, a created deployment, or no revision before', () => {
    expect(nothingDisplaced(before, { ...made, newRevision: false }, false)).toBe(
      'this deploy made no new revision, so it displaced nothing',
    );
    const first =
      'there is nothing to roll back to: r2 is the first revision the deployment has had';
    expect(nothingDisplaced(before, made, true)).toBe(first);
    expect(nothingDisplaced({ ...before, latest_revision_id: null }, made, false)).toBe(first);
  });
});
