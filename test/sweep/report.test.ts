// src/sweep/report.ts: the sweep's outputs, job summary and failure.
import { describe, expect, it } from 'vitest';
import { type Preview, repositoryUrl, type SweepResult } from '../../src/sweep/outcomes.ts';
import { sweepReport } from '../../src/sweep/report.ts';

const DAY = 86_400_000;
const SETTINGS: SweepResult['settings'] = {
  namePattern: { before: 'agent-pr-', after: '' },
  maxDeletes: 2,
  dryRun: false,
  deleteTracingProject: true,
};

function preview(number: number, fields: Partial<Preview>): Preview {
  return {
    name: `agent-pr-${number}`,
    id: `00000000-0000-4000-8000-00000000000${number}`,
    number,
    pullRequest: 'closed',
    idleMs: number * DAY,
    stale: true,
    reason: 'the pull request is closed',
    ...fields,
  };
}

const report = (previews: Preview[], settings: Partial<SweepResult['settings']> = {}) =>
  sweepReport({
    previews,
    scanned: 40,
    settings: { ...SETTINGS, ...settings },
    repositoryUrl: 'https://github.com/acme/agents',
  });

describe('sweepReport', () => {
  it('lists the stale in the order of the deletes, those deleted, and counts the kept', () => {
    const result = report([
      preview(1, { outcome: { kind: 'later' } }),
      preview(2, { outcome: { kind: 'deleted' } }),
      preview(3, { stale: false, pullRequest: 'open', reason: 'the pull request is open' }),
      preview(4, { outcome: { kind: 'deleted' } }),
      preview(5, { outcome: { kind: 'already-gone' } }),
    ]);
    expect(result.outputs).toEqual({
      stale: '["agent-pr-5","agent-pr-4","agent-pr-2","agent-pr-1"]',
      'stale-count': '4',
      deleted: '["agent-pr-4","agent-pr-2"]',
      'deleted-count': '2',
      kept: '1',
    });
    expect(result.failure).toBeUndefined();
    expect(result.conclusion).toBe(
      'Sweep: 4 of 5 previews stale; 2 deleted, 1 already gone, 1 left for the next run, 1 kept.',
    );
    expect(result.jsonOutputs).toEqual(new Set(['stale', 'deleted']));
  });

  it('shows one row per preview: its pull request, state, idle time and decision', () => {
    const { summary } = report([
      preview(7, {
        outcome: { kind: 'deleted' },
        environment: { name: 'preview-pr-7', marked: 2 },
      }),
      preview(8, {
        stale: false,
        pullRequest: 'not-found',
        idleMs: undefined,
        idleUnknown: 'its latest revision was not found',
        reason: 'GitHub has no such pull request, and its idle time is unknown',
      }),
    ]);
    expect(summary).toContain('### 🧹 Sweep of `agent-pr-{number}`');
    expect(summary).toContain('2 of 40 deployments listed match the pattern.');
    expect(summary).toContain(
      '| `agent-pr-7` | [#7](https://github.com/acme/agents/pull/7) | closed | 7d | 🗑️ deleted (with its tracing project): the pull request is closed; GitHub environment `preview-pr-7`: 2 marked inactive |',
    );
    expect(summary).toContain(
      '| `agent-pr-8` | [#8](https://github.com/acme/agents/pull/8) | not found | unknown: its latest revision was not found | kept: GitHub has no such pull request, and its idle time is unknown |',
    );
  });

  it('fails when a delete failed, naming each with its error, after the others', () => {
    const result = report([
      preview(1, { outcome: { kind: 'deleted' } }),
      preview(2, { outcome: { kind: 'failed', message: 'DELETE /v2/deployments/x → 500: boom' } }),
    ]);
    expect(result.failure).toEqual({
      title: 'Sweep: some deletes failed',
      message:
        '1 of the stale previews could not be deleted; the others were.\nagent-pr-2: DELETE /v2/deployments/x → 500: boom',
    });
    expect(result.outputs.deleted).toBe('["agent-pr-1"]');
    expect(result.summary).toContain('### ❌ Sweep of');
    expect(result.summary).toContain('❌ delete failed: DELETE /v2/deployments/x → 500: boom');
  });

  it('in a dry run, says what would be deleted and that nothing was', () => {
    const result = report([preview(3, { outcome: { kind: 'would-delete' } })], { dryRun: true });
    expect(result.outputs).toEqual({
      stale: '["agent-pr-3"]',
      'stale-count': '1',
      deleted: '[]',
      'deleted-count': '0',
      kept: '0',
    });
    expect(result.summary).toContain('Dry run: nothing was deleted');
    expect(result.summary).toContain('would be deleted (dry run): the pull request is closed');
    expect(result.conclusion).toBe(
      'Sweep: 1 of 1 previews stale; 1 would be deleted (dry run), 0 kept.',
    );
  });

  it('says the tracing project was kept when it was asked to be', () => {
    const { summary } = report([preview(1, { outcome: { kind: 'deleted' } })], {
      deleteTracingProject: false,
    });
    expect(summary).toContain('🗑️ deleted (tracing project kept)');
  });

  it('shows names as data, and links a pull request only to an http(s) repository', () => {
    const odd = preview(4, { name: 'a`<b>x</b>|', outcome: { kind: 'deleted' } });
    const result = sweepReport({
      previews: [odd],
      scanned: 1,
      settings: SETTINGS,
      repositoryUrl: 'javascript:alert(1)',
    });
    expect(result.summary).toContain('| `a\u02cb<b>x</b>\\|` | #4 |');
    expect(repositoryUrl({ serverUrl: 'https://github.com/', owner: 'acme', repo: 'agents' })).toBe(
      'https://github.com/acme/agents',
    );
  });

  it('with nothing matching, shows no table', () => {
    const result = report([]);
    expect(result.outputs).toEqual({
      stale: '[]',
      'stale-count': '0',
      deleted: '[]',
      'deleted-count': '0',
      kept: '0',
    });
    expect(result.summary).toContain('0 of 40 deployments listed match the pattern.');
    expect(result.summary).not.toContain('| Preview |');
  });
});

