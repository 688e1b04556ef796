import { tmpdir } from 'node:os';

/**
 * The CI variables that state a fact of the run: GitHub's event, repository, commit and API,
 * GitLab's bases. A step reads these and no other variable; none of them is a credential.
 */
export const RUN_FACTS = [
  'GITHUB_ACTIONS',
  'GITHUB_API_URL',
  'GITHUB_EVENT_NAME',
  'GITHUB_EVENT_PATH',
  'GITHUB_REPOSITORY',
  'GITHUB_RUN_ID',
  'GITHUB_SERVER_URL',
  'GITHUB_SHA',
  'GITLAB_CI',
  'CI_COMMIT_BEFORE_SHA',
  'CI_MERGE_REQUEST_DIFF_BASE_SHA',
] as const;

export type RunFacts = Readonly<Partial<Record<(typeof RUN_FACTS)[number], string>>>;

/** Whether the run is a GitHub Actions job, as its runner says (GITHUB_ACTIONS=true). */
export function inGitHubActions(facts: RunFacts): boolean {
  return facts.GITHUB_ACTIONS === 'true';
}

/**
 * Where a step runs, as its runtime tells it: the one source of what the process's environment
 * says. Nothing else in src/ reads or writes `process.env`.
 */
export interface RunEnvironment {
  /** The checkout source paths are relative to: GITHUB_WORKSPACE, else the working directory. */
  readonly workspace: string;
  /** Where temporary files go: RUNNER_TEMP, else the system's temporary directory. */
  readonly tempDir: string;
  readonly facts: RunFacts;
  /**
   * The variables a child process (git, docker) starts from, as the runtime found them;
   * childEnvironment() (step-environment.ts) takes the credentials out before any child sees them.
   */
  readonly variables: Readonly<Record<string, string>>;
}

/** The run's environment from a process environment (`process.env`, or a test's). */
export function runEnvironmentOf(
  env: Readonly<Record<string, string | undefined>>,
): RunEnvironment {
  const variables = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const facts = Object.fromEntries(
    RUN_FACTS.flatMap((name) => (variables[name] === undefined ? [] : [[name, variables[name]]])),
  );
  return {
    workspace: variables.GITHUB_WORKSPACE || process.cwd(),
    tempDir: variables.RUNNER_TEMP || tmpdir(),
    facts,
    variables,
  };
}
