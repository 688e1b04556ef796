// The GitHub REST endpoints the fake answers (see fake-github.ts), by method and path.

export type FakeRoute =
  | 'create-deployment'
  | 'list-deployments'
  | 'create-deployment-status'
  | 'list-deployment-statuses'
  | 'list-comments'
  | 'create-comment'
  | 'update-comment';

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

export function matchRoute(method: string, pathname: string, repoPath: string) {
  if (!pathname.startsWith(`${repoPath}/`)) return undefined;
  const rest = pathname.slice(repoPath.length);
  for (const candidate of ROUTES) {
    const match = candidate.method === method ? candidate.pattern.exec(rest) : null;
    if (match) return { route: candidate.route, id: match[1] ? Number(match[1]) : undefined };
  }
  return undefined;
}
