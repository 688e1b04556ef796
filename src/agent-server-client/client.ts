import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import type { ConnectionSettings } from '../common/connection-inputs.ts';
import { formatDuration } from '../common/parse-duration.ts';
import {
  type AgentServerAnswer,
  callAgentServer,
  checkServerUrl,
  type Endpoint,
  endpointOf,
  REQUEST_TIMEOUT_MS,
  SERVER_ID,
} from './request.ts';
import { isPlainObject, type RunFailure, readRunAnswer } from './run-outcome.ts';

/*
 * The client of one deployment's agent server: built once per URL with the key, the origin
 * rules, the connection pool and the caller's clock, and then asked `/info`, a health path,
 * threads and runs. It holds the key; whoever asks says only whether a route needs it.
 */

/** How much of each answer is read, the rest never downloaded: one place for each limit. */
export const READ_LIMIT_BYTES = {
  /** A run's final state: data to judge, not a download. */
  run: 1024 * 1024,
  /** A new thread, and `/info`: a few hundred bytes each. */
  thread: 64 * 1024,
  info: 64 * 1024,
  /** A health path's answer: enough for the part a check shows. */
  health: 16 * 1024,
} as const;

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

/** One run of an assistant (`POST /runs/wait`, or on a thread `POST /threads/{id}/runs/wait`). */
export interface RunRequest {
  /** A graph's name or an assistant's id. */
  assistantId: string;
  input: unknown;
  config?: Record<string, unknown> | undefined;
  /** The graph's runtime context. */
  context?: Record<string, unknown> | undefined;
  /** A thread createThread started; without one, the run has no thread. */
  threadId?: string | undefined;
}

export interface RunOptions {
  /** How long the run may take; never past what the clock leaves. */
  timeoutMs: number;
  /** Ends this run alone, with the signal's reason (thrown), as the clock's signal ends them all. */
  signal?: AbortSignal;
  /** What the time-out is called when it runs out: "no answer within <name> of 2s". */
  timeoutName?: string;
}

/**
 * A run's final values (`values`), or why there are none; either way the URL it went to and the
 * answer's body as far as it was read (data, to be stripped and redacted wherever it is shown).
 */
export type RunOutcome = { url: string; text?: string } & (
  | { ok: true; values: unknown }
  | ({ ok: false } & RunFailure)
);

export type ThreadStart = { ok: true; threadId: string } | ({ ok: false } & RunFailure);

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
    const fail = (failure: RunFailure): ThreadStart => ({
      ...failure,
      ok: false,
      problem: `no thread was started: ${failure.problem}`,
    });
    const endpoint = this.endpoint('/threads');
    if (!endpoint.ok) return fail({ kind: 'not-sent', problem: endpoint.problem });
    const budgetMs = this.#budgetMs();
    if (budgetMs < LEAST_REQUEST_MS) {
      return fail({ kind: 'not-sent', problem: `${this.clock.whose} left no time` });
    }
    const timeoutMs = Math.min(REQUEST_TIMEOUT_MS, budgetMs);
    const answer = await this.#call({
      url: endpoint.url,
      method: 'POST',
      body: {},
      withKey: true,
      timeoutMs,
      maxBodyBytes: READ_LIMIT_BYTES.thread,
    });
    const timedOut = `no answer within ${formatDuration(timeoutMs)}`;
    const read = readRunAnswer(answer, { limitBytes: READ_LIMIT_BYTES.thread, timedOut });
    const posted = `POST ${endpoint.url}`;
    if (!read.ok) return fail({ ...read, problem: `${posted} → ${read.problem}` });
    const threadId = isPlainObject(read.values) ? read.values.thread_id : undefined;
    if (typeof threadId !== 'string' || !SERVER_ID.test(threadId)) {
      const problem = `${posted} answered no thread_id in the form of an id`;
      return fail({ kind: 'unreadable', problem });
    }
    return { ok: true, threadId };
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
    const endpoint = this.endpoint(path);
    if (!endpoint.ok) {
      return { url: this.url, ok: false, kind: 'not-sent', problem: endpoint.problem };
    }
    const { url } = endpoint;
    const budgetMs = this.#budgetMs();
    if (budgetMs < LEAST_REQUEST_MS) {
      const problem = `not run: ${this.clock.whose} left no time`;
      return { url, ok: false, kind: 'not-sent', problem };
    }
    const timeoutMs = Math.min(options.timeoutMs, budgetMs);
    const answer = await this.#call({
      url,
      method: 'POST',
      body: {
        assistant_id: run.assistantId,
        input: run.input,
        ...(run.config && { config: run.config }),
        ...(run.context && { context: run.context }),
      },
      withKey: true,
      timeoutMs,
      maxBodyBytes: READ_LIMIT_BYTES.run,
      ...(options.signal && { signal: options.signal }),
    });
    const timedOut =
      timeoutMs < options.timeoutMs
        ? `no answer before ${this.clock.whose} (${formatDuration(timeoutMs)} were left)`
        : `no answer within ${options.timeoutName ?? 'its timeout'} of ${formatDuration(options.timeoutMs)}`;
    const read = readRunAnswer(answer, { limitBytes: READ_LIMIT_BYTES.run, timedOut });
    return { url, ...(answer.kind === 'answer' && { text: answer.text }), ...read };
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

  /** What a run or a thread may take: the clock's time, less what the step needs to report. */
  #budgetMs(): number {
    return this.clock.remainingMs() - STEP_RESERVE_MS;
  }

  #call(call: {
    url: string;
    method: 'GET' | 'POST';
    body?: unknown;
    withKey: boolean;
    timeoutMs: number;
    maxBodyBytes: number;
    signal?: AbortSignal;
  }): Promise<AgentServerAnswer> {
    const { withKey, signal, ...rest } = call;
    return callAgentServer({
      ...rest,
      ...(withKey && { apiKey: this.#apiKey }),
      signal: signal ? AbortSignal.any([this.clock.signal, signal]) : this.clock.signal,
      dispatcher: this.#dispatcher,
    });
  }
}
