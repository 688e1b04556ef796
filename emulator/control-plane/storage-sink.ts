import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ArchiveInspector, normalizeArchivePath } from '../common/archive-inspection.ts';
import { declaredLength, dropUnreadBody } from '../common/body-limits.ts';
import { now } from '../common/clock.ts';
import { mediaType } from '../common/http-io.ts';
import type { ArchiveCopy } from '../state/kept-archives.ts';
import type { RecordedUpload } from '../state/service-types.ts';
import type { StoredObject } from '../state/source-archives.ts';
import { CONTENT_LENGTH_RANGE, MAX_UPLOAD_BYTES, type UploadStore } from '../state/upload-store.ts';

/*
 * A stand-in for the storage host that signed upload URLs point at: a second loopback server.
 * It takes `PUT <upload_url>` with the headers the URL was signed for, refuses what a signed
 * URL refuses (in the storage host's XML words), and keeps each archive it accepts as an
 * object a revision's `source_tarball_path` can name. It never checks credentials: it
 * records every header so tests can see that none of the control plane's came along.
 */

interface Refusal {
  status: number;
  code: string;
  message: string;
}

export interface StorageSink {
  origin: string;
  close(): Promise<void>;
}

export async function startStorageSink(store: UploadStore, host: string): Promise<StorageSink> {
  const http = createServer((request, response) => receive(store, request, response));
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const address = http.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const origin = `http://${shownHost}:${address.port}`;
  return {
    origin,
    close() {
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      return closed;
    },
  };
}

function receive(store: UploadStore, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://sink');
  const method = (request.method ?? 'GET').toUpperCase();
  const record: RecordedUpload = {
    method,
    objectPath: store.objectFor(url.pathname, url.searchParams.get('X-Goog-Signature')),
    headers: { ...request.headers },
    bytes: 0,
    status: 0,
    validArchive: false,
    entries: [],
    at: now(),
  };
  store.uploads.push(record);

  const failure = method === 'PUT' ? store.takeFailure() : undefined;
  const declared = declaredLength(request);
  if (failure === 'reset') {
    resetMidBody(request, record, declared);
    return;
  }
  // What the URL's signature and headers refuse is refused before any of the body is read.
  const refusal = failure === undefined ? refusalOf(method, record, declared) : undefined;
  if (refusal) {
    dropUnreadBody(request);
    refuse(response, record, refusal, { connection: 'close' });
    return;
  }
  let jsonFiles = new Map<string, string>();
  const copy = store.kept?.begin();
  const onJsonFiles = (files: Map<string, string>) => {
    jsonFiles = files;
  };
  readArchive(request, record, onJsonFiles, copy).then(async (outcome) => {
    if (outcome !== 'read' || typeof failure === 'number') void copy?.discard();
    if (outcome === 'gone') return;
    if (outcome === 'too-large' || outcome === 'expands-too-far') {
      dropUnreadBody(request);
      return refuse(response, record, tooLarge(outcome), { connection: 'close' });
    }
    if (typeof failure === 'number') {
      refuse(response, record, {
        status: failure,
        code: 'InjectedFault',
        message: 'Failed by the test.',
      });
    } else {
      const archiveFile = await copy?.finish();
      const object = accept(response, record, jsonFiles);
      store.objects.set(record.objectPath as string, {
        ...object,
        ...(archiveFile && { archiveFile }),
      });
    }
  });
}

function resetMidBody(request: IncomingMessage, record: RecordedUpload, declared: number): void {
  const resetAfter = Number.isFinite(declared) ? Math.floor(declared / 2) : 0;
  const reset = () => {
    if (record.status === 'reset') return;
    record.status = 'reset';
    request.socket.resetAndDestroy();
  };
  request.on('data', (chunk: Buffer) => {
    record.bytes += chunk.length;
    if (record.bytes >= resetAfter) reset();
  });
  request.on('end', reset);
}

/**
 * Reads the body as an archive while it arrives, counting it into the record and keeping
 * none of it but its small `.json` files (see ArchiveInspector) and, when given, a copy on
 * disk; stops at the first byte past the size limit, or once the archive inflates past it (a
 * gzip bomb).
 */
