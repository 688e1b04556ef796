// The service cannot be reached at all: nothing listens, the name does not resolve, the
// connection never completes, the certificate is not trusted. Each ends the step with exit
// code 1, a message that names the cause, no PATCH, and no secret written anywhere. All
// traffic stays on loopback (the `.invalid` name is answered by the resolver: RFC 6761).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_ENTRIES,
  type ActionRun,
  everythingWritten,
  failureMessage,
  runAction,
} from '../../../scripts/runner/run-action.ts';
import { ControlPlaneClient } from '../../../src/client/control-plane-client.ts';
import type { RetryNotice } from '../../../src/client/retry-policy.ts';
import { ServiceError } from '../../../src/client/service-error.ts';
import { CLOSED_PORT } from '../../support/closed-port.ts';
import { secret } from './run-case.ts';

const DEPLOYMENT_ID = '6f1c1d4e-2b7a-4c55-9d1e-3a8f0b2c7e11';

interface Unreachable extends ActionRun {
  written: { apiKey: boolean; userSecret: boolean };
}

async function deployTo(
  baseUrl: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<Unreachable> {
  const apiKey = secret('chaos-key');
  const userSecret = secret('user-secret');
  const run = await runAction(ACTION_ENTRIES.deploy, {
    inputs: {
      'base-url': baseUrl,
      'api-key': apiKey,
      'deployment-id': DEPLOYMENT_ID,
      'repo-ref': 'main',
      secrets: `CHAOS_TOKEN=${userSecret}`,
      wait: 'true',
      timeout: '45s',
      'poll-interval': '100ms',
      ...inputs,
    },
    env,
    onSpawn: (child) => setTimeout(() => child.kill('SIGKILL'), 120_000).unref(),
  });
  const written = everythingWritten(run);
  return {
    ...run,
    written: { apiKey: written.includes(apiKey), userSecret: written.includes(userSecret) },
  };
}

/** What every unreachable case shares: failed before any PATCH, nothing secret written. */
function expectRefusedBeforePatch(run: Unreachable) {
  expect(run.exitCode).toBe(1);
  expect(run.signal).toBeNull();
  expect(run.written).toEqual({ apiKey: false, userSecret: false });
  expect(run.outputs['revision-id']).toBeUndefined();
  // Only the first GET was tried: no line of the log is about a PATCH.
  expect(run.stdout).toMatch(/^GET \/v2\/deployments\/|::error/m);
  expect(run.stdout).not.toMatch(/PATCH/);
  expect(run.summary).not.toMatch(/may still go live/);
}

describe.concurrent('an unreachable service', () => {
  it('connection refused: a loopback port nothing listens on', async () => {
    const run = await deployTo(`http://127.0.0.1:${CLOSED_PORT}`);

    expectRefusedBeforePatch(run);
    expect(run.outputs.result).toBe('failed');
    expect(failureMessage(run)).toMatch(
      /^GET \/v2\/deployments\/\S+ → no answer: connection refused/,
    );
    // Retried as a GET may be, within the client's bounded budget, and never as a PATCH.
    expect(run.stdout).toMatch(/^GET \S+: ECONNREFUSED; trying again/m);
    expect(run.stdout.match(/ECONNREFUSED; trying again/g)?.length).toBeLessThanOrEqual(4);
  });

  it('a host name that does not resolve (.invalid, RFC 6761)', async () => {
    // One try of one second per lookup, should the resolver not answer at once.
    const run = await deployTo(
      'https://deploy-chaos.invalid',
      { timeout: '20s' },
      {
        RES_OPTIONS: 'timeout:1 attempts:1',
      },
    );

    expectRefusedBeforePatch(run);
    expect(run.outputs.result).toBe('failed');
    expect(failureMessage(run)).toMatch(
      /^GET \/v2\/deployments\/\S+ → no answer: the host name of base-url did not resolve/,
    );
    expect(run.stdout.match(/(ENOTFOUND|EAI_AGAIN); trying again/g)?.length).toBeLessThanOrEqual(4);
  });
});

/**
 * An https server on loopback whose certificate is self-signed, made with openssl for this
 * run. It listens on 127.0.0.1 and, where there is one, on ::1 at the same port, since
 * `localhost` may resolve to either.
 */
describe.concurrent('a TLS failure: a self-signed certificate on https://localhost', () => {
  const servers: Server[] = [];
  let port = 0;
  let dir = '';
  const seen = { connections: 0, requests: 0 };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'chaos-tls-'));
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost']
        .concat(['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1'])
        .concat(['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')]),
      { stdio: 'ignore' },
    );
    const credentials = {
      key: readFileSync(join(dir, 'key.pem')),
      cert: readFileSync(join(dir, 'cert.pem')),
    };
    for (const host of ['127.0.0.1', '::1']) {
      const server = createServer(credentials, (_request, response) => {
        seen.requests += 1;
        response.writeHead(500).end();
      });
      server.on('connection', () => {
        seen.connections += 1;
      });
      try {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, resolve);
        });
      } catch (error) {
        if (host === '::1') continue; // no IPv6 loopback here
        throw error;
      }
      port = (server.address() as AddressInfo).port;
      servers.push(server);
    }
  });

  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('fails at once, naming the certificate problem, and tries no more', async () => {
    const run = await deployTo(`https://localhost:${port}`);

    expectRefusedBeforePatch(run);
    expect(run.outputs.result).toBe('failed');
    expect(failureMessage(run)).toMatch(
      /^GET \/v2\/deployments\/\S+ → .*(DEPTH_ZERO_SELF_SIGNED_CERT|self[- ]signed certificate)/,
    );
    expect(failureMessage(run)).toContain(
      'If the control plane uses a private certificate authority, set NODE_EXTRA_CA_CERTS',
    );
    // Not a passing trouble: one connection, and no request got through it.
    expect(seen).toEqual({ connections: 1, requests: 0 });
  });
});

