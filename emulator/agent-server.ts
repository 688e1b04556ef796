import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Emulator: a stand-in for the agent server a deployment runs, on loopback plain http. Every
 * deployment whose first revision is DEPLOYED gets `source_config.custom_url` pointing here
 * (`<origin>/<deployment id>`). It answers `GET …/ok` as the real server does once it serves
 * requests, 200 `{"ok": true}`; 503 while it warms up (the first `warmUpRequests` checks) or
 * while it is switched to unhealthy. Any other path is 404.
 */
export interface AgentServer {
  origin: string;
  /** Each GET it received: the path, and whether an X-Api-Key header came with it. */
  readonly requests: Array<{ path: string; apiKey: string | undefined }>;
  /** false: every /ok answers 503 until switched back. */
  setHealthy(healthy: boolean): void;
  /** The next `count` /ok requests answer 503, as a server still starting does. */
  warmUpFor(count: number): void;
  close(): Promise<void>;
}

const OK_PATH = /^(?:\/[0-9a-f-]{36})?\/ok(?:\?.*)?$/;

export async function startAgentServer(healthy = true): Promise<AgentServer> {
  let isHealthy = healthy;
  let warmingUp = 0;
  const requests: AgentServer['requests'] = [];
  const http = createServer((request, response) => {
    const path = request.url ?? '/';
    const key = request.headers['x-api-key'];
    requests.push({ path, apiKey: typeof key === 'string' ? key : undefined });
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'GET' || !OK_PATH.test(path)) return json(404, { detail: 'Not Found' });
    if (warmingUp > 0) {
      warmingUp -= 1;
      return json(503, { detail: 'The server is starting.' });
    }
    if (!isHealthy) return json(503, { detail: 'The server is unavailable.' });
    return json(200, { ok: true });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => {
      http.off('error', reject);
      resolve();
    });
  });
  const address = http.address() as AddressInfo;
  const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    origin: `http://${hostPart}:${address.port}`,
    requests,
    setHealthy(value) {
      isHealthy = value;
    },
    warmUpFor(count) {
      warmingUp = count;
    },
    close() {
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      return closed;
    },
  };
}
