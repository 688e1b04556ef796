import { oneLine } from '../common/runner-text.ts';
import type { GitHubSession } from './github-session.ts';

/** What GitHub's deployments say is live in an environment. */
export type LiveDeployment =
  /** The newest deployment whose latest status is `success`: its commit is what is live. */
  | { kind: 'live'; id: number; sha: string }
  /** None of the newest deployments has `success` as its latest status. */
  | { kind: 'none'; examined: number }
  /** GitHub could not be read; the session warned once. */
  | { kind: 'failed' }
  /** GitHub answered about another environment or repository: ignored, the session warned once. */
  | { kind: 'other'; about: string };

/**
 * How many of an environment's newest deployments are looked at: one page. A deployment that
 * failed leaves the one before it live, so a long run of failures could hide it; past this many
 * the environment counts as having nothing live (a deploy then does no harm).
 */
export const MAX_DEPLOYMENTS_LOOKED_AT = 30;

const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * The commit live in `environment`, as the deploy action records it: its newest GitHub
 * deployment whose latest status is `success` (a newer one that failed, or is still running,
 * leaves it live). One page is read, asked for by number: no paging link is followed. An answer
 * that holds a deployment of another environment or repository (or one that names none) is not
 * about this environment: it is ignored whole, with one warning.
 */
export async function findLiveDeployment(
  session: GitHubSession,
  environment: string,
): Promise<LiveDeployment> {
  if (!session.usable) return { kind: 'failed' };
  const { client, run } = session;
  const repo = { owner: run.owner, repo: run.repo };
  try {
    const { data: deployments } = await client.rest.repos.listDeployments({
      ...repo,
      environment,
      per_page: MAX_DEPLOYMENTS_LOOKED_AT,
      page: 1,
    });
    const newest = deployments.slice(0, MAX_DEPLOYMENTS_LOOKED_AT);
    const about = newest
      .map((deployment) => otherSubject(deployment, environment, repo))
      .find((other) => other !== undefined);
    if (about) {
      session.warnOnce(
        `Could not read the deployments of GitHub environment "${environment}": GitHub's answer is about ${about}, not about that environment of ${repo.owner}/${repo.repo}. It is ignored, and the agents it was asked for are marked changed.`,
      );
      return { kind: 'other', about };
    }
    for (const deployment of newest) {
      const { data: statuses } = await client.rest.repos.listDeploymentStatuses({
        ...repo,
        deployment_id: deployment.id,
        per_page: 1,
        page: 1,
      });
      if (statuses[0]?.state !== 'success') continue;
      // The id goes into a git command: only a full commit id is taken.
      if (!COMMIT.test(deployment.sha)) continue;
      return { kind: 'live', id: deployment.id, sha: deployment.sha };
    }
    return { kind: 'none', examined: newest.length };
  } catch (error) {
    session.report(error, `Could not read the deployments of GitHub environment "${environment}"`);
    return { kind: 'failed' };
  }
}

/**
 * What a deployment of the answer is about, in words, when it is not `environment` of the run's
 * repository (compared as GitHub compares the names: regardless of case); undefined when it is.
 */
function otherSubject(
  deployment: { environment?: unknown; repository_url?: unknown },
  environment: string,
  repo: { owner: string; repo: string },
): string | undefined {
  const named = deployment.environment;
  if (typeof named !== 'string') return 'a deployment that names no environment';
  if (named.toLowerCase() !== environment.toLowerCase()) {
    return `environment "${oneLine(named, 100)}"`;
  }
  const url = deployment.repository_url;
  const own = `/repos/${repo.owner}/${repo.repo}`.toLowerCase();
  if (typeof url !== 'string') return 'a deployment that names no repository';
  if (!url.toLowerCase().endsWith(own)) return `the repository of ${oneLine(url, 120)}`;
  return undefined;
}
