import { readFileSync } from 'node:fs';
import { parseBoundedJson } from '../common/bounded-json.ts';
import type { RunFacts } from '../common/run-environment.ts';

/** The facts of the workflow run these functions need, read once and passed in. */
export interface GitHubRunContext {
  /** The REST API's base URL: `GITHUB_API_URL` on the runner, so GitHub Enterprise Server works. */
  apiUrl: string;
  serverUrl: string;
  owner: string;
  repo: string;
  eventName: string;
  /** `GITHUB_SHA`: on `pull_request` events the merge commit, which no pull request shows. */
  sha: string;
  runId?: number;
  /** Set on `pull_request` and `pull_request_target` events. */
  pullRequest?: { number: number; headSha?: string };
}

/**
 * What the runner tells a step about its run, in the shape of @actions/github's `Context`
 * (which a test may pass instead).
 */
export interface RunSource {
  readonly repo: { owner: string; repo: string };
  eventName: string;
  sha: string;
  runId: number;
  apiUrl: string;
  serverUrl: string;
  payload: { pull_request?: unknown; [key: string]: unknown };
}

/**
 * The run as the runner's default environment variables and event file describe it (the run's
 * facts, as the runtime gives them), read as @actions/github's `context` reads them, without
 * loading Octokit: a deploy that sends GitHub nothing still links its summary to the run and
 * the commit.
 */
export function runnerSource(env: RunFacts): RunSource {
  const payload = readEventPayload(env.GITHUB_EVENT_PATH);
  return {
    get repo() {
      const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
      if (owner && repo) return { owner, repo };
      const repository = payload.repository as
        | { name?: string; owner?: { login?: string } }
        | undefined;
      if (repository?.owner?.login && repository.name) {
        return { owner: repository.owner.login, repo: repository.name };
      }
      throw new Error('the run names no repository (GITHUB_REPOSITORY)');
    },
    eventName: env.GITHUB_EVENT_NAME ?? '',
    sha: env.GITHUB_SHA ?? '',
    runId: Number.parseInt(env.GITHUB_RUN_ID ?? '', 10),
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    payload,
  };
}

function readEventPayload(file: string | undefined): RunSource['payload'] {
  if (!file) return {};
  try {
    // GitHub writes it, with text from people in it: read as any answer is (bounded-json.ts).
    const parsed = parseBoundedJson(readFileSync(file, 'utf8'));
    const payload = parsed.kind === 'json' ? parsed.value : undefined;
    return typeof payload === 'object' && payload !== null ? (payload as RunSource['payload']) : {};
  } catch {
    return {};
  }
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

/** The workflow run the run's facts describe; undefined outside one (see githubRunContext). */
export function runContextOf(facts: RunFacts): GitHubRunContext | undefined {
  return githubRunContext(runnerSource(facts));
}

/**
 * The run's facts, from the runner's variables (or a Context of @actions/github read from the
 * same variables). Undefined outside a workflow run, where no repository is named.
 */
export function githubRunContext(source: RunSource): GitHubRunContext | undefined {
  let repository: { owner: string; repo: string };
  try {
    repository = source.repo;
  } catch {
    return undefined;
  }
  if (!repository.owner || !repository.repo) return undefined;
  const pullRequest = PULL_REQUEST_EVENTS.has(source.eventName)
    ? readPullRequest(source.payload.pull_request)
    : undefined;
  return {
    apiUrl: source.apiUrl,
    serverUrl: source.serverUrl,
    owner: repository.owner,
    repo: repository.repo,
    eventName: source.eventName ?? '',
    sha: source.sha ?? '',
    ...(Number.isSafeInteger(source.runId) && source.runId > 0 && { runId: source.runId }),
    ...(pullRequest && { pullRequest }),
  };
}

function readPullRequest(payload: unknown): GitHubRunContext['pullRequest'] {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { number, head } = payload as { number?: unknown; head?: { sha?: unknown } };
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) return undefined;
  const headSha = typeof head?.sha === 'string' && head.sha ? head.sha : undefined;
  return { number, ...(headSha && { headSha }) };
}

/**
 * The commit a deployment is for: the pull request's head on pull-request events (the commit
 * the pull request shows), else `GITHUB_SHA`.
 */
export function deploymentSha(run: GitHubRunContext): string | undefined {
  return run.pullRequest?.headSha || run.sha || undefined;
}

/** The workflow run's page, for `log_url` and the comment's link. */
export function workflowRunUrl(run: GitHubRunContext): string | undefined {
  if (run.runId === undefined) return undefined;
  return `${run.serverUrl}/${run.owner}/${run.repo}/actions/runs/${run.runId}`;
}
