import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RequestClock } from '../../../src/agent-server-client/client.ts';
import type { StepLog } from '../../../src/common/step-context.ts';
import type { StepEvent } from '../../../src/common/step-events.ts';
import {
  checkHealth,
  HEALTH_CHECK_INTERVAL_MS,
} from '../../../src/deploy/after-deployed/health-check.ts';
import { fakeAgentServer, testServer } from '../../support/fake-agent-server.ts';

const dispatcher = new Agent();
afterAll(() => dispatcher.close());

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
  atMs: number;
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise((done) => server?.close(done) ?? done(undefined));
  server = undefined;
});

/** A loopback server answering each request from `answers` in turn (the last one repeats). */
async function agentServer(answers: Array<{ status: number; body?: string; location?: string }>) {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers, atMs: performance.now() });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)] ?? { status: 500 };
    res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
    res.end(answer.body ?? '');
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen };
}

interface Asked extends Partial<Pick<RequestClock, 'remainingMs' | 'signal'>> {
  deploymentUrl: string;
  path?: string;
  apiKey?: string;
  log?: StepLog['log'];
  /** 5 ms unless told; `undefined` for the product's own interval. */
  intervalMs?: number | undefined;
}

/** The health check of `asked.path` (/ok) on a client of the deployment's URL, on a test clock. */
function healthOf({ deploymentUrl, apiKey, remainingMs, signal, ...asked }: Asked) {
  let clock = 0;
  const server = testServer(deploymentUrl, {
    apiKey,
    dispatcher,
    clock: {
      elapsedMs: () => (clock += 100),
      ...(remainingMs && { remainingMs }),
      ...(signal && { signal }),
    },
  });
  const interval = 'intervalMs' in asked ? asked.intervalMs : 5;
  return checkHealth(server, {
    path: asked.path ?? '/ok',
    log: asked.log ?? (() => {}),
    ...(interval !== undefined && { intervalMs: interval }),
  });
}

