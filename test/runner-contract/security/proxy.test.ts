// A runner on a corporate network reaches the control plane only through a CONNECT
// proxy, by a name only the proxy resolves. Real sockets, loopback only: the proxy, the TLS
// front (a private CA's certificate for cp.internal.test) and the emulator behind it. The
// action resolves names through test/support/offline-dns.ts, so a direct attempt fails as it
// would on such a runner, and is noted.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ActionRun, failureMessage } from '../../../scripts/runner/run-action.ts';
import { type ConnectProxy, startConnectProxy } from '../../support/connect-proxy.ts';
import {
  allThroughProxy,
  CP_HOST,
  deployThrough,
  expectWentLive,
  PATH_PREFIX,
  type PrivatePlane,
  usePrivateControlPlane,
} from '../../support/private-control-plane.ts';
import { writtenText } from '../../support/written.ts';

const plane = usePrivateControlPlane();

/** A deploy that went live with every request through `proxy`'s tunnels and none direct. */
function expectDeployedThrough(p: PrivatePlane, proxy: ConnectProxy, run: ActionRun): void {
  expect(failureMessage(run)).toBe('');
  expect(run.exitCode).toBe(0);
  expect(run.outputs.result).toBe('deployed');

  expect(proxy.connects.length).toBeGreaterThanOrEqual(1);
  for (const connect of proxy.connects) {
    expect(connect).toMatchObject({ target: `${CP_HOST}:443`, tunnelled: true });
  }
  expect(proxy.otherRequests).toEqual([]);
  // Each tunnel became one TLS connection at the front, and nothing reached it another way.
  expect(p.front.connections).toHaveLength(proxy.connects.length);
  expect(p.front.handshakes).toBe(proxy.connects.length);
  expect(allThroughProxy(p.front, proxy)).toBe(true);
  // The emulator saw exactly what came through the tunnels: every request of the deploy.
  const forwarded = p.front.requests.map((request) => {
    const { pathname } = new URL(request.url, 'https://front.invalid');
    expect(pathname.startsWith(`${PATH_PREFIX}/`)).toBe(true);
    return `${request.method} ${pathname.slice(PATH_PREFIX.length)}`;
  });
  expect(forwarded).toEqual(p.emulator.requests.map((r) => `${r.method} ${r.path}`));
  expectWentLive(p, run);
  // The action never looked the name up itself, so it never tried to connect directly.
  expect(p.lookups()).toEqual([]);
}

describe('a deploy through a CONNECT proxy, to a name only the proxy resolves', () => {
  it.each(['HTTPS_PROXY', 'https_proxy'])('%s carries every request', async (variable) => {
    const p = plane();
    const deployment = p.emulator.seedDeployment({ name: 'corporate-agent' });
    const run = await deployThrough(p, deployment.id, {
      env: { [variable]: p.proxy.url, NODE_EXTRA_CA_CERTS: p.ca.caPath },
    });

    expectDeployedThrough(p, p.proxy, run);
    expect(run.outputs['deployment-id']).toBe(deployment.id);
    // The API key went to the control plane inside the tunnel, never to the proxy.
    for (const connect of p.proxy.connects) {
      expect(connect.headerNames).not.toContain('x-api-key');
      expect(connect.headerNames).not.toContain('authorization');
    }
  });

  // The loopback rule (proxy-loopback.test.ts) leaves every other name to the proxy.
  it('HTTP_PROXY and HTTPS_PROXY both set carry every request', async () => {
    const p = plane();
    const deployment = p.emulator.seedDeployment();
    const run = await deployThrough(p, deployment.id, {
      env: {
        HTTP_PROXY: p.proxy.url,
        HTTPS_PROXY: p.proxy.url,
        NODE_EXTRA_CA_CERTS: p.ca.caPath,
      },
    });

    expectDeployedThrough(p, p.proxy, run);
  });

  it('NO_PROXY naming other hosts leaves the control plane proxied', async () => {
    const p = plane();
    const deployment = p.emulator.seedDeployment();
    const run = await deployThrough(p, deployment.id, {
      env: {
        HTTPS_PROXY: p.proxy.url,
        NO_PROXY: 'localhost,127.0.0.1,.example.com,other.internal.test',
        NODE_EXTRA_CA_CERTS: p.ca.caPath,
      },
    });

    expectDeployedThrough(p, p.proxy, run);
  });
});

