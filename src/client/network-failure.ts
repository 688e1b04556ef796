import { words } from '../common/wording.ts';

/**
 * How long a whole answer body may take to arrive: twice the request time-out, and at least
 * 2 s more than it, so an answer that stalls meets undici's body time-out (checked about once
 * a second) first and is named after it.
 */
export function bodyDeadlineMs(requestTimeoutMs: number): number {
  return Math.max(2 * requestTimeoutMs, requestTimeoutMs + 2000);
}

/** A control plane that takes longer than 10 s to accept a connection is not answering. */
export function connectTimeoutMs(requestTimeoutMs: number): number {
  return Math.min(10_000, requestTimeoutMs);
}

/** How long one attempt may take to get its answer's headers: connect, headers, and 2 s more. */
export function headersDeadlineMs(requestTimeoutMs: number): number {
  return connectTimeoutMs(requestTimeoutMs) + requestTimeoutMs + 2000;
}

/** A failed connection or a cut-off answer, in words that say what to check. */
export function describeNetworkFailure(
  code: string | undefined,
  afterHeaders: boolean,
  timeoutMs: number,
  error: unknown,
) {
  const seconds = `${Math.round(timeoutMs / 100) / 10}s`;
  switch (code) {
    case 'UND_ERR_HEADERS_TIMEOUT':
      return `no answer within ${seconds} (request time-out)`;
    case 'HEADERS_DEADLINE':
      return `no answer headers came within ${headersDeadlineMs(timeoutMs) / 1000}s, so the request was cut off (request deadline)`;
    case 'BODY_DEADLINE':
      return `the answer was still arriving after ${bodyDeadlineMs(timeoutMs) / 1000}s, so it was cut off (request deadline)`;
    case 'UND_ERR_BODY_TIMEOUT':
      return `the answer stopped half-way and nothing more came within ${seconds} (body time-out)`;
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `could not connect within ${connectTimeoutMs(timeoutMs) / 1000}s (connect time-out)`;
    case 'ECONNREFUSED':
      return `connection refused: nothing is listening at ${words().input('base-url')}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host name of ${words().input('base-url')} did not resolve`;
    case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
      return 'the answer was larger than this client accepts';
    default:
      if (code && TLS_CERTIFICATE_CODES.has(code)) {
        return `the TLS certificate of ${words().input('base-url')} was not accepted (${code}). If the control plane uses a private certificate authority, set NODE_EXTRA_CA_CERTS to the path of its PEM file for this step.`;
      }
      if (proxyRefusal(error)) return proxyRefusal(error) as string;
      return afterHeaders
        ? `the connection closed half-way through the answer (${code ?? 'no code'})`
        : `the connection closed before an answer came (${code ?? (error as Error)?.message ?? 'unknown'})`;
  }
}

/** Node's codes for a certificate it will not trust; NODE_EXTRA_CA_CERTS cures the usual cause. */
const TLS_CERTIFICATE_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** undici's words when a proxy answers CONNECT with anything but 200, e.g. 407 for bad credentials. */
function proxyRefusal(error: unknown): string | undefined {
  const messages = [(error as Error)?.message, ((error as Error)?.cause as Error)?.message];
  const status = messages
    .map((text) => /Proxy response \((\d{3})\)/.exec(text ?? '')?.[1])
    .find(Boolean);
  if (!status) return undefined;
  const advice =
    status === '407'
      ? ': check the user and password in HTTPS_PROXY (or HTTP_PROXY)'
      : `; check that the proxy may reach ${words().input('base-url')}, or list its host in NO_PROXY`;
  return `the proxy answered HTTP ${status} instead of opening a tunnel to ${words().input('base-url')}${advice}`;
}
