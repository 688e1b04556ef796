import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { MAX_UPLOAD_BYTES } from '../../emulator/state/upload-store.ts';
import { call, useFreshEmulator } from './http-test-helpers.ts';
import { rawRequest } from './raw-http.ts';
import { makeArchive, putArchive, SIGNED_HEADERS } from './upload-helpers.ts';

const emulator = useFreshEmulator();
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});

const MiB = 1024 * 1024;

/**
 * About 13 MB of gzip that inflates to 12.5 GiB of zeros: gzip members of 16 MiB of zeros
 * each, one after the other, which a gzip reader takes as one stream.
 */
function gzipBomb(): Buffer {
  const member = gzipSync(Buffer.alloc(16 * MiB), { level: 9 });
  return Buffer.concat(Array.from({ length: 800 }, () => member));
}

async function uploadUrl(): Promise<string> {
  const { id } = emu.seedDeployment();
  const answer = await call(emu, 'POST', `/v2/deployments/${id}/upload-url`);
  return answer.body.upload_url;
}

/** PUTs the body and resolves with the status as soon as the answer starts, sent or not. */
function putUntilAnswered(url: string, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const put = request(url, {
      method: 'PUT',
      headers: { ...SIGNED_HEADERS, 'content-length': String(body.length) },
    });
    put.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    put.on('error', reject);
    put.end(body);
  });
}

/** The largest growth of this process's resident memory while `work` runs. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}

describe('the storage sink bounds what it reads', () => {
  it('refuses a gzip bomb with 413 once it inflates past the archive limit, in bounded memory', async () => {
    const url = await uploadUrl();
    const bomb = gzipBomb();
    const { result, growth } = await peakGrowth(() => putUntilAnswered(url, bomb));
    expect(result.status).toBe(413);
    expect(result.text).toContain('<Code>EntityTooLarge</Code>');
    expect(result.text).toContain(
      `inflates past the maximum allowed size (${MAX_UPLOAD_BYTES} bytes)`,
    );
    // Inflating it whole would take gigabytes; the sink holds a few pieces at a time.
    expect(growth).toBeLessThan(256 * MiB);
    const [upload] = emu.uploads;
    expect(upload).toMatchObject({ status: 413, validArchive: false });
    expect(upload?.bytes).toBeLessThan(bomb.length);

    // The sink still takes an ordinary archive afterwards.
    const archive = await makeArchive({ 'agent_config.json': '{"graphs":{}}' });
    expect((await putArchive(await uploadUrl(), archive)).status).toBe(200);
    expect(emu.uploads[1]).toMatchObject({ status: 200, validArchive: true });
  });

  it('refuses a chunked PUT to a URL it never signed before reading the body', async () => {
    const url = new URL((await uploadUrl()).replace(/Signature=\w+/, 'Signature=00'));
    const exchange = rawRequest(url.origin, [
      `PUT ${url.pathname}${url.search} HTTP/1.1`,
      `Host: ${url.host}`,
      'Content-Type: application/gzip',
      `X-Goog-Content-Length-Range: 0,${MAX_UPLOAD_BYTES}`,
      'Transfer-Encoding: chunked',
    ]);
    const sent = await exchange.sendBody(256 * MiB, gzipBomb().subarray(0, 256 * 1024), true);
    expect(await exchange.status).toBe(403);
    expect(exchange.received()).toContain('<Code>AccessDenied</Code>');
    await exchange.closed;
    expect(sent).toBeLessThan(256 * MiB);
    expect(emu.uploads[0]).toMatchObject({ status: 403, bytes: 0 });
  });

  it('answers 411 to a chunked PUT to a signed URL, without reading it', async () => {
    const url = new URL(await uploadUrl());
    const exchange = rawRequest(url.origin, [
      `PUT ${url.pathname}${url.search} HTTP/1.1`,
      `Host: ${url.host}`,
      'Content-Type: application/gzip',
      `X-Goog-Content-Length-Range: 0,${MAX_UPLOAD_BYTES}`,
      'Transfer-Encoding: chunked',
    ]);
    expect(await exchange.status).toBe(411);
    exchange.socket.destroy();
    expect(emu.uploads[0]).toMatchObject({ status: 411, bytes: 0 });
  });
});
