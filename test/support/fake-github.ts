import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A loopback stand-in for the few GitHub REST endpoints src/github/ uses, so tests run the real
 * Octokit from @actions/github over real sockets. It keeps deployments, their statuses and
 * issue comments in memory, records every request, pages lists with Link headers as GitHub
 * does, and answers with GitHub's own bodies when told to fail.
 */

export type FakeRoute =
  | 'create-deployment'
  | 'list-deployments'
  | 'create-deployment-status'
  | 'list-deployment-statuses'
  | 'list-comments'
  | 'create-comment'
  | 'update-comment';

export type FakeFault =
  /** 403 as GitHub answers a GITHUB_TOKEN without the permission. */
  | 'missing-permission'
  /** 403 with `x-ratelimit-remaining: 0`: the primary rate limit. */
  | 'rate-limit-403'
  /** 429 with `retry-after` and `x-ratelimit-remaining: 0`. */
  | 'rate-limit-429'
  | 'not-found'
  | 'server-error'
  /** Closes the connection without an answer. */
  | 'disconnect'
  /** Never answers (until the server closes). */
  | 'hang';

export interface FailOptions {
  /** How many requests fail; every one when unset. */
  times?: number;
  /** How many matching requests are answered normally before the failures start. */
  after?: number;
  /** Puts the request's Authorization header into the error message, as a careless proxy might. */
  echoAuthorization?: boolean;
}

export interface RecordedGitHubRequest {
  route: FakeRoute | 'unknown';
  method: string;
  /** Path and query as sent. */
  url: string;
  authorization?: string;
  body?: Record<string, unknown>;
}

export interface FakeDeploymentStatus {
  id: number;
  state: string;
  environment_url?: string;
  log_url?: string;
  description?: string;
}

export interface FakeDeployment {
  id: number;
  sha: string;
  ref: string;
  environment: string;
  request: Record<string, unknown>;
  /** Oldest first. */
  statuses: FakeDeploymentStatus[];
}

export interface FakeComment {
  id: number;
  issueNumber: number;
  body: string;
  user: { login: string; type: 'Bot' | 'User' };
}

export interface FakeGitHub {
  /** The API base URL, for `GITHUB_API_URL`. */
  url: string;
  owner: string;
  repo: string;
  requests: RecordedGitHubRequest[];
  deployments: FakeDeployment[];
  comments: FakeComment[];
  /** Makes requests to `route` (or every route) fail with `fault`. */
  fail(route: FakeRoute | 'all', fault: FakeFault, options?: FailOptions): void;
  addDeployment(environment: string, states?: string[]): FakeDeployment;
  addComment(issueNumber: number, body: string, user?: FakeComment['user']): FakeComment;
  requestsTo(route: FakeRoute): RecordedGitHubRequest[];
  reset(): void;
  close(): Promise<void>;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  /** The largest page the lists return, whatever `per_page` asks (GitHub's is 100). */
  maxPageSize?: number;
}

const BOT = { login: 'github-actions[bot]', type: 'Bot' } as const;
const DOCS = 'https://docs.github.com/rest';
const STATUS_STATES = new Set([
  'error',
  'failure',
  'inactive',
  'in_progress',
  'queued',
  'pending',
  'success',
]);

/** Rate limits reset at a fixed time, so a warning that names it can be checked. */
const RESET = String(Date.UTC(2030, 0, 1, 12, 0, 0) / 1000);

/** GitHub's answers, with the headers that tell a rate limit from a refused permission. */
const FAULT_ANSWERS: Record<
  Exclude<FakeFault, 'disconnect' | 'hang'>,
  { status: number; message: string; headers?: Record<string, string> }
