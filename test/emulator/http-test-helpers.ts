import { afterEach, expect } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { useEmulator } from '../support/emulator.ts';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON members
  body: any;
}

export const AUTH = { 'x-api-key': 'emulator-key' };

/** One request to the emulator with plain fetch; `body` is sent as JSON unless it is a string. */
export async function call(
  emulator: Emulator,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; auth?: boolean } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    ...(options.auth !== false && AUTH),
    ...options.headers,
  };
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `read` returns a value accepted by `done`, or fails after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not reached; last value: ${JSON.stringify(value)}`);
    await sleep(5);
  }
}

export const SOURCEHOST_CREATE = {
  name: 'support-agent',
  source: 'sourcehost',
  source_config: { repo_url: 'https://sourcehost.example.com/acme/support-agent' },
  source_revision_config: { repo_ref: 'main', agent_config_path: 'agent_config.json' },
};

/**
 * A fresh emulator of the current service generation for each test, which must end with no
 * answer of the emulator's own breaking emulator/openapi.yaml.
 */
export function useFreshEmulator(): () => Emulator {
  const emulator = useEmulator({ serviceGeneration: 'new' }, { per: 'test' });
  // Registered after the helper's own hooks, so it runs before the emulator closes.
  afterEach(() => {
    const emu = emulator();
    expect(emu.requests.filter((r) => r.contractViolation !== undefined)).toEqual([]);
    expect(emu.agentServerRequests.filter((r) => r.contractViolation !== undefined)).toEqual([]);
  });
  return emulator;
}
