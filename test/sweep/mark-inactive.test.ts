// src/sweep/mark-inactive.ts: the deleted previews' GitHub environments marked inactive, and
// what is said of those left unmarked.
import { describe, expect, it } from 'vitest';
import { markInactive } from '../../src/sweep/mark-inactive.ts';
import type { Preview } from '../../src/sweep/outcomes.ts';
import {
  collectWarnings,
  runContextFor,
  TOKEN,
  useFakeGitHub,
} from '../github/github-test-setup.ts';

const fakeGitHub = useFakeGitHub();
const PATTERN = { before: 'preview-pr-', after: '' };

function preview(number: number, outcome: NonNullable<Preview['outcome']>['kind']): Preview {
  return {
    name: `agent-pr-${number}`,
    id: `00000000-0000-4000-8000-00000000000${number}`,
    number,
    pullRequest: 'closed',
    idleMs: 0,
    stale: true,
    reason: 'the pull request is closed',
    outcome: { kind: outcome } as Preview['outcome'],
  };
}

function mark(previews: Preview[], signal = new AbortController().signal) {
  const { warn, warnings } = collectWarnings();
  const marking = markInactive(previews, {
    pattern: PATTERN,
    token: TOKEN,
    run: runContextFor(fakeGitHub(), 'push'),
    warn,
    signal,
    stopWords: () => 'the job was cancelled',
  });
  return { marking, warnings };
}

describe('markInactive', () => {
  it('marks the environments of the previews deleted or gone, and no other', async () => {
    const fake = fakeGitHub();
    const environments = [1, 2, 3].map((n) => fake.addDeployment(`preview-pr-${n}`, ['success']));
    const previews = [preview(1, 'deleted'), preview(2, 'already-gone'), preview(3, 'in-flight')];
    const { marking, warnings } = mark(previews);
    await marking;
    expect(environments.map((e) => e.statuses.at(-1)?.state)).toEqual([
      'inactive',
      'inactive',
      'success',
    ]);
    expect(previews.map((p) => p.environment)).toEqual([
      { name: 'preview-pr-1', marked: 1 },
      { name: 'preview-pr-2', marked: 1 },
      undefined,
    ]);
    expect(warnings).toEqual([]);
  });

  it('after GitHub trouble, marks no more: one warning, the rest noted as trouble', async () => {
    const fake = fakeGitHub();
    fake.fail('list-deployments', 'missing-permission');
    const previews = [preview(1, 'deleted'), preview(2, 'deleted')];
    const { marking, warnings } = mark(previews);
    await marking;
    expect(fake.requestsTo('list-deployments')).toHaveLength(1);
    expect(previews.map((p) => p.environment)).toEqual([
      { name: 'preview-pr-1', unmarked: 'trouble' },
      { name: 'preview-pr-2', unmarked: 'trouble' },
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/`deployments: write`.*The deletes are not affected\.$/);
  });

  it('once the signal aborts, marks no more, and one warning names every environment left', async () => {
    const fake = fakeGitHub();
    fake.addDeployment('preview-pr-1', ['success']);
    const stop = new AbortController();
    stop.abort();
    const previews = [preview(1, 'deleted'), preview(2, 'already-gone')];
    const { marking, warnings } = mark(previews, stop.signal);
    await marking;
    expect(fake.requests).toEqual([]);
    expect(previews.map((p) => p.environment)).toEqual([
      { name: 'preview-pr-1', unmarked: 'stopped' },
      { name: 'preview-pr-2', unmarked: 'stopped' },
    ]);
    expect(warnings).toEqual([
      'The job was cancelled before the GitHub environments of 2 deleted previews were marked inactive: `preview-pr-1`, `preview-pr-2`. They may still show as active; mark them by hand, as no later sweep will find their previews.',
    ]);
  });
});
