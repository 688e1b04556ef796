import { STATUS_CODES } from 'node:http';
import type { FastApiIssue } from './validation.ts';

/** What a route answers; the server decides how it travels (or, under a fault, how it does not). */
export interface Reply {
  status: number;
  /** A string is sent as it is; anything else as JSON; undefined sends an empty body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Set on the 500 that replaces an answer breaking emulator/openapi.yaml: what was wrong. */
  contractViolation?: string;
}

export function json(status: number, body: unknown): Reply {
  return { status, body };
}

export function detail(status: number, message: string = STATUS_CODES[status] ?? 'Error'): Reply {
  return { status, body: { detail: message } };
}

export function validationFailed(issues: FastApiIssue[]): Reply {
  return { status: 422, body: { detail: issues } };
}

/**
 * Most resources the emulator puts in one page, whatever `limit` asks: the service caps pages
 * too, so a page may be shorter than `limit` while more follow (docs/service.md, "Lists").
 */
export const MAX_PAGE_SIZE = 25;

/** A `{resources, offset}` page of `items`, as the list operations answer: `offset` is where the next page starts. */
export function page<T>(items: T[], query: Record<string, string>): Reply {
  // The document has already refused a limit or offset that is not a whole number in range.
  const limit = Math.min(Number(query.limit ?? 20), MAX_PAGE_SIZE);
  const offset = Number(query.offset ?? 0);
  const resources = items.slice(offset, offset + limit);
  return json(200, { resources, offset: offset + resources.length });
}
