import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LangSmithAccess, langSmithHandler } from './langsmith-routes.ts';
import { LangSmithStore } from './langsmith-store.ts';

/*
 * The LangSmith stand-in on its own loopback port: what the official client reads a dataset
 * from and uploads an experiment to in the tests. The emulator can mount langSmithHandler on
 * its own server instead.
 */

export interface LangSmithStandIn {
  /** `http://127.0.0.1:<port>`: the client's apiUrl. */
  url: string;
  store: LangSmithStore;
  close(): Promise<void>;
}

export async function startLangSmithStandIn(
  access: LangSmithAccess,
  store = new LangSmithStore(),
): Promise<LangSmithStandIn> {
  const handle = langSmithHandler(store, access);
  const server = createServer((request, response) => {
    if (handle(request, response)) return;
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ detail: 'Not Found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    store,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
