// A corporate forward proxy on loopback: it answers `CONNECT host:port` by opening a tunnel,
// and it alone knows where the names in `hosts` are (always a port on 127.0.0.1). It never
// connects anywhere else: an unknown name gets 502, a request that is not CONNECT gets 405.
import http from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';

export interface ProxiedConnect {
  /** As the client sent it: `host:port`. */
  target: string;
  /** The Proxy-Authorization header, when sent. */
  authorization: string | undefined;
  /** Names of every header of the CONNECT request, lower case. */
  headerNames: string[];
  /** Whether a tunnel was opened. */
  tunnelled: boolean;
}

/** A request that was not CONNECT: an absolute-form `GET http://...` sent to the proxy in clear. */
export interface PlainProxyRequest {
  /** `GET http://127.0.0.1:8080/v2/...` */
  line: string;
  /** Names of every header it carried, lower case. */
  headerNames: string[];
}

export interface ConnectProxy {
  port: number;
  /** `http://127.0.0.1:<port>`, with `user:password@` when the proxy asks for credentials. */
  url: string;
  connects: ProxiedConnect[];
  /** Local ports of the tunnels' upstream connections: what the far end sees as its client. */
  tunnelPorts: Set<number>;
  /** Requests that were not CONNECT (absolute-form `GET http://...`): refused. */
  otherRequests: PlainProxyRequest[];
  reset(): void;
  close(): Promise<void>;
}

export interface ConnectProxyOptions {
  /** Host names the proxy resolves, to a port on 127.0.0.1 (the requested port is ignored). */
  hosts: Record<string, number>;
  /** Ask for these (407 with a Basic challenge otherwise). */
  credentials?: { username: string; password: string };
}

export async function startConnectProxy(options: ConnectProxyOptions): Promise<ConnectProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const { credentials } = options;
  const expected =
    credentials &&
    `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
  const server = http.createServer((request, response) => {
    proxy.otherRequests.push({
      line: `${request.method} ${request.url}`,
      headerNames: Object.keys(request.headers),
    });
    response.writeHead(405, { connection: 'close' }).end();
  });
  const proxy: ConnectProxy = {
    port: 0,
    url: '',
    connects: [],
    tunnelPorts: new Set(),
    otherRequests: [],
    reset() {
      proxy.connects.length = 0;
      proxy.tunnelPorts.clear();
      proxy.otherRequests.length = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  server.on('connection', track);
  server.on('connect', (request: http.IncomingMessage, client: Socket, head: Buffer) => {
    const target = request.url ?? '';
    const authorization = request.headers['proxy-authorization'];
    const noted: ProxiedConnect = {
      target,
      authorization,
      headerNames: Object.keys(request.headers),
      tunnelled: false,
    };
    proxy.connects.push(noted);
    client.on('error', () => {});
    if (expected && authorization !== expected) {
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\n' +
          'Proxy-Authenticate: Basic realm="corporate"\r\nContent-Length: 0\r\n\r\n',
      );
      return;
    }
    const hostname = target.replace(/:\d+$/, '');
    const port = options.hosts[hostname];
    if (port === undefined) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const upstream = connect({ host: '127.0.0.1', port }, () => {
      noted.tunnelled = true;
      proxy.tunnelPorts.add(upstream.localPort ?? 0);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  proxy.port = (server.address() as AddressInfo).port;
  const userInfo = credentials
    ? `${encodeURIComponent(credentials.username)}:${encodeURIComponent(credentials.password)}@`
    : '';
  proxy.url = `http://${userInfo}127.0.0.1:${proxy.port}`;
  return proxy;
}
