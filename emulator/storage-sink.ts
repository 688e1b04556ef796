import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspectArchive, normalizeArchivePath } from './archive-inspection.ts';
import { now } from './lifecycle.ts';
import type { RecordedUpload } from './service-types.ts';
import type { StoredObject } from './source-archives.ts';
import { CONTENT_LENGTH_RANGE, MAX_UPLOAD_BYTES, type UploadStore } from './upload-store.ts';

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
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (failure === 'reset') {
    resetMidBody(request, record, declared);
  } else if (declared > MAX_UPLOAD_BYTES && failure === undefined) {
    // Refused before the body is read; the connection closes rather than take 200 MB.
    refuse(response, record, tooLarge(), { connection: 'close' });
  } else {
    request.on('error', () => undefined);
    readWhole(request, record).then((body) => {
      const refusal =
        typeof failure === 'number'
          ? { status: failure, code: 'InjectedFault', message: 'Failed by the test.' }
          : refusalOf(method, record, declared);
      if (refusal) refuse(response, record, refusal);
      else store.objects.set(record.objectPath as string, accept(response, record, body));
    });
  }
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

/** The whole body, counted into the record and read as an archive. */
function readWhole(request: IncomingMessage, record: RecordedUpload): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      record.bytes += chunk.length;
      chunks.push(chunk);
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const archive = inspectArchive(body);
      record.validArchive = archive.valid;
      record.entries = archive.entries;
      resolve(body);
    });
  });
}

function accept(response: ServerResponse, record: RecordedUpload, body: Buffer): StoredObject {
  record.status = 200;
  response.writeHead(200, { etag: `"${body.length}-${Date.now()}"`, 'content-length': '0' });
  response.end();
  const files = record.entries
    .filter((entry) => entry.type === 'File')
    .map((entry) => normalizeArchivePath(entry.path));
  return { bytes: body.length, valid: record.validArchive, files: new Set(files) };
}

function refusalOf(method: string, record: RecordedUpload, declared: number): Refusal | undefined {
  if (method !== 'PUT') {
    return { status: 405, code: 'MethodNotAllowed', message: 'Signed for PUT only.' };
  }
  if (record.objectPath === undefined) {
    return { status: 403, code: 'AccessDenied', message: 'No URL with this signature was issued.' };
  }
  const mediaType = String(record.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (mediaType !== 'application/gzip') {
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

function tooLarge(): Refusal {
  return {
    status: 400,
    code: 'EntityTooLarge',
    message: `Your proposed upload exceeds the maximum allowed size (${MAX_UPLOAD_BYTES} bytes).`,
  };
}

function refuse(
  response: ServerResponse,
  record: RecordedUpload,
  refusal: Refusal,
  extraHeaders: Record<string, string> = {},
): void {
  record.status = refusal.status;
  const body = `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`;
  response.writeHead(refusal.status, {
    'content-type': 'application/xml; charset=UTF-8',
    'content-length': String(Buffer.byteLength(body)),
    ...extraHeaders,
  });
  response.end(body);
}
