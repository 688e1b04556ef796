// What the fake GitHub keeps in memory (deployments, their statuses, issue comments and every
// request), and how each route reads and changes it.
import type { ServerResponse } from 'node:http';
import { invalid, notFound, send } from './fake-github-http.ts';
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

export interface FakeComment {
  id: number;
  issueNumber: number;
  body: string;
  user: { login: string; type: 'Bot' | 'User' };
  /** GitHub's author_association: NONE for the job's bot, CONTRIBUTOR for a fork's author. */
  association: string;
}

/** Answers a list request with one page of `items` (see sendPage). */
export type PageSender = (response: ServerResponse, url: URL, items: unknown[]) => void;

const BOT = { login: 'github-actions[bot]', type: 'Bot' } as const;
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
  };

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

  function deploymentJson(d: FakeDeployment) {
    return { id: d.id, sha: d.sha, ref: d.ref, environment: d.environment, task: 'deploy' };
  }

  function commentJson(c: FakeComment) {
    return {
      id: c.id,
      body: c.body,
      user: c.user,
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

  function addDeployment(environment: string, states: string[] = []) {
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
  }

  /** Forgets every request, deployment and comment (ids keep counting up). */
  function clear() {
    state.requests = [];
    state.deployments = [];
    state.comments = [];
  }

  return { state, handle, addComment, addDeployment, clear };
}
