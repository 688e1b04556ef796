import { type Dispatcher, interceptors } from 'undici';
import { words } from '../common/wording.ts';
import {
  BODY_DEADLINE_CODE,
  HEADERS_DEADLINE_CODE,
  HeadersDeadline,
  readWithDeadline,
  untilAborted,
} from './deadlines.ts';
import {
  bodyDeadlineMs,
  connectTimeoutMs,
  describeNetworkFailure,
  headersDeadlineMs,
} from './network-failure.ts';
import { createProxyAwareAgent } from './proxy-agent.ts';
import {
  type BackoffSettings,
  createRetryPolicy,
  IDEMPOTENT_RETRY_STATUSES,
  MAYBE_SENT_ERROR_CODES,
  NOT_SENT_ERROR_CODES,
  parseRetryAfter,
  type RetryNotice,
  type ServicePacing,
} from './retry-policy.ts';
import {
  describeErrorBody,
  forbiddenAdvice,
  readJsonBody,
  redirectTarget,
  ServiceError,
} from './service-error.ts';

export interface TransportOptions {
  baseUrl: string;
  headers: Record<string, string>;
  requestTimeoutMs: number;
  backoff: BackoffSettings;
  maxResponseBytes: number;
  onRetry?: (notice: RetryNotice) => void;
  /** The connection pool to send through; tests and benchmarks may share one. */
  dispatcher?: Dispatcher;
}

export interface SendOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface Answer {
  status: number;
  body: unknown;
  pace: ServicePacing;
}

const BODY_FAILURE_CODES = new Set([
  BODY_DEADLINE_CODE,
  'UND_ERR_BODY_TIMEOUT',
  'ECONNRESET',
  'UND_ERR_SOCKET',
  'UND_ERR_ABORTED',
]);

/** Joins a request path to a base URL that may carry a path prefix, with or without a trailing slash. */
export function joinUrl(baseUrl: string, path: string, query?: SendOptions['query']): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  url.search = '';
  url.hash = '';
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

export class Transport {
  readonly #options: TransportOptions;
  readonly #pool: Dispatcher;

  constructor(options: TransportOptions) {
    this.#options = options;
    // Honours HTTPS_PROXY, HTTP_PROXY and NO_PROXY (either case), as the runner and other
    // actions do, except for a loopback base-url; without them it is a plain connection pool.
    this.#pool =
      options.dispatcher ??
      createProxyAwareAgent({
        maxResponseSize: options.maxResponseBytes,
        connect: { timeout: connectTimeoutMs(options.requestTimeoutMs) },
      });
  }

