// src/client/final-answers.ts: an informational answer before the real one (a proxy's or CDN's
// `103 Early Hints`, a slow server's `102 Processing`) is passed over, for a GET and a PATCH.
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlPlaneClient } from '../../src/client/control-plane-client.ts';

const DEPLOYMENT_ID = '0b8f6a5e-6c1d-4e2f-9a3b-7c4d5e6f7a8b';
const LISTENER = {
  id: DEPLOYMENT_ID,
  compute_type: 'k8s',
  compute_id: 'cluster',
  compute_config: { k8s_namespaces: null },
  created_at: '2026-11-22T00:00:00Z',
  updated_at: '2026-11-22T00:00:00Z',
};

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

/** A raw server that sends `informational` before each answer; `requests` counts what arrived. */
async function answeringAfter(informational: string) {
  const body = JSON.stringify(LISTENER);
  let requests = 0;
  server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => {});
    socket.on('data', () => {
      requests++;
      socket.write(informational);
      socket.write(
        `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
      );
    });
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const client = new ControlPlaneClient({
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: 'key',
    requestTimeoutMs: 2000,
    backoff: { minDelayMs: 5, maxDelayMs: 20 },
  });
  return { client, requests: () => requests };
}

describe('informational answers before the answer', () => {
  it.each([
    ['103 Early Hints', 'HTTP/1.1 103 Early Hints\r\nlink: </style.css>; rel=preload\r\n\r\n'],
    ['102 Processing twice', 'HTTP/1.1 102 Processing\r\n\r\nHTTP/1.1 102 Processing\r\n\r\n'],
  ])('a GET reads the answer after %s, sent once', async (_what, informational) => {
    const { client, requests } = await answeringAfter(informational);
    const listener = await client.getListener(DEPLOYMENT_ID);
    expect(listener.compute_id).toBe('cluster');
    expect(requests()).toBe(1);
  });

  it('a PATCH reads the answer after 103 Early Hints, sent once', async () => {
    const { client, requests } = await answeringAfter('HTTP/1.1 103 Early Hints\r\n\r\n');
    const listener = await client.patchListener(DEPLOYMENT_ID, { version: '2' });
    expect(listener.id).toBe(DEPLOYMENT_ID);
    expect(requests()).toBe(1);
  });
});
