import type { Emulator } from '../../emulator/index.ts';
import { type ClientOptions, ControlPlaneClient } from '../../src/client/control-plane-client.ts';
import type { RetryNotice } from '../../src/client/retry-policy.ts';
import { ServiceError } from '../../src/client/service-error.ts';

export const API_KEY = 'emulator-key';

/** A client of `emulator` with fast backoff (merged into `options.backoff`); `notices` collects its retry notices. */
export function clientFor(emulator: Emulator, options: Partial<ClientOptions> = {}) {
  const notices: RetryNotice[] = [];
  const client = new ControlPlaneClient({
    baseUrl: emulator.url,
    apiKey: API_KEY,
    requestTimeoutMs: 2000,
    onRetry: (notice) => notices.push(notice),
    ...options,
    backoff: { minDelayMs: 5, maxDelayMs: 20, ...options.backoff },
  });
  return { client, notices };
}

/** What a write's caller hands it (`client`, `signal`, `log`, `warn`), keeping what it was told in `said`. */
export function recordingContext(client: ControlPlaneClient) {
  const said = { logs: [] as string[], warnings: [] as string[] };
  const context = {
    client,
    signal: new AbortController().signal,
    log: (line: string) => said.logs.push(line),
    warn: (line: string) => said.warnings.push(line),
  };
  return { context, said };
}

/** The ServiceError a call fails with; fails the test if it succeeds or throws something else. */
export async function serviceErrorOf(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected the call to fail with a ServiceError');
}

export const SOURCEHOST_DEPLOYMENT = {
  name: 'support-agent',
  source: 'sourcehost',
  source_config: { repo_url: 'https://sourcehost.example.com/acme/support-agent' },
  source_revision_config: { repo_ref: 'main', agent_config_path: 'agent_config.json' },
} as const;

export const UNKNOWN_ID = '3c4d5e6f-7081-4293-a4b5-c6d7e8f90a1b';
