// emulator/langsmith/: the LangSmith stand-in as a server mounts it: it answers the paths the
// official client calls and leaves every other path to the server, and it asks for the key.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'langsmith';
import { afterEach, describe, expect, it } from 'vitest';
import { langSmithHandler } from '../../emulator/langsmith/langsmith-routes.ts';
import { startLangSmithStandIn } from '../../emulator/langsmith/langsmith-server.ts';
import { LangSmithStore } from '../../emulator/langsmith/langsmith-store.ts';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('the LangSmith stand-in', () => {
  it('mounts beside other routes: its own paths answered, every other one left alone', async () => {
    const store = new LangSmithStore();
    store.addDataset('qa', [{ inputs: { q: 1 } }]);
    const handle = langSmithHandler(store, { apiKey: 'key' });
    const server = createServer((request, response) => {
      if (handle(request, response)) return;
      response.writeHead(418).end('the host server');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const other = await fetch(`${url}/v2/deployments`);
    expect([other.status, await other.text()]).toEqual([418, 'the host server']);
    const client = new Client({ apiUrl: url, apiKey: 'key' });
    expect((await client.readDataset({ datasetName: 'qa' })).name).toBe('qa');
    expect(store.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /datasets',
    ]);
  });

  it('refuses a request without the key, as LangSmith does, with a detail', async () => {
    const standIn = await startLangSmithStandIn({ apiKey: 'key' });
    closers.push(() => standIn.close());
    const answer = await fetch(`${standIn.url}/datasets?name=qa`);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ detail: 'Invalid token' });
    const info = await fetch(`${standIn.url}/info`);
    expect(await info.json()).toMatchObject({
      batch_ingest_config: { use_multipart_endpoint: true },
    });
  });

  it('takes runs and feedback as JSON too, when /info turns multipart off', async () => {
    const standIn = await startLangSmithStandIn({ apiKey: 'key', multipart: false });
    closers.push(() => standIn.close());
    const client = new Client({ apiUrl: standIn.url, apiKey: 'key', autoBatchTracing: false });
    const runId = '0f6e2d8a-1b2c-4d3e-8f40-5a6b7c8d9e0f';
    await client.createRun({ id: runId, name: 'target', run_type: 'chain', inputs: { q: 1 } });
    await client.updateRun(runId, { outputs: { a: 1 }, end_time: Date.now() });
    await client.createFeedback(runId, 'exact', {
      score: 1,
      sessionId: '1e2d3c4b-0000-4000-8000-000000000002',
    });
    expect(standIn.store.runs.get(runId)).toMatchObject({ inputs: { q: 1 }, outputs: { a: 1 } });
    expect(standIn.store.feedback).toEqual([
      expect.objectContaining({ run_id: runId, key: 'exact', score: 1 }),
    ]);
  });
});
