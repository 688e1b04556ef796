import type { RetryHandler } from 'undici';

/** Statuses worth another try for a request that is safe to repeat (a GET). */
export const IDEMPOTENT_RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
/** Statuses that say the service did not act on a request: only these repeat a PATCH or POST. */
export const UNSAFE_RETRY_STATUSES = [429, 503];

/** Connection failures that happen before a byte of the request is sent. */
export const NOT_SENT_ERROR_CODES = [
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
];
/** Failures after the request may have been sent; only a GET is repeated after them. */
export const MAYBE_SENT_ERROR_CODES = [
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_HEADERS_TIMEOUT',
];

/** How the service asked this request to pace itself, so a poller can slow down. */
export interface ServicePacing {
  /** The longest `Retry-After` it sent for this request, on a retried attempt or the answer. */
  retryAfterMs: number | undefined;
  /** Whether an attempt was throttled (429 or 503) before this answer came. */
  throttled: boolean;
}

export interface BackoffSettings {
  /** Retries after the first attempt. */
  maxRetries: number;
  minDelayMs: number;
  maxDelayMs: number;
  /** Longest `Retry-After` honoured as given; the step's own deadline cuts it shorter. */
  maxRetryAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffSettings = {
  maxRetries: 4,
  minDelayMs: 500,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 5 * 60_000,
};

export interface RetryNotice {
  method: string;
  path: string;
  attempt: number;
  delayMs: number;
  reason: string;
  status?: number;
  retryAfterMs?: number;
}

/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: unknown, now = Date.now()): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its weekday ("Wed, 21 Oct 2015 07:28:00 GMT"); Date.parse alone would
  // also take "-1" or "1.5" for a date long past and so retry at once.
  if (!/^\s*[A-Za-z]{3},/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Capped exponential backoff with jitter, so many runners do not retry in step. */
export function backoffDelay(
  retry: number,
  settings: BackoffSettings,
  random = Math.random,
): number {
  const ceiling = Math.min(settings.maxDelayMs, settings.minDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function isRetryable(
  method: string,
  status: number | undefined,
  code: string | undefined,
): boolean {
  // DELETE is idempotent: a repeat of one that was applied finds nothing and answers 404.
  const safe = method === 'GET' || method === 'HEAD' || method === 'DELETE';
  if (status !== undefined) {
    return (safe ? IDEMPOTENT_RETRY_STATUSES : UNSAFE_RETRY_STATUSES).includes(status);
  }
  if (code === undefined) return false;
  return NOT_SENT_ERROR_CODES.includes(code) || (safe && MAYBE_SENT_ERROR_CODES.includes(code));
}

type RetryCallback = RetryHandler.RetryCallback;

/**
 * The decision undici's retry interceptor asks for after each failed attempt.
 * Returning the timer lets undici cancel the wait when the caller aborts.
 */
export function createRetryPolicy(
  settings: BackoffSettings,
  notify: (notice: RetryNotice) => void = () => {},
): RetryCallback {
  return (err, { state, opts }, callback) => {
    const { statusCode, code, headers } = err as Error & {
      statusCode?: number;
      code?: string;
      headers?: Record<string, string | string[]>;
    };
    const method = String(opts.method).toUpperCase();
    const status = code === 'UND_ERR_REQ_RETRY' ? statusCode : undefined;
    const errorCode = code === 'UND_ERR_REQ_RETRY' ? undefined : code;
    if (status === undefined && errorCode === undefined) return callback(err);
    const { signal } = opts as { signal?: AbortSignal };
    if (signal?.aborted || state.counter > settings.maxRetries) return callback(err);
    if (!isRetryable(method, status, errorCode)) return callback(err);

    const retryAfterMs =
      status !== undefined ? parseRetryAfter(headers?.['retry-after']) : undefined;
    const delayMs =
      retryAfterMs !== undefined
        ? Math.min(retryAfterMs, settings.maxRetryAfterMs)
        : backoffDelay(state.counter, settings);
    notify({
      method,
      path: String(opts.path),
      attempt: state.counter,
      delayMs,
      reason: status !== undefined ? `HTTP ${status}` : String(errorCode),
      ...(status !== undefined && { status }),
      ...(retryAfterMs !== undefined && { retryAfterMs }),
    });
    return setTimeout(() => callback(null), delayMs);
  };
}
