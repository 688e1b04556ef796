import { describe, expect, it } from 'vitest';
import { ciBase } from '../../src/changes/ci-base.ts';

/* The base a CI run names by itself: GitHub's event, GitLab's variables, or none elsewhere. */

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const ZERO = '0'.repeat(40);

describe('ciBase', () => {
  it('on GitLab, takes a merge request pipeline’s diff base before the commit before the push', () => {
    const env = { GITLAB_CI: 'true', CI_MERGE_REQUEST_DIFF_BASE_SHA: A, CI_COMMIT_BEFORE_SHA: B };
    expect(ciBase(env)).toEqual({
      commit: A,
      source: 'event',
      detail: 'the merge request’s diff base (CI_MERGE_REQUEST_DIFF_BASE_SHA)',
    });
  });

  it('on GitLab, takes the commit before the push when there is no merge request', () => {
    expect(ciBase({ GITLAB_CI: 'true', CI_COMMIT_BEFORE_SHA: B })).toEqual({
      commit: B,
      source: 'event',
      detail: 'the commit before the push (CI_COMMIT_BEFORE_SHA)',
    });
  });

  it.each([
    ['all zeros (a new branch)', { CI_COMMIT_BEFORE_SHA: ZERO }],
    ['no variable (a schedule)', {}],
    ['an option, not a commit', { CI_MERGE_REQUEST_DIFF_BASE_SHA: '--upload-pack=x' }],
  ])('on GitLab, has none when the variables name %s', (_what, variables) => {
    expect(ciBase({ GITLAB_CI: 'true', ...variables })).toEqual({
      source: 'none',
      detail:
        'no base: GitLab names no commit before this pipeline (a new branch, a schedule, or a run by hand)',
    });
  });

  it('on GitHub, reads the event, whatever GitLab-like variables are set', () => {
    const env = { GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'schedule', CI_COMMIT_BEFORE_SHA: B };
    expect(ciBase(env)).toEqual({
      source: 'none',
      detail: 'no base: a schedule event has no base commit',
    });
  });

  it('elsewhere, has none, and says what to give', () => {
    expect(ciBase({ CI_COMMIT_BEFORE_SHA: B })).toEqual({
      source: 'none',
      detail: 'no base: no CI event names a base commit here (give base)',
    });
  });
});
