import type { IncomingMessage } from 'node:http';

/*
 * What the emulator takes in, and how it refuses more without holding it: a body is counted
 * while it arrives and never kept past its cap, so no request can make the emulator run out
 * of memory or time before it answers.
 */

/** Emulator: the largest JSON body an API operation reads (1 MiB); a larger one gets 413. */
export const MAX_JSON_BODY_BYTES = 1_048_576;

/** Emulator: the deepest nesting of arrays and objects a JSON body may have; deeper gets 422. */
export const MAX_JSON_DEPTH = 200;

/**
 * After answering a request whose body it will not read, the emulator reads on (and drops)
 * at most this much, so a client still sending can see the answer; then it closes the
 * connection.
 */
export const UNREAD_BODY_ALLOWANCE = 1_048_576;

export type ReceivedBody =
  | { kind: 'read'; body: Buffer }
  | { kind: 'too-large' }
  | { kind: 'gone' };

/** The Content-Length a request declares, NaN when it declares none (a chunked body). */
export function declaredLength(request: IncomingMessage): number {
  const header = request.headers['content-length'];
  return header === undefined ? Number.NaN : Number(header);
}

/** Whether the request comes with a body (which may still be arriving). */
export function announcesBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || declaredLength(request) > 0;
}

/**
 * The body, or 'too-large' as soon as more than `cap` bytes were declared or have arrived
 * (the caller then answers and drops the rest, see `dropUnreadBody`), or 'gone' when the
 * client left.
 */
export function readCappedBody(request: IncomingMessage, cap: number): Promise<ReceivedBody> {
  if (declaredLength(request) > cap) return Promise.resolve({ kind: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= cap) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      request.pause();
      chunks.length = 0;
      resolve({ kind: 'too-large' });
    };
    request.on('data', onData);
    request.on('end', () => resolve({ kind: 'read', body: Buffer.concat(chunks) }));
    request.on('error', () => resolve({ kind: 'gone' }));
    request.on('close', () => {
      if (!request.complete) resolve({ kind: 'gone' });
    });
  });
}

/**
 * Drops what is left of a body the emulator answered without reading: up to
 * UNREAD_BODY_ALLOWANCE more bytes, then the connection is closed.
 */
export function dropUnreadBody(request: IncomingMessage): void {
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > UNREAD_BODY_ALLOWANCE) request.socket.destroy();
  });
  request.on('error', () => undefined);
  request.resume();
}

/** Whether JSON text nests arrays and objects deeper than `limit`; read without recursion. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** Whether every `%` of a path starts an escape that decodes (to UTF-8). */
export function isWellEscaped(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
