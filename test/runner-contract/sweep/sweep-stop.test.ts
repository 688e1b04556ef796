// A sweep stopped while it deletes: what it deleted before the stop is reported as deleted, the
// delete in flight is named, and the deleted previews' GitHub environments are still marked
// inactive in the moments the stop leaves (never longer).
import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { failureMessage, type RunActionOptions } from '../../../scripts/runner/run-action.ts';
import { requestsTo, signalWhen } from '../../support/deploy-fixture.ts';
import type { FakeGitHub } from '../../support/fake-github.ts';
import {
  DAY_MS,
  deletedNames,
  freshEmulator,
  runSweep,
  useFakeGitHubForSweep,
  warnings,
} from './run-sweep.ts';

const fakeGitHub = useFakeGitHubForSweep();
const ENVIRONMENTS = { 'environment-pattern': 'preview-pr-{number}' };

/** Ten previews of closed pull requests, #1 idle longest, each with a live GitHub environment. */
function seedTenStale(emu: Emulator, github: FakeGitHub) {
  return Array.from({ length: 10 }, (_, index) => {
    const number = index + 1;
    github.addPullRequest(number, 'closed');
    return {
      preview: emu.seedDeployment({ name: `agent-pr-${number}`, ageMs: (20 - number) * DAY_MS }),
      environment: github.addDeployment(`preview-pr-${number}`, ['success']),
    };
  });
}

const NAMES = Array.from({ length: 10 }, (_, index) => `agent-pr-${index + 1}`);

describe('a sweep cancelled during its deletes', () => {
  it('reports the deletes done, names the one in flight, and marks their environments', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    const seeded = seedTenStale(emu, github);
    // Each DELETE takes a second; the job is cancelled once the fourth is on its way.
    emu.addFault({
      method: 'DELETE',
      path: '/v2/deployments/:id',
      delayMs: 1000,
      times: Number.POSITIVE_INFINITY,
    });
    const fourthDelete = (request: Emulator['requests'][number]) =>
      request === requestsTo(emu, 'DELETE')[3];
    const run = await runSweep(emu, github, ENVIRONMENTS, signalWhen(emu, fourthDelete, 'SIGINT'));

    expect(run.exitCode).toBe(1);
    expect(requestsTo(emu, 'DELETE')).toHaveLength(4);
    expect(deletedNames(emu).slice(0, 3)).toEqual(NAMES.slice(0, 3));
    expect(run.outputs).toEqual({
      stale: JSON.stringify(NAMES),
      'stale-count': '10',
      deleted: JSON.stringify(NAMES.slice(0, 3)),
      'deleted-count': '3',
      kept: '0',
    });
    const inFlight = seeded[3]?.preview.id;
    const message = failureMessage(run);
    expect(run.stdout).toContain('::error title=Sweep cancelled::');
    expect(message).toContain('The job was cancelled (SIGINT).');
    expect(message).toContain(
      '3 stale previews were deleted before the stop: agent-pr-1, agent-pr-2, agent-pr-3.',
    );
    expect(message).toContain(
      `The delete of agent-pr-4 (${inFlight}) was on its way: whether the service carried it out is not known, so its GitHub environment \`preview-pr-4\` was left as it was.`,
    );
    expect(message).toContain('6 stale previews were not deleted: agent-pr-5, agent-pr-6,');
    expect(run.summary).toContain('| `agent-pr-3` |');
    expect(run.summary).toMatch(/`agent-pr-3` .*🗑️ deleted .*`preview-pr-3`: 1 marked inactive/);
    expect(run.summary).toMatch(/`agent-pr-4` .*delete on its way when the job was cancelled/);
    expect(run.summary).toMatch(/`agent-pr-5` .*not deleted: the job was cancelled first/);
    // The deleted previews' environments are marked inactive; the others are left as they were.
    for (const { environment } of seeded.slice(0, 3)) {
      expect(environment.statuses.at(-1)?.state).toBe('inactive');
    }
    for (const { environment } of seeded.slice(3)) {
      expect(environment.statuses.map((status) => status.state)).toEqual(['success']);
    }
    expect(warnings(run)).toEqual([]);
  });

  it('stops marking environments when the moments after the stop run out, and names those left', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    seedTenStale(emu, github);
    github.fail('list-deployments', 'hang');
    // Cancelled once every delete is done and GitHub is asked about the first environment.
    const whenMarking: Pick<RunActionOptions, 'onSpawn'> = {
      onSpawn: (child) => {
        const watch = setInterval(() => {
          if (github.requestsTo('list-deployments').length === 0) return;
          clearInterval(watch);
          child.kill('SIGINT');
        }, 10);
        child.once('close', () => clearInterval(watch));
      },
    };
    const run = await runSweep(emu, github, ENVIRONMENTS, whenMarking);

    expect(run.exitCode).toBe(1);
    expect(deletedNames(emu)).toEqual(NAMES);
    expect(run.outputs.deleted).toBe(JSON.stringify(NAMES));
    expect(failureMessage(run)).toContain('The job was cancelled (SIGINT).');
    expect(github.requestsTo('list-deployments')).toHaveLength(1);
    const [warning, ...more] = warnings(run);
    expect(more).toEqual([]);
    expect(warning).toContain(
      'The job was cancelled before the GitHub environments of 10 deleted previews were marked inactive: `preview-pr-1`, `preview-pr-2`,',
    );
    expect(run.summary).toContain(
      'GitHub environment `preview-pr-1`: not marked (the job was cancelled first)',
    );
  });
});
