import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import type { ConnectionSettings } from '../common/connection-inputs.ts';
import { formatDuration } from '../common/parse-duration.ts';
import {
  type AgentServerAnswer,
  type AgentServerCall,
  callAgentServer,
  checkServerUrl,
  type Endpoint,
  endpointOf,
  READ_LIMIT_BYTES,
  REQUEST_TIMEOUT_MS,
  SERVER_ID,
} from './request.ts';
import {
  isPlainObject,
  type RunOptions,
  type RunOutcome,
  type RunRequest,
  readRunAnswer,
  type ThreadStart,
} from './runs.ts';

/*
 * The client of one deployment's agent server: built once per URL with the key, the origin
 * rules, the connection pool and the caller's clock, and then asked `/info`, a health path,
 * threads and runs. It holds the key; whoever asks says only whether a route needs it.
 */

/** A run or a thread starts only while the clock leaves this much, so the step can still report. */
const STEP_RESERVE_MS = 1000;
/** Less time than this for a run or a thread is no time. */
const LEAST_REQUEST_MS = 100;

/** The time the client's requests run in: the step's clock, or a share of it. */
export interface RequestClock {
  /** The caller's stop (the step's time-out or cancel): it ends every request with its reason. */
  signal: AbortSignal;
  /** What is left of the caller's time: no request outlasts it. */
  remainingMs: () => number;
  /** Since the step began: the times a check reports. */
  elapsedMs: () => number;
  /** Whose time `remainingMs` is, as a message says it: "the step's timeout". */
  whose: string;
}

export interface AgentServerOptions {
  /** Only its api-key is read, sent as X-Api-Key; the bearer token never goes to a deployment. */
  connection: Pick<ConnectionSettings, 'apiKey'>;
  dispatcher: Dispatcher;
  clock: RequestClock;
}

export type OpenedServer = { ok: true; server: AgentServerClient } | { ok: false; problem: string };

export class AgentServerClient {
  /** The deployment's URL as the service wrote it; every path is added to it. */
  readonly url: string;
  readonly clock: RequestClock;
  readonly #apiKey: string | undefined;
  readonly #dispatcher: Dispatcher;

  /**
   * The client of the server at `deploymentUrl` (`source_config.custom_url`, anything the
   * service sent), or why no request may go there: only `https:`, or `http:` to a loopback
   * address, and a URL a path can be added to.
   */
  static open(deploymentUrl: unknown, options: AgentServerOptions): OpenedServer {
    const checked = checkServerUrl(deploymentUrl);
    return checked.ok
      ? { ok: true, server: new AgentServerClient(checked.url, options) }
      : { ok: false, problem: checked.problem };
  }

  private constructor(url: string, { connection, dispatcher, clock }: AgentServerOptions) {
    this.url = url;
    this.clock = clock;
    this.#apiKey = connection.apiKey || undefined;
    this.#dispatcher = dispatcher;
  }

  /** Whether there is a key to send where a route needs one. */
  get hasKey(): boolean {
    return this.#apiKey !== undefined;
  }

  /** The URL of `path` on the deployment's, or why it may not be requested. */
  endpoint(path: string): Endpoint {
    return endpointOf(this.url, path);
  }

  /** `GET /info`, with the key. */
  info(): Promise<AgentServerAnswer> {
    return this.get('/info', { withKey: true, limitBytes: READ_LIMIT_BYTES.info });
  }

