// A private control plane on loopback: a certificate authority made with `openssl` at test
// time, and a TLS front that holds a certificate it signed and forwards the decrypted HTTP to
// the (plain HTTP) emulator, noting every connection, handshake and request it saw.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PrivateCa {
  /** Path of the CA's certificate (PEM): what NODE_EXTRA_CA_CERTS names. */
  caPath: string;
  caPem: string;
  /** The leaf's key and certificate (PEM), for `hostname`, signed by the CA. */
  leafKey: string;
  leafPem: string;
  hostname: string;
  remove(): void;
}

function openssl(dir: string, args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * A CA key and self-signed CA certificate, then a leaf key, a CSR and a leaf certificate with
 * subjectAltName DNS:<hostname>, signed by that CA; all in a fresh temporary folder.
 */
export function makePrivateCa(hostname: string): PrivateCa {
  const dir = mkdtempSync(join(tmpdir(), 'private-ca-'));
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  try {
    openssl(dir, [
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/CN=Agent Deploy Test Private CA',
    ]);
    openssl(dir, [
      'req',
      '-new',
      ...ec,
      '-keyout',
      'leaf.key',
      '-out',
      'leaf.csr',
      '-subj',
      `/CN=${hostname}`,
    ]);
    writeFileSync(
      join(dir, 'leaf.ext'),
      [
        `subjectAltName=DNS:${hostname}`,
        'basicConstraints=critical,CA:FALSE',
        'keyUsage=critical,digitalSignature',
        'extendedKeyUsage=serverAuth',
        '',
      ].join('\n'),
    );
    openssl(dir, [
      'x509',
      '-req',
      '-in',
      'leaf.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      'leaf.ext',
      '-out',
      'leaf.pem',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  return {
    caPath: join(dir, 'ca.pem'),
    caPem: read('ca.pem'),
    leafKey: read('leaf.key'),
    leafPem: read('leaf.pem'),
    hostname,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface FrontRequest {
  method: string;
  /** As sent, path prefix and query included. */
  url: string;
  /** The client's port of the TCP connection it came on. */
  remotePort: number;
  /** The HTTP version the client chose: `1.1`, or `2.0` from a front that offers h2. */
  httpVersion: string;
}

export interface TlsFront {
  port: number;
  /** The client's port of every TCP connection accepted, handshake or not. */
  connections: number[];
  /** Handshakes that completed. */
  handshakes: number;
  /** Handshakes that did not: the error code (or message) the server saw. */
  failedHandshakes: string[];
  /** Every HTTP request forwarded to the upstream. */
  requests: FrontRequest[];
  reset(): void;
  close(): Promise<void>;
}

export interface TlsFrontOptions {
  ca: PrivateCa;
  /** Port of the plain-HTTP service on 127.0.0.1 the decrypted requests go to. */
  upstreamPort: number;
  /** Send the CA certificate after the leaf (a full chain); by default only the leaf. */
  sendChain?: boolean;
  /** Offer h2 by ALPN besides HTTP/1.1, as most hosted services do; HTTP/1.1 only by default. */
  offerH2?: boolean;
}

/** Headers of one hop only: neither copied to the upstream request nor back into an h2 answer. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

/** The request's headers as an HTTP/1.1 request to the upstream carries them. */
function upstreamHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const forwarded: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) forwarded[name] = value;
  }
  forwarded.host ??= headers[':authority'] as string | undefined;
  return forwarded;
}

/** An HTTPS server on 127.0.0.1 that terminates TLS and forwards each request to upstream. */
export async function startTlsFront(options: TlsFrontOptions): Promise<TlsFront> {
  const { ca, upstreamPort } = options;
  const sockets = new Set<Socket>();
  const upstream = new http.Agent({ keepAlive: false });
  const front: TlsFront = {
    port: 0,
    connections: [],
    handshakes: 0,
    failedHandshakes: [],
    requests: [],
    reset() {
      front.connections.length = 0;
      front.handshakes = 0;
      front.failedHandshakes.length = 0;
      front.requests.length = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      upstream.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  const forward = (
    request: http.IncomingMessage | http2.Http2ServerRequest,
    response: http.ServerResponse | http2.Http2ServerResponse,
  ) => {
    front.requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      remotePort: request.socket.remotePort ?? 0,
      httpVersion: request.httpVersion,
    });
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: request.method,
        path: request.url,
        headers: upstreamHeaders(request.headers),
        agent: upstream,
      },
      (answer) => {
        response.statusCode = answer.statusCode ?? 502;
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) response.setHeader(name, value);
        }
        answer.pipe(response as NodeJS.WritableStream);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  };
  const tls = {
    key: ca.leafKey,
    cert: options.sendChain ? `${ca.leafPem}${ca.caPem}` : ca.leafPem,
  };
  const server = options.offerH2
    ? http2.createSecureServer({ ...tls, allowHTTP1: true }, forward)
    : https.createServer(tls, forward);
  server.on('connection', (socket: Socket) => {
    front.connections.push(socket.remotePort ?? 0);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('secureConnection', () => {
    front.handshakes++;
  });
  server.on('tlsClientError', (error: NodeJS.ErrnoException) => {
    front.failedHandshakes.push(error.code ?? error.message);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  front.port = (server.address() as AddressInfo).port;
  return front;
}