describe('sweepReport after a stop', () => {
  const cancelled = { kind: 'cancelled', message: 'The job was cancelled (SIGINT).' } as const;
  const stoppedRun = (previews: Preview[], stopped: SweepResult['stopped'] = cancelled) =>
    sweepReport({
      previews,
      scanned: 40,
      settings: { ...SETTINGS, maxDeletes: 10, environmentPattern: { before: 'env-', after: '' } },
      stopped,
    });

  it('reports what was deleted before it, names the delete on its way, and those not sent', () => {
    const result = stoppedRun([
      preview(9, { outcome: { kind: 'deleted' }, environment: { name: 'env-9', marked: 1 } }),
      preview(8, {
        outcome: { kind: 'deleted' },
        environment: { name: 'env-8', unmarked: 'stopped' },
      }),
      preview(7, { outcome: { kind: 'in-flight' } }),
      preview(6, { outcome: { kind: 'not-sent' } }),
      preview(5, { outcome: { kind: 'not-sent' } }),
    ]);
    expect(result.outputs).toMatchObject({
      deleted: '["agent-pr-9","agent-pr-8"]',
      'deleted-count': '2',
      'stale-count': '5',
    });
    expect(result.failure).toEqual({
      title: 'Sweep cancelled',
      message: `The job was cancelled (SIGINT). 2 stale previews were deleted before the stop: agent-pr-9, agent-pr-8. The delete of agent-pr-7 (${preview(7, {}).id}) was on its way: whether the service carried it out is not known, so its GitHub environment \`env-7\` was left as it was. 2 stale previews were not deleted: agent-pr-6, agent-pr-5; the next run deletes them.`,
    });
    expect(result.summary).toContain('### ❌ Sweep of');
    expect(result.summary).toContain(
      '5 of 5 previews stale; 2 deleted, 1 on its way when the job was cancelled, 2 not deleted, 0 kept.',
    );
    expect(result.summary).toContain('⛔ The job was cancelled \\(SIGINT\\).');
    expect(result.summary).toContain('GitHub environment `env-9`: 1 marked inactive');
    expect(result.summary).toContain(
      'GitHub environment `env-8`: not marked (the job was cancelled first)',
    );
    expect(result.summary).toContain(
      '| ⏳ delete on its way when the job was cancelled: whether it happened is not known; the pull request is closed |',
    );
    expect(result.summary).toContain(
      '| stale, not deleted: the job was cancelled first; the pull request is closed |',
    );
  });

  it('says when nothing was deleted before it, and words a time-out as one', () => {
    const result = stoppedRun([preview(1, { outcome: { kind: 'in-flight' } })], {
      kind: 'timed-out',
      message: "The step's time-out of 1800000ms ran out.",
    });
    expect(result.failure?.title).toBe('Sweep timed out');
    expect(result.failure?.message).toMatch(
      /^The step's time-out of 1800000ms ran out\. No stale preview was deleted before the stop\. The delete of agent-pr-1 /,
    );
    expect(result.summary).toContain("delete on its way when the step's time-out ran out");
  });

  it('names at most twenty previews in its message', () => {
    const previews = Array.from({ length: 25 }, (_, i) =>
      preview(i + 1, { outcome: { kind: 'not-sent' } }),
    );
    expect(stoppedRun(previews).failure?.message).toMatch(
      /25 stale previews were not deleted: (agent-pr-\d+, ){19}agent-pr-\d+ and 5 more; /,
    );
  });
});

describe('sweepReport of a long sweep', () => {
  const many = Array.from({ length: 5000 }, (_, i) =>
    preview(i + 1, { idleMs: DAY, outcome: { kind: 'later' } }),
  );

  it('cuts the stale names to what an output holds, with their count and one warning', () => {
    const result = report(many);
    const stale = JSON.parse(result.outputs.stale ?? '') as string[];
    expect(stale.length).toBeLessThan(5000);
    expect(stale).toEqual(many.slice(0, stale.length).map((p) => p.name));
    expect(result.outputs['stale-count']).toBe('5000');
    expect(result.warnings).toEqual([
      `The stale output holds the first ${stale.length} of 5000 stale previews; ${5000 - stale.length} were left out, as the JSON of all would be longer than the 65536 characters an output may hold. stale-count says how many there are.`,
    ]);
  });
});
