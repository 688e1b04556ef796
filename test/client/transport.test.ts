import { describe, expect, it, type TestContext } from 'vitest';
import { startEmulator } from '../../emulator/index.ts';
import { joinUrl } from '../../src/client/transport.ts';
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
  async function emulator({ onTestFinished }: TestContext) {
    const emu = await startEmulator();
    onTestFinished(() => emu.close());
    return emu;
  }

  describe.concurrent('headers time-out', () => {
    it('a GET with no answer is tried again', async (context) => {
      const { expect } = context;
      const emu = await emulator(context);
      const { client, notices } = clientFor(emu, { requestTimeoutMs: 200 });
      emu.addFault({ path: '/v2/listeners', action: 'hang' });
      expect((await client.listListeners()).resources).toEqual([]);
      expect(emu.requests.map((r) => r.faulted)).toEqual(['hang', undefined]);
      expect(notices[0]?.reason).toBe('UND_ERR_HEADERS_TIMEOUT');
    });

    it('a GET that never gets an answer fails clearly once the retries run out', async (context) => {
      const { expect } = context;
      const emu = await emulator(context);
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
      const emu = await emulator(context);
      const { client } = clientFor(emu, { requestTimeoutMs: 200 });
      const seeded = emu.seedDeployment();
      emu.addFault({ path: '/v2/deployments/:id', action: 'half-body' });
      expect((await client.getDeployment(seeded.id)).id).toBe(seeded.id);
      expect(emu.requests.map((r) => r.faulted)).toEqual(['half-body', undefined]);
    });

    it('a GET whose answers keep stopping half-way fails clearly', async (context) => {
      const { expect } = context;
      const emu = await emulator(context);
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
      const emu = await emulator(context);
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