describe('checkHealth', () => {
  it('passes once the server answers 2xx, after a few 503s, sending no key: /ok needs none', async () => {
    const agent = await agentServer([
      { status: 503 },
      { status: 503 },
      { status: 503 },
      { status: 200, body: '{"ok": true}' },
    ]);
    const outcome = await healthOf({ deploymentUrl: agent.url });
    expect(outcome).toMatchObject({
      healthy: true,
      attempts: 4,
      lastStatus: 200,
      lastBody: '{"ok": true}',
      url: `${agent.url}/ok`,
    });
    expect(outcome.problem).toBeUndefined();
    expect(agent.seen.map((seen) => seen.path)).toEqual(['/ok', '/ok', '/ok', '/ok']);
    expect(agent.seen.map((seen) => seen.headers['x-api-key'])).toEqual(Array(4).fill(undefined));
    expect(outcome.sent).toBe(true);
    expect(outcome.endedAtMs).toBeGreaterThan(outcome.startedAtMs);
  });

  it('joins the URL as the service wrote it and the path with one slash', async () => {
    const agent = await agentServer([{ status: 204 }]);
    const outcome = await healthOf({ deploymentUrl: `${agent.url}/app/`, path: '/ok' });
    expect(outcome.url).toBe(`${agent.url}/app/ok`);
    expect(agent.seen[0]?.path).toBe('/app/ok');
  });

  it('never passes: unhealthy, with the last status and at most 200 characters of the body', async () => {
    const body = `<b>down</b>${'x'.repeat(500)}`;
    const agent = await agentServer([{ status: 503, body }]);
    // Fractional, as the step's clock is: a timer takes whole milliseconds.
    let remaining = 30_000.37;
    const outcome = await healthOf({
      deploymentUrl: agent.url,
      remainingMs: () => (remaining -= 5_000),
    });
    expect(outcome.healthy).toBe(false);
    expect(outcome.attempts).toBeGreaterThan(1);
    expect(outcome.lastStatus).toBe(503);
    expect(outcome.lastBody).toBe(body.slice(0, 200));
    expect(outcome.problem).toMatch(/never answered 2xx: \d+ requests, the last one HTTP 503/);
  });

  it('does not follow a redirect: a 3xx is an answer that did not pass', async () => {
    const agent = await agentServer([{ status: 302, location: '/elsewhere' }]);
    let remaining = 12_000;
    const outcome = await healthOf({
      deploymentUrl: agent.url,
      remainingMs: () => (remaining -= 5_000),
    });
    expect(outcome).toMatchObject({ healthy: false, lastStatus: 302 });
    expect(agent.seen.map((seen) => seen.path).every((path) => path === '/ok')).toBe(true);
  });

  it('sends nothing for a path the URL rules refuse, and says why', async () => {
    const agent = await agentServer([{ status: 200 }]);
    const outcome = await healthOf({ deploymentUrl: agent.url, path: '/ok;id' });
    expect(outcome).toMatchObject({ healthy: false, sent: false, attempts: 0 });
    expect(outcome.problem).toBe(
      `No health check was sent: the deployment's URL holds ";", which a shell would act on.`,
    );
    expect(agent.seen).toEqual([]);
  });

  it('passes on a 2xx whose body never finishes: the status decides, the body is only shown', async () => {
    const seen: string[] = [];
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-length': '100' });
      res.write('{"ok": tr');
    });
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    let remaining = 1_500;
    const outcome = await healthOf({
      deploymentUrl: `http://127.0.0.1:${port}`,
      remainingMs: () => (remaining -= 100),
    });
    server.closeAllConnections();
    expect(outcome).toMatchObject({ healthy: true, attempts: 1, lastStatus: 200 });
    expect(outcome.lastBody).toBe('{"ok": tr');
    expect(seen).toEqual(['/ok']);
  });

  it('tells the last attempt: no answer after a 503 leaves no 503 behind', async () => {
    const agent = await agentServer([{ status: 503, body: 'down' }]);
    let remaining = 60_000;
    const outcome = await healthOf({
      deploymentUrl: agent.url,
      remainingMs: () => (remaining -= 20_000),
      log: (line) => {
        // After the first answer, the server goes away.
        if (line.includes('→ 503')) server?.close();
        server?.closeAllConnections();
      },
    });
    expect(outcome.healthy).toBe(false);
    expect(outcome.attempts).toBeGreaterThan(1);
    expect(outcome.lastStatus).toBeUndefined();
    expect(outcome.lastBody).toBeUndefined();
    expect(outcome.lastError).toContain('no answer');
    expect(outcome.problem).toContain('the last one no answer');
  });

  it('counts a refused connection as an answer that did not pass, and says so', async () => {
    const agent = await agentServer([{ status: 200 }]);
    await new Promise((done) => server?.close(done));
    server = undefined;
    let remaining = 12_000;
    const outcome = await healthOf({
      deploymentUrl: agent.url,
      remainingMs: () => (remaining -= 5_000),
    });
    expect(outcome.healthy).toBe(false);
    expect(outcome.lastStatus).toBeUndefined();
    expect(outcome.problem).toContain('the last one no answer');
  });

  it(`waits at least ${HEALTH_CHECK_INTERVAL_MS} ms between requests unless told otherwise`, async () => {
    const agent = await agentServer([{ status: 503 }, { status: 200 }]);
    const outcome = await healthOf({ deploymentUrl: agent.url, intervalMs: undefined });
    expect(outcome.healthy).toBe(true);
    const [first, second] = agent.seen;
    expect((second?.atMs ?? 0) - (first?.atMs ?? 0)).toBeGreaterThanOrEqual(
      HEALTH_CHECK_INTERVAL_MS - 50,
    );
  });

  it('stops with the step: a cancel while it waits ends the check with the step’s reason', async () => {
    const agent = await agentServer([{ status: 503 }]);
    const controller = new AbortController();
    const check = healthOf({
      deploymentUrl: agent.url,
      signal: controller.signal,
      intervalMs: 30_000,
    });
    setTimeout(() => controller.abort(new Error('cancelled')), 200);
    await expect(check).rejects.toThrow('cancelled');
  });

  describe('behind a key check (401 or 403 without X-Api-Key)', () => {
    const KEY = 'lsv2_key_for_a_key_checked_ok';

    it.each([401, 403])(
      'asks again at once with the key after %i, passes on 2xx, and says so once',
      async (status) => {
        const agent = await agentServer([
          { status, body: 'Missing x-api-key' },
          { status: 503 },
          { status: 200, body: '{"ok": true}' },
        ]);
        const logs: string[] = [];
        const log = (line: string) => logs.push(line);
        const outcome = await healthOf({ deploymentUrl: agent.url, apiKey: KEY, log });
        expect(outcome).toMatchObject({ healthy: true, key: 'sent', attempts: 3, lastStatus: 200 });
        expect(agent.seen.map((seen) => seen.headers['x-api-key'])).toEqual([undefined, KEY, KEY]);
        expect(agent.seen.every((seen) => seen.headers.authorization === undefined)).toBe(true);
        expect(logs.filter((line) => line.includes('X-Api-Key'))).toEqual([
          `Health check: GET ${agent.url}/ok answered ${status} without a key, so the server checks one: asking again with X-Api-Key.`,
        ]);
        expect(logs.join('\n')).not.toContain(KEY);
      },
    );

    it('ends at once when the key is refused too: the check says nothing of the revision', async () => {
      const agent = await agentServer([
        { status: 401 },
        { status: 403, body: 'Invalid x-api-key' },
      ]);
      const outcome = await healthOf({ deploymentUrl: agent.url, apiKey: KEY });
      expect(outcome).toMatchObject({ healthy: false, key: 'refused', attempts: 2 });
      expect(outcome.problem).toBe(
        `The health check GET ${agent.url}/ok answered 403 with X-Api-Key too: the server refuses this key there, which says nothing of the revision.`,
      );
      expect(agent.seen).toHaveLength(2);
    });

    it('ends at once without a key to send (bearer-token only): the bearer token never goes there', async () => {
      const agent = await agentServer([{ status: 401, body: 'Missing x-api-key' }]);
      const outcome = await healthOf({ deploymentUrl: agent.url });
      expect(outcome).toMatchObject({ healthy: false, key: 'missing', attempts: 1 });
      expect(outcome.problem).toContain('this step has no api-key to send');
      expect(agent.seen.map((seen) => seen.headers.authorization)).toEqual([undefined]);
    });

    it('follows no redirect with the key either: a 3xx after it is an answer that did not pass', async () => {
      const elsewhere = await fakeAgentServer(() => ({ status: 200, body: {} }));
      const agent = await agentServer([
        { status: 401 },
        { status: 307, location: `${elsewhere.url}/ok` },
      ]);
      let remaining = 12_000;
      const outcome = await healthOf({
        deploymentUrl: agent.url,
        apiKey: KEY,
        remainingMs: () => (remaining -= 5_000),
      });
      expect(outcome).toMatchObject({ healthy: false, key: 'sent', lastStatus: 307 });
      expect(elsewhere.seen).toEqual([]);
    });
  });
});

describe('checkHealth, as events', () => {
  it('tells each request with its line, as the check event it stands for', async () => {
    const agent = await agentServer([{ status: 503 }, { status: 200 }]);
    const told: Array<{ line: string; event?: StepEvent }> = [];
    await healthOf({
      deploymentUrl: agent.url,
      log: (line, event) => told.push({ line, ...(event && { event }) }),
    });
    const url = `${agent.url}/ok`;
    expect(told).toEqual([
      {
        line: `Health check 1: GET ${url} → 503`,
        event: { type: 'check', check: 'health-check', attempt: 1, url, answer: '503' },
      },
      {
        line: `Health check 2: GET ${url} → 200`,
        event: { type: 'check', check: 'health-check', attempt: 2, url, answer: '200' },
      },
    ]);
  });
});
