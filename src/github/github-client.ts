import { getOctokit } from '@actions/github';
import type { GitHubRunContext } from './run-context.ts';

export type GitHubClient = ReturnType<typeof getOctokit>;

/** No one request to GitHub may hold the step up longer than this. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Octokit from @actions/github, pointed at the run's API (`GITHUB_API_URL`), with one attempt
 * per request and a time limit on each. @actions/github adds no retry or throttling plugin,
 * and none is added here: a status or a comment is not worth a wait, so trouble is reported
 * at once and the deploy goes on.
 */
export function createGitHubClient(
  token: string,
  run: GitHubRunContext,
  timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
): GitHubClient {
  // `request` is left out of the options: Octokit merges them shallowly, and @actions/github's
  // defaults put the runner's proxy-aware fetch there.
  const octokit = getOctokit(token, { baseUrl: run.apiUrl, log: silentLog });
  // The hook must change the options object it is given: the hooks after it were bound to
  // that object, and Octokit ignores options passed on in a new one.
  octokit.hook.before('request', (options) => {
    options.request = { ...options.request, signal: AbortSignal.timeout(timeoutMs) };
  });
  return octokit;
}

/** Octokit's own log would print deprecation notices and debug lines past our warning. */
const silentLog = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
};
