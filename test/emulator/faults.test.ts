import { connect } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/index.ts';
import { useEmulator } from '../support/emulator.ts';
import { AUTH, call, eventually, SOURCEHOST_CREATE } from './http-test-helpers.ts';

let emu: Emulator;
const emulator = useEmulator({}, { per: 'test' });
beforeEach(async () => {
  emu = emulator();
});

const statuses = async (count: number, path: string) => {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await call(emu, 'GET', path)).status);
  return seen;
};

describe('status faults', () => {
  it('answer with the status, Retry-After and reason phrase instead of handling the request', async () => {
    emu.addFault({ method: 'POST', path: '/v2/deployments', status: 503, retryAfter: '7' });
    const refused = await call(emu, 'POST', '/v2/deployments', { body: SOURCEHOST_CREATE });
    expect(refused).toMatchObject({ status: 503, body: { detail: 'Service Unavailable' } });
    expect(refused.headers.get('retry-after')).toBe('7');
    expect((await call(emu, 'GET', '/v2/deployments')).body.resources).toEqual([]);
    const accepted = await call(emu, 'POST', '/v2/deployments', { body: SOURCEHOST_CREATE });
    expect(accepted.status).toBe(201);
    expect(emu.requests.map((r) => r.faulted)).toEqual(['503', undefined, undefined]);
  });

  it('match route templates, exact paths, RegExps and methods; honour times, skip and order', async () => {
    const { id } = emu.seedDeployment();
    emu.addFault({ path: '/v2/deployments/:id', status: 500, skip: 1, times: 2 });
    emu.addFault({ path: '/v2/deployments/:id', status: 502 });
    expect(await statuses(5, `/v2/deployments/${id}`)).toEqual([200, 500, 500, 502, 200]);

    emu.addFault({ path: /\/revisions$/, status: 429, times: Infinity });
    emu.addFault({ method: 'POST', path: '/v2/listeners', status: 409 });
    expect(await statuses(3, `/v2/deployments/${id}/revisions`)).toEqual([429, 429, 429]);
    expect(await statuses(1, '/v2/listeners')).toEqual([200]);
    emu.clearFaults();
    expect(await statuses(1, `/v2/deployments/${id}/revisions`)).toEqual([200]);
  });

  it('send a given body as JSON, or as it is when it is a string, and a Location for a 3xx', async () => {
    emu.addFault({ path: '/v2/listeners', status: 400, body: { detail: 'custom' } });
    emu.addFault({ path: '/v2/listeners', status: 503, body: '' });
    emu.addFault({ path: '/v2/listeners', status: 302 });
    expect((await call(emu, 'GET', '/v2/listeners')).body).toEqual({ detail: 'custom' });
    expect((await call(emu, 'GET', '/v2/listeners')).text).toBe('');
    const moved = await call(emu, 'GET', '/v2/listeners');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toMatch(/^https:\/\//);
  });

  it('may wait first and then handle the request normally', async () => {
    emu.addFault({ path: '/v2/listeners', delayMs: 30 });
    expect((await call(emu, 'GET', '/v2/listeners')).status).toBe(200);
    expect(emu.requests[0]?.faulted).toBe('delay');
  });

  it('may hold a request until a promise settles, while other requests are answered', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    emu.addFault({ path: '/v2/listeners', until: released });
    const events: string[] = [];
    const held = call(emu, 'GET', '/v2/listeners').then(({ status }) => {
      events.push(`held answered ${status}`);
    });
    await eventually(
      () => emu.requests.length,
      (count) => count === 1,
    );
    const other = await call(emu, 'GET', '/v2/deployments');
    events.push(`other answered ${other.status}`);
    release();
    await held;
    expect(events).toEqual(['other answered 200', 'held answered 200']);
    expect(emu.requests.map((r) => r.faulted)).toEqual(['delay', undefined]);
  });
});

