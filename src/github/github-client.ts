import type { Octokit } from '@octokit/core';
import type { PaginateInterface } from '@octokit/plugin-paginate-rest';
import type { Api } from '@octokit/plugin-rest-endpoint-methods';
import { type Dispatcher, fetch as undiciFetch } from 'undici';
import { createProxyAwareAgent } from '../client/proxy-agent.ts';
import { redact } from '../common/redactor.ts';
import { oneLine } from '../common/runner-text.ts';
import { boundedJsonFetch, checkAnswerBody } from './github-answers.ts';
import type { GitHubRunContext } from './run-context.ts';

/** Octokit with the REST methods and pagination: what @actions/github's getOctokit gives. */
export type GitHubClient = Octokit & Api & { paginate: PaginateInterface };

/** No one request to GitHub may hold the step up longer than this. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Octokit with the REST methods and pagination, as @actions/github builds it, pointed at the
 * run's API (`GITHUB_API_URL`), with one attempt per request and a time limit on each. It is
 * built from the run's facts alone: @actions/github itself is not loaded, since loading it reads
 * the runner's variables and parses its event file. No retry or throttling plugin is added: a
 * status or a comment is not worth a wait, so trouble is reported at once and the deploy goes
 * on. Requests go through the proxy the environment names, loopback straight, as every other
 * request of the step. The token goes to the API's origin only, and an answer whose body is not
 * JSON, or is JSON nested too deeply to read, fails with words a person can act on (see
 * github-answers.ts). `stop` ends every request at once when it aborts. Octokit is loaded only
 * when a GitHub feature asks for a client.
 */
export async function createGitHubClient(
  token: string,
  run: GitHubRunContext,
  timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  stop?: AbortSignal,
): Promise<GitHubClient> {
  const GitHub = await loadOctokit();
  const octokit = new GitHub({
    auth: `token ${token}`,
    baseUrl: run.apiUrl,
    log: silentLog,
    request: { fetch: proxyFetch },
  }) as GitHubClient;
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
      fetch: boundedJsonFetch(request.fetch ?? proxyFetch),
    };
    redactContent(options);
  });
  octokit.hook.after('request', (response) => checkAnswerBody(response));
  return octokit;
}

let loading: Promise<typeof Octokit> | undefined;
/** Octokit's class with the REST methods and pagination, loaded once per process. */
const loadOctokit = (): Promise<typeof Octokit> => (loading ??= importOctokit());

async function importOctokit(): Promise<typeof Octokit> {
  const [{ Octokit }, { restEndpointMethods }, { paginateRest }] = await Promise.all([
    import('@octokit/core'),
    import('@octokit/plugin-rest-endpoint-methods'),
    import('@octokit/plugin-paginate-rest'),
  ]);
  return Octokit.plugin(restEndpointMethods, paginateRest);
}

let dispatcher: Dispatcher | undefined;
/** undici's fetch through the proxy-aware pool (loopback direct), made once per process. */
const proxyFetch: typeof globalThis.fetch = (input, init) => {
  dispatcher ??= createProxyAwareAgent();
  return undiciFetch(input as never, { ...(init as object), dispatcher }) as never;
};

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
