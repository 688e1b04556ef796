import { oneLine } from '../common/runner-text.ts';
import { idIn, listItems } from './github-answers.ts';
import { type GitHubCallOptions, type GitHubSession, openGitHubSession } from './github-session.ts';
import { listPages } from './list-pages.ts';
import { workflowRunUrl } from './run-context.ts';

export interface MarkEnvironmentInactiveOptions extends GitHubCallOptions {
  environment: string;
}

/** Latest states of a deployment that GitHub shows as live or about to be. */
const ACTIVE_STATES: ReadonlySet<string> = new Set(['success', 'in_progress', 'queued', 'pending']);

/** Bounds the work of one delete; GitHub lists the newest deployments first. */
export const MAX_DEPLOYMENTS_EXAMINED = 300;
/** Pages of 100 hold the bound in four; this many allows for an API that answers smaller ones. */
const MAX_DEPLOYMENT_PAGES = 30;

/**
 * Sets every active deployment of `environment` to `inactive`, so GitHub stops showing it as
 * live once the agent server is deleted. Returns how many it set; stops at the first failure
 * with one warning, and never throws.
 */
export async function markEnvironmentInactive(
  options: MarkEnvironmentInactiveOptions,
): Promise<number> {
  const environment = options.environment?.trim() ?? '';
  const doing = `Could not mark the deployments of GitHub environment "${oneLine(environment, 100)}" inactive`;
  const session = await openGitHubSession(options, 'deployments', doing);
  if (!session) return 0;
  if (!environment) {
    session.warnOnce(`${doing}: no environment name was given.`);
    return 0;
  }
  let marked = 0;
  try {
    const ids = await listDeploymentIds(session, environment);
    if (ids.length > MAX_DEPLOYMENTS_EXAMINED) {
      session.warnOnce(
        `Only the newest ${MAX_DEPLOYMENTS_EXAMINED} deployments of GitHub environment "${oneLine(environment, 100)}" were checked; older ones may still show as active.`,
      );
    }
    for (const id of ids.slice(0, MAX_DEPLOYMENTS_EXAMINED)) {
      if (await setInactiveIfActive(session, id)) marked += 1;
    }
  } catch (error) {
    session.report(error, doing);
  }
  return marked;
}

/** Every deployment's id, newest first, one more than the bound at most. */
async function listDeploymentIds(session: GitHubSession, environment: string): Promise<number[]> {
  const { run } = session;
  const ids: number[] = [];
  const pages = listPages(session, {
    route: 'GET /repos/{owner}/{repo}/deployments',
    parameters: { owner: run.owner, repo: run.repo, environment, per_page: 100 },
    what: `the deployments of GitHub environment "${oneLine(environment, 100)}"`,
    maxPages: MAX_DEPLOYMENT_PAGES,
  });
  for await (const page of pages) {
    for (const deployment of page) {
      const id = idIn(deployment.id);
      if (id !== undefined) ids.push(id);
    }
    if (ids.length > MAX_DEPLOYMENTS_EXAMINED) break;
  }
  return ids;
}

async function setInactiveIfActive(session: GitHubSession, id: number): Promise<boolean> {
  const { client, run } = session;
  const { data } = await client.rest.repos.listDeploymentStatuses({
    owner: run.owner,
    repo: run.repo,
    deployment_id: id,
    per_page: 1,
  });
  const [status] = listItems(data, `the statuses of GitHub deployment ${id}`);
  const latest = status === undefined ? 'pending' : status.state;
  if (typeof latest !== 'string' || !ACTIVE_STATES.has(latest)) return false;
  const logUrl = workflowRunUrl(run);
  await client.rest.repos.createDeploymentStatus({
    owner: run.owner,
    repo: run.repo,
    deployment_id: id,
    state: 'inactive',
    description: 'The agent server was deleted.',
    ...(logUrl && { log_url: logUrl }),
  });
  return true;
}
