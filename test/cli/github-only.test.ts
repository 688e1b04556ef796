// src/cli/github-only.ts: the flags that act on GitHub itself, outside a GitHub Actions job.
import { describe, expect, it } from 'vitest';
import { gitHubOnlyProblems } from '../../src/cli/github-only.ts';

describe('the GitHub-only flags', () => {
  const asked = {
    environment: { text: 'production' },
    'comment-on-pr': { text: 'true' },
    'environment-pattern': { text: 'preview-pr-{number}' },
  };

  it('are each refused outside a GitHub Actions job, with what GitLab has instead', () => {
    expect(gitHubOnlyProblems(asked, false)).toEqual([
      "--environment names a GitHub environment, whose deployments follow a GitHub Actions job's commit: it works only in a GitHub Actions job (GITHUB_ACTIONS=true). Leave it out here; in GitLab CI, the job's environment: names the environment.",
      "--comment-on-pr comments on the pull request of a GitHub Actions job's event: it works only in a GitHub Actions job (GITHUB_ACTIONS=true). Leave it out here; a GitLab merge request shows its environment by itself.",
      '--environment-pattern names GitHub environments, whose deployments only a GitHub Actions job marks: it works only in a GitHub Actions job (GITHUB_ACTIONS=true). Leave it out here; GitLab stops a review environment by its on_stop job.',
    ]);
  });

  it('are taken in a GitHub Actions job', () => {
    expect(gitHubOnlyProblems(asked, true)).toEqual([]);
  });

  it('ask nothing when switched off or given empty, and any other flag is no concern', () => {
    const off = {
      environment: { text: '  ' },
      'comment-on-pr': { text: 'FALSE' },
      'deployment-name': { text: 'support' },
    };
    expect(gitHubOnlyProblems(off, false)).toEqual([]);
    expect(gitHubOnlyProblems({ 'comment-on-pr': { text: '' } }, false)).toEqual([]);
  });

  it('ask something when read from a file, whatever it holds', () => {
    expect(gitHubOnlyProblems({ environment: { file: 'env.txt' } }, false)).toHaveLength(1);
  });
});
