import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the sink does with one request: take it, answer a status, cut the connection, or hang. */
export type SinkBehaviour =
  | 'accept'
  | { status: number; body?: string }
  | { resetAfterBytes: number }
  | 'hang';

export interface SinkRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
  sha256: string;
  /** Whether the whole body arrived. */
  complete: boolean;
}

/**
 * A local stand-in for the storage host's signed URL: it records each request and hashes its
 * body, then behaves as scripted (one behaviour per request, `accept` once they run out).
 */
export async function startSink(script: SinkBehaviour[] = []) {
  const requests: SinkRequest[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const behaviour = script.shift() ?? 'accept';
    const hash = createHash('sha256');
    const seen: SinkRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      bytes: 0,
      sha256: '',
      complete: false,
    };
    requests.push(seen);
    req.on('data', (chunk: Buffer) => {
      seen.bytes += chunk.length;
      hash.update(chunk);
      if (typeof behaviour === 'object' && 'resetAfterBytes' in behaviour) {
        if (seen.bytes >= behaviour.resetAfterBytes) req.socket.destroy();
      }
    });
    req.on('end', () => {
      seen.complete = true;
      seen.sha256 = hash.digest('hex');
      for (const wake of waiters.splice(0)) wake();
      if (behaviour === 'hang') return;
      if (behaviour === 'accept') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('');
      } else if ('status' in behaviour) {
        res.writeHead(behaviour.status, { 'content-type': 'application/xml' });
        res.end(behaviour.body ?? '');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    /** Resolves once a request's whole body has arrived. */
    bodyReceived: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
