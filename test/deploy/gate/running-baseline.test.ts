import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import type { BaselineSource } from '../../../src/deploy/gate/baseline-source.ts';
import { startBaseline } from '../../../src/deploy/gate/running-baseline.ts';
import { clientFor } from '../../client/client-helpers.ts';
import { useEmulator } from '../../support/emulator.ts';
import { capitalsPlan, gateContext, quizServer } from './gate-fixture.ts';

/*
 * The baseline beside the build, and when its runs count: only when they can be told to be the
 * baseline's. The baseline's server is a fake that answers capitals; the new revision's status
 * (read when the server cannot tell) is the emulator's.
 */
let emu: Emulator;
const emulator = useEmulator({ serviceGeneration: 'new' });
beforeEach(() => {
  emu = emulator();
});

const LIVE = 'live-revision';
const NEW = 'new-revision';

/** A revision of a seeded deployment, still building or already DEPLOYED. */
async function newRevision(status: 'BUILDING' | 'DEPLOYED') {
  const { client } = clientFor(emu);
  const seeded = emu.seedDeployment();
  if (status === 'BUILDING') emu.scriptNextRevision([{ status: 'BUILDING', ms: 3_600_000 }]);
  const revision = await client.createRevision(seeded.id, {
    source_revision_config: { repo_ref: 'next' },
  });
  while (status === 'DEPLOYED' && emu.getRevision(revision.id)?.status !== 'DEPLOYED') {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { client, deploymentId: seeded.id, revisionId: revision.id };
}

async function baselineOf(
  source: (url: string) => BaselineSource,
  server: Awaited<ReturnType<typeof quizServer>>,
  revision = { revisionId: NEW, newRevision: true },
  client = clientFor(emu).client,
) {
  const { context, said } = gateContext(client);
  const plan = await capitalsPlan();
  const running = startBaseline(context, source(server.url), plan, revision, 'sk-test');
  return { running, said };
}

const live = (url: string, deploymentId = 'd-1'): BaselineSource => ({
  kind: 'live',
  label: 'live',
  deploymentId,
  revisionId: LIVE,
  url,
});

describe('startBaseline: live', () => {
  it('counts runs that /info shows to be the live revision’s, before and after them', async () => {
    const server = await quizServer({ wrong: ['Peru'], info: () => LIVE });
    const { running } = await baselineOf(live, server);
    const { baseline, lost } = await running.settled;
    expect(lost).toBe(false);
    expect('run' in baseline && baseline.run.exampleCount).toBe(4);
    expect(server.runs).toHaveLength(4);
    expect(running.progress()).toEqual({ done: 4, total: 4 });
  });

  it('does not count runs when /info names the new revision after them', async () => {
    let runs = 0;
    const server = await quizServer({ info: () => (runs++ === 0 ? LIVE : NEW) });
    const { running, said } = await baselineOf(live, server);
    expect(await running.settled).toMatchObject({
      lost: true,
      baseline: {
        label: 'live',
        missing: `its URL served revision ${LIVE} before its runs and revision ${NEW} after them, so not every run can be told to be the baseline's`,
      },
    });
    expect(said.logs.at(-1)).toMatch(/^Baseline live not counted: its URL served revision/);
  });

  it('does not start on a URL that serves another revision than the live one', async () => {
    const server = await quizServer({ info: () => 'some-other' });
    const { running } = await baselineOf(live, server);
    expect((await running.settled).baseline).toEqual({
      label: 'live',
      missing: `the deployment's URL serves revision some-other, not the live revision ${LIVE}`,
    });
    expect(server.runs).toEqual([]);
  });

  it.each([
    ['still building', 'BUILDING', undefined],
    [
      'already DEPLOYED',
      'DEPLOYED',
      'was DEPLOYED before its runs ended, and the server does not say which revision answered them',
    ],
  ] as const)(
    'on a server that cannot tell, counts runs only while the new revision is not DEPLOYED (%s)',
    async (_, status, notCounted) => {
      const made = await newRevision(status);
      const server = await quizServer({ info: () => null, deploymentId: made.deploymentId });
      const source = (url: string) => live(url, made.deploymentId);
      const revision = { revisionId: made.revisionId, newRevision: true };
      const { running } = await baselineOf(source, server, revision, made.client);
      const { baseline } = await running.settled;
      if (notCounted)
        expect(baseline).toEqual({
          label: 'live',
          missing: `revision ${made.revisionId} ${notCounted}`,
        });
      else expect('run' in baseline).toBe(true);
    },
  );

  it('is none when the deploy made no new revision: the live revision is the one evaluated', async () => {
    const server = await quizServer({ info: () => LIVE });
    const { running } = await baselineOf(live, server, { revisionId: LIVE, newRevision: false });
    expect(await running.settled).toEqual({
      lost: false,
      baseline: {
        label: 'live',
        missing: 'this deploy made no new revision, so the live revision is the one evaluated',
      },
    });
    expect(server.runs).toEqual([]);
  });

  it('says why it was cut, and lets its runs go', async () => {
    const server = await quizServer({ info: () => LIVE });
    const { running } = await baselineOf(live, server);
    running.cut('the new revision was DEPLOYED first');
    expect(await running.settled).toMatchObject({
      lost: true,
      baseline: { label: 'live', missing: 'the new revision was DEPLOYED first' },
    });
  });
});

describe('startBaseline: another deployment', () => {
  const production = (url: string): BaselineSource => ({
    kind: 'deployment',
    label: 'production',
    deploymentId: 'd-prod',
    revisionId: 'prod-1',
    url,
  });

  it('counts runs on a server that cannot tell, or that names the same revision throughout', async () => {
    for (const info of [() => null, () => 'prod-1']) {
      const server = await quizServer({ info, deploymentId: 'd-prod' });
      const { running } = await baselineOf(production, server);
      expect((await running.settled).baseline).toMatchObject({ label: 'production', run: {} });
    }
  });

  it('does not count runs when its revision changed while they ran', async () => {
    let asked = 0;
    const server = await quizServer({
      info: () => (asked++ === 0 ? 'prod-1' : 'prod-2'),
      deploymentId: 'd-prod',
    });
    const { running } = await baselineOf(production, server);
    expect((await running.settled).baseline).toEqual({
      label: 'production',
      missing:
        "its URL served revision prod-1 before its runs and revision prod-2 after them, so not every run can be told to be the baseline's",
    });
  });

  it('does not start on a URL that answers for yet another deployment', async () => {
    const server = await quizServer({ info: () => 'prod-1', deploymentId: 'd-other' });
    const { running } = await baselineOf(production, server);
    expect((await running.settled).baseline).toMatchObject({
      missing: expect.stringContaining('belongs to another deployment'),
    });
    expect(server.runs).toEqual([]);
  });
});
