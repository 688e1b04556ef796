import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import {
  type BackoffSettings,
  backoffDelay,
  DEFAULT_BACKOFF,
  parseRetryAfter,
} from '../../src/client/retry-policy.ts';
import { useEmulator } from '../support/emulator.ts';
import { clientFor, SOURCEHOST_DEPLOYMENT, serviceErrorOf } from './client-helpers.ts';

// A whole second, so an HTTP date (which has no milliseconds) lands on it exactly.
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('parseRetryAfter', () => {
  it.each([
    ['0', 0],
    ['1', 1000],
    ['120', 120_000],
    [' 7 ', 7000],
  ])('reads delta-seconds %j as %i ms', (value, ms) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });

  it('reads an HTTP date as the time from now until then', () => {
    expect(parseRetryAfter(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000);
    expect(parseRetryAfter('Thu, 15 Jan 2026 12:01:00 GMT', NOW)).toBe(60_000);
  });

  it('reads an HTTP date in the past as no wait', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', NOW)).toBe(0);
  });

  it('reads the first of repeated headers', () => {
    expect(parseRetryAfter(['3', '9'], NOW)).toBe(3000);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['a word', 'soon'],
    ['scientific notation', '1e3'],
    ['a number, not text', 5],
    ['an empty list', []],
  ])('ignores a value that is %s', (_what, value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  const settings: BackoffSettings = { ...DEFAULT_BACKOFF, minDelayMs: 500, maxDelayMs: 10_000 };
  const lowest = () => 0;
  const highest = () => 0.999_999;

  it('doubles the ceiling with each retry, from minDelayMs up to maxDelayMs', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 10].map((retry) => backoffDelay(retry, settings, highest));
    expect(ceilings).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('waits at least half the ceiling, so jitter never makes it a tight loop', () => {
    const floors = [1, 2, 3, 4, 5, 6, 10].map((retry) => backoffDelay(retry, settings, lowest));
    expect(floors).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  });

  it('spreads the wait between half and all of the ceiling by the random draw', () => {
    expect(backoffDelay(3, settings, () => 0.5)).toBe(1500);
    expect(backoffDelay(3, settings, () => 0.25)).toBe(1250);
    for (let draw = 0; draw < 1; draw += 0.01) {
      const delay = backoffDelay(4, settings, () => draw);
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });

  it('never exceeds maxDelayMs, however many retries', () => {
    expect(backoffDelay(64, settings, highest)).toBe(10_000);
    expect(backoffDelay(2000, settings, highest)).toBe(10_000);
  });

  it('follows other settings', () => {
    const fast = { ...settings, minDelayMs: 10, maxDelayMs: 25 };
    expect([1, 2, 3].map((retry) => backoffDelay(retry, fast, highest))).toEqual([10, 20, 25]);
  });
});

describe('parseRetryAfter with numbers that are not delta-seconds', () => {
  it.each(['-1', '1.5', '0x10', '1e3'])(
    'ignores %s instead of reading it as a date long past',
    (value) => {
      expect(parseRetryAfter(value, Date.now())).toBeUndefined();
    },
  );
});

describe('the retries the client makes, against the emulator', () => {
  const emulator = useEmulator({}, { per: 'test' });
  let emu: Emulator;
  beforeEach(() => {
    emu = emulator();
  });

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

    it('is not sent again once the caller aborts while it waits to retry', async () => {
      const stop = new AbortController();
      const { client } = clientFor(emu, {
        backoff: { maxRetryAfterMs: 300 },
        onRetry: () => stop.abort(new Error('the step was cancelled')),
      });
      emu.addFault({ method: 'POST', path: '/v2/deployments', status: 503, retryAfter: '120' });
      await expect(
        client.createDeployment(SOURCEHOST_DEPLOYMENT, { signal: stop.signal }),
      ).rejects.toThrow();
      // Past the wait the retry would have ended: nothing more reached the service.
      await new Promise((done) => setTimeout(done, 600));
      expect(emu.requests.map((r) => r.faulted)).toEqual(['503']);
      expect((await client.listDeployments()).resources).toEqual([]);
    });

    it('a listener PATCH is sent again after 503 too', async () => {
      const { client } = clientFor(emu);
      const listener = emu.seedListener({ compute_id: 'c1' });
      emu.addFault({ method: 'PATCH', path: '/v2/listeners/:id', status: 503 });
      const patched = await client.patchListener(listener.id, { version: '2' });
      expect(patched.version).toBe('2');
      expect(emu.requests).toHaveLength(2);
    });
  });
});
