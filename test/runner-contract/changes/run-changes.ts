// Running the bundled changes action in a git checkout, as a workflow step would.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { defaultInputs } from '../../../scripts/runner/action-manifest.ts';
import {
  ACTION_ENTRIES,
  type ActionRun,
  everythingWritten,
  type RunActionOptions,
  runAction,
} from '../../../scripts/runner/run-action.ts';
import { agentConfig, type GitRepository } from '../../support/git-repository.ts';

export const TEST_API_KEY = 'sk-changes-4c1e9a7b2d5f';

export interface ChangesRun extends ActionRun {
  matrix: { include: Array<Record<string, string>> };
  agents: Array<Record<string, unknown>>;
  removed: Array<Record<string, unknown>>;
}

/**
 * Runs the changes action with `repo` as the workspace. `event` is written as the event file
 * (GITHUB_EVENT_PATH) of a `push` unless `eventName` says otherwise.
 */
export async function runChanges(
  repo: GitRepository,
  inputs: Record<string, string> = {},
  options: {
    event?: Record<string, unknown>;
    /** The event file's text as it is, in place of `event`. */
    eventText?: string;
    eventName?: string;
    env?: Record<string, string>;
    onSpawn?: RunActionOptions['onSpawn'];
  } = {},
): Promise<ChangesRun> {
  const eventFile = path.join(repo.dir, '..', `${path.basename(repo.dir)}-event.json`);
  writeFileSync(eventFile, options.eventText ?? JSON.stringify(options.event ?? {}));
  const run = await runAction(ACTION_ENTRIES.changes, {
    inputs: { ...defaultInputs('changes'), ...inputs },
    env: {
      GITHUB_WORKSPACE: repo.dir,
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_EVENT_NAME: options.eventName ?? 'push',
      ...options.env,
    },
    ...(options.onSpawn && { onSpawn: options.onSpawn }),
  });
  expect(everythingWritten(run)).not.toContain(TEST_API_KEY);
  const parse = (name: string, fallback: unknown) =>
    run.outputs[name] === undefined ? fallback : JSON.parse(run.outputs[name] as string);
  return {
    ...run,
    matrix: parse('matrix', { include: [] }),
    agents: parse('agents', []),
    removed: parse('removed', []),
  };
}

/** The names of the changed agents, sorted. */
export function changedNames(run: ChangesRun): string[] {
  return run.matrix.include.map((entry) => entry.name as string).sort();
}

/**
 * A monorepo of three agents and two shared libraries: `support` and `billing` use
 * `libs/common`, `research` uses `libs/search`; each agent leaves its tests out with a
 * `.dockerignore`, and the docs are no agent's.
 */
export function writeMonorepo(repo: GitRepository): GitRepository {
  return repo.write({
    'README.md': '# Agents\n',
    'docs/guide.md': 'How to\n',
    '.gitignore': '*.log\n',
    'libs/common/util.py': 'def util(): pass\n',
    'libs/search/index.py': 'def search(): pass\n',
    'agents/support/langgraph.json': agentConfig(['.', '../../libs/common']),
    'agents/support/agent.py': 'graph = 1\n',
    'agents/support/.dockerignore': 'tests/\n',
    'agents/support/tests/test_agent.py': 'def test(): pass\n',
    'agents/billing/langgraph.json': agentConfig(['.', '../../libs/common']),
    'agents/billing/agent.py': 'graph = 2\n',
    'agents/billing/.dockerignore': 'tests/\n',
    'agents/research/langgraph.json': agentConfig(['.', '../../libs/search']),
    'agents/research/agent.py': 'graph = 3\n',
    'agents/research/.dockerignore': 'tests/\n',
  });
}
