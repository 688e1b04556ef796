import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { jsonObject, sendReply } from '../common/http-io.ts';
import { plainText } from './agent-answers.ts';
import { hostOf, type ServedDeployment } from './served-deployment.ts';

/*
 * Emulator: the small proxy in front of a deployment's real agent server. It passes every
 * request and answer through unchanged and streaming (a run's keep-alive newlines arrive as
 * they are sent), but for `GET /info`, to whose answer it adds the `host` members the hosted
 * platform injects: the deployment's id as `project_id`, the revision served, the workspace.
 */

export type RealServerTarget = { kind: 'ready'; url: string } | { kind: 'failed'; reason: string };

/**
 * The real server serving this deployment's revision (once it answers), or undefined when the
 * stand-in serves it (the emulator serves JS agents with the stand-in, or it is not one).
 */
export type RealServerFor = (served: ServedDeployment) => Promise<RealServerTarget> | undefined;

/** `/info` is a few hundred bytes; a longer answer is passed on as it came. */
const MAX_INFO_BYTES = 64 * 1024;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

export function proxyToRealServer(
  request: IncomingMessage,
  response: ServerResponse,
  serverUrl: string,
  pathAndQuery: string,
  served: ServedDeployment,
): void {
  const method = request.method ?? 'GET';
  const isInfo = method === 'GET' && pathAndQuery.split('?')[0] === '/info';
  const upstream = httpRequest(
    new URL(pathAndQuery, serverUrl),
    { method, headers: endToEnd(request.headers) },
    (answer) => {
      if (isInfo && answer.statusCode === 200) return sendInfo(answer, response, served);
      response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) {
      sendReply(response, plainText(502, 'The agent server did not answer.'));
    } else response.destroy();
  });
  response.on('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
  request.pipe(upstream);
}

/**
 * The answer to `/info` with the host members added, when it is a JSON object; any other (or
 * a longer one than MAX_INFO_BYTES) is passed on as it came.
 */
function sendInfo(answer: IncomingMessage, response: ServerResponse, served: ServedDeployment) {
  const headers = endToEnd(answer.headers);
  const status = answer.statusCode ?? 200;
  const chunks: Buffer[] = [];
  let length = 0;
  let passing = false;
  answer.on('data', (chunk: Buffer) => {
    length += chunk.length;
    if (passing) {
      response.write(chunk);
    } else if (length <= MAX_INFO_BYTES) {
      chunks.push(chunk);
    } else {
      passing = true;
      response.writeHead(status, headers);
      for (const kept of [...chunks, chunk]) response.write(kept);
    }
  });
  answer.on('end', () => {
    if (passing) {
      response.end();
      return;
    }
    const text = Buffer.concat(chunks);
    const info = jsonObject(text.toString('utf8'));
    if (!info) {
      response.writeHead(status, headers).end(text);
      return;
    }
    const body = Buffer.from(JSON.stringify({ ...info, host: hostOf(served) }), 'utf8');
    response.writeHead(status, { ...headers, 'content-length': String(body.length) }).end(body);
  });
  answer.on('error', () => response.destroy());
}

/** The headers without those of one hop (the connection, the host). */
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  );
}
