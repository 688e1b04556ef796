import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { call, SOURCEHOST_CREATE, sleep, useFreshEmulator } from './http-test-helpers.ts';

/*
 * A revision script counted in polls: `{ status, polls: N }` answers that status to the next N
 * GETs of the revision, then moves on, so a test walks a revision one GET at a time, however
 * slowly the machine runs it.
 */

const emulator = useFreshEmulator();
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});

async function create() {
  const created = await call(emu, 'POST', '/v2/deployments', { body: SOURCEHOST_CREATE });
  const id = created.body.id as string;
  const revisionId = created.body.latest_revision_id as string;
  const poll = async () =>
    (await call(emu, 'GET', `/v2/deployments/${id}/revisions/${revisionId}`)).body.status;
  return { id, revisionId, poll };
}

describe('a revision script counted in polls', () => {
  it('answers each status to as many GETs of the revision as it says, then the next', async () => {
    emu.scriptNextRevision([
      { status: 'QUEUED', polls: 1 },
      { status: 'BUILDING', polls: 3 },
      { status: 'DEPLOYED' },
    ]);
    const { poll } = await create();
    const seen = [];
    for (let i = 0; i < 6; i++) seen.push(await poll());
    expect(seen).toEqual(['QUEUED', 'BUILDING', 'BUILDING', 'BUILDING', 'DEPLOYED', 'DEPLOYED']);
  });

  it('waits for the GETs however long they take, and counts no other read', async () => {
    emu.scriptNextRevision([{ status: 'BUILDING', polls: 2 }, { status: 'DEPLOYED' }]);
    const { id, revisionId, poll } = await create();
    expect(await poll()).toBe('BUILDING');
    await sleep(50);
    const deployment = await call(emu, 'GET', `/v2/deployments/${id}`);
    expect(deployment.body.active_revision_id).toBeNull();
    await call(emu, 'GET', `/v2/deployments/${id}/revisions`);
    expect(emu.getRevision(revisionId)?.status).toBe('BUILDING');
    expect(await poll()).toBe('BUILDING');
    expect(emu.getRevision(revisionId)?.status).toBe('DEPLOYED');
    const live = await call(emu, 'GET', `/v2/deployments/${id}`);
    expect(live.body).toMatchObject({ status: 'READY', active_revision_id: revisionId });
    expect(live.body.source_config.custom_url).toBe(`${emu.agentServerUrl}/${id}`);
  });

  it('mixes with steps in ms: a step in ms walks on by the clock, one in polls by the GETs', async () => {
    emu.scriptNextRevision([
      { status: 'QUEUED', ms: 1 },
      { status: 'BUILDING', polls: 1 },
      { status: 'DEPLOYING', ms: 1 },
      { status: 'DEPLOYED' },
    ]);
    const { revisionId, poll } = await create();
    await sleep(20);
    expect(await poll()).toBe('BUILDING');
    await sleep(20);
    expect(await poll()).toBe('DEPLOYED');
    expect(emu.getRevision(revisionId)?.deployedAt).toBeDefined();
  });

  it("spreads the step's build log over its GETs, complete once the step is over", async () => {
    emu.scriptNextRevision([{ status: 'BUILDING', polls: 3 }, { status: 'DEPLOYED' }], {
      buildLog: ['fetching', 'installing', 'built'],
    });
    const { id, revisionId, poll } = await create();
    const log = async () => {
      const path = `/v1/projects/${id}/revisions/${revisionId}/build_logs`;
      const answer = await call(emu, 'POST', path, { body: { limit: 50, order: 'asc' } });
      const lines = answer.body.logs.map((line: { message: string }) => line.message);
      return { lines, complete: answer.body.next_offset === null };
    };
    expect(await log()).toEqual({ lines: ['fetching'], complete: false });
    await poll();
    expect(await log()).toEqual({ lines: ['fetching', 'installing'], complete: false });
    await poll();
    expect(await log()).toEqual({ lines: ['fetching', 'installing', 'built'], complete: false });
    expect(await poll()).toBe('BUILDING');
    expect(await log()).toEqual({ lines: ['fetching', 'installing', 'built'], complete: true });
  });

  it('is refused when a step gives both ms and polls, or no whole number of polls', () => {
    expect(() => emu.scriptNextRevision([{ status: 'BUILDING', ms: 5, polls: 1 }])).toThrow(
      'lasts ms or polls, not both',
    );
    expect(() => emu.scriptNextRevision([{ status: 'BUILDING', polls: 0 }])).toThrow(
      'a whole number of polls',
    );
  });

  it('serves a seeded first revision too', async () => {
    const seeded = emu.seedDeployment({
      firstRevision: [{ status: 'DEPLOYING', polls: 1 }, { status: 'DEPLOYED' }],
    });
    const path = `/v2/deployments/${seeded.id}/revisions/${seeded.latest_revision_id}`;
    expect((await call(emu, 'GET', path)).body.status).toBe('DEPLOYING');
    expect((await call(emu, 'GET', path)).body.status).toBe('DEPLOYED');
  });
});
