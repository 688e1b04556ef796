import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchVia, withLangSmithFetch } from '../../src/evaluation/langsmith-fetch.ts';

/* The fetch LangSmith's client is given: undici's, through the pool it is handed. */
let url: string;
const server = createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ path: request.url, method: request.method }));
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('fetchVia', () => {
  it('sends each request through the pool it is given', async () => {
    let connections = 0;
    const connect = buildConnector({});
    const pool = new Agent({
      connect: (options, callback) => {
        connections++;
        connect(options, callback);
      },
    });
    const send = fetchVia(pool);
    const answer = await send(`${url}/info`, { method: 'POST', body: new Blob(['{}']) });
    expect(await answer.json()).toEqual({ path: '/info', method: 'POST' });
    expect(connections).toBe(1);
    await pool.close();
  });
});

describe('withLangSmithFetch', () => {
  it('closes its pool once the use ends', async () => {
    let kept: typeof fetch | undefined;
    const status = await withLangSmithFetch(
      () => new Agent(),
      async (send) => {
        kept = send;
        return (await send(`${url}/datasets`)).status;
      },
    );
    expect(status).toBe(200);
    await expect(kept?.(`${url}/datasets`)).rejects.toThrow();
  });
});
