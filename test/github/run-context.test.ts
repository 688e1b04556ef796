import { context } from '@actions/github';
import { describe, expect, it, vi } from 'vitest';
import { deploymentSha, githubRunContext, workflowRunUrl } from '../../src/github/run-context.ts';
import {
  HEAD_SHA,
  MERGE_SHA,
  PR_NUMBER,
  PUSH_SHA,
  RUN_ID,
  runContextFor,
  SERVER_URL,
  useFakeGitHub,
} from './github-test-setup.ts';

const fakeGitHub = useFakeGitHub();

describe('githubRunContext', () => {
  it('reads a pull_request run: the API URL, the run, the pull request and its head', () => {
    const fake = fakeGitHub();
    const run = runContextFor(fake, 'pull_request');
    expect(run).toEqual({
      apiUrl: fake.url,
      serverUrl: SERVER_URL,
      owner: fake.owner,
      repo: fake.repo,
      eventName: 'pull_request',
      sha: MERGE_SHA,
      runId: RUN_ID,
      pullRequest: { number: PR_NUMBER, headSha: HEAD_SHA },
    });
    expect(deploymentSha(run)).toBe(HEAD_SHA);
    expect(workflowRunUrl(run)).toBe(
      `${SERVER_URL}/${fake.owner}/${fake.repo}/actions/runs/${RUN_ID}`,
    );
  });

  it('a push has no pull request and deploys GITHUB_SHA', () => {
    const run = runContextFor(fakeGitHub(), 'push');
    expect(run.pullRequest).toBeUndefined();
    expect(deploymentSha(run)).toBe(PUSH_SHA);
  });

  it('is undefined outside a workflow run', () => {
    vi.stubEnv('GITHUB_REPOSITORY', '');
    vi.stubEnv('GITHUB_EVENT_PATH', '');
    const Context = context.constructor as new () => typeof context;
    expect(githubRunContext(new Context())).toBeUndefined();
  });
});
