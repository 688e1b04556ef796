import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import {
  ACTION_ENTRIES,
  type ActionRun,
  everythingWritten,
  type RunActionOptions,
  runAction,
} from '../../../scripts/runner/run-action.ts';
import { TOKEN, useFakeGitHub } from '../../github/github-test-setup.ts';
import { API_KEY, runDeploy } from '../../support/deploy-fixture.ts';
import type { FakeGitHub } from '../../support/fake-github.ts';

/*
 * What the runner gives a step that runs the bundled actions against a fake GitHub: the
 * variables @actions/github reads (GITHUB_API_URL pointing at the fake), an event file, and
 * the `github-token` input. Values differ from run-action.ts's defaults on purpose, so a
 * test sees that these, and not those, reached the action.
 */

export { TOKEN };
export const PR_NUMBER = 7;
export const ENVIRONMENT = `preview-pr-${PR_NUMBER}`;
export const SERVER_URL = 'https://github.example';
export const RUN_ID = 90210;
/** The pull request's head after its first and its second push. */
export const HEAD_SHAS = ['1'.repeat(40), '2'.repeat(40)] as const;
/** GITHUB_SHA on a pull_request event: the merge commit, which no pull request shows. */
export const MERGE_SHA = 'e'.repeat(40);
export const PUSH_SHA = 'd'.repeat(40);

export type RunnerEvent =
  | { name: 'push'; sha?: string }
  | { name: 'pull_request'; headSha?: string; sha?: string };

export const PULL_REQUEST: RunnerEvent = { name: 'pull_request', headSha: HEAD_SHAS[0] };
export const PUSH: RunnerEvent = { name: 'push' };

/** The preview's own URL, which the action reports instead of the service's default. */
export const CUSTOM_URL = 'https://agents.example.com/preview-7';

/** The preview deployment of the pull request, seeded in the emulator. */
export function seedPreview(emulator: Emulator, name = 'support-agent-pr-7') {
  return emulator.seedDeployment({
    name,
    source_config: {
      repo_url: 'https://sourcehost.example.com/acme/support-agent',
      custom_url: CUSTOM_URL,
    },
  });
}

export interface RunnerContract {
  github: () => FakeGitHub;
  /** The runner's variables for one step run on `event`, its event file written. */
  env: (event: RunnerEvent) => Record<string, string>;
}

/** A fake GitHub per test file (emptied between tests) and a folder for event files. */
export function useRunnerContract(): RunnerContract {
  const github = useFakeGitHub();
  let dir: string | undefined;
  let files = 0;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'runner-contract-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    github,
    env(event) {
      if (!dir) throw new Error('the event folder does not exist yet');
      const fake = github();
      const eventPath = join(dir, `event-${files++}.json`);
      const pullRequest = event.name === 'pull_request';
      const payload = pullRequest
        ? {
            action: 'synchronize',
            number: PR_NUMBER,
            pull_request: {
              number: PR_NUMBER,
              head: { ref: 'feature', sha: event.headSha ?? HEAD_SHAS[0] },
              base: { ref: 'main', sha: 'f'.repeat(40) },
            },
          }
        : { ref: 'refs/heads/main', after: event.sha ?? PUSH_SHA };
      writeFileSync(eventPath, JSON.stringify(payload));
      return {
        GITHUB_API_URL: fake.url,
        GITHUB_SERVER_URL: SERVER_URL,
        GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
        GITHUB_SHA: event.sha ?? (pullRequest ? MERGE_SHA : PUSH_SHA),
        GITHUB_RUN_ID: String(RUN_ID),
        GITHUB_EVENT_NAME: event.name,
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_REF: pullRequest ? `refs/pull/${PR_NUMBER}/merge` : 'refs/heads/main',
      };
    },
  };
}

/** The deploy action as a workflow step runs it: `github-token` is always set (its default). */
export function deployOn(
  contract: RunnerContract,
  emulator: Emulator,
  deploymentId: string,
  event: RunnerEvent,
  inputs: Record<string, string> = {},
  spawn: Pick<RunActionOptions, 'onSpawn'> = {},
): Promise<ActionRun> {
  return runDeploy(
    emulator,
    deploymentId,
    { 'repo-ref': 'main', 'github-token': TOKEN, ...inputs },
    { env: contract.env(event), ...spawn },
  );
}

/** The delete action as a workflow step runs it. */
export function deleteOn(
  contract: RunnerContract,
  emulator: Emulator,
  deploymentId: string,
  inputs: Record<string, string> = {},
): Promise<ActionRun> {
  return runAction(ACTION_ENTRIES.delete, {
    inputs: {
      'base-url': emulator.url,
      'api-key': API_KEY,
      'deployment-id': deploymentId,
      'github-token': TOKEN,
      ...inputs,
    },
    env: contract.env(PUSH),
  });
}

/** The step's `::warning::` annotations, unescaped. */
export function warnings(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => /^::warning( [^:]*)?::/.test(line))
    .map((line) =>
      line
        .replace(/^::warning( [^:]*)?::/, '')
        .replace(/%0D/g, '\r')
        .replace(/%0A/g, '\n')
        .replace(/%25/g, '%'),
    );
}

/**
 * Whether the token was handed to the runner for masking before the step printed anything
 * else, and whether it shows anywhere a person or a later step can read.
 */
export function tokenKeptSecret(run: ActionRun): { masked: boolean; shown: boolean } {
  const lines = run.stdout.split('\n');
  const firstOther = lines.findIndex((line) => !line.startsWith('::add-mask::'));
  return {
    masked: lines.slice(0, firstOther).includes(`::add-mask::${TOKEN}`),
    shown: everythingWritten(run).includes(TOKEN),
  };
}

/** The workflow run's page, as the action should build it from the runner's variables. */
export function runUrl(fake: FakeGitHub): string {
  return `${SERVER_URL}/${fake.owner}/${fake.repo}/actions/runs/${RUN_ID}`;
}
