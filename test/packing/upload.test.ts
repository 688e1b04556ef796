import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StepEvent } from '../../src/common/step-events.ts';
import { type UploadOptions, uploadArchive } from '../../src/packing/upload.ts';
import { CLOSED_PORT } from '../support/closed-port.ts';
import { type SinkBehaviour, startSink } from './sink-server.ts';
import { scratchDir, sha256Of } from './tree-helpers.ts';

const SIGNATURE = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8';
const SIGNED_PATH = `/bucket/uploads/source.tar.gz?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Signature=${SIGNATURE}`;

const sinks: Awaited<ReturnType<typeof startSink>>[] = [];
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((sink) => sink.close()));
});

async function sinkWith(script: SinkBehaviour[] = []) {
  const sink = await startSink(script);
  sinks.push(sink);
  return sink;
}

async function archiveOf(bytes: number) {
  const file = path.join(await scratchDir('upload-test-'), 'source.tar.gz');
  await writeFile(file, randomBytes(bytes));
  return { file, bytes, sha256: await sha256Of(file) };
}

async function upload(
  url: string,
  file: string,
  bytes: number,
  extra: Partial<UploadOptions> = {},
) {
  const logs: string[] = [];
  const events: StepEvent[] = [];
  const done = uploadArchive({
    url,
    file,
    bytes,
    log: (line, event) => {
      logs.push(line);
      if (event) events.push(event);
    },
    retryDelayMs: 1,
    ...extra,
  });
  return { done, logs, events };
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => expect.fail('the upload should have failed'),
    (reason: unknown) => reason,
  );
  return (error as Error).message;
}

