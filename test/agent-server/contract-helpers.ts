import { afterAll, beforeAll, expect } from 'vitest';
import type { ContractServer } from './contract-servers.ts';

/** The servers of the suite, for `describe.each`: each is started once per file. */
export { CONTRACT_SERVERS as SERVERS } from './contract-servers.ts';

/**
 * Starts the server before the file's tests and stops it after them, even when one fails; then
 * holds that none of its answers broke its own description.
 */
export function useServer(start: () => Promise<ContractServer>): () => ContractServer {
  let server: ContractServer | undefined;
  beforeAll(async () => {
    server = await start();
  }, 90_000);
  afterAll(async () => {
    const violations = server?.violations() ?? [];
    await server?.stop();
    expect(violations, "answers that broke the server's own description").toEqual([]);
  });
  return () => {
    if (!server) throw new Error('the server did not start');
    return server;
  };
}

/** A graph's default assistant id, the same in every deployment (uuid v5 of the graph's name). */
export const ECHO_ASSISTANT_ID = '046b5dc7-2108-582c-9c6c-31d556d138f0';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface Sent {
  status: number;
  /** The content type, lower case and without spaces: `text/plain;charset=utf-8`. */
  type: string;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: the suite reads the servers' JSON member by member
  json: any;
}

/**
 * One request to the server's URL with plain fetch, with the server's key unless `key` says
 * otherwise; `body` goes as JSON unless it is a string (then as it is, still as JSON).
 */
export async function send(
  server: ContractServer,
  method: string,
  path: string,
  options: { body?: unknown; key?: string | null } = {},
): Promise<Sent> {
  const key = options.key === undefined ? server.apiKey : options.key;
  const { body } = options;
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(key !== null && { 'x-api-key': key }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, type: typeOf(response), headers: response.headers, text, json };
}

/** The chunks of a run's answer as they arrive, with the answer's status and headers. */
export async function sendStreaming(
  server: ContractServer,
  path: string,
  body: unknown,
): Promise<{ status: number; type: string; headers: Headers; chunks: string[] }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': server.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of response.body ?? []) chunks.push(decoder.decode(chunk));
  return { status: response.status, type: typeOf(response), headers: response.headers, chunks };
}

function typeOf(response: Response): string {
  return (response.headers.get('content-type') ?? '').toLowerCase().replaceAll(' ', '');
}
