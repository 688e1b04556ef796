import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { datasetView, type LangSmithStore, type StoredExample } from './langsmith-store.ts';

/*
 * The LangSmith API as the official `langsmith` client (0.12) calls it to read a dataset by name
 * (at a version tag) and to upload an experiment: `/info`, `/datasets`, `/examples`,
 * `/sessions`, `/runs/multipart` (the client's default; `/runs/batch`, `/runs` and `/feedback`
 * when /info turns multipart off) and `/feedback`. Errors answer `{detail}`, as LangSmith does.
 */

export interface LangSmithAccess {
  /** The key every request must carry as X-Api-Key (one of them, when a set). */
  apiKey: string | ReadonlySet<string>;
  /** When given, the key is an organization's: X-Tenant-Id must name this workspace. */
  workspaceId?: string;
  /** What /info tells of batch ingestion: multipart (the default) or the JSON batch. */
  multipart?: boolean;
}

const MAX_BODY_BYTES = 50 * 1024 * 1024;
const PAGE = 100;

type Reply = { status: number; body: unknown };
const ok = (body: unknown): Reply => ({ status: 200, body });
const fail = (status: number, detail: string): Reply => ({ status, body: { detail } });

const ROUTES = /^\/(?:info|datasets|examples|sessions|runs|feedback)(?:\/|$)/;

/**
 * A request handler for the LangSmith paths: answers and returns true for a path it serves,
 * returns false (and leaves the response alone) for any other, so a server can mount it. Under
 * a `prefix` (`/langsmith`: the API's URL is the server's origin and the prefix), it answers
 * every path, one it does not serve with 404 as LangSmith does, and no other path.
 */
export function langSmithHandler(store: LangSmithStore, access: LangSmithAccess, prefix = '') {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = new URL(request.url ?? '/', 'http://langsmith.invalid');
    const path = prefix ? withoutPrefix(url.pathname, prefix) : url.pathname;
    if (path === undefined) return false;
    if (!ROUTES.test(path)) {
      if (!prefix) return false;
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ detail: 'Not Found' }));
      return true;
    }
    const header = (name: string) => request.headers[name] as string | undefined;
    store.requests.push({
      method: request.method ?? 'GET',
      path,
      query: Object.fromEntries(
        [...url.searchParams.keys()].map((k) => [k, url.searchParams.getAll(k)]),
      ),
      ...(header('x-api-key') && { apiKey: header('x-api-key') }),
      ...(header('x-tenant-id') && { tenantId: header('x-tenant-id') }),
    });
    answer(store, access, request, path, url.searchParams)
      .catch((error: Error) => fail(400, error.message))
      .then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    return true;
  };
}

/** `path` under `prefix`, without it; undefined when it is not under it. */
function withoutPrefix(path: string, prefix: string): string | undefined {
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : undefined;
}

function keyAccepted(access: LangSmithAccess, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  return typeof access.apiKey === 'string' ? key === access.apiKey : access.apiKey.has(key);
}

