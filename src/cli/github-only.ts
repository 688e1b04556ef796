import type { FlagValue } from './flags.ts';

/**
 * The inputs that act on GitHub itself, by what each needs of it: a GitHub Actions job's
 * repository, commit, event and token. Outside such a job there is no GitHub run to act on.
 */
const GITHUB_ONLY: Readonly<Record<string, string>> = {
  environment: "names a GitHub environment, whose deployments follow a GitHub Actions job's commit",
  'comment-on-pr': "comments on the pull request of a GitHub Actions job's event",
  'environment-pattern':
    'names GitHub environments, whose deployments only a GitHub Actions job marks',
};

/** What a GitLab job has instead, for the one who looks for it there. */
const ELSEWHERE: Readonly<Record<string, string>> = {
  environment: "in GitLab CI, the job's environment: names the environment",
  'comment-on-pr': 'a GitLab merge request shows its environment by itself',
  'environment-pattern': 'GitLab stops a review environment by its on_stop job',
};

/**
 * Why each GitHub-only input given is refused, where the command line does not run in a GitHub
 * Actions job (GITHUB_ACTIONS=true): a switch set false, or a value given empty, asks nothing.
 */
export function gitHubOnlyProblems(
  inputs: Readonly<Record<string, FlagValue>>,
  onGitHub: boolean,
): string[] {
  if (onGitHub) return [];
  return Object.entries(inputs).flatMap(([input, value]) => {
    const what = GITHUB_ONLY[input];
    if (!what || !asksSomething(input, value)) return [];
    return [
      `--${input} ${what}: it works only in a GitHub Actions job (GITHUB_ACTIONS=true). Leave it out here; ${ELSEWHERE[input]}.`,
    ];
  });
}

function asksSomething(input: string, value: FlagValue): boolean {
  if (!('text' in value)) return true;
  const text = value.text.trim();
  return input === 'comment-on-pr' ? text.toLowerCase() !== 'false' && text !== '' : text !== '';
}
