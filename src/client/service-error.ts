import { parseBoundedJson } from '../common/bounded-json.ts';
import { redact } from '../common/redactor.ts';
import { words } from '../common/wording.ts';
import { IDEMPOTENT_RETRY_STATUSES, type ServicePacing } from './retry-policy.ts';
import type { ValidationErrorEntry } from './service-schemas.ts';
import { ErrorBody } from './service-schemas.ts';

/**
 * - `http`: the service (or a proxy in front of it) answered with an error status.
 * - `network`: no answer: refused, reset, timed out.
 * - `invalid-response`: a success status with a body we cannot use.
 * - `redirect`: a 3xx; never followed, the key stays with base-url.
 */
export type ServiceErrorKind = 'http' | 'network' | 'invalid-response' | 'redirect';

export interface ServiceErrorInit {
  kind: ServiceErrorKind;
  method: string;
  path: string;
  status?: number;
  detail: string;
  validation?: ValidationErrorEntry[];
  /** False only when the request certainly never left this machine. */
  mayHaveReachedService: boolean;
  code?: string;
  retryAfterMs?: number;
  /** How the service paced the request that failed, retries included. */
  pace?: ServicePacing;
}

export class ServiceError extends Error {
  readonly kind: ServiceErrorKind;
  readonly method: string;
  readonly path: string;
  readonly status: number | undefined;
  readonly detail: string;
  readonly validation: ValidationErrorEntry[];
  readonly mayHaveReachedService: boolean;
  readonly code: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly pace: ServicePacing | undefined;

  constructor(init: ServiceErrorInit) {
    const outcome = init.status === undefined ? 'no answer' : String(init.status);
    super(`${init.method} ${init.path} → ${outcome}: ${init.detail}`);
    this.name = 'ServiceError';
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.detail = init.detail;
    this.validation = init.validation ?? [];
    this.mayHaveReachedService = init.mayHaveReachedService;
    this.code = init.code;
    this.retryAfterMs = init.retryAfterMs;
    this.pace = init.pace;
  }

  /** Its message names the request and gives the service's words: shown as it stands. */
  get toldAsIs(): true {
    return true;
  }

  /** The same error with some of its facts replaced. */
  with(changes: Partial<ServiceErrorInit>): ServiceError {
    return new ServiceError({
      kind: this.kind,
      method: this.method,
      path: this.path,
      ...(this.status !== undefined && { status: this.status }),
      detail: this.detail,
      validation: this.validation,
      mayHaveReachedService: this.mayHaveReachedService,
      ...(this.code !== undefined && { code: this.code }),
      ...(this.retryAfterMs !== undefined && { retryAfterMs: this.retryAfterMs }),
      ...(this.pace !== undefined && { pace: this.pace }),
      ...changes,
    });
  }

  /** The same error with advice added to the service's words. */
  withHint(hint: string): ServiceError {
    return this.with({ detail: `${this.detail} ${hint}` });
  }

  /** A failure worth trying again later: no answer, a time-out, rate limiting, a 5xx. */
  get isTransient(): boolean {
    if (this.kind === 'network') return true;
    return this.status !== undefined && IDEMPOTENT_RETRY_STATUSES.includes(this.status);
  }
}

const MAX_DETAIL_CHARS = 500;

export function formatValidationEntry(entry: ValidationErrorEntry): string {
  return `${entry.loc.join('.')}: ${entry.msg}`;
}

/** The service's own words for an error answer, or a plain description of what came instead. */
export function describeErrorBody(
  status: number,
  contentType: string,
  text: string,
): { detail: string; validation?: ValidationErrorEntry[] } {
  const trimmed = text.trim();
  if (trimmed === '') return { detail: `empty answer (HTTP ${status})` };
  const json = parseBoundedJson(trimmed);
  const parsed = ErrorBody.safeParse(json.kind === 'json' ? json.value : undefined);
  if (parsed.success) {
    const { detail } = parsed.data;
    if (typeof detail === 'string') return { detail: truncate(detail) };
    return { detail: detail.map(formatValidationEntry).join('; '), validation: detail };
  }
  if (contentType.includes('html') || /^<(!doctype|html)/i.test(trimmed)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1]?.trim();
    return {
      detail: `an HTML page${title ? ` ("${truncate(title)}")` : ''} instead of the service's answer; a proxy or gateway may be in the way`,
    };
  }
  return { detail: truncate(trimmed.replace(/\s+/g, ' ')) };
}

/** What to do about a 403 docs/service.md explains, said after the service's own words. */
export function forbiddenAdvice(detail: string): string | undefined {
  const said = detail.toLowerCase();
  if (said.includes('requires workspace specification')) {
    return `(this key is organization-scoped: set ${words().input('tenant-id')} to the workspace to deploy in)`;
  }
  if (said.includes('not enabled')) {
    return '(deployments are not enabled for this organization)';
  }
  return undefined;
}

/** The body of a success answer as JSON, or why it cannot be used. */
export function readJsonBody(
  status: number,
  text: string,
): { ok: true; body: unknown } | { ok: false; detail: string } {
  const parsed = parseBoundedJson(text);
  if (parsed.kind === 'json') return { ok: true, body: parsed.value };
  if (parsed.kind === 'too-deep') return { ok: false, detail: tooDeepDetail(status, parsed.limit) };
  return {
    ok: false,
    detail: `answered ${status} with a body that is not JSON (${describeBodyStart(text)})`,
  };
}

/**
 * An answer that parsed but is nested too deeply to use, with its status; `limit` when the
 * depth was measured rather than met as a stack overflow.
 */
export function tooDeepDetail(status: number, limit?: number): string {
  const levels = limit === undefined ? '' : ` (more than ${limit} levels)`;
  return `answered ${status} with a body that could not be read: its JSON is nested too deeply${levels}`;
}

/** Redacted before the cut: a key cut at the limit would otherwise show all but its end. */
function truncate(text: string): string {
  const clean = redact(text);
  return clean.length > MAX_DETAIL_CHARS ? `${clean.slice(0, MAX_DETAIL_CHARS)}…` : clean;
}

/** Where a redirect pointed: a path on base-url's host, or only the other host's origin. */
export function redirectTarget(location: string, from: URL): string {
  try {
    const target = new URL(location, from);
    return target.origin === from.origin ? target.pathname : target.origin;
  } catch {
    return 'an unreadable location';
  }
}

const BODY_START_CHARS = 40;

/**
 * The start of a body that is not JSON, in words: never echoed whole. A generous start is
 * redacted before the cut, so a value that begins within the first 40 characters is gone whole.
 */
export function describeBodyStart(text: string): string {
  const start = redact(text.trim().slice(0, 1024)).slice(0, BODY_START_CHARS).replace(/\s+/g, ' ');
  return start.startsWith('<') ? 'it looks like HTML' : `it starts "${start}"`;
}
