import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  type FakeAgentServer,
  fakeAgentServer,
  type Scripted,
} from '../../support/fake-agent-server.ts';

/*
 * A loopback server that answers as the published JS agent server (1.5.1) does with an `auth`
 * handler that checks a key on every route but `/info` (docs/service.md, "The agent server"):
 * - `/info`: 200 without `host`, no key needed;
 * - any other route without the key: 401 text/plain `Missing x-api-key`;
 * - `POST /runs/wait` and `POST /threads/{id}/runs/wait`: 200 at once with
 *   `Content-Location: /runs/<run_id>`, then `\n` every `keepAliveMs` until the graph's state;
 * - a graph that raises: 200 `{"__error__": {"error": "Error", "message": "<JSON of {error, message}>"}}`;
 * - `POST /threads`: a thread whose messages persist between its runs.
 * The graphs: `echo` (answers its input), `boom` (raises a TypeError), `slow` (takes `slowMs`),
 * `context` (answers its runtime context), `memory` (counts the messages of its thread).
 */

export const PUBLISHED_KEY = 'lsv2_published_server_key';
export const BOOM_MESSAGE = 'input.text must be a string';

export interface PublishedServerOptions {
  key?: string;
  slowMs?: number;
  keepAliveMs?: number;
  /** What `GET /info` answers (default: the JS server's, without `host`). */
  info?: unknown;
  /** Answers `POST …/runs/wait` instead of the graphs (a hostile server). */
  runAnswer?: (response: ServerResponse) => void;
}

export function publishedAgentServer(
  options: PublishedServerOptions = {},
): Promise<FakeAgentServer> {
  const key = options.key ?? PUBLISHED_KEY;
  const threads = new Map<string, unknown[]>();
  return fakeAgentServer((request) => {
    const path = request.path.split('?')[0] ?? '';
    if (request.method === 'GET' && path === '/info') {
      return { status: 200, body: options.info ?? JS_INFO };
    }
    if (request.headers['x-api-key'] !== key) {
      const problem = request.headers['x-api-key'] ? 'Invalid x-api-key' : 'Missing x-api-key';
      return {
        status: 401,
        body: problem,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      };
    }
    if (request.method === 'GET' && path === '/ok') return { status: 200, body: { ok: true } };
    if (request.method === 'POST' && path === '/threads') {
      const threadId = randomUUID();
      threads.set(threadId, []);
      return { status: 200, body: { thread_id: threadId, status: 'idle', values: null } };
    }
    const onThread = /^\/threads\/([^/]+)\/runs\/wait$/.exec(path);
    if (request.method === 'POST' && (path === '/runs/wait' || onThread)) {
      if (options.runAnswer) return options.runAnswer;
      const thread = onThread ? threads.get(onThread[1] as string) : undefined;
      if (onThread && !thread) return notFound(`Thread with ID ${onThread[1]} not found`);
      const body = JSON.parse(request.body) as RunBody;
      if (!GRAPHS.includes(body.assistant_id)) {
        return notFound(`Assistant "${body.assistant_id}" not found`);
      }
      return (response) => run(response, body, thread, options);
    }
    return notFound('Not Found');
  });
}

const GRAPHS = ['echo', 'boom', 'slow', 'context', 'memory'];
const JS_INFO = { version: '1.5.1', langgraph_js_version: '1.0.0', context: 'js', flags: {} };

function notFound(text: string): Scripted {
  return { status: 404, body: text, headers: { 'content-type': 'text/plain;charset=UTF-8' } };
}

type RunBody = { assistant_id: string; input: unknown; context?: unknown };

function run(
  response: ServerResponse,
  body: RunBody,
  thread: unknown[] | undefined,
  options: PublishedServerOptions,
): void {
  response.writeHead(200, {
    'content-type': 'application/json',
    'content-location': `/runs/${randomUUID()}`,
  });
  const keepAlive = setInterval(() => response.write('\n'), options.keepAliveMs ?? 1000);
  response.on('close', () => clearInterval(keepAlive));
  void graphState(body, thread, options).then((state) => {
    clearInterval(keepAlive);
    if (!response.destroyed) response.end(JSON.stringify(state));
  });
}

/** The state the graph named by `assistant_id` ends with. */
async function graphState(
  body: RunBody,
  thread: unknown[] | undefined,
  options: PublishedServerOptions,
): Promise<unknown> {
  const input = body.input as { text?: unknown; messages?: unknown[] } | null;
  switch (body.assistant_id) {
    case 'boom': {
      const inner = JSON.stringify({ error: 'TypeError', message: BOOM_MESSAGE });
      return { __error__: { error: 'Error', message: inner } };
    }
    case 'slow':
      await new Promise((done) => setTimeout(done, options.slowMs ?? 4000));
      return { text: 'slept' };
    case 'context':
      return { context: body.context ?? 'no context' };
    case 'memory': {
      const messages = thread ?? [];
      messages.push(...(input?.messages ?? []));
      return { messages, count: messages.length };
    }
    default:
      return { text: input?.text };
  }
}
