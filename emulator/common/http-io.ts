import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './body-limits.ts';
import type { Reply } from './reply.ts';

/**
 * The body as recorded: parsed JSON, the raw text when it is not JSON (or nested too deep to
 * read), undefined when empty.
 */
export function recordedBody(text: string): unknown {
  if (text === '') return undefined;
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The JSON object the text holds, or undefined when it holds anything else. */
export function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A Content-Type header's media type, lower case, without its parameters: `text/plain`. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function encode(reply: Reply): { headers: Record<string, string>; payload: Buffer } {
  if (reply.body === undefined) return { headers: { ...reply.headers }, payload: Buffer.alloc(0) };
  const isText = typeof reply.body === 'string';
  const payload = Buffer.from(isText ? (reply.body as string) : JSON.stringify(reply.body), 'utf8');
  const contentType = isText ? 'text/plain; charset=utf-8' : 'application/json';
  return { headers: { 'content-type': contentType, ...reply.headers }, payload };
}

export function sendReply(response: ServerResponse, reply: Reply): void {
  const { headers, payload } = encode(reply);
  response.writeHead(reply.status, { ...headers, 'content-length': String(payload.length) });
  response.end(payload);
}

/** Announces the whole body, sends half of it, then goes quiet. */
export function sendHalfReply(response: ServerResponse, reply: Reply): void {
  const { headers, payload } = encode(reply);
  response.writeHead(reply.status, { ...headers, 'content-length': String(payload.length) });
  response.write(payload.subarray(0, Math.floor(payload.length / 2)));
}

/** Drops the connection with a TCP reset, the way a crashed proxy does. */
export function resetConnection(request: IncomingMessage): void {
  request.socket.resetAndDestroy();
}

export const GATEWAY_ERROR_PAGE = `<!DOCTYPE html>
<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;
