import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { context } from '@actions/github';
import { describe, expect, it, vi } from 'vitest';
import {
  deploymentSha,
  githubRunContext,
  runContextOf,
  workflowRunUrl,
} from '../../src/github/run-context.ts';
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

  it.each(['pull_request', 'push'] as const)(
    'reads a %s run from the runner variables as @actions/github does, without loading it',
    (event) => {
      const fake = fakeGitHub();
      const fromLibrary = runContextFor(fake, event);
      expect(runContextOf(process.env)).toEqual(fromLibrary);
    },
  );

  it('takes the repository from the event when GITHUB_REPOSITORY is not set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-context-'));
    const eventPath = join(dir, 'event.json');
    writeFileSync(eventPath, JSON.stringify({ repository: { name: 'r', owner: { login: 'o' } } }));
    vi.stubEnv('GITHUB_REPOSITORY', '');
    vi.stubEnv('GITHUB_EVENT_PATH', eventPath);
    expect(runContextOf(process.env)).toMatchObject({ owner: 'o', repo: 'r' });
  });

  it('is undefined when the event file is not JSON and no repository is named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-context-'));
    const eventPath = join(dir, 'event.json');
    writeFileSync(eventPath, '{not json');
    vi.stubEnv('GITHUB_REPOSITORY', '');
    vi.stubEnv('GITHUB_EVENT_PATH', eventPath);
    expect(runContextOf(process.env)).toBeUndefined();
  });

  it('reads an event file nested too deeply as no event at all', () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-context-'));
    const eventPath = join(dir, 'event.json');
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    writeFileSync(eventPath, `{"pull_request":{"number":7},"deep":${deep}}`);
    vi.stubEnv('GITHUB_REPOSITORY', 'o/r');
    vi.stubEnv('GITHUB_EVENT_NAME', 'pull_request');
    vi.stubEnv('GITHUB_EVENT_PATH', eventPath);
    expect(runContextOf(process.env)).toMatchObject({
      owner: 'o',
      repo: 'r',
      eventName: 'pull_request',
    });
    expect(runContextOf(process.env)?.pullRequest).toBeUndefined();
  });

  it('is undefined outside a workflow run', () => {
    vi.stubEnv('GITHUB_REPOSITORY', '');
    vi.stubEnv('GITHUB_EVENT_PATH', '');
    const Context = context.constructor as new () => typeof context;
    expect(githubRunContext(new Context())).toBeUndefined();
  });
});
