// The GitHub REST endpoints the fake answers (see fake-github.ts), by method and path.

export type FakeRoute =
  | 'create-deployment'
  | 'list-deployments'
  | 'create-deployment-status'
  | 'list-deployment-statuses'
  | 'list-comments'
  | 'create-comment'
  | 'update-comment'
  /** `GET /user`: who a person's token belongs to (refused to an installation token). */
  | 'get-user'
  /** `POST /graphql`: only the `viewer { login }` query is answered. */
  | 'graphql'
  | 'get-pull-request'
  | 'get-repository';

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
  { method: 'GET', pattern: /^\/pulls\/(\d+)$/, route: 'get-pull-request' },
];

/** Routes outside the repository's path. */
const ACCOUNT_ROUTES: typeof ROUTES = [
  { method: 'GET', pattern: /^\/user$/, route: 'get-user' },
  { method: 'POST', pattern: /^\/graphql$/, route: 'graphql' },
];

export function matchRoute(method: string, pathname: string, repoPath: string) {
  const account = ACCOUNT_ROUTES.find((c) => c.method === method && c.pattern.test(pathname));
  if (account) return { route: account.route, id: undefined };
  if (pathname === repoPath && method === 'GET')
    return { route: 'get-repository' as const, id: undefined };
  if (!pathname.startsWith(`${repoPath}/`)) return undefined;
  const rest = pathname.slice(repoPath.length);
  for (const candidate of ROUTES) {
    const match = candidate.method === method ? candidate.pattern.exec(rest) : null;
    if (match) return { route: candidate.route, id: match[1] ? Number(match[1]) : undefined };
  }
  return undefined;
}