/**
 * A connection that never completes: a loopback listener that never accepts, its accept queue
 * filled, so Linux drops every further SYN and the client's connect waits. The listener is a
 * child process stuck right after listen(), so nothing ever accepts.
 */
describe.concurrent('a connect time-out: a loopback listener whose accept queue is full', () => {
  let listener: ReturnType<typeof spawn> | undefined;
  let port = 0;
  const fillers: Socket[] = [];

  beforeAll(async () => {
    const program = `
      const server = require('node:net').createServer();
      server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
        process.stdout.write(server.address().port + '\\n');
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
      });`;
    listener = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'pipe', 'inherit'] });
    const stdout = listener.stdout as NodeJS.ReadableStream;
    port = Number(
      await new Promise<string>((resolve) =>
        stdout.once('data', (chunk) => resolve(String(chunk))),
      ),
    );
    // backlog 1 holds two completed connections; these two fill it.
    for (let index = 0; index < 2; index++) {
      const socket = connect(port, '127.0.0.1');
      fillers.push(socket);
      await new Promise<void>((resolve, reject) =>
        socket.once('connect', resolve).once('error', reject),
      );
    }
  });

  afterAll(() => {
    for (const socket of fillers) socket.destroy();
    listener?.kill('SIGKILL');
  });

  it('ends the step with exit code 1, before any PATCH', { timeout: 120_000 }, async () => {
    // Started before the deploy: if the queue were not full it would connect in a moment.
    const probe = connect(port, '127.0.0.1');
    probe.on('error', () => {});
    const run = await deployTo(`http://127.0.0.1:${port}`, { timeout: '3s' });
    const probeConnected = !probe.connecting;
    probe.destroy();

    expect(probeConnected).toBe(false);
    expectRefusedBeforePatch(run);
    expect(run.outputs.result).toBe('timed-out');
    expect(failureMessage(run)).toMatch(/^The step's time-out of 3000ms ran out/);
  });

  it('a client whose connect time-out comes first names it, and tries again first', async () => {
    const notices: RetryNotice[] = [];
    const client = new ControlPlaneClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: 'chaos-key',
      // The connect time-out is min(10 s, request time-out): 1 s here.
      requestTimeoutMs: 1000,
      backoff: { minDelayMs: 5, maxDelayMs: 20, maxRetries: 1 },
      onRetry: (notice) => notices.push(notice),
    });

    const error = await client.getDeployment(DEPLOYMENT_ID).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ code: 'UND_ERR_CONNECT_TIMEOUT', kind: 'network' });
    expect((error as ServiceError).message).toBe(
      `GET /v2/deployments/${DEPLOYMENT_ID} → no answer: could not connect within 1s (connect time-out)`,
    );
    expect(notices.map((notice) => notice.reason)).toEqual(['UND_ERR_CONNECT_TIMEOUT']);
  });
});
