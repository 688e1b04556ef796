import { readFileSync } from 'node:fs';
import type { getOctokit } from '@actions/github';
import { parseBoundedJson } from '../common/bounded-json.ts';
import { redact } from '../common/redactor.ts';
import { oneLine } from '../common/runner-text.ts';
import { boundedJsonFetch, checkAnswerBody } from './github-answers.ts';
import type { GitHubRunContext } from './run-context.ts';

export type GitHubClient = ReturnType<typeof getOctokit>;

/** No one request to GitHub may hold the step up longer than this. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Octokit from @actions/github, pointed at the run's API (`GITHUB_API_URL`), with one attempt
 * per request and a time limit on each. @actions/github adds no retry or throttling plugin,
 * and none is added here: a status or a comment is not worth a wait, so trouble is reported
 * at once and the deploy goes on. The token goes to the API's origin only, and an answer
 * whose body is not JSON, or is JSON nested too deeply to read, fails with words a person can
 * act on (see github-answers.ts). `stop` ends every request at once when it aborts.
 */
export async function createGitHubClient(
  token: string,
  run: GitHubRunContext,
  timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  stop?: AbortSignal,
): Promise<GitHubClient> {
  const getOctokit = await loadGetOctokit();
  // `request` is left out of the options: Octokit merges them shallowly, and @actions/github's
  // defaults put the runner's proxy-aware fetch there.
  const octokit = getOctokit(token, { baseUrl: run.apiUrl, log: silentLog });
  // The hook must change the options object it is given: the hooks after it were bound to
  // that object, and Octokit ignores options passed on in a new one.
  octokit.hook.before('request', (options) => {
    const target = octokit.request.endpoint.parse(options).url;
    if (!isApiUrl(target, run.apiUrl)) {
      throw new Error(
        `the request to ${oneLine(originOf(target), 200)} was not sent: it is not the API's origin (${originOf(run.apiUrl)}), and the token goes nowhere else`,
      );
    }
    const limit = AbortSignal.timeout(timeoutMs);
    const request = options.request ?? {};
    options.request = {
      ...request,
      signal: stop ? AbortSignal.any([limit, stop]) : limit,
      // Around the runner's proxy-aware fetch that @actions/github put there.
      fetch: boundedJsonFetch(request.fetch ?? globalThis.fetch),
    };
    redactContent(options);
  });
  octokit.hook.after('request', (response) => checkAnswerBody(response));
  return octokit;
}

/**
 * @actions/github, loaded. As it loads it parses the runner's event file (GITHUB_EVENT_PATH)
 * with nothing around the parse, so a file that is empty or not JSON would fail the step with a
 * bare SyntaxError. The run's facts are read from that file elsewhere (run-context.ts reads one
 * that is not JSON as no payload); here such a file is hidden from the load, which then reads
 * no payload either.
 */
let loading: Promise<typeof getOctokit> | undefined;
const loadGetOctokit = (): Promise<typeof getOctokit> => (loading ??= importGetOctokit());

async function importGetOctokit(): Promise<typeof getOctokit> {
  const eventPath = process.env.GITHUB_EVENT_PATH;
  if (!eventPath || eventFileIsJson(eventPath)) return (await import('@actions/github')).getOctokit;
  delete process.env.GITHUB_EVENT_PATH;
  try {
    return (await import('@actions/github')).getOctokit;
  } finally {
    process.env.GITHUB_EVENT_PATH = eventPath;
  }
}

/** Whether the file is JSON, or missing (which @actions/github only notes). */
function eventFileIsJson(path: string): boolean {
  try {
    return parseBoundedJson(readFileSync(path, 'utf8')).kind === 'json';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/**
 * True when `url` (absolute) has the origin of the API's base URL: the token is sent there and
 * nowhere else, whatever a link in an answer names.
 */
export function isApiUrl(url: string, apiUrl: string): boolean {
  const origin = originOf(url);
  return origin !== '' && origin === originOf(apiUrl);
}

/** The URL's scheme, host and port; empty when it is no URL. */
export function originOf(url: string): string {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}

/**
 * The request parameters GitHub shows people: a comment's body, a deployment status's words
 * and links. Routing parameters (owner, repo, ids, ref, environment) are never touched, so a
 * request still goes where it was meant to.
 */
const CONTENT_PARAMETERS = ['body', 'description', 'environment_url', 'log_url', 'payload'];

/**
 * The one place where text leaves for GitHub: every secret value the process knows is starred
 * out of each content parameter, whatever built it. The runner's masking never sees API calls.
 */
export function redactContent(parameters: Record<string, unknown>): void {
  for (const name of CONTENT_PARAMETERS) {
    if (parameters[name] !== undefined) parameters[name] = redactDeep(parameters[name]);
  }
}

function redactDeep(value: unknown): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map(redactDeep);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item)]));
  }
  return value;
}

/** Octokit's own log would print deprecation notices and debug lines past our warning. */
const silentLog = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
};
