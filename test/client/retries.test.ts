import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/index.ts';
import { clientFor, SOURCEHOST_DEPLOYMENT, serviceErrorOf } from './client-helpers.ts';

let emu: Emulator;
beforeEach(async () => {
  emu = await startEmulator();
});
afterEach(() => emu.close());

describe('a GET', () => {
  it.each([408, 429, 500, 502, 503, 504])('is tried again after %i', async (status) => {
    const { client, notices } = clientFor(emu);
    const seeded = emu.seedDeployment();
    emu.addFault({ path: '/v2/deployments/:id', status });
    const deployment = await client.getDeployment(seeded.id);
    expect(deployment.id).toBe(seeded.id);
    expect(emu.requests.map((r) => r.faulted)).toEqual([String(status), undefined]);
    expect(notices).toEqual([
      expect.objectContaining({ attempt: 1, reason: `HTTP ${status}`, status }),
    ]);
  });

  it('is tried again after the connection is reset', async () => {
    const { client, notices } = clientFor(emu);
    emu.addFault({ path: '/v2/listeners', action: 'reset' });
    const page = await client.listListeners();
    expect(page.resources).toEqual([]);
    expect(emu.requests.map((r) => r.faulted)).toEqual(['reset', undefined]);
    expect(notices[0]?.reason).toMatch(/^(ECONNRESET|UND_ERR_SOCKET)$/);
  });

  it('is not tried again after a 4xx other than 408 and 429', async () => {
    const { client } = clientFor(emu);
    emu.addFault({ path: '/v2/listeners', status: 403, body: { detail: 'Invalid API key.' } });
    const error = await serviceErrorOf(client.listListeners());
    expect(error.message).toBe('GET /v2/listeners → 403: Invalid API key.');
    expect(emu.requests).toHaveLength(1);
  });

  it('waits as long as Retry-After says in seconds, within the configured cap', async () => {
    const { client, notices } = clientFor(emu, { backoff: { maxRetryAfterMs: 25 } });
    emu.addFault({ path: '/v2/listeners', status: 429, retryAfter: '120' });
    await client.listListeners();
    expect(emu.requests).toHaveLength(2);
    expect(notices).toEqual([
      expect.objectContaining({ status: 429, retryAfterMs: 120_000, delayMs: 25 }),
    ]);
  });

  it('waits until the HTTP date Retry-After names, within the configured cap', async () => {
    const { client, notices } = clientFor(emu, { backoff: { maxRetryAfterMs: 25 } });
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    emu.addFault({ path: '/v2/listeners', status: 503, retryAfter: inAMinute });
    await client.listListeners();
    expect(emu.requests).toHaveLength(2);
    expect(notices[0]?.retryAfterMs).toBeGreaterThan(30_000);
    expect(notices[0]?.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(notices[0]?.delayMs).toBe(25);
  });

  it('gives up after maxRetries more attempts', async () => {
    const { client, notices } = clientFor(emu, { backoff: { maxRetries: 2 } });
    emu.addFault({ path: '/v2/listeners', status: 502, times: Infinity });
    const error = await serviceErrorOf(client.listListeners());
    expect(error.message).toBe('GET /v2/listeners → 502: Bad Gateway');
    expect(emu.requests).toHaveLength(3);
    expect(notices.map((n) => n.attempt)).toEqual([1, 2]);
  });
});

describe('a PATCH or POST', () => {
  it.each([500, 502, 504])('is not sent again after %i', async (status) => {
    const { client, notices } = clientFor(emu);
    const seeded = emu.seedDeployment();
    emu.addFault({ method: 'PATCH', path: '/v2/deployments/:id', status });
    const error = await serviceErrorOf(client.patchDeployment(seeded.id, { secrets: [] }));
    expect(error).toMatchObject({ kind: 'http', status, mayHaveReachedService: true });
    expect(emu.requests).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('is not sent again after the connection drops, since the service may have acted', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment();
    emu.addFault({ method: 'PATCH', path: '/v2/deployments/:id', action: 'apply-then-reset' });
    const error = await serviceErrorOf(
      client.patchDeployment(seeded.id, { source_revision_config: { repo_ref: 'release' } }),
    );
    expect(error).toMatchObject({
      kind: 'network',
      status: undefined,
      mayHaveReachedService: true,
    });
    expect(error.message).toMatch(/^PATCH \/v2\/deployments\/\S+ → no answer: /);
    expect(emu.requests).toHaveLength(1);
    expect(emu.getDeployment(seeded.id)?.source_revision_config.repo_ref).toBe('release');
  });

  it('is not sent again after a connection reset', async () => {
    const { client, notices } = clientFor(emu);
    emu.addFault({ method: 'POST', path: '/v2/deployments', action: 'reset' });
    const error = await serviceErrorOf(client.createDeployment(SOURCEHOST_DEPLOYMENT));
    expect(error).toMatchObject({ kind: 'network', mayHaveReachedService: true });
    expect(emu.requests).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('is not sent again after a time-out', async () => {
    const { client } = clientFor(emu, { requestTimeoutMs: 200 });
    emu.addFault({ method: 'POST', path: '/v2/listeners', action: 'hang' });
    const error = await serviceErrorOf(
      client.createListener({ compute_type: 'k8s', compute_id: 'c1', compute_config: {} }),
    );
    expect(error.message).toBe(
      'POST /v2/listeners → no answer: no answer within 0.2s (request time-out)',
    );
    expect(emu.requests).toHaveLength(1);
  });

  it.each([429, 503])(
    'is sent again after %i, which says the service did not act',
    async (status) => {
      const { client } = clientFor(emu);
      emu.addFault({ method: 'POST', path: '/v2/deployments', status, retryAfter: '0' });
      const created = await client.createDeployment(SOURCEHOST_DEPLOYMENT);
      expect(created.name).toBe(SOURCEHOST_DEPLOYMENT.name);
      expect(emu.requests.map((r) => [r.method, r.faulted])).toEqual([
        ['POST', String(status)],
        ['POST', undefined],
      ]);
      expect(emu.requests[1]?.body).toEqual(emu.requests[0]?.body);
      expect((await client.listDeployments()).resources).toHaveLength(1);
    },
  );

  it('a listener PATCH is sent again after 503 too', async () => {
    const { client } = clientFor(emu);
    const listener = emu.seedListener({ compute_id: 'c1' });
    emu.addFault({ method: 'PATCH', path: '/v2/listeners/:id', status: 503 });
    const patched = await client.patchListener(listener.id, { version: '2' });
    expect(patched.version).toBe('2');
    expect(emu.requests).toHaveLength(2);
  });
});