async function answer(
  store: LangSmithStore,
  access: LangSmithAccess,
  request: IncomingMessage,
  path: string,
  query: URLSearchParams,
): Promise<Reply> {
  const body = await readBody(request);
  const method = request.method ?? 'GET';
  if (path === '/info' && method === 'GET') {
    const multipart = access.multipart ?? true;
    return ok({ version: '0.12.0', batch_ingest_config: { use_multipart_endpoint: multipart } });
  }
  if (!keyAccepted(access, request.headers['x-api-key'])) return fail(401, 'Invalid token');
  if (access.workspaceId && request.headers['x-tenant-id'] !== access.workspaceId) {
    return {
      status: 403,
      body: {
        error: 'org_scoped_key_requires_workspace',
        detail: 'workspace specification needed',
      },
    };
  }
  const [, first, id, rest] = path.split('/');
  if (first === 'datasets' && method === 'GET') {
    if (id) {
      const dataset = store.datasets.get(id);
      return dataset ? ok(datasetView(dataset)) : fail(404, 'Dataset not found');
    }
    const named = query.get('name');
    const all = [...store.datasets.values()].filter((d) => named === null || d.name === named);
    return ok(page(all.map(datasetView), query));
  }
  if (first === 'examples' && method === 'GET') return examples(store, query);
  if (first === 'sessions') return sessions(store, method, id, body, query);
  if (first === 'runs' && method === 'POST' && id === 'multipart') {
    return multipart(store, body, String(request.headers['content-type']));
  }
  if (first === 'runs' && method === 'POST' && id === 'batch') {
    const batch = json(body) as { post?: Array<{ id: string }>; patch?: Array<{ id: string }> };
    for (const run of [...(batch.post ?? []), ...(batch.patch ?? [])]) store.mergeRun(run.id, run);
    return ok({});
  }
  if (first === 'runs' && (method === 'POST' || method === 'PATCH') && !rest) {
    const run = json(body) as { id?: string };
    store.mergeRun(String(id ?? run.id), run);
    return ok({});
  }
  if (first === 'feedback' && method === 'POST' && !id) {
    const feedback = json(body) as Record<string, unknown>;
    store.feedback.push(feedback);
    return ok(feedback);
  }
  return fail(404, 'Not Found');
}

function examples(store: LangSmithStore, query: URLSearchParams): Reply {
  const dataset = store.datasets.get(query.get('dataset') ?? '');
  if (!dataset) return fail(404, 'Dataset not found');
  const asOf = query.get('as_of');
  let chosen: StoredExample[] = dataset.latest;
  if (asOf && asOf !== 'latest' && Number.isNaN(Date.parse(asOf))) {
    const tagged = dataset.tagged.get(asOf);
    if (!tagged) return fail(404, `Dataset version with tag ${asOf} not found`);
    chosen = tagged;
  }
  return ok(page(chosen, query));
}

function sessions(
  store: LangSmithStore,
  method: string,
  id: string | undefined,
  body: Buffer,
  query: URLSearchParams,
): Reply {
  if (method === 'POST' && !id) {
    const created = json(body) as Record<string, unknown>;
    const taken = [...store.sessions.values()].some((s) => s.name === created.name);
    return taken ? fail(409, 'Session already exists') : ok(store.createSession(created));
  }
  const session = id ? store.sessions.get(id) : undefined;
  if (id && !session) return fail(404, 'Session not found');
  if (method === 'PATCH' && session) {
    const { name: _, ...changes } = json(body) as Record<string, unknown>;
    Object.assign(
      session,
      Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== null)),
    );
    return ok(session);
  }
  if (method !== 'GET') return fail(405, 'Method Not Allowed');
  if (session) return ok(session);
  const named = query.get('name');
  const all = [...store.sessions.values()].filter((s) => named === null || s.name === named);
  if (all.length === 0 && named === null) {
    // LangSmith always has a project to tell the tenant by: the workspace's default one.
    all.push(store.createSession({ name: 'default' }));
  }
  return ok(page(all, query));
}

/** `/runs/multipart`: parts `post.<id>`, `patch.<id>`, `post.<id>.<field>`, `feedback.<id>`. */
async function multipart(store: LangSmithStore, body: Buffer, type: string): Promise<Reply> {
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': type },
  }).formData();
  for (const [name, value] of form) {
    const [kind, id, field] = name.split('.');
    if (!id || kind === 'attachment') continue;
    const parsed = json(Buffer.from(typeof value === 'string' ? value : await value.text()));
    if (kind === 'feedback') store.feedback.push(parsed as Record<string, unknown>);
    else if (field) store.mergeRun(id, { [field]: parsed });
    else store.mergeRun(id, parsed as Record<string, unknown>);
  }
  return { status: 202, body: {} };
}

function page<T>(items: T[], query: URLSearchParams): T[] {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Math.min(Number(query.get('limit') ?? PAGE), PAGE);
  return items.slice(offset, offset + limit);
}

function json(body: Buffer): unknown {
  return JSON.parse(body.toString('utf8') || 'null');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    total += (chunk as Buffer).length;
    if (total > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}
