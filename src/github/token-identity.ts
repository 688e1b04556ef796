import { UnexpectedGitHubAnswer } from './github-answers.ts';
import type { GitHubSession } from './github-session.ts';

/**
 * The account a token acts as. REST's `GET /user` answers only tokens of a person (403
 * "Resource not accessible by integration" to the job's `GITHUB_TOKEN` and to any app's
 * installation token), and `GET /app` takes an app's own key, not a token. GraphQL's `viewer`
 * answers every kind: a person's login for their token, `github-actions[bot]` for the job's
 * token, `<app>[bot]` for another app's installation token.
 */
const VIEWER_QUERY = 'query { viewer { login } }';

export interface TokenIdentity {
  login: string;
}

/** Asks GitHub whose token this is; throws when it cannot say. */
export async function learnTokenIdentity(session: GitHubSession): Promise<TokenIdentity> {
  const answer: unknown = await session.client.graphql(VIEWER_QUERY);
  const viewer = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'viewer') : {};
  const login = typeof viewer === 'object' && viewer !== null ? Reflect.get(viewer, 'login') : '';
  if (typeof login !== 'string' || login.trim() === '') {
    throw new UnexpectedGitHubAnswer("GitHub's answer did not name the account the token acts as");
  }
  return { login: login.trim() };
}

/**
 * True when a comment's `user` (as REST shows it) is the token's account. Logins are compared
 * as GitHub does, regardless of case; an app's login is the same with or without the `[bot]`
 * REST puts after it.
 */
export function isWrittenBy(user: unknown, identity: TokenIdentity): boolean {
  if (typeof user !== 'object' || user === null) return false;
  const login = Reflect.get(user, 'login');
  if (typeof login !== 'string') return false;
  const theirs = login.toLowerCase();
  const mine = identity.login.toLowerCase();
  return theirs === mine || (Reflect.get(user, 'type') === 'Bot' && theirs === `${mine}[bot]`);
}