> = {
  'missing-permission': { status: 403, message: 'Resource not accessible by integration' },
  'rate-limit-403': {
    status: 403,
    message: 'API rate limit exceeded for installation ID 1.',
    headers: {
      'x-ratelimit-limit': '1000',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': RESET,
    },
  },
  'rate-limit-429': {
    status: 429,
    message: 'You have exceeded a secondary rate limit.',
    headers: { 'retry-after': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': RESET },
  },
  'not-found': { status: 404, message: 'Not Found' },
  'server-error': { status: 500, message: 'Server Error' },
};

interface Fault {
  route: FakeRoute | 'all';
  fault: FakeFault;
  remaining: number;
  passes: number;
  echoAuthorization: boolean;
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const owner = options.owner ?? 'octo-org';
  const repo = options.repo ?? 'agents';
  const maxPageSize = options.maxPageSize ?? 100;
  const repoPath = `/repos/${owner}/${repo}`;
  let faults: Fault[] = [];
  let nextId = 1000;
  const hanging = new Set<ServerResponse>();

  const state = {
    requests: [] as RecordedGitHubRequest[],
    deployments: [] as FakeDeployment[],
    comments: [] as FakeComment[],
  };

  const server = createServer(async (request, response) => {
    const body = await readJson(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    const match = matchRoute(request.method ?? 'GET', url.pathname, repoPath);
    state.requests.push({
      route: match?.route ?? 'unknown',
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      ...(request.headers.authorization && { authorization: request.headers.authorization }),
      ...(body && { body }),
    });
    if (!match) return notFound(response);
    const fault = takeFault(match.route);
    if (fault) return answerFault(fault, request, response);
    handle(match.route, match.id, url, body, response);
  });

  function takeFault(route: FakeRoute): Fault | undefined {
    const fault = faults.find((f) => (f.route === 'all' || f.route === route) && f.remaining > 0);
    if (!fault) return undefined;
    if (fault.passes > 0) {
      fault.passes -= 1;
      return undefined;
    }
    fault.remaining -= 1;
    return fault;
  }

  function answerFault(fault: Fault, request: IncomingMessage, response: ServerResponse) {
    if (fault.fault === 'disconnect') return response.socket?.destroy();
    if (fault.fault === 'hang') return void hanging.add(response);
    const answer = FAULT_ANSWERS[fault.fault];
    const echo = fault.echoAuthorization ? ` (sent ${request.headers.authorization})` : '';
    const body = { message: `${answer.message}${echo}`, documentation_url: DOCS };
    send(response, answer.status, body, answer.headers);
  }

  function handle(
    route: FakeRoute,
    id: number | undefined,
    url: URL,
    body: Record<string, unknown> | undefined,
    response: ServerResponse,
  ) {
    switch (route) {
      case 'create-deployment': {
        if (typeof body?.ref !== 'string' || !body.ref) return invalid(response, 'ref');
        const deployment: FakeDeployment = {
          id: nextId++,
          sha: body.ref,
          ref: body.ref,
          environment: typeof body.environment === 'string' ? body.environment : 'production',
          request: body,
          statuses: [],
        };
        state.deployments.push(deployment);
        return send(response, 201, deploymentJson(deployment));
      }
      case 'list-deployments': {
        const environment = url.searchParams.get('environment');
        const matching = state.deployments
          .filter((d) => environment === null || d.environment === environment)
          .reverse();
        return sendPage(response, url, matching.map(deploymentJson));
      }
      case 'create-deployment-status': {
        const deployment = state.deployments.find((d) => d.id === id);
        if (!deployment) return notFound(response);
        if (typeof body?.state !== 'string' || !STATUS_STATES.has(body.state)) {
          return invalid(response, 'state');
        }
        const status: FakeDeploymentStatus = { id: nextId++, state: body.state };
        for (const key of ['environment_url', 'log_url', 'description'] as const) {
          if (typeof body[key] === 'string') status[key] = body[key];
        }
        deployment.statuses.push(status);
        return send(response, 201, status);
      }
      case 'list-deployment-statuses': {
        const deployment = state.deployments.find((d) => d.id === id);
        if (!deployment) return notFound(response);
        return sendPage(response, url, [...deployment.statuses].reverse());
      }
      case 'list-comments':
        return sendPage(
          response,
          url,
          state.comments.filter((c) => c.issueNumber === id).map(commentJson),
        );
      case 'create-comment': {
        if (typeof body?.body !== 'string') return invalid(response, 'body');
        const comment = addComment(id ?? 0, body.body, BOT);
        return send(response, 201, commentJson(comment));
      }
      case 'update-comment': {
        const comment = state.comments.find((c) => c.id === id);
        if (!comment) return notFound(response);
        if (typeof body?.body !== 'string') return invalid(response, 'body');
        comment.body = body.body;
        return send(response, 200, commentJson(comment));
      }
    }
  }

  function sendPage(response: ServerResponse, url: URL, items: unknown[]) {
    const perPage = Math.min(Number(url.searchParams.get('per_page')) || 30, maxPageSize);
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const lastPage = Math.max(1, Math.ceil(items.length / perPage));
    const links: string[] = [];
    const pageUrl = (n: number) => {
      const next = new URL(url.pathname + url.search, base);
      next.searchParams.set('page', String(n));
      return next.href;
    };
    if (page < lastPage)
      links.push(`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(lastPage)}>; rel="last"`);
    if (page > 1) links.push(`<${pageUrl(1)}>; rel="first"`, `<${pageUrl(page - 1)}>; rel="prev"`);
    const slice = items.slice((page - 1) * perPage, page * perPage);
    send(response, 200, slice, links.length > 0 ? { link: links.join(', ') } : {});
  }

  function deploymentJson(d: FakeDeployment) {
    return { id: d.id, sha: d.sha, ref: d.ref, environment: d.environment, task: 'deploy' };
  }

  function commentJson(c: FakeComment) {
    return {
      id: c.id,
      body: c.body,
      user: c.user,
      html_url: `https://github.example/${owner}/${repo}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    };
  }

  function addComment(issueNumber: number, body: string, user: FakeComment['user'] = BOT) {
    const comment: FakeComment = { id: nextId++, issueNumber, body, user };
    state.comments.push(comment);
    return comment;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    owner,
    repo,
    get requests() {
      return state.requests;
    },
    get deployments() {
      return state.deployments;
    },
    get comments() {
      return state.comments;
    },
    fail(route, fault, failOptions = {}) {
      faults.push({
        route,
        fault,
        remaining: failOptions.times ?? Number.POSITIVE_INFINITY,
        passes: failOptions.after ?? 0,
        echoAuthorization: failOptions.echoAuthorization ?? false,
      });
    },
    addDeployment(environment, states = []) {
      const deployment: FakeDeployment = {
        id: nextId++,
        sha: 'f'.repeat(40),
        ref: 'main',
        environment,
        request: {},
        statuses: states.map((s) => ({ id: nextId++, state: s })),
      };
      state.deployments.push(deployment);
      return deployment;
    },
    addComment,
    requestsTo(route) {
      return state.requests.filter((r) => r.route === route);
    },
    reset() {
      faults = [];
      state.requests = [];
      state.deployments = [];
      state.comments = [];
      for (const response of hanging) response.socket?.destroy();
      hanging.clear();
    },
    async close() {
      for (const response of hanging) response.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const ROUTES: { method: string; pattern: RegExp; route: FakeRoute }[] = [
  { method: 'POST', pattern: /^\/deployments$/, route: 'create-deployment' },
  { method: 'GET', pattern: /^\/deployments$/, route: 'list-deployments' },
  {
    method: 'POST',
    pattern: /^\/deployments\/(\d+)\/statuses$/,
    route: 'create-deployment-status',
  },
  { method: 'GET', pattern: /^\/deployments\/(\d+)\/statuses$/, route: 'list-deployment-statuses' },
  { method: 'GET', pattern: /^\/issues\/(\d+)\/comments$/, route: 'list-comments' },
  { method: 'POST', pattern: /^\/issues\/(\d+)\/comments$/, route: 'create-comment' },
  { method: 'PATCH', pattern: /^\/issues\/comments\/(\d+)$/, route: 'update-comment' },
];

function matchRoute(method: string, pathname: string, repoPath: string) {
  if (!pathname.startsWith(`${repoPath}/`)) return undefined;
  const rest = pathname.slice(repoPath.length);
  for (const candidate of ROUTES) {
    const match = candidate.method === method ? candidate.pattern.exec(rest) : null;
    if (match) return { route: candidate.route, id: match[1] ? Number(match[1]) : undefined };
  }
  return undefined;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

function notFound(response: ServerResponse) {
  send(response, 404, { message: 'Not Found', documentation_url: DOCS });
}

function invalid(response: ServerResponse, field: string) {
  send(response, 422, {
    message: 'Validation Failed',
    errors: [{ resource: 'Request', field, code: 'invalid' }],
    documentation_url: DOCS,
  });
}
