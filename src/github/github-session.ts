import { theInput } from '../common/wording.ts';
import {
  createGitHubClient,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type GitHubClient,
} from './github-client.ts';
import {
  classifyTrouble,
  describeTrouble,
  type GitHubPermission,
  type TroubleKind,
  type TroubleSubject,
  withoutToken,
} from './github-trouble.ts';
import type { GitHubRunContext } from './run-context.ts';

/** What every function of this folder takes besides its own inputs. */
export interface GitHubCallOptions {
  /** `github-token`. A secret: never written anywhere, warnings included. */
  token: string;
  /** Called at most once per function call (once per tracker), with a one-line warning. */
  warn: (message: string) => void;
  /** The workflow run (runContextOf the runtime's facts); undefined outside one. */
  run: GitHubRunContext | undefined;
  /** Per-request limit; see DEFAULT_REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /**
   * Ends every request at once when it aborts (the step stopping). A request it ends is not
   * warned of: the caller knows why, and says so itself.
   */
  signal?: AbortSignal;
  /** What a warning says the token needs, and how it ends (see TroubleSubject). */
  access?: TroubleSubject['access'];
  outcome?: string;
}

/**
 * A client plus the one warning it may give. Kinds after which another request could only
 * fail the same way (the token refused, the limit used up) stop all further requests.
 */
export class GitHubSession {
  readonly client: GitHubClient;
  readonly run: GitHubRunContext;
  #warned = false;
  #gaveUp = false;
  readonly #options: GitHubCallOptions & { timeoutMs: number };
  readonly #permission: GitHubPermission;

  private constructor(
    options: GitHubCallOptions & { timeoutMs: number },
    run: GitHubRunContext,
    permission: GitHubPermission,
    client: GitHubClient,
  ) {
    this.#options = options;
    this.#permission = permission;
    this.run = run;
    this.client = client;
  }

  static async open(
    options: GitHubCallOptions,
    run: GitHubRunContext,
    permission: GitHubPermission,
  ): Promise<GitHubSession> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const client = await createGitHubClient(options.token.trim(), run, timeoutMs, options.signal);
    return new GitHubSession({ ...options, timeoutMs }, run, permission, client);
  }

  /** False once a refusal or a rate limit made every later request pointless, or once stopped. */
  get usable(): boolean {
    return !this.#gaveUp && !this.endedByCaller;
  }

  /** Whether the caller's `signal` has ended the session's requests. */
  get endedByCaller(): boolean {
    return this.#options.signal?.aborted === true;
  }

  /**
   * Reports a failed request (the first one only) and returns what kind of failure it was; a
   * request the caller's signal ended is left for the caller to report.
   */
  report(error: unknown, doing: string): TroubleKind {
    const kind = classifyTrouble(error);
    if (this.endedByCaller) return kind;
    if (STOPPING_KINDS.has(kind)) this.#gaveUp = true;
    this.warnOnce(
      describeTrouble(error, {
        doing,
        permission: this.#permission,
        token: this.#options.token,
        apiUrl: this.run.apiUrl,
        timeoutMs: this.#options.timeoutMs,
        ...(this.#options.access && { access: this.#options.access }),
        ...(this.#options.outcome && { outcome: this.#options.outcome }),
      }),
    );
    return kind;
  }

  warnOnce(message: string): void {
    if (this.#warned) return;
    this.#warned = true;
    safeWarn(this.#options, message);
  }
}

const STOPPING_KINDS: ReadonlySet<TroubleKind> = new Set([
  'odd-answer',
  'rate-limited',
  'forbidden',
  'unauthorized',
  'not-found',
]);

/**
 * A session when there is a token and a run to speak of; otherwise one warning saying why
 * nothing was done, and undefined.
 */
export async function openGitHubSession(
  options: GitHubCallOptions,
  permission: GitHubPermission,
  doing: string,
): Promise<GitHubSession | undefined> {
  const { run } = options;
  if (!options.token?.trim()) {
    safeWarn(options, `${doing}: no GitHub token was given (${theInput('github-token')}).`);
    return undefined;
  }
  if (!run) {
    safeWarn(options, `${doing}: not in a GitHub Actions run (GITHUB_REPOSITORY is not set).`);
    return undefined;
  }
  try {
    return await GitHubSession.open(options, run, permission);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    safeWarn(options, withoutToken(`${doing}: ${message}`, options.token));
    return undefined;
  }
}

/** A warning callback that throws must not turn a warning into a failed deploy. */
function safeWarn(options: GitHubCallOptions, message: string): void {
  try {
    options.warn(withoutToken(message, options.token ?? ''));
  } catch {}
}
