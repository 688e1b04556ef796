import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Dispatcher } from 'undici';
import { afterEach } from 'vitest';
import { AgentServerClient, type RequestClock } from '../../src/agent-server-client/client.ts';

/*
 * A loopback server that answers as a test scripts it, for the modules that talk to a
 * deployment's URL. It records every request: method, path, headers and body.
 */

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Scripted =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Writes the answer itself (a body that never ends, one that is too long). */
  | ((response: ServerResponse) => void);

export interface FakeAgentServer {
  url: string;
  seen: SeenRequest[];
}

const open: Array<{ close(): void; closeAllConnections(): void }> = [];
afterEach(() => {
  for (const server of open.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** Starts a server whose answer to each request is `answer(request, index)`; closed after the test. */
export async function fakeAgentServer(
  answer: (request: SeenRequest, index: number) => Scripted,
): Promise<FakeAgentServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const record = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(record);
      const scripted = answer(record, seen.length - 1);
      if (typeof scripted === 'function') return scripted(response);
      const text =
        scripted.body === undefined
          ? ''
          : typeof scripted.body === 'string'
            ? scripted.body
            : JSON.stringify(scripted.body);
      response.writeHead(scripted.status, {
        'content-type': 'application/json',
        ...scripted.headers,
      });
      response.end(text);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  open.push(server);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen };
}

/** A step clock for the modules under test: plenty of time, a counter for elapsed time. */
export function testClock(remaining = 60_000) {
  let elapsed = 0;
  return {
    signal: new AbortController().signal,
    remainingMs: () => remaining,
    elapsedMs: () => (elapsed += 10),
  };
}

/**
 * The agent server's client for `url`, on testClock() unless `clock` changes some of it; the
 * test fails at once when the URL is one the client refuses.
 */
export function testServer(
  url: unknown,
  {
    apiKey,
    dispatcher,
    clock = {},
  }: { apiKey?: string | undefined; dispatcher: Dispatcher; clock?: Partial<RequestClock> },
): AgentServerClient {
  const opened = AgentServerClient.open(url, {
    connection: { apiKey },
    dispatcher,
    clock: { ...testClock(), whose: "the step's timeout", ...clock },
  });
  if (!opened.ok) throw new Error(`the client refuses ${String(url)}: ${opened.problem}`);
  return opened.server;
}