describe('latency (latencyMs)', () => {
  it('answers every request normally once its wait is over', async () => {
    const slow = await startEmulator({ latencyMs: 20 });
    try {
      const { id } = slow.seedDeployment();
      const answers = await Promise.all([
        call(slow, 'GET', `/v2/deployments/${id}`),
        call(slow, 'POST', `/v2/deployments/${id}/upload-url`),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(slow.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
        `GET /v2/deployments/${id}`,
        `POST /v2/deployments/${id}/upload-url`,
      ]);
    } finally {
      await slow.close();
    }
  });

  it('holds a request while an emulator without it answers three in a row', async () => {
    const slow = await startEmulator({ latencyMs: 60_000 });
    let answered = false;
    const held = call(slow, 'GET', '/v2/listeners').then(
      () => (answered = true),
      () => 'gone when the emulator closed',
    );
    for (let i = 0; i < 3; i++) expect((await call(emu, 'GET', '/v2/listeners')).status).toBe(200);
    expect(answered).toBe(false);
    await slow.close();
    expect(await held).toBe('gone when the emulator closed');
  });
});

describe('broken answers', () => {
  it('malformed JSON, an HTML gateway page, and a 200 that is not the resource', async () => {
    const { id } = emu.seedDeployment();
    const path = `/v2/deployments/${id}`;
    emu.addFault({ path, action: 'malformed-json' });
    emu.addFault({ path, action: 'html' });
    emu.addFault({ path, action: 'not-a-resource' });
    const malformed = await call(emu, 'GET', path);
    expect(malformed).toMatchObject({ status: 200, text: '{"id": ' });
    const html = await call(emu, 'GET', path);
    expect(html.status).toBe(502);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.text).toContain('<title>502 Bad Gateway</title>');
    expect(await call(emu, 'GET', path)).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('half a body: the full Content-Length is announced, half is sent, then nothing', async () => {
    const { id } = emu.seedDeployment();
    emu.addFault({ path: '/v2/deployments/:id', action: 'half-body' });
    const socket = connect(Number(new URL(emu.origin).port), '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    socket.write(
      `GET /v2/deployments/${id} HTTP/1.1\r\nHost: e\r\nX-Api-Key: emulator-key\r\n\r\n`,
    );
    const text = await eventually(
      () => raw,
      (r) => r.includes('\r\n\r\n{'),
    );
    const [head = '', body = ''] = text.split('\r\n\r\n');
    const announced = Number(/content-length: (\d+)/i.exec(head)?.[1]);
    expect(announced).toBeGreaterThan(100);
    expect(Buffer.byteLength(body)).toBe(Math.floor(announced / 2));
    socket.destroy();
  });
});

describe('connection faults', () => {
  it('reset drops the connection without applying the request', async () => {
    const seeded = emu.seedDeployment();
    emu.addFault({ method: 'PATCH', path: '/v2/deployments/:id', action: 'reset' });
    await expect(
      call(emu, 'PATCH', `/v2/deployments/${seeded.id}`, { body: { secrets: [] } }),
    ).rejects.toThrow();
    expect(emu.getDeployment(seeded.id)?.latest_revision_id).toBe(seeded.latest_revision_id);
    expect(emu.requests.map((r) => r.faulted)).toEqual(['reset']);
  });

  it('apply-then-reset and apply-then-500 change the state before failing', async () => {
    const seeded = emu.seedDeployment();
    const path = `/v2/deployments/${seeded.id}`;
    emu.addFault({ path, action: 'apply-then-reset' });
    await expect(call(emu, 'PATCH', path, { body: { secrets: [] } })).rejects.toThrow();
    const afterReset = emu.getDeployment(seeded.id)?.latest_revision_id;
    expect(afterReset).not.toBe(seeded.latest_revision_id);

    emu.addFault({ path, action: 'apply-then-500' });
    const failed = await call(emu, 'PATCH', path, { body: { secrets: [] } });
    expect(failed).toMatchObject({ status: 500, body: { detail: 'Internal Server Error' } });
    expect(emu.getDeployment(seeded.id)?.latest_revision_id).not.toBe(afterReset);
    expect(emu.requests.map((r) => r.faulted)).toEqual(['apply-then-reset', 'apply-then-500']);
  });

  it('close() returns promptly with hanging and half-answered requests open', async () => {
    const { id } = emu.seedDeployment();
    emu.addFault({ path: '/v2/listeners', action: 'hang' });
    emu.addFault({ path: '/v2/deployments/:id', action: 'half-body' });
    emu.addFault({ path: '/v2/deployments', delayMs: 60_000 });
    const hanging = fetch(`${emu.url}/v2/listeners`, { headers: AUTH });
    const halfRead = fetch(`${emu.url}/v2/deployments/${id}`, { headers: AUTH }).then((r) =>
      r.text(),
    );
    const delayed = fetch(`${emu.url}/v2/deployments`, { headers: AUTH });
    await eventually(
      () => emu.requests.length,
      (n) => n === 3,
    );
    const outcomes = Promise.allSettled([hanging, halfRead, delayed]);
    await emu.close();
    expect((await outcomes).map((outcome) => outcome.status)).toEqual([
      'rejected',
      'rejected',
      'rejected',
    ]);
  });
});
