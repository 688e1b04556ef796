import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FailOptions, type FakeFault, fakeFaults } from './fake-github-faults.ts';
import { notFound, readJson, sendPage } from './fake-github-http.ts';
import { type FakeRoute, matchRoute } from './fake-github-routes.ts';
import {
  type FakeComment,
  type FakeDeployment,
  type FakeIdentity,
  type FakePullRequest,
  type FakeUser,
  fakeGitHubState,
  JOB_TOKEN_IDENTITY,
  type RecordedGitHubRequest,
} from './fake-github-state.ts';

/*
 * A loopback stand-in for the few GitHub REST endpoints src/github/ uses, so tests run the real
 * Octokit from @actions/github over real sockets. It keeps deployments, their statuses, issue
 * comments and pull requests in memory, records every request, pages lists with Link headers as
 * GitHub does, and answers with GitHub's own bodies when told to fail. A token acts as the job's
 * GITHUB_TOKEN (`github-actions[bot]`, an installation token) unless a test names it a
 * person's (addPersonToken); comments are written as the token's account.
 */

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
  /** A deployment of `sha` (by default `fff…`) whose statuses are `states`, oldest first. */
  addDeployment(environment: string, states?: string[], sha?: string): FakeDeployment;
  /** A pull request that `GET …/pulls/{number}` answers; any other number is 404. */
  addPullRequest(number: number, state: 'open' | 'closed' | 'merged'): FakePullRequest;
  addComment(
    issueNumber: number,
    body: string,
    user?: FakeComment['user'],
    association?: string,
  ): FakeComment;
  requestsTo(route: FakeRoute): RecordedGitHubRequest[];
  /** Requests carrying `token` act as `user`, a person (GET /user answers it). */
  addPersonToken(token: string, user: FakeUser, association?: string): void;
  /**
   * The Link headers' page URLs point to `origin` instead of the fake itself, as a hostile
   * answer (or a proxy that rewrites them) would; undefined points them home again.
   */
  linkPagesTo(origin: string | undefined): void;
  reset(): void;
  close(): Promise<void>;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  /** The largest page the lists return, whatever `per_page` asks (GitHub's is 100). */
  maxPageSize?: number;
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const owner = options.owner ?? 'octo-org';
  const repo = options.repo ?? 'agents';
  const maxPageSize = options.maxPageSize ?? 100;
  const repoPath = `/repos/${owner}/${repo}`;
  let base = '';
  let linkBase: string | undefined;
  const people = new Map<string, FakeIdentity>();
  const faults = fakeFaults();
  const github = fakeGitHubState(owner, repo, (response, url, items) =>
    sendPage(response, url, items, { base: linkBase ?? base, maxPageSize }),
  );
  const callerOf = (authorization: string | undefined): FakeIdentity => {
    const token = authorization?.replace(/^(?:token|bearer)\s+/i, '') ?? '';
    return people.get(token) ?? JOB_TOKEN_IDENTITY;
  };
  const { state } = github;

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
    const fault = faults.take(match.route);
    if (fault) return faults.answer(fault, request, response);
    const caller = callerOf(request.headers.authorization);
    github.handle(match.route, match.id, url, body, response, caller);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

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
      faults.add(route, fault, failOptions);
    },
    addDeployment: github.addDeployment,
    addComment: github.addComment,
    addPullRequest: github.addPullRequest,
    requestsTo(route) {
      return state.requests.filter((r) => r.route === route);
    },
    addPersonToken(token, user, association = 'MEMBER') {
      people.set(token, { user, kind: 'person', association });
    },
    linkPagesTo(origin) {
      linkBase = origin;
    },
    reset() {
      faults.reset();
      github.clear();
      people.clear();
      linkBase = undefined;
    },
    async close() {
      faults.dropHanging();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
