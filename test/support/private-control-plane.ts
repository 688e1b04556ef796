// A control plane behind a corporate network, all on loopback: the emulator (plain HTTP, under a
// path prefix) behind a TLS front whose certificate a private CA signed, for a host name that
// only the CONNECT proxy can resolve. The spawned action resolves names through
// offline-dns.ts, so a direct attempt fails as it would on a runner outside that network,
// and is noted.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/index.ts';
import { ACTION_ENTRIES, type ActionRun, runAction } from '../../scripts/runner/run-action.ts';
import { type ConnectProxy, startConnectProxy } from './connect-proxy.ts';
import { makePrivateCa, type PrivateCa, startTlsFront, type TlsFront } from './tls-front.ts';

/** Reserved for testing (RFC 6761): it resolves nowhere but in the proxy. */
export const CP_HOST = 'cp.internal.test';
export const API_KEY = 'sk-private-plane-5c1e9a';
export const PATH_PREFIX = '/control-plane';

export interface PrivatePlane {
  emulator: Emulator;
  ca: PrivateCa;
  front: TlsFront;
  proxy: ConnectProxy;
  /** `https://cp.internal.test/control-plane` */
  baseUrl: string;
  /** Where offline-dns.ts notes the action's own lookups. */
  lookupLog: string;
  /** Host names the action looked up itself (one line per lookup) since the last reset. */
  lookups(): string[];
}

export interface PrivatePlaneOptions {
  credentials?: { username: string; password: string };
  sendChain?: boolean;
}

/** One private control plane per test file; counts are reset between tests. */
export function usePrivateControlPlane(options: PrivatePlaneOptions = {}): () => PrivatePlane {
  let plane: PrivatePlane | undefined;
  let lookupLog = '';
  let scratch = '';
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'private-plane-'));
    lookupLog = join(scratch, 'lookups.txt');
    writeFileSync(lookupLog, '');
    const ca = makePrivateCa(CP_HOST);
    const emulator = await startEmulator({
      apiKeys: [API_KEY],
      pathPrefix: PATH_PREFIX,
      stepMs: 5,
    });
    const front = await startTlsFront({
      ca,
      upstreamPort: Number(new URL(emulator.origin).port),
      ...(options.sendChain && { sendChain: true }),
    });
    const proxy = await startConnectProxy({
      hosts: { [CP_HOST]: front.port },
      ...(options.credentials && { credentials: options.credentials }),
    });
    plane = {
      emulator,
      ca,
      front,
      proxy,
      baseUrl: `https://${CP_HOST}${PATH_PREFIX}`,
      lookupLog,
      lookups: () => readFileSync(lookupLog, 'utf8').split('\n').filter(Boolean),
    };
  });
  afterEach(() => {
    plane?.emulator.clearFaults();
    plane?.emulator.clearRequests();
    plane?.front.reset();
    plane?.proxy.reset();
    if (lookupLog) writeFileSync(lookupLog, '');
  });
  afterAll(async () => {
    await plane?.proxy.close();
    await plane?.front.close();
    await plane?.emulator.close();
    plane?.ca.remove();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });
  return () => {
    if (!plane) throw new Error('the private control plane has not started');
    return plane;
  };
}

const OFFLINE_DNS = pathToFileURL(resolve('test/support/offline-dns.ts')).href;

/**
 * Runs the bundled deploy action against the private plane with the runner's environment plus
 * `env` (proxy variables, NODE_EXTRA_CA_CERTS), its name lookups kept on this machine.
 */
export function deployThrough(
  plane: PrivatePlane,
  deploymentId: string,
  options: { inputs?: Record<string, string>; env?: Record<string, string> } = {},
): Promise<ActionRun> {
  return runAction(ACTION_ENTRIES.deploy, {
    inputs: {
      'base-url': plane.baseUrl,
      'api-key': API_KEY,
      'deployment-id': deploymentId,
      'repo-ref': 'main',
      wait: 'true',
      timeout: '30s',
      'poll-interval': '100ms',
      ...options.inputs,
    },
    env: {
      NODE_OPTIONS: `--import=${OFFLINE_DNS}`,
      DNS_LOOKUP_LOG: plane.lookupLog,
      ...options.env,
    },
  });
}

/**
 * Whether every TLS connection the front accepted came out of one of the proxy's tunnels, and
 * every request it forwarded came on one of those connections.
 */
export function allThroughProxy(front: TlsFront, proxy: ConnectProxy): boolean {
  return (
    front.connections.every((port) => proxy.tunnelPorts.has(port)) &&
    front.requests.every((request) => proxy.tunnelPorts.has(request.remotePort))
  );
}

/**
 * The revision the step reports is the deployment's latest in the emulator, and it went live:
 * whichever requests made it (a PATCH, or a new revision), they reached the control plane.
 */
export function expectWentLive(plane: PrivatePlane, run: ActionRun): void {
  const revisionId = run.outputs['revision-id'] ?? '';
  const deploymentId = run.outputs['deployment-id'] ?? '';
  expect(revisionId).not.toBe('');
  expect(plane.emulator.getDeployment(deploymentId)?.latest_revision_id).toBe(revisionId);
  expect(plane.emulator.getRevision(revisionId)?.status).toBe('DEPLOYED');
  expect(plane.emulator.requests.some((request) => request.method !== 'GET')).toBe(true);
}
