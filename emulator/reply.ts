import { STATUS_CODES } from 'node:http';
import type { FastApiIssue } from './validation.ts';

/** What a route answers; the server decides how it travels (or, under a fault, how it does not). */
export interface Reply {
  status: number;
  /** A string is sent as it is; anything else as JSON; undefined sends an empty body. */
  body?: unknown;
  headers?: Record<string, string>;
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

/** A `{resources, offset}` page of `items`, as the list operations answer. */
export function page<T>(items: T[], limit: number, offset: number): Reply {
  return json(200, { resources: items.slice(offset, offset + limit), offset });
}
