// src/changes/main.ts: how the changes step ends: compared, failed, or stopped with no matrix.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGES_ACTION } from '../../src/changes/main.ts';
import { produceReport } from '../../src/common/action-step.ts';
import { GitHubRuntime } from '../../src/common/github-runtime.ts';
import type { GitRepository } from '../support/git-repository.ts';
import { longComparison } from '../support/long-comparison.ts';

const repos: GitRepository[] = [];
beforeEach(() => {
  vi.stubEnv('GITHUB_EVENT_NAME', 'workflow_dispatch');
});
afterEach(() => {
  for (const repo of repos.splice(0)) repo.delete();
});

describe('the changes step', () => {
  it('ends a comparison the time-out cuts short as timed-out, with no matrix', async () => {
    const { repo, base } = longComparison();
    repos.push(repo);
    vi.stubEnv('GITHUB_WORKSPACE', repo.dir);
    vi.stubEnv('INPUT_BASE', base);

    // The comparison takes minutes; the time-out comes a second into it.
    const report = await produceReport(
      { ...CHANGES_ACTION, timeoutMs: () => 1_500 },
      new GitHubRuntime(),
    );

    expect(report.outputs).toEqual({ result: 'timed-out' });
    expect(report.failure?.title).toBe('Change detection timed out');
    expect(report.failure?.message).toMatch(/^The step's time-out of 1500ms ran out/);
  });

  it('says compared when every agent was compared', async () => {
    const { repo, head } = longComparison();
    repos.push(repo);
    vi.stubEnv('GITHUB_WORKSPACE', repo.dir);
    vi.stubEnv('INPUT_BASE', head);

    const report = await produceReport(CHANGES_ACTION, new GitHubRuntime());

    expect(report.failure).toBeUndefined();
    expect(report.outputs).toMatchObject({ result: 'compared', changed: '0', 'agents-count': '1' });
  });
});
