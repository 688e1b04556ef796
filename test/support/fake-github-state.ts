// What the fake GitHub keeps in memory (deployments, their statuses, issue comments and every
// request), and how each route reads and changes it.
import type { ServerResponse } from 'node:http';
import { DOCS, invalid, notFound, send } from './fake-github-http.ts';
import type { FakeRoute } from './fake-github-routes.ts';

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

/** An account as REST shows it in `user`; `id` defaults to one derived from the login. */
export interface FakeUser {
  login: string;
  type: 'Bot' | 'User';
  id?: number;
}

/** Whose token a request carries, and how GitHub relates that account to the repository. */
export interface FakeIdentity {
  user: FakeUser;
  /** A person's token (GET /user answers it) or an app's installation token (it does not). */
  kind: 'person' | 'installation';
  association: string;
}

export interface FakeComment {
  id: number;
  issueNumber: number;
  body: string;
  user: FakeUser;
  /** GitHub's author_association: NONE for the job's bot, CONTRIBUTOR for a fork's author. */
  association: string;
}

/** A pull request as `GET /repos/{owner}/{repo}/pulls/{number}` shows it. */
export interface FakePullRequest {
  number: number;
  state: 'open' | 'closed';
  merged: boolean;
}

/** Answers a list request with one page of `items` (see sendPage). */
export type PageSender = (response: ServerResponse, url: URL, items: unknown[]) => void;

/** The job's GITHUB_TOKEN acts as this account (its REST id is GitHub's). */
const BOT: FakeUser = { login: 'github-actions[bot]', type: 'Bot', id: 41898282 };
/** What a token no test named is: the job's GITHUB_TOKEN, an installation token. */
export const JOB_TOKEN_IDENTITY: FakeIdentity = {
  user: BOT,
  kind: 'installation',
  association: 'NONE',
};
const STATUS_STATES = new Set([
  'error',
  'failure',
  'inactive',
  'in_progress',
  'queued',
  'pending',
  'success',
]);

export function fakeGitHubState(owner: string, repo: string, sendPage: PageSender) {
  let nextId = 1000;
  const state = {
    requests: [] as RecordedGitHubRequest[],
    deployments: [] as FakeDeployment[],
    comments: [] as FakeComment[],
    pullRequests: [] as FakePullRequest[],
  };

  function handle(
    route: FakeRoute,
    id: number | undefined,
    url: URL,
    body: Record<string, unknown> | undefined,
    response: ServerResponse,
    caller: FakeIdentity = JOB_TOKEN_IDENTITY,
  ) {
    switch (route) {
      case 'get-user':
        // GitHub answers only a person's token here; an installation token is refused.
        if (caller.kind === 'installation') {
          return send(response, 403, {
            message: 'Resource not accessible by integration',
            documentation_url: `${DOCS}/users/users#get-the-authenticated-user`,
            status: '403',
          });
        }
        return send(response, 200, userJson(caller.user));
      case 'graphql':
        return answerGraphql(response, body, caller);
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
        const comment = addComment(id ?? 0, body.body, caller.user, caller.association);
        return send(response, 201, commentJson(comment));
      }
      case 'get-pull-request': {
        const pull = state.pullRequests.find((p) => p.number === id);
        return pull ? send(response, 200, pullRequestJson(pull)) : notFound(response);
      }
      case 'get-repository':
        return send(response, 200, {
          id: 1,
          name: repo,
          full_name: `${owner}/${repo}`,
          owner: { login: owner },
        });
      case 'update-comment': {
        const comment = state.comments.find((c) => c.id === id);
        if (!comment) return notFound(response);
        if (typeof body?.body !== 'string') return invalid(response, 'body');
        comment.body = body.body;
        return send(response, 200, commentJson(comment));
      }
    }
  }

  function deploymentJson(d: FakeDeployment) {
    const repository_url = `https://api.github.com/repos/${owner}/${repo}`;
    return {
      id: d.id,
      url: `${repository_url}/deployments/${d.id}`,
      sha: d.sha,
      ref: d.ref,
      environment: d.environment,
      task: 'deploy',
      repository_url,
    };
  }

  function pullRequestJson(p: FakePullRequest) {
    const closedAt = p.state === 'closed' ? '2030-01-01T12:00:00Z' : null;
    return {
      number: p.number,
      state: p.state,
      merged: p.merged,
      merged_at: p.merged ? closedAt : null,
      closed_at: closedAt,
      html_url: `https://github.example/${owner}/${repo}/pull/${p.number}`,
      base: { ref: 'main', repo: { name: repo, full_name: `${owner}/${repo}` } },
    };
  }

  function commentJson(c: FakeComment) {
    return {
      id: c.id,
      body: c.body,
      user: userJson(c.user),
      author_association: c.association,
      html_url: `https://github.example/${owner}/${repo}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    };
  }

  function addComment(
    issueNumber: number,
    body: string,
    user: FakeComment['user'] = BOT,
    association = user.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR',
  ) {
    const comment: FakeComment = { id: nextId++, issueNumber, body, user, association };
    state.comments.push(comment);
    return comment;
  }

  function addDeployment(environment: string, states: string[] = [], sha = 'f'.repeat(40)) {
    const deployment: FakeDeployment = {
      id: nextId++,
      sha,
      ref: 'main',
      environment,
      request: {},
      statuses: states.map((s) => ({ id: nextId++, state: s })),
    };
    state.deployments.push(deployment);
    return deployment;
  }

  /** A pull request GitHub knows: open, closed, or closed by its merge. */
  function addPullRequest(number: number, status: 'open' | 'closed' | 'merged') {
    const pull: FakePullRequest = {
      number,
      state: status === 'open' ? 'open' : 'closed',
      merged: status === 'merged',
    };
    state.pullRequests.push(pull);
    return pull;
  }

  /** Forgets every request, deployment, comment and pull request (ids keep counting up). */
  function clear() {
    state.requests = [];
    state.deployments = [];
    state.comments = [];
    state.pullRequests = [];
  }

  return { state, handle, addComment, addDeployment, addPullRequest, clear };
}

/** REST's `user` object: the login, the id, the type. */
function userJson(user: FakeUser) {
  return { login: user.login, id: user.id ?? idOfLogin(user.login), type: user.type };
}

/** A stable id per login, for accounts a test named without one. */
function idOfLogin(login: string): number {
  let id = 7;
  for (const char of login) id = (id * 31 + (char.codePointAt(0) ?? 0)) % 1_000_000_007;
  return id + 1;
}

/**
 * GraphQL as GitHub answers the one query the action asks, `viewer { login }`: every kind of
 * token is answered, an app's installation token with the app's bot login. Other queries get
 * GitHub's error shape.
 */
function answerGraphql(
  response: ServerResponse,
  body: Record<string, unknown> | undefined,
  caller: FakeIdentity,
) {
  const query = typeof body?.query === 'string' ? body.query : '';
  if (!/\bviewer\s*\{[^}]*\blogin\b/.test(query)) {
    return send(response, 200, { errors: [{ message: 'The fake answers only viewer { login }' }] });
  }
  const { login } = caller.user;
  return send(response, 200, { data: { viewer: { login, databaseId: userJson(caller.user).id } } });
}