function readArchive(
  request: IncomingMessage,
  record: RecordedUpload,
  onJsonFiles: (files: Map<string, string>) => void,
  copy: ArchiveCopy | undefined,
): Promise<'read' | 'too-large' | 'expands-too-far' | 'gone'> {
  const inspector = new ArchiveInspector(MAX_UPLOAD_BYTES);
  return new Promise((resolve) => {
    let stopped = false;
    const stop = (outcome: 'too-large' | 'expands-too-far' | 'gone') => {
      if (stopped) return;
      stopped = true;
      request.off('data', onData);
      inspector.abandon();
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      record.bytes += chunk.length;
      if (record.bytes > MAX_UPLOAD_BYTES) return stop('too-large');
      request.pause();
      // Read on once the inspector (and the copy, when one is kept) took this piece.
      let waiting = copy ? 2 : 1;
      const taken = () => {
        waiting -= 1;
        if (waiting > 0) return;
        if (inspector.expandsPastLimit) stop('expands-too-far');
        else if (!stopped) request.resume();
      };
      copy?.write(chunk, taken);
      inspector.write(chunk, taken);
    };
    request.on('data', onData);
    request.on('error', () => stop('gone'));
    request.on('close', () => {
      if (!request.complete) stop('gone');
    });
    request.on('end', async () => {
      if (stopped) return;
      const archive = await inspector.end();
      if (archive.expandsPastLimit) return resolve('expands-too-far');
      record.validArchive = archive.valid;
      record.entries = archive.entries;
      onJsonFiles(archive.jsonFiles);
      resolve('read');
    });
  });
}

function accept(
  response: ServerResponse,
  record: RecordedUpload,
  jsonFiles: Map<string, string>,
): StoredObject {
  record.status = 200;
  record.answeredAt = now();
  response.writeHead(200, { etag: `"${record.bytes}-${Date.now()}"`, 'content-length': '0' });
  response.end();
  const files = record.entries
    .filter((entry) => entry.type === 'File')
    .map((entry) => normalizeArchivePath(entry.path));
  return { bytes: record.bytes, valid: record.validArchive, files: new Set(files), jsonFiles };
}

function refusalOf(method: string, record: RecordedUpload, declared: number): Refusal | undefined {
  if (method !== 'PUT') {
    return { status: 405, code: 'MethodNotAllowed', message: 'Signed for PUT only.' };
  }
  if (record.objectPath === undefined) {
    return { status: 403, code: 'AccessDenied', message: 'No URL with this signature was issued.' };
  }
  if (mediaType(String(record.headers['content-type'] ?? '')) !== 'application/gzip') {
    return signatureMismatch('content-type was signed as application/gzip');
  }
  if (record.headers['x-goog-content-length-range'] !== CONTENT_LENGTH_RANGE) {
    return signatureMismatch(`x-goog-content-length-range was signed as ${CONTENT_LENGTH_RANGE}`);
  }
  if (!Number.isFinite(declared)) {
    return { status: 411, code: 'MissingContentLength', message: 'Content-Length is required.' };
  }
  return declared > MAX_UPLOAD_BYTES ? tooLarge() : undefined;
}

function signatureMismatch(why: string): Refusal {
  return {
    status: 403,
    code: 'SignatureDoesNotMatch',
    message: `The request signature we calculated does not match the signature you provided: ${why}.`,
  };
}

/** Emulator: 413, for a body over the limit and for an archive that inflates past it. */
function tooLarge(why: 'too-large' | 'expands-too-far' = 'too-large'): Refusal {
  return {
    status: 413,
    code: 'EntityTooLarge',
    message:
      why === 'too-large'
        ? `Your proposed upload exceeds the maximum allowed size (${MAX_UPLOAD_BYTES} bytes).`
        : `The archive inflates past the maximum allowed size (${MAX_UPLOAD_BYTES} bytes).`,
  };
}

function refuse(
  response: ServerResponse,
  record: RecordedUpload,
  refusal: Refusal,
  extraHeaders: Record<string, string> = {},
): void {
  record.status = refusal.status;
  record.answeredAt = now();
  const body = `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`;
  response.writeHead(refusal.status, {
    'content-type': 'application/xml; charset=UTF-8',
    'content-length': String(Buffer.byteLength(body)),
    ...extraHeaders,
  });
  response.end(body);
}
