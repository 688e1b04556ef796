import type { Dispatcher } from 'undici';
import {
  type BackoffSettings,
  createRetryPolicy,
  IDEMPOTENT_RETRY_STATUSES,
  MAYBE_SENT_ERROR_CODES,
  NOT_SENT_ERROR_CODES,
  parseRetryAfter,
  type RetryNotice,
} from './retry-policy.ts';
import { describeErrorBody, ServiceError, tryParseJson } from './service-error.ts';
import { Agent, interceptors } from './undici-lean.ts';

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
  /** The service's `Retry-After` on this answer, if it asked callers to slow down. */
  retryAfterMs: number | undefined;
}

const BODY_FAILURE_CODES = new Set([
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
  readonly #dispatcher: Dispatcher;

  constructor(options: TransportOptions) {
    this.#options = options;
    const base =
      options.dispatcher ??
      new Agent({
        maxResponseSize: options.maxResponseBytes,
        connect: { timeout: options.requestTimeoutMs },
      });
    this.#dispatcher = base.compose(
      interceptors.retry({
        retry: createRetryPolicy(options.backoff, options.onRetry),
        maxRetries: options.backoff.maxRetries,
        methods: ['GET', 'HEAD', 'PATCH', 'POST'],
        statusCodes: IDEMPOTENT_RETRY_STATUSES,
        errorCodes: [...NOT_SENT_ERROR_CODES, ...MAYBE_SENT_ERROR_CODES],
        // Otherwise a 5xx/429 that is not retried (a PATCH, or the last attempt) arrives as a
        // bodiless RequestRetryError and reads as "no answer"; this way the real answer comes through.
        throwOnError: false,
      }),
    );
  }

  async send(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const url = joinUrl(this.#options.baseUrl, path, options.query);
    const bodyAttempts = method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#sendOnce(method, path, url, options);
      } catch (error) {
        const bodyFailed = error instanceof ServiceError && error.code?.startsWith('BODY:');
        if (!bodyFailed || attempt >= bodyAttempts || options.signal?.aborted) throw error;
      }
    }
  }

  async #sendOnce(method: string, path: string, url: URL, options: SendOptions): Promise<Answer> {
    const { requestTimeoutMs } = this.#options;
    const hasBody = options.body !== undefined;
    let response: Dispatcher.ResponseData;
    try {
      response = await this.#dispatcher.request({
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
        signal: options.signal,
      });
    } catch (error) {
      throw this.#networkError(method, path, error, options.signal, false);
    }

    let text: string;
    try {
      text = await response.body.text();
    } catch (error) {
      throw this.#networkError(method, path, error, options.signal, true);
    }
    const { statusCode: status, headers } = response;
    const retryAfterMs = parseRetryAfter(headers['retry-after']);
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
        `the service redirected to ${redirectTarget(location, url)}; redirects are not followed, so the API key is only ever sent to base-url. Point base-url at the final address.`,
      );
    }
    if (status >= 400) {
      throw fail(
        'http',
        '',
        describeErrorBody(status, String(headers['content-type'] ?? ''), text),
      );
    }
    if (status === 204 || text.trim() === '') return { status, body: undefined, retryAfterMs };
    const body = tryParseJson(text);
    if (body === undefined) {
      throw fail(
        'invalid-response',
        `answered ${status} with a body that is not JSON (${describeBodyStart(text)})`,
      );
    }
    return { status, body, retryAfterMs };
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

function errorCode(error: unknown): string | undefined {
  const value = (error as { code?: unknown; cause?: { code?: unknown } } | undefined)?.code;
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  const code = typeof value === 'string' && value !== 'UND_ERR_REQ_RETRY' ? value : cause;
  return typeof code === 'string' ? code : undefined;
}

function describeNetworkFailure(
  code: string | undefined,
  afterHeaders: boolean,
  timeoutMs: number,
  error: unknown,
) {
  const seconds = `${Math.round(timeoutMs / 100) / 10}s`;
  switch (code) {
    case 'UND_ERR_HEADERS_TIMEOUT':
      return `no answer within ${seconds} (request time-out)`;
    case 'UND_ERR_BODY_TIMEOUT':
      return `the answer stopped half-way and nothing more came within ${seconds} (body time-out)`;
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `could not connect within ${seconds} (connect time-out)`;
    case 'ECONNREFUSED':
      return 'connection refused: nothing is listening at base-url';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name of base-url did not resolve';
    case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
      return 'the answer was larger than this client accepts';
    default:
      return afterHeaders
        ? `the connection closed half-way through the answer (${code ?? 'no code'})`
        : `the connection closed before an answer came (${code ?? (error as Error)?.message ?? 'unknown'})`;
  }
}

function redirectTarget(location: string, from: URL): string {
  try {
    const target = new URL(location, from);
    return target.origin === from.origin ? target.pathname : target.origin;
  } catch {
    return 'an unreadable location';
  }
}

function describeBodyStart(text: string): string {
  const start = text.trim().slice(0, 40).replace(/\s+/g, ' ');
  return start.startsWith('<') ? 'it looks like HTML' : `it starts "${start}"`;
}
