// The sweep action run as a scheduled workflow step: the emulator as the control plane, the
// fake GitHub (real Octokit over loopback) for the pull requests and deployments.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { defaultInputs } from '../../../scripts/runner/action-manifest.ts';
import {
  ACTION_ENTRIES,
  type ActionRun,
  everythingWritten,
  type RunActionOptions,
  runAction,
} from '../../../scripts/runner/run-action.ts';
import { API_KEY } from '../../support/deploy-fixture.ts';
import { emulatorForTest } from '../../support/emulator.ts';
import { type FakeGitHub, startFakeGitHub } from '../../support/fake-github.ts';

/** The job's token as the runner would pass it; it must never be written anywhere. */
export const GITHUB_TOKEN = 'ghs_sweepStepToken00000000000000000000';
export const SERVER_URL = 'https://github.example';
export const DAY_MS = 86_400_000;

/** An emulator of the test's own: the sweep lists every deployment there is. */
export function freshEmulator(): Promise<Emulator> {
  return emulatorForTest();
}

/** One fake GitHub per test file, emptied between tests. */
export function useFakeGitHubForSweep(): () => FakeGitHub {
  let fake: FakeGitHub | undefined;
  beforeAll(async () => {
    fake = await startFakeGitHub();
  });
  afterEach(() => fake?.reset());
  afterAll(async () => {
    await fake?.close();
  });
  return () => {
    if (!fake) throw new Error('the fake GitHub has not started');
    return fake;
  };
}

/**
 * Runs the bundled sweep action on a `schedule:` event with the runner's defaults, plus
 * `inputs`. Whatever a test checks, neither the key nor the token is written anywhere.
 */
export async function runSweep(
  emu: Emulator,
  github: FakeGitHub,
  inputs: Record<string, string>,
  spawn: Pick<RunActionOptions, 'onSpawn'> = {},
): Promise<ActionRun> {
  const run = await runAction(ACTION_ENTRIES.sweep, {
    ...spawn,
    inputs: {
      ...defaultInputs('sweep'),
      'github-token': GITHUB_TOKEN,
      'base-url': emu.url,
      'api-key': API_KEY,
      'name-pattern': 'agent-pr-{number}',
      ...inputs,
    },
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: SERVER_URL,
      GITHUB_REPOSITORY: `${github.owner}/${github.repo}`,
      GITHUB_EVENT_NAME: 'schedule',
    },
  });
  const written = everythingWritten(run);
  expect(written).not.toContain(API_KEY);
  expect(written).not.toContain(GITHUB_TOKEN);
  return run;
}

/** The names of the deployments the emulator saw deleted, in the order of the DELETEs. */
export function deletedNames(emu: Emulator): string[] {
  return emu.deletedDeployments.map((gone) => gone.name);
}

/** The pull request numbers GitHub was asked about, in order. */
export function pullRequestsAsked(github: FakeGitHub): number[] {
  return github
    .requestsTo('get-pull-request')
    .map((request) => Number(/\/pulls\/(\d+)/.exec(request.url)?.[1]));
}

/** The `::warning::` lines of a run, unescaped. */
export function warnings(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::warning'))
    .map((line) => line.replace(/^::warning[^:]*::/, '').replace(/%0A/g, '\n'));
}
