// Peak RSS of a deploy over HTTPS, as a hosted service is reached, and the HTTP version it
// spoke. Over TLS undici offers h2 by ALPN, and a service that accepts it is parsed by Node's
// own HTTP/2 code instead of undici's WebAssembly HTTP/1.1 parser. So the bench runs deploys
// through a TLS front that offers h2 (and HTTP/1.1), and through one that offers HTTP/1.1
// only, with a private CA the action trusts through NODE_EXTRA_CA_CERTS, and reports which
// version the action chose.
import type { Emulator } from '../emulator/index.ts';
import { makePrivateCa, startTlsFront } from '../test/support/tls-front.ts';
import { ENTRY, LAG_RUNS } from './bench-options.ts';
import { expectDeployed, type RssProbe, runDeploy } from './bench-runs.ts';

export interface HttpsSample {
  peakRssKb: number | undefined;
  /** The HTTP versions the front saw from the action, e.g. `2.0`. */
  protocols: string[];
}

/**
 * Deploys over HTTPS through a front that offers h2 or not, each as the lag runs do at
 * poll-interval 1s.
 */
export async function measureHttpsRss(
  emulator: Emulator,
  rss: RssProbe,
  offerH2: boolean,
): Promise<HttpsSample[]> {
  const samples: HttpsSample[] = [];
  const ca = makePrivateCa('localhost');
  const front = await startTlsFront({
    ca,
    upstreamPort: Number(new URL(emulator.origin).port),
    offerH2,
  });
  try {
    for (let i = 0; i < Math.max(3, Math.ceil(LAG_RUNS / 3)); i++) {
      front.reset();
      const deployment = emulator.seedDeployment();
      emulator.scriptNextRevision([{ status: 'DEPLOYING', ms: 1500 }, { status: 'DEPLOYED' }]);
      const run = await runDeploy({
        emulator,
        entry: ENTRY,
        deploymentId: deployment.id,
        inputs: { 'base-url': `https://localhost:${front.port}`, 'poll-interval': '1s' },
        env: { NODE_EXTRA_CA_CERTS: ca.caPath },
        rss,
      });
      expectDeployed(run, 'deploy over HTTPS');
      const protocols = new Set(front.requests.map((request) => request.httpVersion));
      samples.push({ peakRssKb: run.peakRssKb, protocols: [...protocols] });
    }
  } finally {
    await front.close();
    ca.remove();
  }
  return samples;
}
