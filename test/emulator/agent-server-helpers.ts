import type { Emulator } from '../../emulator/index.ts';
import { call } from './http-test-helpers.ts';

/* Requests to a deployment's URL, where the emulator's agent-server stand-in answers. */

export const KEY = { 'x-api-key': 'emulator-key' };

/** The deployment's `custom_url`. */
export async function urlOf(emu: Emulator, id: string): Promise<string> {
  return (await call(emu, 'GET', `/v2/deployments/${id}`)).body.source_config.custom_url;
}

/**
 * One request to a deployment's URL, as an agent-server client sends it: `body` as JSON unless
 * it is a string. The answer's body is its JSON, or its text when it is not JSON.
 */
export async function agent(
  url: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body !== undefined && {
      body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    }),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON members
  let body: any = text === '' ? undefined : text;
  try {
    body = JSON.parse(text);
  } catch {
    // Plain text, as the agent server words its refusals.
  }
  return { status: response.status, type: response.headers.get('content-type'), body };
}
