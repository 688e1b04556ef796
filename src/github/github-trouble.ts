import { oneLine } from '../common/runner-text.ts';
import { theInput } from '../common/wording.ts';
import { UnexpectedGitHubAnswer } from './github-answers.ts';

/** The token permission each feature needs, as written under `permissions:`. */
export type GitHubPermission = 'deployments' | 'pull-requests';

export interface TroubleSubject {
  /** What was being done, as the start of a sentence: "Could not create the GitHub deployment". */
  doing: string;
  permission: GitHubPermission;
  /** Never repeated: removed from anything GitHub or the network said. */
  token: string;
  apiUrl: string;
  timeoutMs: number;
  /** What the token must be granted: `write` unless said otherwise. */
  access?: 'read' | 'write';
  /** The sentence closing the warning; by default, that the deploy's result is not affected. */
  outcome?: string;
}

export type TroubleKind =
  | 'rate-limited'
  | 'forbidden'
  | 'unauthorized'
  | 'not-found'
  | 'invalid'
  | 'server'
  | 'no-answer'
  | 'unreachable'
  /** An answer that is not what the API answers (see UnexpectedGitHubAnswer). */
  | 'odd-answer'
  | 'other';

interface ErrorShape {
  name?: unknown;
  message?: unknown;
  status?: unknown;
  cause?: { name?: unknown } | UnexpectedGitHubAnswer;
  response?: { headers?: Record<string, unknown>; data?: unknown };
}

/** Sorts a failed request: rate limits first, since GitHub answers them with 403 too. */
export function classifyTrouble(error: unknown): TroubleKind {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as ErrorShape;
  // Octokit wraps what its fetch throws (boundedJsonFetch's refusal) in a RequestError.
  if (error instanceof UnexpectedGitHubAnswer || shape.cause instanceof UnexpectedGitHubAnswer) {
    return 'odd-answer';
  }
  // Octokit wraps the time-out's TimeoutError in a RequestError with status 500 and no response.
  const names = [shape.name, shape.cause?.name];
  if (names.includes('AbortError') || names.includes('TimeoutError')) return 'no-answer';
  const status = typeof shape.status === 'number' ? shape.status : undefined;
  if (status === undefined) return 'other';
  if (!shape.response) return status === 500 ? 'unreachable' : 'other';
  const headers = shape.response.headers ?? {};
  const rateLimited =
    status === 429 ||
    (status === 403 &&
      (headers['x-ratelimit-remaining'] === '0' ||
        headers['retry-after'] !== undefined ||
        /rate limit/i.test(serviceMessage(shape))));
  if (rateLimited) return 'rate-limited';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 422) return 'invalid';
  if (status >= 500) return 'server';
  return 'other';
}

/**
 * One warning for a request that failed: what failed, why in GitHub's words, and what to change,
 * naming the `permissions:` line to add when the token was refused. The token never appears.
 */
export function describeTrouble(error: unknown, subject: TroubleSubject): string {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as ErrorShape;
  const kind = classifyTrouble(error);
  const status = typeof shape.status === 'number' ? shape.status : undefined;
  const said = serviceMessage(shape);
  const answer = `GitHub answered ${status}${said ? ` (${said})` : ''}`;
  const needed = `${subject.permission}: ${subject.access ?? 'write'}`;
  const grant = `add the line \`${needed}\` under \`permissions:\` in the workflow or the job`;
  const reasons: Record<TroubleKind, () => string> = {
    'rate-limited': () => `${answer}: the API rate limit is used up${resetNote(shape)}`,
    forbidden: () =>
      `${answer}: the token lacks the \`${needed}\` permission; ${grant}${FORK_NOTE}`,
    unauthorized: () => `${answer}: the token was refused; check ${theInput('github-token')}`,
    'not-found': () =>
      `${answer}: the repository or pull request was not found with this token; if it exists, ${grant}`,
    invalid: () => `${answer}: GitHub refused the request`,
    server: () => `${answer}: an error on GitHub's side`,
    'no-answer': () => `GitHub gave no answer within ${Math.round(subject.timeoutMs / 1000)}s`,
    unreachable: () =>
      `could not reach ${subject.apiUrl}${said || messageOf(shape) ? `: ${said || messageOf(shape)}` : ''}`,
    'odd-answer': () => messageOf(shape),
    other: () => (status ? answer : messageOf(shape) || 'an unexpected error'),
  };
  const outcome = subject.outcome ?? "The deploy's result is not affected.";
  const text = `${subject.doing}: ${reasons[kind]()}. ${outcome}`;
  return withoutToken(text, subject.token);
}

function serviceMessage(shape: ErrorShape): string {
  const data = shape.response?.data;
  const message =
    typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : data;
  return typeof message === 'string' ? oneLine(message, 300) : '';
}

function messageOf(shape: ErrorShape): string {
  return typeof shape.message === 'string' ? oneLine(shape.message, 300) : '';
}

function resetNote(shape: ErrorShape): string {
  const headers = shape.response?.headers ?? {};
  const retryAfter = Number(headers['retry-after']);
  if (Number.isFinite(retryAfter) && retryAfter > 0) return `; it frees up in ${retryAfter}s`;
  const reset = Number(headers['x-ratelimit-reset']);
  if (!Number.isFinite(reset) || reset <= 0) return '';
  return `; it resets at ${new Date(reset * 1000).toISOString().slice(11, 19)} UTC`;
}

const FORK_NOTE =
  ' (on pull requests from forks the token is read-only whatever the workflow asks)';

/** GitHub's token formats, in case a message repeats a token other than the one given. */
const GITHUB_TOKEN_PATTERN = /\b(?:gh[opsur]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g;

/** Shorter values are no GitHub token, and starring them out would garble every message. */
const MIN_REDACTED_CHARS = 4;

/** The text with the token, and anything shaped like a GitHub token, starred out. */
export function withoutToken(text: string, token: string): string {
  const value = token.trim();
  const cut = value.length >= MIN_REDACTED_CHARS ? text.split(value).join('***') : text;
  return cut.replace(GITHUB_TOKEN_PATTERN, '***');
}
