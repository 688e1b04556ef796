// src/client/deadlines.ts: every attempt has a deadline, whatever the answer does (a body that
// trickles in, headers that never come), and the step's signal ends a request at once.
import { createServer, type Server } from 'node:http';
import {
  type AddressInfo,
  createServer as createTcpServer,
  type Socket,
  type Server as TcpServer,
} from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ControlPlaneClient } from '../../src/client/control-plane-client.ts';
import { untilAborted } from '../../src/client/deadlines.ts';
import type { RetryNotice } from '../../src/client/retry-policy.ts';
import { serviceErrorOf } from './client-helpers.ts';

const LISTENER = {
  id: '0b8f6a5e-6c1d-4e2f-9a3b-7c4d5e6f7a8b',
  compute_type: 'k8s',
  compute_id: 'cluster',
  compute_config: { k8s_namespaces: null },
  created_at: '2026-11-22T00:00:00Z',
  updated_at: '2026-11-22T00:00:00Z',
};

/*
 * On a fake clock: the deadlines are seconds long, and the servers trickle on timers too. The
 * sockets are real, so the clock moves a few milliseconds at a time, with a turn of the event
 * loop between steps for what they send to arrive.
 */
function useFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

const STEP_MS = 5;

/** Moves the fake clock on until `work` settles, and gives what it settled with. */
async function onFakeClock<T>(work: Promise<T>): Promise<T> {
  let settled = false;
  work.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled) {
    await vi.advanceTimersByTimeAsync(STEP_MS);
    await new Promise((turn) => setImmediate(turn));
  }
  return work;
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
});

/** A server whose first `trickled` answers send their headers, then one byte every 20 ms (about 4 s in all). */
async function trickling(trickled: number) {
  const body = JSON.stringify(LISTENER);
  let answered = 0;
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    if (answered++ >= trickled) return response.end(body);
    let sent = 0;
    const drip = setInterval(() => {
      if (response.destroyed || sent >= body.length) return clearInterval(drip);
      response.write(body[sent++]);
    }, 20);
    response.on('close', () => clearInterval(drip));
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const client = new ControlPlaneClient({
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: 'key',
    // The body time-out (gaps between chunks) never fires: a byte comes every 20 ms.
    requestTimeoutMs: 300,
    backoff: { minDelayMs: 5, maxDelayMs: 20 },
  });
  return { client, attempts: () => answered };
}

describe('an answer that trickles in', () => {
  useFakeClock();

  it('is cut off at the deadline and a GET is tried once more', async () => {
    const { client, attempts } = await trickling(1);
    const listener = await onFakeClock(client.getListener(LISTENER.id));
    expect(listener.compute_id).toBe('cluster');
    expect(attempts()).toBe(2);
  });

  it('fails as no answer, saying it was cut off, when every attempt trickles', async () => {
    const { client, attempts } = await trickling(Infinity);
    const error = await serviceErrorOf(onFakeClock(client.getListener(LISTENER.id)));
    expect(error.kind).toBe('network');
    expect(error.isTransient).toBe(true);
    expect(error.detail).toBe(
      'the answer was still arriving after 2.3s, so it was cut off (request deadline)',
    );
    expect(attempts()).toBe(2);
  });
});

/**
 * A raw server whose first `stalled` connections get `102 Processing` every 100 ms and never a
 * final answer (undici starts its headers time-out again on each), later ones the listener.
 */
async function processingForever(stalled: number) {
  const body = JSON.stringify(LISTENER);
  let connections = 0;
  const sockets: Socket[] = [];
  raw = createTcpServer((socket) => {
    sockets.push(socket);
    const stall = connections++ < stalled;
    socket.on('error', () => {});
    socket.once('data', () => {
      if (!stall) {
        socket.end(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
        );
        return;
      }
      const beat = setInterval(() => socket.write('HTTP/1.1 102 Processing\r\n\r\n'), 100);
      socket.on('close', () => clearInterval(beat));
    });
  });
  await new Promise<void>((done) => raw?.listen(0, '127.0.0.1', done));
  const { port } = raw.address() as AddressInfo;
  const notices: RetryNotice[] = [];
  const client = new ControlPlaneClient({
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: 'key',
    // Connect 0.3 s + headers 0.3 s + 2 s: the deadline for the answer's headers is 2.6 s.
    requestTimeoutMs: 300,
    backoff: { minDelayMs: 5, maxDelayMs: 20 },
    onRetry: (notice) => notices.push(notice),
  });
  return { client, notices, connections: () => connections, sockets };
}

let raw: TcpServer | undefined;
afterEach(async () => {
  await new Promise((done) => (raw ? raw.close(done) : done(undefined)));
  raw = undefined;
});

describe('an answer whose headers never come (102 Processing for ever)', () => {
  useFakeClock();

  it('is cut off at the deadline, logged, and a GET is tried once more', async () => {
    const { client, notices, connections, sockets } = await processingForever(1);
    try {
      const listener = await onFakeClock(client.getListener(LISTENER.id));
      expect(listener.compute_id).toBe('cluster');
      expect(connections()).toBe(2);
      expect(notices.map((notice) => notice.reason)).toEqual([
        'no answer headers came within 2.6s, so the request was cut off (request deadline)',
      ]);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('fails as no answer, naming the deadline, when every attempt stalls', async () => {
    const { client, connections, sockets } = await processingForever(Infinity);
    try {
      const error = await serviceErrorOf(onFakeClock(client.getListener(LISTENER.id)));
      expect(error).toMatchObject({ kind: 'network', code: 'HEADERS_DEADLINE', isTransient: true });
      expect(error.detail).toBe(
        'no answer headers came within 2.6s, so the request was cut off (request deadline)',
      );
      expect(connections()).toBe(2);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});

/*
 * A request the step's signal cut short still settles later. Its rejection is handled however
 * the race went, also when the signal had fired before the race began: an unhandled rejection
 * ends the process without the step's report (vitest fails a run that has one).
 */

function rejectingSoon(reason: Error): Promise<never> {
  return new Promise<never>((_, reject) => setTimeout(() => reject(reason), 10));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('untilAborted', () => {
  it('rejects with the reason of a signal that fired before, and handles the late rejection', async () => {
    const stopped = new Error('the step stopped');
    const late = rejectingSoon(new Error('the request failed after all'));
    await expect(untilAborted(late, AbortSignal.abort(stopped))).rejects.toBe(stopped);
    await settle();
  });

  it('rejects with the reason when the signal fires during the race', async () => {
    const controller = new AbortController();
    const stopped = new Error('the step stopped');
    const racing = untilAborted(rejectingSoon(new Error('late')), controller.signal);
    controller.abort(stopped);
    await expect(racing).rejects.toBe(stopped);
    await settle();
  });

  it('passes the promise’s own result through when no signal fires', async () => {
    const controller = new AbortController();
    await expect(untilAborted(Promise.resolve(7), controller.signal)).resolves.toBe(7);
    const failed = new Error('refused');
    await expect(untilAborted(Promise.reject(failed), controller.signal)).rejects.toBe(failed);
  });
});
