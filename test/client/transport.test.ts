import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlPlaneClient } from '../../src/client/control-plane-client.ts';
import { joinUrl } from '../../src/client/transport.ts';
import { emulatorForTest } from '../support/emulator.ts';
import { clientFor, serviceErrorOf } from './client-helpers.ts';

const PATH = '/v2/deployments/2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';

describe('joinUrl', () => {
  it.each([
    ['https://cp.example.com', `https://cp.example.com${PATH}`],
    ['https://cp.example.com/', `https://cp.example.com${PATH}`],
    ['https://cp.example.com/api', `https://cp.example.com/api${PATH}`],
    ['https://cp.example.com/api/', `https://cp.example.com/api${PATH}`],
    ['https://cp.example.com/api//', `https://cp.example.com/api${PATH}`],
    ['https://cp.example.com/a/b/', `https://cp.example.com/a/b${PATH}`],
    ['http://127.0.0.1:8080/prefix', `http://127.0.0.1:8080/prefix${PATH}`],
  ])('joins %s and the path without a doubled or lost slash', (base, expected) => {
    expect(joinUrl(base, PATH).href).toBe(expected);
  });

  it('keeps the path prefix instead of resolving the path against the host', () => {
    // new URL('/v2/…', base) would drop /api: the prefix must survive.
    expect(joinUrl('https://cp.example.com/api', '/v2/listeners').pathname).toBe(
      '/api/v2/listeners',
    );
  });

  it('sets the query from the given members, encoded, skipping undefined ones', () => {
    const url = joinUrl('https://cp.example.com/api/', '/v2/deployments', {
      name_contains: 'agent & co/prod',
      limit: 100,
      offset: 0,
      status: undefined,
    });
    expect(url.pathname).toBe('/api/v2/deployments');
    expect([...url.searchParams]).toEqual([
      ['name_contains', 'agent & co/prod'],
      ['limit', '100'],
      ['offset', '0'],
    ]);
    expect(url.search).toBe('?name_contains=agent+%26+co%2Fprod&limit=100&offset=0');
  });

  it('has no query when none is given', () => {
    expect(joinUrl('https://cp.example.com', '/v2/listeners').search).toBe('');
    expect(joinUrl('https://cp.example.com', '/v2/listeners', {}).search).toBe('');
  });

  it('drops a query or fragment on the base URL rather than sending it', () => {
    const url = joinUrl('https://cp.example.com/api?key=leak#frag', '/v2/listeners', { limit: 1 });
    expect(url.href).toBe('https://cp.example.com/api/v2/listeners?limit=1');
  });
});

describe('the time-outs of each attempt, against the emulator', () => {
  // undici checks these time-outs about once a second whatever their length, so the tests
  // run side by side, each with its own emulator.

  describe.concurrent('headers time-out', () => {
    it('a GET with no answer is tried again', async (context) => {
      const { expect } = context;
      const emu = await emulatorForTest({}, context);
      const { client, notices } = clientFor(emu, { requestTimeoutMs: 200 });
      emu.addFault({ path: '/v2/listeners', action: 'hang' });
      expect((await client.listListeners()).resources).toEqual([]);
      expect(emu.requests.map((r) => r.faulted)).toEqual(['hang', undefined]);
      expect(notices[0]?.reason).toBe('UND_ERR_HEADERS_TIMEOUT');
    });

    it('a GET that never gets an answer fails clearly once the retries run out', async (context) => {
      const { expect } = context;
      const emu = await emulatorForTest({}, context);
      const { client } = clientFor(emu, { requestTimeoutMs: 200, backoff: { maxRetries: 1 } });
      emu.addFault({ path: '/v2/listeners', action: 'hang', times: Infinity });
      const error = await serviceErrorOf(client.listListeners());
      expect(error.message).toBe(
        'GET /v2/listeners → no answer: no answer within 0.2s (request time-out)',
      );
      expect(error).toMatchObject({
        kind: 'network',
        code: 'UND_ERR_HEADERS_TIMEOUT',
        isTransient: true,
      });
      expect(emu.requests).toHaveLength(2);
    });
  });

  describe.concurrent('body time-out', () => {
    it('a GET whose answer stops half-way is read again', async (context) => {
      const { expect } = context;
      const emu = await emulatorForTest({}, context);
      const { client } = clientFor(emu, { requestTimeoutMs: 200 });
      const seeded = emu.seedDeployment();
      emu.addFault({ path: '/v2/deployments/:id', action: 'half-body' });
      expect((await client.getDeployment(seeded.id)).id).toBe(seeded.id);
      expect(emu.requests.map((r) => r.faulted)).toEqual(['half-body', undefined]);
    });

    it('a GET whose answers keep stopping half-way fails clearly', async (context) => {
      const { expect } = context;
      const emu = await emulatorForTest({}, context);
      const { client } = clientFor(emu, { requestTimeoutMs: 200 });
      const seeded = emu.seedDeployment();
      emu.addFault({ path: '/v2/deployments/:id', action: 'half-body', times: Infinity });
      const error = await serviceErrorOf(client.getDeployment(seeded.id));
      expect(error.message).toBe(
        `GET /v2/deployments/${seeded.id} → no answer: the answer stopped half-way and nothing more came within 0.2s (body time-out)`,
      );
      expect(emu.requests).toHaveLength(2);
    });

    it('a PATCH whose answer stops half-way is not sent again', async (context) => {
      const { expect } = context;
      const emu = await emulatorForTest({}, context);
      const { client } = clientFor(emu, { requestTimeoutMs: 200 });
      const seeded = emu.seedDeployment();
      emu.addFault({ path: '/v2/deployments/:id', action: 'half-body' });
      const error = await serviceErrorOf(client.patchDeployment(seeded.id, { secrets: [] }));
      expect(error).toMatchObject({ kind: 'network', mayHaveReachedService: true });
      expect(error.detail).toContain('body time-out');
      expect(emu.requests).toHaveLength(1);
      expect(emu.getDeployment(seeded.id)?.latest_revision_id).not.toBe(seeded.latest_revision_id);
    });
  });
});

/*
 * An informational answer before the real one (a proxy's or CDN's `103 Early Hints`, a slow
 * server's `102 Processing`) is passed over, for a GET and a PATCH, and nothing is sent twice.
 */
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
