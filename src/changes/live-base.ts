import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { findDeploymentByName, ListCutShort } from '../deployments/target.ts';
import type { GitHubSession } from '../github/github-session.ts';
import { findLiveDeployment, type LiveDeployment } from '../github/live-deployment.ts';
import type { RunSource } from '../github/run-context.ts';
import type { Agent } from './find-agents.ts';
import { COMMIT_ID } from './git-commands.ts';

/** Where an agent's base came from, in the order they are asked. */
export type BaseSource = 'input' | 'control-plane' | 'github-deployment' | 'event' | 'none';

export interface AgentBase {
  /** The commit compared with the head; undefined when there is none (the agent is changed). */
  commit?: string;
  source: BaseSource;
  /** For the summary: which deployment, revision or event it is, or why there is none. */
  detail: string;
}

export interface BaseFinders {
  /** The `base` input, resolved by the caller. */
  input?: string;
  controlPlane?: {
    client: ControlPlaneClient;
    signal: AbortSignal;
    /** Told when the deployment list was cut short but still named the agent's deployment. */
    warn: (line: string) => void;
  };
  github?: { session: GitHubSession; environment: (agent: Agent) => string };
  event?: AgentBase;
}

/**
 * The base of one agent: what is live. The `base` input when given; otherwise the commit of the
 * control plane's active revision of the agent's deployment; otherwise the commit of the latest
 * successful GitHub deployment of its environment; otherwise the event's own base. A source
 * that answers that nothing is live (no such deployment, no active revision, no successful
 * deployment) ends the search: the agent is changed, since a deploy is what it lacks.
 */
export async function findBase(agent: Agent, finders: BaseFinders): Promise<AgentBase> {
  if (finders.input) {
    return { commit: finders.input, source: 'input', detail: JSON.stringify(finders.input) };
  }
  const notes: string[] = [];
  if (finders.controlPlane) {
    const found = await controlPlaneBase(agent, finders.controlPlane);
    if ('source' in found) return found;
    notes.push(found.note);
  }
  if (finders.github) {
    const environment = finders.github.environment(agent);
    const live = await findLiveDeployment(finders.github.session, environment);
    if (live.kind === 'live') {
      const detail = `GitHub deployment ${live.id} of environment "${environment}"`;
      return { commit: live.sha, source: 'github-deployment', detail };
    }
    return { source: 'github-deployment', detail: nothingLive(live, environment) };
  }
  if (finders.event) {
    const { commit, source, detail } = finders.event;
    return { ...(commit && { commit }), source, detail: [...notes, detail].join('; ') };
  }
  return { source: 'none', detail: [...notes, 'no base: nothing says what is live'].join('; ') };
}

/** Why GitHub's deployments give no base: nothing is live, or GitHub gave no usable answer. */
function nothingLive(live: Exclude<LiveDeployment, { kind: 'live' }>, environment: string): string {
  switch (live.kind) {
    case 'none':
      return `no successful GitHub deployment of environment "${environment}" among its newest ${live.examined}`;
    case 'failed':
      return `the GitHub deployments of environment "${environment}" could not be read`;
    case 'other':
      return `GitHub's answer for environment "${environment}" was about ${live.about}, and is ignored`;
  }
}

/** The commit of the active revision, a definite "nothing is live", or a note to go on. */
async function controlPlaneBase(
  agent: Agent,
  { client, signal, warn }: NonNullable<BaseFinders['controlPlane']>,
): Promise<AgentBase | { note: string }> {
  const name = agent.deploymentName;
  let found: Awaited<ReturnType<typeof findDeploymentByName>>;
  try {
    found = await findDeploymentByName(client, name, signal, warn);
  } catch (error) {
    // A list cut short cannot say that nothing of the name is live: the next source may.
    if (!(error instanceof ListCutShort)) throw error;
    return {
      note: `the control plane's deployment list was cut short before any deployment named "${name}"`,
    };
  }
  if (!found) return { source: 'control-plane', detail: `no deployment is named "${name}"` };
  const deployment =
    found.active_revision_id === undefined
      ? await client.getDeployment(found.id, { signal })
      : found;
  const activeId = deployment.active_revision_id;
  if (!activeId) {
    return { source: 'control-plane', detail: `deployment "${name}" has no active revision` };
  }
  const revision = await client.getRevision(deployment.id, activeId, { signal });
  const sha = revision.source_revision_config?.repo_commit_sha ?? undefined;
  if (sha && COMMIT_ID.test(sha)) {
    return {
      commit: sha,
      source: 'control-plane',
      detail: `active revision ${activeId} of deployment "${name}"`,
    };
  }
  return {
    note: `the active revision of deployment "${name}" names no commit (not a sourcehost deploy)`,
  };
}

/**
 * The base the event itself gives: `before` of a push (none when the push created the branch),
 * the base commit of a pull request or a merge queue entry; none for other events.
 */
export function eventBase(source: RunSource): AgentBase {
  const payload = source.payload as Record<string, unknown>;
  switch (source.eventName) {
    case 'push': {
      const before = baseCommit(payload.before);
      return before
        ? { commit: before, source: 'event', detail: 'the commit before the push' }
        : none('the push has no commit before it (a new branch)');
    }
    case 'pull_request':
    case 'pull_request_target': {
      const base = (payload.pull_request as { base?: { sha?: unknown } } | undefined)?.base;
      const sha = baseCommit(base?.sha);
      return sha
        ? { commit: sha, source: 'event', detail: 'the pull request’s base commit' }
        : none('the pull request names no base commit');
    }
    case 'merge_group': {
      const sha = baseCommit((payload.merge_group as { base_sha?: unknown } | undefined)?.base_sha);
      return sha
        ? { commit: sha, source: 'event', detail: 'the merge group’s base commit' }
        : none('the merge group names no base commit');
    }
    default:
      return none(`a ${source.eventName || 'manual'} event has no base commit`);
  }
}

/** No base, and why: the agent is then changed. */
export function none(why: string): AgentBase {
  return { source: 'none', detail: `no base: ${why}` };
}

/** A commit id as a CI names a base, or undefined: all zeros is how CIs say there is none. */
export function baseCommit(value: unknown): string | undefined {
  return typeof value === 'string' && COMMIT_ID.test(value) && !/^0+$/.test(value)
    ? value
    : undefined;
}
