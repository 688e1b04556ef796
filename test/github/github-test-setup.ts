import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { context } from '@actions/github';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { type GitHubRunContext, githubRunContext } from '../../src/github/run-context.ts';
import {
  type FakeGitHub,
  type FakeGitHubOptions,
  startFakeGitHub,
} from '../support/fake-github.ts';

/** Not in any GitHub token format, so only redaction by value can keep it out of a warning. */
export const TOKEN = 'test-token-7f3a9c1e5b2d4680';
export const HEAD_SHA = 'a'.repeat(40);
export const MERGE_SHA = 'b'.repeat(40);
export const PUSH_SHA = 'c'.repeat(40);
export const RUN_ID = 4242;
export const SERVER_URL = 'https://github.example';
export const PR_NUMBER = 12;

/** One fake GitHub per test file, emptied between tests. */
export function useFakeGitHub(options: FakeGitHubOptions = {}): () => FakeGitHub {
  let fake: FakeGitHub | undefined;
  let eventDir: string | undefined;
  beforeAll(async () => {
    fake = await startFakeGitHub(options);
    eventDir = mkdtempSync(join(tmpdir(), 'fake-github-event-'));
  });
  afterEach(() => {
    fake?.reset();
    vi.unstubAllEnvs();
  });
  afterAll(async () => {
    await fake?.close();
    if (eventDir) rmSync(eventDir, { recursive: true, force: true });
  });
  currentEventDir = () => {
    if (!eventDir) throw new Error('the fake GitHub has not started');
    return eventDir;
  };
  return () => {
    if (!fake) throw new Error('the fake GitHub has not started');
    return fake;
  };
}

let currentEventDir: () => string = () => {
  throw new Error('call useFakeGitHub first');
};

export type RunEvent = 'pull_request' | 'pull_request_target' | 'push';

/**
 * The run's context as the runner would give it: the variables set, the event written to a
 * file, and a fresh @actions/github Context read from them (the exported `context` was read
 * once, when the module was first imported).
 */
export function runContextFor(
  fake: FakeGitHub,
  event: RunEvent = 'pull_request',
): GitHubRunContext {
  const eventPath = join(currentEventDir(), `${event}.json`);
  const payload =
    event === 'push'
      ? { ref: 'refs/heads/main' }
      : { pull_request: { number: PR_NUMBER, head: { sha: HEAD_SHA } }, number: PR_NUMBER };
  writeFileSync(eventPath, JSON.stringify(payload));
  vi.stubEnv('GITHUB_API_URL', fake.url);
  vi.stubEnv('GITHUB_SERVER_URL', SERVER_URL);
  vi.stubEnv('GITHUB_REPOSITORY', `${fake.owner}/${fake.repo}`);
  vi.stubEnv('GITHUB_EVENT_NAME', event);
  vi.stubEnv('GITHUB_EVENT_PATH', eventPath);
  vi.stubEnv('GITHUB_SHA', event === 'push' ? PUSH_SHA : MERGE_SHA);
  vi.stubEnv('GITHUB_RUN_ID', String(RUN_ID));
  const Context = context.constructor as new () => typeof context;
  const run = githubRunContext(new Context());
  if (!run) throw new Error('the run context could not be read');
  return run;
}

/** A `warn` callback that keeps what it was given. */
export function collectWarnings(): { warn: (message: string) => void; warnings: string[] } {
  const warnings: string[] = [];
  return { warn: (message) => warnings.push(message), warnings };
}

export const RUN_URL = (fake: FakeGitHub) =>
  `${SERVER_URL}/${fake.owner}/${fake.repo}/actions/runs/${RUN_ID}`;