describe('NO_PROXY naming the control plane', () => {
  it.each([
    ['NO_PROXY', 'HTTPS_PROXY'],
    ['no_proxy', 'https_proxy'],
  ])('(%s) bypasses the proxy, so the name does not resolve', async (noProxy, proxyVariable) => {
    const p = plane();
    const deployment = p.emulator.seedDeployment();
    const run = await deployThrough(p, deployment.id, {
      inputs: { timeout: '10s' },
      env: {
        [proxyVariable]: p.proxy.url,
        [noProxy]: CP_HOST,
        NODE_EXTRA_CA_CERTS: p.ca.caPath,
      },
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(failureMessage(run)).toMatch(/did not resolve/);
    expect(p.proxy.connects).toEqual([]);
    expect(p.front.connections).toEqual([]);
    expect(p.emulator.requests).toEqual([]);
    // It went for the name directly (and, the name not resolving, retried the lookup).
    expect(p.lookups().length).toBeGreaterThanOrEqual(1);
    expect(new Set(p.lookups())).toEqual(new Set([CP_HOST]));
  });
});

describe('a proxy that asks for credentials', () => {
  const CREDENTIALS = { username: 'build-bot', password: 'pr0xy-Pa55w0rd-q7' };
  const BASIC = Buffer.from(`${CREDENTIALS.username}:${CREDENTIALS.password}`).toString('base64');
  const WRONG_PASSWORD = 'wr0ng-Pa55w0rd-z3';
  let authProxy: ConnectProxy;
  beforeAll(async () => {
    authProxy = await startConnectProxy({
      hosts: { [CP_HOST]: plane().front.port },
      credentials: CREDENTIALS,
    });
  });
  afterEach(() => authProxy.reset());
  afterAll(async () => {
    await authProxy?.close();
  });

  function expectNoPassword(run: ActionRun): void {
    const written = writtenText(run);
    for (const secret of [CREDENTIALS.password, WRONG_PASSWORD, BASIC, authProxy.url]) {
      expect(written).not.toContain(secret);
    }
  }

  it('gets Proxy-Authorization on every CONNECT, and the password is written nowhere', async () => {
    const p = plane();
    const deployment = p.emulator.seedDeployment();
    const run = await deployThrough(p, deployment.id, {
      env: { HTTPS_PROXY: authProxy.url, NODE_EXTRA_CA_CERTS: p.ca.caPath },
    });

    expectDeployedThrough(p, authProxy, run);
    for (const connect of authProxy.connects) {
      expect(connect.authorization).toBe(`Basic ${BASIC}`);
    }
    // The proxy's credentials stay with the proxy: the control plane never sees them.
    for (const request of p.emulator.requests) {
      expect(request.headers['proxy-authorization']).toBeUndefined();
    }
    expectNoPassword(run);
  });

  const WRONG = () => authProxy.url.replace(CREDENTIALS.password, WRONG_PASSWORD);

  it('refusing them (407) fails the step without writing either password', async () => {
    const p = plane();
    const deployment = p.emulator.seedDeployment();
    const run = await deployThrough(p, deployment.id, {
      inputs: { timeout: '10s' },
      env: { HTTPS_PROXY: WRONG(), NODE_EXTRA_CA_CERTS: p.ca.caPath },
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(authProxy.connects).toHaveLength(1);
    expect(authProxy.connects[0]?.tunnelled).toBe(false);
    expect(p.front.connections).toEqual([]);
    expect(p.emulator.requests).toEqual([]);
    expectNoPassword(run);
  });

  // undici rejects the tunnel with "Proxy response (407) !== 200 when HTTP Tunneling" (code
  // UND_ERR_ABORTED); the message must say the proxy refused and what to check.
  it('refusing them names the proxy and its 407 in the failure message', async () => {
    const p = plane();
    const deployment = p.emulator.seedDeployment();
    const run = await deployThrough(p, deployment.id, {
      inputs: { timeout: '10s' },
      env: { HTTPS_PROXY: WRONG(), NODE_EXTRA_CA_CERTS: p.ca.caPath },
    });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      'the proxy answered HTTP 407 instead of opening a tunnel to base-url: check the user and password in HTTPS_PROXY',
    );
  });
});

describe('a base-url that carries a secret', () => {
  it.each([
    ['user-info', 'https://user:s3cret@cp.example.com', 's3cret', /must not carry credentials/],
    ['a query string', 'https://cp.example.com/?token=abc123', 'abc123', /must not carry a query/],
    ['user-info', `https://user:s3cret@${CP_HOST}${PATH_PREFIX}`, 's3cret', /credentials/],
    ['a query string', `https://${CP_HOST}${PATH_PREFIX}?token=abc123`, 'abc123', /query/],
  ])('with %s (%s) is refused before any request', async (_kind, baseUrl, secret, problem) => {
    const p = plane();
    const deployment = p.emulator.seedDeployment();
    const run = await deployThrough(p, deployment.id, {
      inputs: { 'base-url': baseUrl, timeout: '10s' },
      env: { HTTPS_PROXY: p.proxy.url, NODE_EXTRA_CA_CERTS: p.ca.caPath },
    });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/^Input "base-url": /);
    expect(failureMessage(run)).toMatch(problem);
    // Nothing left the process: no tunnel, no lookup, no request.
    expect(p.proxy.connects).toEqual([]);
    expect(p.lookups()).toEqual([]);
    expect(p.front.connections).toEqual([]);
    expect(p.emulator.requests).toEqual([]);
    expect(writtenText(run)).not.toContain(secret);
  });
});
