import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline, type Readable, Transform } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Dispatcher, request } from 'undici';
import { createProxyAwareAgent } from '../client/proxy-agent.ts';
import { oneLine } from '../common/runner-text.ts';
import type { StepBase } from '../common/step-context.ts';
import { MAX_ARCHIVE_BYTES } from './sizes.ts';
import { UploadProgress } from './upload-progress.ts';
import { checkUploadUrl, describeStorageAnswer, shownUrl, withoutQuery } from './upload-target.ts';

/** The archive to upload and where, with the step's log and its signal. */
export type UploadOptions = Pick<StepBase, 'log'> &
  Partial<Pick<StepBase, 'signal'>> & {
    /** The signed URL from `upload-url`: a storage host, never the control plane. */
    url: string;
    file: string;
    /** The file's size, sent as Content-Length. */
    bytes: number;
    /** Tries in all, each from the start of the file. */
    attempts?: number;
    /** The wait before the first retry; it doubles for each further one. */
    retryDelayMs?: number;
    /** The clock progress lines are paced by; tests pass their own. */
    now?: () => number;
    /** While the sent archive awaits the storage host's answer, one line this often; 30 s. */
    waitingLineMs?: number;
  };

const CONNECT_TIMEOUT_MS = 30_000;
/** Longest silence while sending or awaiting the answer; undici restarts it on every write. */
const IDLE_TIMEOUT_MS = 60_000;
/**
 * Read size for the upload. Each chunk is a read, a trip through the thread pool and a write to
 * the socket: 16 KiB chunks cost about 0.1 s more CPU than 256 KiB ones for a 41 MB archive,
 * and with packing no longer leaving garbage behind, the larger chunks do not raise the peak.
 */
const UPLOAD_CHUNK_BYTES = 256 * 1024;
/** How much of an error answer is kept to quote; the rest is read and dropped. */
const MAX_ANSWER_BYTES = 8192;
const WAITING_LINE_MS = 30_000;

type Outcome = { done: true } | { done: false; retryable: boolean; reason: string };

/**
 * PUTs the archive to the signed URL, streamed from disk, through its own proxy-aware pool.
 * It sends no control-plane credential: this module never has one. A network failure, 5xx,
 * 408 or 429 is retried from the start of the file, at most `attempts` tries in all; any other
 * answer that is not 2xx fails at once with the storage host's answer.
 */
export async function uploadArchive(options: UploadOptions): Promise<void> {
  const { file, bytes, signal, log, attempts = 3, retryDelayMs = 1000, now = Date.now } = options;
  const waitingLineMs = options.waitingLineMs ?? WAITING_LINE_MS;
  const target = checkUploadUrl(options.url);
  if (!Number.isInteger(attempts) || attempts < 1) {
    throw new Error(`attempts must be a whole number of at least 1, not ${attempts}`);
  }
  const size = (await stat(file)).size;
  if (size !== bytes) {
    throw new Error(`the archive ${file} holds ${size} bytes, not the ${bytes} it was packed with`);
  }
  // Honours HTTPS_PROXY, HTTP_PROXY and NO_PROXY as the control-plane client does, in a pool of
  // its own so nothing set up for the control plane can reach the storage host.
  const agent = createProxyAwareAgent({ connect: { timeout: CONNECT_TIMEOUT_MS } });
  const progress = new UploadProgress(bytes, log, now);
  try {
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      progress.restart();
      const outcome = await putOnce(agent, target, file, bytes, {
        progress,
        signal,
        waiting: () => waitingLines(log, waitingLineMs, now),
      });
      if (outcome.done) {
        progress.finish();
        return;
      }
      const failed = `uploading the source archive to ${shownUrl(target)} failed`;
      if (!outcome.retryable) throw new Error(`${failed}: ${outcome.reason}`);
      if (attempt >= attempts) {
        throw new Error(`${failed} ${attempts} times; the last time: ${outcome.reason}`);
      }
      const delayMs = retryDelayMs * 2 ** (attempt - 1);
      log(
        `upload attempt ${attempt} of ${attempts} failed (${outcome.reason}); retrying from the start in ${(delayMs / 1000).toFixed(1)} s`,
      );
      await sleep(delayMs, undefined, { signal }).catch((error: unknown) => {
        throw signal?.aborted ? signal.reason : error;
      });
    }
  } finally {
    await agent.destroy();
  }
}

async function putOnce(
  agent: Dispatcher,
  target: URL,
  file: string,
  bytes: number,
  attempt: {
    progress: UploadProgress;
    signal: AbortSignal | undefined;
    /** Starts the lines that say the answer is awaited; returns what stops them. */
    waiting: () => () => void;
  },
): Promise<Outcome> {
  const { progress, signal } = attempt;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      progress.add(chunk.length);
      done(null, chunk);
    },
  });
  // If undici drops the body (a reset, an abort), the pipeline closes the file too.
  const body: Readable = pipeline(
    createReadStream(file, { highWaterMark: UPLOAD_CHUNK_BYTES }),
    counted,
    () => {},
  );
  let answered = false;
  let stopWaiting = () => {};
  body.once('end', () => {
    if (!answered) stopWaiting = attempt.waiting();
  });
  try {
    const response = await request(target, {
      dispatcher: agent,
      method: 'PUT',
      headers: {
        'content-type': 'application/gzip',
        'content-length': String(bytes),
        'x-goog-content-length-range': `0,${MAX_ARCHIVE_BYTES}`,
      },
      body,
      signal,
      headersTimeout: IDLE_TIMEOUT_MS,
      bodyTimeout: IDLE_TIMEOUT_MS,
    });
    answered = true;
    stopWaiting();
    const answer = await readSome(response.body);
    const status = response.statusCode;
    if (status >= 200 && status < 300) return { done: true };
    const said = answer.trim() === '' ? '' : `: ${describeStorageAnswer(answer, target)}`;
    const redirect = status >= 300 && status < 400 ? ' (a redirect, which is not followed)' : '';
    return {
      done: false,
      retryable: status >= 500 || status === 408 || status === 429,
      reason: `the storage host answered ${status}${redirect}${said}`,
    };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    body.destroy();
    return { done: false, retryable: true, reason: describeNetworkError(error, target) };
  } finally {
    answered = true;
    stopWaiting();
  }
}

/**
 * Once the whole archive is sent, a line every `everyMs` while the storage host has not
 * answered, so a silent host does not look like a hung step. Returns what stops the lines.
 */
function waitingLines(log: StepBase['log'], everyMs: number, now: () => number) {
  const sentAt = now();
  const timer = setInterval(() => {
    const seconds = Math.round((now() - sentAt) / 1000);
    log(
      `the source archive is sent; still waiting for the storage host's answer (${seconds} s so far)`,
    );
  }, everyMs);
  return () => clearInterval(timer);
}

/** The start of a response body, reading (and dropping) the rest so the connection is freed. */
async function readSome(stream: AsyncIterable<Buffer>): Promise<string> {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  for await (const chunk of stream) {
    if (keptBytes < MAX_ANSWER_BYTES) {
      kept.push(chunk.subarray(0, MAX_ANSWER_BYTES - keptBytes));
      keptBytes += kept.at(-1)?.length ?? 0;
    }
  }
  return Buffer.concat(kept).toString('utf8');
}

function describeNetworkError(error: unknown, target: URL): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message !== '' ? message : String(error);
  const prefix = typeof code === 'string' ? `${code}: ` : '';
  return oneLine(`${prefix}${withoutQuery(text, target)}`, 300);
}
