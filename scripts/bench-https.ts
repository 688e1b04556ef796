// Peak RSS of a deploy over HTTPS, as a hosted service is reached. The emulator speaks plain
// HTTP/1.1, which undici parses with its WebAssembly llhttp; V8's optimising compile of that
// parser, partway through the polls, is the largest single cost in a plain-HTTP deploy's peak.
// Over TLS undici offers h2 by ALPN, and a service that accepts it is parsed by Node's own
// HTTP/2 code instead. So the bench runs deploys through a TLS front that offers h2 (and
// HTTP/1.1), with a private CA the action trusts through NODE_EXTRA_CA_CERTS, and reports which
// protocol the action chose.
import http2 from 'node:http2';
import type { Emulator } from '../emulator/index.ts';
import { makePrivateCa } from '../test/support/tls-front.ts';
import { ENTRY, LAG_RUNS } from './bench-options.ts';
import { expectDeployed, type RssProbe, runDeploy } from './bench-runs.ts';

export interface HttpsSample {
  peakRssKb: number | undefined;
  /** The HTTP versions the front saw from the action, e.g. `2.0`. */
  protocols: string[];
}

const HOSTNAME = 'localhost';
/** Headers a TLS front must not copy to the plain-HTTP request it makes. */
const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/** A TLS front on loopback that offers h2 and HTTP/1.1 and forwards each request to `origin`. */
async function startFront(origin: string, protocols: Set<string>) {
  const ca = makePrivateCa(HOSTNAME);
  const server = http2.createSecureServer(
    { key: ca.leafKey, cert: ca.leafPem, allowHTTP1: true },
    async (request, response) => {
      protocols.add(request.httpVersion);
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && typeof value === 'string') {
          headers[name] = value;
        }
      }
      const answer = await fetch(`${origin}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      const type = answer.headers.get('content-type');
      response.writeHead(answer.status, type ? { 'content-type': type } : {});
      response.end(Buffer.from(await answer.arrayBuffer()));
    },
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  return {
    url: `https://${HOSTNAME}:${port}`,
    caPath: ca.caPath,
    close() {
      server.close();
      ca.remove();
    },
  };
}

/** Deploys over HTTPS through the front, each as the lag runs do at poll-interval 1s. */
export async function measureHttpsRss(emulator: Emulator, rss: RssProbe): Promise<HttpsSample[]> {
  const samples: HttpsSample[] = [];
  const protocols = new Set<string>();
  const front = await startFront(emulator.url, protocols);
  try {
    for (let i = 0; i < Math.max(3, Math.ceil(LAG_RUNS / 3)); i++) {
      protocols.clear();
      const deployment = emulator.seedDeployment();
      emulator.scriptNextRevision([{ status: 'DEPLOYING', ms: 1500 }, { status: 'DEPLOYED' }]);
      const run = await runDeploy({
        emulator,
        entry: ENTRY,
        deploymentId: deployment.id,
        inputs: { 'base-url': front.url, 'poll-interval': '1s' },
        env: { NODE_EXTRA_CA_CERTS: front.caPath },
        rss,
      });
      expectDeployed(run, 'deploy over HTTPS');
      samples.push({ peakRssKb: run.peakRssKb, protocols: [...protocols] });
    }
  } finally {
    front.close();
  }
  return samples;
}