  async send(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const url = joinUrl(this.#options.baseUrl, path, options.query);
    const pace: ServicePacing = { retryAfterMs: undefined, throttled: false };
    // undici retries what it can see fail; an answer cut off at a deadline is sent again here,
    // once, and only for a GET.
    const attempts = method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#sendOnce(method, path, url, options, pace);
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        if (!isCutOff(error) || attempt >= attempts || options.signal?.aborted) {
          throw error.with({ pace });
        }
        this.#options.onRetry?.({ method, path, attempt, delayMs: 0, reason: error.detail });
      }
    }
  }

  /**
   * The pool with undici's retry interceptor, noting in `pace` how this one request was slowed
   * and telling `onWait` how long it waits before each retry.
   */
  #withRetries(pace: ServicePacing, onWait: (delayMs: number) => void): Dispatcher {
    const { backoff, onRetry } = this.#options;
    const notice = (retry: RetryNotice) => {
      pace.throttled ||= retry.status === 429 || retry.status === 503;
      pace.retryAfterMs = longest(pace.retryAfterMs, retry.retryAfterMs);
      onWait(retry.delayMs);
      onRetry?.(retry);
    };
    return this.#pool.compose(
      interceptors.retry({
        retry: createRetryPolicy(backoff, notice),
        maxRetries: backoff.maxRetries,
        methods: ['GET', 'HEAD', 'PATCH', 'POST', 'DELETE'],
        statusCodes: IDEMPOTENT_RETRY_STATUSES,
        errorCodes: [...NOT_SENT_ERROR_CODES, ...MAYBE_SENT_ERROR_CODES],
        // Otherwise a 5xx/429 that is not retried (a PATCH, or the last attempt) arrives as a
        // bodiless RequestRetryError and reads as "no answer"; this way the real answer comes through.
        throwOnError: false,
      }),
    );
  }

  async #sendOnce(
    method: string,
    path: string,
    url: URL,
    options: SendOptions,
    pace: ServicePacing,
  ): Promise<Answer> {
    const { requestTimeoutMs } = this.#options;
    const hasBody = options.body !== undefined;
    const deadline = new HeadersDeadline(headersDeadlineMs(requestTimeoutMs));
    const dispatcher = this.#withRetries(pace, (delayMs) => deadline.restart(delayMs));
    const signal = options.signal
      ? AbortSignal.any([options.signal, deadline.signal])
      : deadline.signal;
    let response: Dispatcher.ResponseData;
    try {
      const sent = dispatcher.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: method as Dispatcher.HttpMethod,
        headers: {
          ...this.#options.headers,
          accept: 'application/json',
          ...(hasBody && { 'content-type': 'application/json' }),
        },
        ...(hasBody && { body: JSON.stringify(options.body) }),
        headersTimeout: requestTimeoutMs,
        bodyTimeout: requestTimeoutMs,
        signal,
      });
      response = await untilAborted(sent, signal);
    } catch (error) {
      const cause = deadline.passed && !options.signal?.aborted ? deadline.signal.reason : error;
      throw this.#networkError(method, path, cause, options.signal, false);
    } finally {
      deadline.stop();
    }

    let text: string;
    try {
      text = await readWithDeadline(response.body, bodyDeadlineMs(requestTimeoutMs));
    } catch (error) {
      throw this.#networkError(method, path, error, options.signal, true);
    }
    const { statusCode: status, headers } = response;
    const retryAfterMs = parseRetryAfter(headers['retry-after']);
    pace.retryAfterMs = longest(pace.retryAfterMs, retryAfterMs);
    const fail = (kind: ServiceError['kind'], detail: string, extra = {}) =>
      new ServiceError({
        kind,
        method,
        path,
        status,
        detail,
        mayHaveReachedService: true,
        retryAfterMs,
        ...extra,
      });

    if (status >= 300 && status < 400) {
      const location = String(headers.location ?? 'nowhere');
      throw fail(
        'redirect',
        `the service redirected to ${redirectTarget(location, url)}; redirects are not followed, so the API key is only ever sent to ${words().input('base-url')}. Point ${words().input('base-url')} at the final address.`,
      );
    }
    if (status >= 400) {
      const described = describeErrorBody(status, String(headers['content-type'] ?? ''), text);
      const advice = status === 403 ? forbiddenAdvice(described.detail) : undefined;
      if (advice) described.detail = `${described.detail} ${advice}`;
      throw fail('http', '', described);
    }
    if (status === 204 || text.trim() === '') return { status, body: undefined, pace };
    const read = readJsonBody(status, text);
    if (!read.ok) throw fail('invalid-response', read.detail);
    return { status, body: read.body, pace };
  }

  #networkError(
    method: string,
    path: string,
    error: unknown,
    signal: AbortSignal | undefined,
    afterHeaders: boolean,
  ) {
    if (signal?.aborted) return signal.reason ?? error;
    const code = errorCode(error);
    const notSent = !afterHeaders && code !== undefined && NOT_SENT_ERROR_CODES.includes(code);
    return new ServiceError({
      kind: 'network',
      method,
      path,
      detail: describeNetworkFailure(code, afterHeaders, this.#options.requestTimeoutMs, error),
      mayHaveReachedService: !notSent,
      ...(code !== undefined && {
        code: afterHeaders && BODY_FAILURE_CODES.has(code) ? `BODY:${code}` : code,
      }),
    });
  }
}

/** An answer cut off by a deadline or broken off half-way: worth one more try for a GET. */
function isCutOff(error: ServiceError): boolean {
  return error.code === HEADERS_DEADLINE_CODE || error.code?.startsWith('BODY:') === true;
}

function longest(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.max(a, b);
}

function errorCode(error: unknown): string | undefined {
  const value = (error as { code?: unknown; cause?: { code?: unknown } } | undefined)?.code;
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  const code = typeof value === 'string' && value !== 'UND_ERR_REQ_RETRY' ? value : cause;
  return typeof code === 'string' ? code : undefined;
}
