// The real agent server the contract suite and the runner-contract tests run against: started
// on loopback from the test agent, behind its key check, and stopped with the process it spawns.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RealAgentServer,
  startRealAgentServer,
  TEST_GRAPHS,
} from '../support/real-agent-server.ts';

describe('the real agent server, as test/support starts it', () => {
  let server: RealAgentServer;
  beforeAll(async () => {
    server = await startRealAgentServer();
  }, 90_000);
  afterAll(() => server?.stop());

  it('answers /info without a key, and names no host (a local server cannot prove a revision)', async () => {
    const answer = await fetch(`${server.url}/info`);
    expect(answer.status).toBe(200);
    const info = (await answer.json()) as Record<string, unknown>;
    expect(info).toMatchObject({ context: 'js' });
    expect(info).not.toHaveProperty('host');
  });

  it('asks for the key on /ok, and answers it with the key', async () => {
    const without = await fetch(`${server.url}/ok`);
    expect(without.status).toBe(401);
    expect(await without.text()).toBe('Missing x-api-key');
    const withKey = await fetch(`${server.url}/ok`, { headers: { 'x-api-key': server.apiKey } });
    expect(withKey.status).toBe(200);
    expect(await withKey.json()).toEqual({ ok: true });
  });

  it('serves every graph of the test agent', async () => {
    const answer = await fetch(`${server.url}/assistants/search`, {
      method: 'POST',
      headers: { 'x-api-key': server.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 100 }),
    });
    const assistants = (await answer.json()) as { graph_id: string }[];
    expect(assistants.map((assistant) => assistant.graph_id).sort()).toEqual(
      [...TEST_GRAPHS].sort(),
    );
  });
});

describe('a start whose port another process took first', () => {
  it('is tried on another port, and the answer it waits for is its own', async () => {
    // Another server on the port, answering /info as an agent server would.
    const other = createServer((_request, response) => response.end('{"context":"js"}'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const taken = (other.address() as AddressInfo).port;
    try {
      const server = await startRealAgentServer({ port: taken });
      try {
        expect(new URL(server.url).port).not.toBe(String(taken));
        const ok = await fetch(`${server.url}/ok`, { headers: { 'x-api-key': server.apiKey } });
        expect(await ok.json()).toEqual({ ok: true });
      } finally {
        await server.stop();
      }
    } finally {
      other.close();
    }
  }, 120_000);
});
