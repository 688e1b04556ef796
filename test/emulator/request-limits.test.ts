import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from '../../emulator/common/body-limits.ts';
import type { Emulator } from '../../emulator/index.ts';
import { call, SOURCEHOST_CREATE, useFreshEmulator } from './http-test-helpers.ts';
import { rawRequest } from './raw-http.ts';

const emulator = useFreshEmulator();
const MiB = 1024 * 1024;

/** The emulator still serves an ordinary request after the one under test. */
async function stillAnswers(emu: Emulator): Promise<void> {
  const seeded = emu.seedDeployment();
  expect((await call(emu, 'GET', `/v2/deployments/${seeded.id}`)).status).toBe(200);
}

function postHead(headers: string[]): string[] {
  return [
    'POST /v2/deployments HTTP/1.1',
    'Host: emulator',
    'Content-Type: application/json',
    ...headers,
  ];
}

describe('credentials come before the body', () => {
  it('answers 401 to a 600 MB body without a key after 64 KiB of it, then cuts it off', async () => {
    const emu = emulator();
    const exchange = rawRequest(emu.origin, postHead([`Content-Length: ${600 * MiB}`]));
    await exchange.sendBody(64 * 1024, Buffer.alloc(64 * 1024, 0x20));
    expect(await exchange.status).toBe(401);
    expect(exchange.received()).toContain('{"detail":"Missing API key."}');
    expect(exchange.received()).toMatch(/connection: close/i);
    // Sending on, the client is cut off long before the 600 MB are through.
    const sent = await exchange.sendBody(256 * MiB, Buffer.alloc(256 * 1024, 0x20));
    await exchange.closed;
    expect(sent).toBeLessThan(256 * MiB);
    expect(emu.requests.at(-1)).toMatchObject({ method: 'POST', body: undefined });
    await stillAnswers(emu);
  });

  it('answers 403 to a chunked body with a wrong key before the body ends', async () => {
    const emu = emulator();
    const exchange = rawRequest(
      emu.origin,
      postHead(['Transfer-Encoding: chunked', 'X-Api-Key: not-the-key']),
    );
    await exchange.sendBody(64 * 1024, Buffer.alloc(16 * 1024, 0x20), true);
    expect(await exchange.status).toBe(403);
    expect(exchange.received()).toContain('Invalid API key.');
    const sent = await exchange.sendBody(256 * MiB, Buffer.alloc(256 * 1024, 0x20), true);
    await exchange.closed;
    expect(sent).toBeLessThan(256 * MiB);
    await stillAnswers(emu);
  });
});

describe(`JSON bodies are capped at ${MAX_JSON_BODY_BYTES} bytes`, () => {
  it('refuses a declared length over the cap at once with 413', async () => {
    const emu = emulator();
    const exchange = rawRequest(
      emu.origin,
      postHead([`Content-Length: ${MAX_JSON_BODY_BYTES + 1}`, 'X-Api-Key: emulator-key']),
    );
    // Not a byte of the body has been sent.
    expect(await exchange.status).toBe(413);
    expect(exchange.received()).toContain(`larger than ${MAX_JSON_BODY_BYTES} bytes`);
    exchange.socket.destroy();
    expect(emu.requests.at(-1)?.body).toBeUndefined();
    await stillAnswers(emu);
  });

  it('counts a chunked body while it arrives and cuts it off past the cap with 413', async () => {
    const emu = emulator();
    const exchange = rawRequest(
      emu.origin,
      postHead(['Transfer-Encoding: chunked', 'X-Api-Key: emulator-key']),
    );
    const sent = await exchange.sendBody(256 * MiB, Buffer.alloc(64 * 1024, 0x20), true);
    expect(await exchange.status).toBe(413);
    await exchange.closed;
    expect(sent).toBeGreaterThan(MAX_JSON_BODY_BYTES);
    expect(sent).toBeLessThan(256 * MiB);
    expect(emu.requests.at(-1)?.body).toBeUndefined();
    await stillAnswers(emu);
  });

  it('reads a body just under the cap', async () => {
    const emu = emulator();
    const padding = ' '.repeat(MAX_JSON_BODY_BYTES - 1024);
    const answer = await call(emu, 'POST', '/v2/deployments', {
      body: `${JSON.stringify(SOURCEHOST_CREATE)}${padding}`,
    });
    expect(answer.status).toBe(201);
  });
});

describe('malformed requests get a 4xx, never a 500', () => {
  it('answers 400 to a path with a malformed percent-escape', async () => {
    const emu = emulator();
    for (const path of ['/v2/deployments/%E0%A4%A', '/v2/deployments/abc%', '/v2/listeners/%zz']) {
      const answer = await call(emu, 'GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.detail).toContain('malformed percent-escape');
    }
    await stillAnswers(emu);
  });

  it('answers 422 in FastAPI words to a body nested 100,000 deep', async () => {
    const emu = emulator();
    const seeded = emu.seedDeployment();
    const arrays = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const objects = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    for (const [method, path, body] of [
      ['POST', '/v2/deployments', arrays],
      ['PATCH', `/v2/deployments/${seeded.id}`, objects],
    ] as const) {
      const answer = await call(emu, method, path, { body });
      expect(answer.status).toBe(422);
      expect(answer.body.detail).toEqual([
        {
          type: 'json_invalid',
          loc: ['body', 0],
          msg: 'JSON decode error',
          input: {},
          ctx: { error: expect.stringContaining(`deeper than ${MAX_JSON_DEPTH}`) },
        },
      ]);
      expect(emu.requests.at(-1)?.body).toBe(body);
    }
    await stillAnswers(emu);
  });

  it('reads a body nested exactly as deep as it allows', async () => {
    const emu = emulator();
    const nested = `${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}`;
    const answer = await call(emu, 'POST', '/v2/deployments', {
      body: { ...SOURCEHOST_CREATE, secrets: [{ name: 'A', value: nested }] },
    });
    expect(answer.status).toBe(201);
    const deep = `{"name":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;
    const refused = await call(emu, 'POST', '/v2/deployments', { body: deep });
    expect(refused.body.detail[0].ctx.error).toContain('nested deeper');
  });
});