  /**
   * `GET <path>`, with the key only when `withKey` (a route behind a key check); each request
   * at most REQUEST_TIMEOUT_MS, and never past the clock.
   */
  async get(
    path: string,
    { withKey, limitBytes = READ_LIMIT_BYTES.health }: { withKey: boolean; limitBytes?: number },
  ): Promise<AgentServerAnswer> {
    const endpoint = this.endpoint(path);
    if (!endpoint.ok) return { kind: 'no-answer', reason: endpoint.problem, timedOut: false };
    return this.#call({
      url: endpoint.url,
      method: 'GET',
      withKey,
      timeoutMs: Math.min(REQUEST_TIMEOUT_MS, Math.max(1, this.clock.remainingMs())),
      maxBodyBytes: limitBytes,
    });
  }

  /**
   * A new thread (`POST /threads` with `{}`), for a conversation's runs; or why there is none.
   * Its id comes from the server, so it is checked before it goes into a path.
   */
  async createThread(): Promise<ThreadStart> {
    const posted = await this.#post(
      '/threads',
      {},
      {
        limitBytes: READ_LIMIT_BYTES.thread,
        timeoutMs: REQUEST_TIMEOUT_MS,
        timedOut: (ms) => `no answer within ${formatDuration(ms)}`,
      },
    );
    const notStarted = (why: string) => `no thread was started: ${why}`;
    if (!posted.ok) {
      const where = posted.kind === 'not-sent' ? '' : `POST ${posted.url} → `;
      return { ...posted, problem: notStarted(`${where}${posted.problem}`) };
    }
    const threadId = isPlainObject(posted.values) ? posted.values.thread_id : undefined;
    if (typeof threadId === 'string' && SERVER_ID.test(threadId)) return { ok: true, threadId };
    const problem = notStarted(`POST ${posted.url} answered no thread_id in the form of an id`);
    return { url: posted.url, ok: false, kind: 'unreadable', problem };
  }

  /**
   * One run of an assistant until its end (`…/runs/wait`): its final values, or why there are
   * none. It waits `timeoutMs`, or less when the clock leaves less; a server that sends
   * keep-alive newlines while the graph works has not answered until its JSON ends.
   */
  async runWait(run: RunRequest, options: RunOptions): Promise<RunOutcome> {
    const { threadId } = run;
    if (threadId !== undefined && !SERVER_ID.test(threadId)) {
      const problem = 'not run: the thread id is not in the form of an id';
      return { url: this.url, ok: false, kind: 'not-sent', problem };
    }
    const path = threadId === undefined ? '/runs/wait' : `/threads/${threadId}/runs/wait`;
    const body = {
      assistant_id: run.assistantId,
      input: run.input,
      ...(run.config && { config: run.config }),
      ...(run.context && { context: run.context }),
    };
    const { timeoutMs, timeoutName = 'its timeout', signal } = options;
    const outcome = await this.#post(path, body, {
      limitBytes: READ_LIMIT_BYTES.run,
      timeoutMs,
      timedOut: (ms) =>
        ms < timeoutMs
          ? `no answer before ${this.clock.whose} (${formatDuration(ms)} were left)`
          : `no answer within ${timeoutName} of ${formatDuration(timeoutMs)}`,
      ...(signal && { signal }),
    });
    if (outcome.ok || outcome.kind !== 'not-sent') return outcome;
    return { ...outcome, problem: `not run: ${outcome.problem}` };
  }

  /** Whether the clock leaves room for one more request after a pause of `pauseMs`. */
  roomForAnother(pauseMs: number): boolean {
    return this.clock.remainingMs() >= pauseMs + REQUEST_TIMEOUT_MS / 2;
  }

  /** A pause between two requests; the clock's stop ends it with its reason. */
  async pause(ms: number): Promise<void> {
    const { signal } = this.clock;
    await sleep(ms, undefined, { signal }).catch(() => {
      throw signal.reason;
    });
  }

  /**
   * A thread's or a run's POST, with the key, its answer read; or why it was not sent: the
   * clock leaves no time (it keeps what the step needs to report), or the path may not be asked.
   */
  async #post(
    path: string,
    body: unknown,
    ask: {
      limitBytes: number;
      timeoutMs: number;
      timedOut: (timeoutMs: number) => string;
      signal?: AbortSignal;
    },
  ): Promise<RunOutcome> {
    const endpoint = this.endpoint(path);
    if (!endpoint.ok) {
      return { url: this.url, ok: false, kind: 'not-sent', problem: endpoint.problem };
    }
    const { url } = endpoint;
    const budgetMs = this.clock.remainingMs() - STEP_RESERVE_MS;
    if (budgetMs < LEAST_REQUEST_MS) {
      return { url, ok: false, kind: 'not-sent', problem: `${this.clock.whose} left no time` };
    }
    const timeoutMs = Math.min(ask.timeoutMs, budgetMs);
    const answer = await this.#call({
      url,
      method: 'POST',
      body,
      withKey: true,
      timeoutMs,
      maxBodyBytes: ask.limitBytes,
      ...(ask.signal && { signal: ask.signal }),
    });
    const read = readRunAnswer(answer, {
      limitBytes: ask.limitBytes,
      timedOut: ask.timedOut(timeoutMs),
    });
    return { url, ...(answer.kind === 'answer' && { text: answer.text }), ...read };
  }

  #call(
    call: Omit<AgentServerCall, 'apiKey' | 'dispatcher' | 'signal'> & {
      withKey: boolean;
      signal?: AbortSignal;
    },
  ): Promise<AgentServerAnswer> {
    const { withKey, signal, ...rest } = call;
    return callAgentServer({
      ...rest,
      ...(withKey && { apiKey: this.#apiKey }),
      signal: signal ? AbortSignal.any([this.clock.signal, signal]) : this.clock.signal,
      dispatcher: this.#dispatcher,
    });
  }
}