describe('uploadArchive', () => {
  it('PUTs the file with the storage headers and no control-plane credential', async () => {
    const sink = await sinkWith();
    const archive = await archiveOf(300_000);
    await (await upload(`${sink.origin}${SIGNED_PATH}`, archive.file, archive.bytes)).done;

    expect(sink.requests).toHaveLength(1);
    const [request] = sink.requests;
    expect(request).toMatchObject({ method: 'PUT', url: SIGNED_PATH, complete: true });
    expect(request?.sha256).toBe(archive.sha256);
    expect(request?.headers).toMatchObject({
      'content-type': 'application/gzip',
      'content-length': '300000',
      'x-goog-content-length-range': '0,209715200',
    });
    for (const name of ['x-api-key', 'authorization', 'x-tenant-id', 'cookie']) {
      expect(request?.headers).not.toHaveProperty(name);
    }
  });

  it('retries from the start of the file after a 500', async () => {
    const sink = await sinkWith([{ status: 500, body: 'backend error' }]);
    const archive = await archiveOf(200_000);
    const { done, logs } = await upload(
      `${sink.origin}${SIGNED_PATH}`,
      archive.file,
      archive.bytes,
    );
    await done;
    expect(sink.requests.map((r) => [r.bytes, r.sha256 === archive.sha256])).toEqual([
      [200_000, true],
      [200_000, true],
    ]);
    expect(logs[0]).toBe(
      'upload attempt 1 of 3 failed (the storage host answered 500: backend error); retrying from the start in 0.0 s',
    );
  });

  it('retries from the start after the connection is cut mid-body', async () => {
    const sink = await sinkWith([{ resetAfterBytes: 100_000 }]);
    const archive = await archiveOf(2_000_000);
    const { done, logs } = await upload(
      `${sink.origin}${SIGNED_PATH}`,
      archive.file,
      archive.bytes,
    );
    await done;
    expect(sink.requests).toHaveLength(2);
    expect(sink.requests[0]?.complete).toBe(false);
    expect(sink.requests[0]?.bytes).toBeLessThan(2_000_000);
    expect(sink.requests[1]).toMatchObject({ complete: true, sha256: archive.sha256 });
    expect(logs[0]).toMatch(/^upload attempt 1 of 3 failed \(.+\); retrying from the start/);
    expect(logs.join('\n')).not.toContain(SIGNATURE);
  });

  it.each([408, 429, 503])('retries a %i', async (status) => {
    const sink = await sinkWith([{ status }]);
    const archive = await archiveOf(1000);
    await (await upload(`${sink.origin}${SIGNED_PATH}`, archive.file, archive.bytes)).done;
    expect(sink.requests).toHaveLength(2);
  });

  it('gives up after the allowed attempts with the last answer', async () => {
    const sink = await sinkWith(
      Array.from({ length: 5 }, () => ({ status: 503, body: 'slow down' })),
    );
    const archive = await archiveOf(1000);
    const url = `${sink.origin}${SIGNED_PATH}`;
    expect(await failureOf((await upload(url, archive.file, archive.bytes)).done)).toBe(
      `uploading the source archive to ${sink.origin}/bucket/uploads/source.tar.gz failed 3 times; the last time: the storage host answered 503: slow down`,
    );
    expect(sink.requests).toHaveLength(3);
    await failureOf((await upload(url, archive.file, archive.bytes, { attempts: 1 })).done);
    expect(sink.requests).toHaveLength(4);
  });

  it('fails at once on another 4xx, quoting the storage host without the signature', async () => {
    const answer = `<?xml version='1.0'?><Error><Code>SignatureDoesNotMatch</Code><Message>Bad\u001b[31m signature ${SIGNATURE}</Message><StringToSign>${SIGNATURE}</StringToSign></Error>`;
    const sink = await sinkWith([{ status: 403, body: answer }]);
    const archive = await archiveOf(1000);
    const message = await failureOf(
      (await upload(`${sink.origin}${SIGNED_PATH}`, archive.file, archive.bytes)).done,
    );
    expect(message).toBe(
      `uploading the source archive to ${sink.origin}/bucket/uploads/source.tar.gz failed: the storage host answered 403: SignatureDoesNotMatch: Bad signature …`,
    );
    expect(sink.requests).toHaveLength(1);
  });

  it('bounds a long answer to one line', async () => {
    const sink = await sinkWith([{ status: 400, body: `line one\nline two ${'x'.repeat(5000)}` }]);
    const archive = await archiveOf(10);
    const message = await failureOf(
      (await upload(`${sink.origin}${SIGNED_PATH}`, archive.file, archive.bytes)).done,
    );
    expect(message).toContain('answered 400: line one line two xxx');
    expect(message.length).toBeLessThan(500);
    expect(message).not.toContain('\n');
  });

  it('retries when nothing listens, and names the network error without the query', async () => {
    const archive = await archiveOf(10);
    const url = `http://127.0.0.1:${CLOSED_PORT}${SIGNED_PATH}`;
    const { done, logs } = await upload(url, archive.file, 10);
    const message = await failureOf(done);
    expect(message).toMatch(/failed 3 times; the last time: ECONNREFUSED/);
    expect(logs.filter((line) => line.startsWith('upload attempt'))).toHaveLength(2);
    expect(`${message}${logs.join('')}`).not.toContain(SIGNATURE);
  });

  it('writes progress lines at most every 5 seconds, and one at the end', async () => {
    const sink = await sinkWith();
    const archive = await archiveOf(4 * 1024 * 1024);
    let clock = 0;
    // Each look at the clock moves it a second on.
    const now = () => (clock += 1000);
    const { done, logs } = await upload(
      `${sink.origin}${SIGNED_PATH}`,
      archive.file,
      archive.bytes,
      {
        now,
      },
    );
    await done;
    const progress = logs.filter((line) => line.startsWith('uploading the source archive:'));
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(clock / 5000));
    for (const line of progress) {
      expect(line).toMatch(
        /^uploading the source archive: \d{1,3}% \(\d+\.\d (kB|MB) of 4\.0 MB, \d+\.\d (kB|MB)\/s\)$/,
      );
    }
    expect(logs.at(-1)).toMatch(
      /^uploaded the source archive: 4\.0 MB in (\d+m )?\d+s \(\d+\.\d (kB|MB)\/s\)$/,
    );
  });

  it('says the size of a small archive and the time of a quick upload as they come', async () => {
    const sink = await sinkWith();
    const archive = await archiveOf(1130);
    let clock = 0;
    // The upload starts at the first look and ends at the next: 12 ms.
    const now = () => {
      const at = clock;
      clock += 12;
      return at;
    };
    const { done, logs } = await upload(`${sink.origin}${SIGNED_PATH}`, archive.file, 1130, {
      now,
    });
    await done;
    expect(logs.at(-1)).toMatch(
      /^uploaded the source archive: 1\.1 kB in \d+ms \(\d+\.\d kB\/s\)$/,
    );
  });

  it('tells each progress line as an upload event too, the last one done', async () => {
    const sink = await sinkWith();
    const archive = await archiveOf(4 * 1024 * 1024);
    let clock = 0;
    const { done, logs, events } = await upload(
      `${sink.origin}${SIGNED_PATH}`,
      archive.file,
      archive.bytes,
      { now: () => (clock += 1000) },
    );
    await done;
    const progress = logs.filter((line) => line.startsWith('upload'));
    expect(events).toHaveLength(progress.length);
    expect(events.at(-1)).toEqual({
      type: 'upload',
      sentBytes: archive.bytes,
      totalBytes: archive.bytes,
      done: true,
    });
    for (const event of events.slice(0, -1)) {
      expect(event).toMatchObject({ type: 'upload', totalBytes: archive.bytes, done: false });
    }
  });

  it('stops when the signal aborts mid-upload, with the signal’s reason', async () => {
    const sink = await sinkWith(['hang']);
    const archive = await archiveOf(50_000);
    const controller = new AbortController();
    const { done } = await upload(`${sink.origin}${SIGNED_PATH}`, archive.file, archive.bytes, {
      signal: controller.signal,
    });
    await sink.bodyReceived();
    controller.abort(new Error('the job was cancelled'));
    expect(await failureOf(done)).toBe('the job was cancelled');
    expect(sink.requests).toHaveLength(1);
  });

  it('says every interval that the sent archive still awaits the storage host’s answer', async () => {
    const sink = await sinkWith(['hang']);
    const archive = await archiveOf(50_000);
    const controller = new AbortController();
    const { done, logs } = await upload(
      `${sink.origin}${SIGNED_PATH}`,
      archive.file,
      archive.bytes,
      {
        signal: controller.signal,
        waitingLineMs: 20,
      },
    );
    await sink.bodyReceived();
    const waiting = () => logs.filter((line) => line.includes('waiting for the storage host'));
    while (waiting().length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new Error('the job was cancelled'));
    expect(await failureOf(done)).toBe('the job was cancelled');
    expect(waiting()[0]).toMatch(
      /^the source archive is sent; still waiting for the storage host's answer \(\d+ s so far\)$/,
    );
    // None once the attempt has ended.
    const count = waiting().length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(waiting()).toHaveLength(count);
  });

  it('stops during the wait before a retry, and sends nothing once aborted', async () => {
    const sink = await sinkWith([{ status: 500 }]);
    const archive = await archiveOf(1000);
    const controller = new AbortController();
    const { done } = await upload(`${sink.origin}${SIGNED_PATH}`, archive.file, archive.bytes, {
      signal: controller.signal,
      retryDelayMs: 600_000,
      log: () => controller.abort(new Error('cancelled while waiting')),
    });
    expect(await failureOf(done)).toBe('cancelled while waiting');
    expect(sink.requests).toHaveLength(1);

    const aborted = AbortSignal.abort(new Error('cancelled before'));
    const before = await upload(`${sink.origin}${SIGNED_PATH}`, archive.file, archive.bytes, {
      signal: aborted,
    });
    expect(await failureOf(before.done)).toBe('cancelled before');
    expect(sink.requests).toHaveLength(1);
  });

  it('refuses a file whose size is not the one given', async () => {
    const archive = await archiveOf(100);
    const { done } = await upload(`https://storage.example.com${SIGNED_PATH}`, archive.file, 99);
    expect(await failureOf(done)).toContain('holds 100 bytes, not the 99 it was packed with');
  });
});
