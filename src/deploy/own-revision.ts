import type { Deployment, DeploymentPatch, Revision } from '../client/deployment-schemas.ts';
import { StepFailure } from '../common/step-failure.ts';

/** The revision-level members a change sets; `repo_commit_sha` is the service's own. */
const REVISION_MEMBERS = ['repo_ref', 'agent_config_path', 'image_uri', 'source_tarball_path'];

/**
 * Whether a revision is provably the one this request made: it carries every revision-level
 * value that was sent, and the deployment's earlier value of each one that was not (so a
 * deploy that changed only another member is not taken for this one), the source if one was
 * picked, and the deployment now holds exactly the secret names that were sent. A revision
 * another deploy made differs in at least one of them; one that matches deploys exactly what
 * this run asked for either way.
 */
export function isOwnRevision(
  revision: Revision,
  before: Deployment,
  deployment: Deployment,
  body: DeploymentPatch,
): boolean {
  const sent = (body.source_revision_config ?? {}) as Record<string, unknown>;
  const earlier = (before.source_revision_config ?? {}) as Record<string, unknown>;
  const has = (revision.source_revision_config ?? {}) as Record<string, unknown>;
  for (const member of REVISION_MEMBERS) {
    const expected = sent[member] ?? earlier[member];
    if (expected != null && has[member] !== expected) return false;
  }
  if (body.revision_source && revision.source !== body.revision_source) return false;
  if (body.secrets) {
    const names = (list: Array<{ name: string }>) => [...new Set(list.map((s) => s.name))].sort();
    const held = names(deployment.secrets ?? []);
    const given = names(body.secrets);
    if (held.length !== given.length || held.some((name, i) => name !== given[i])) return false;
  }
  return true;
}

/** Thrown when another deploy moved the deployment while this run's request went unanswered. */
export class RacingDeploy extends StepFailure {
  constructor(deploymentId: string, revisionId: string) {
    super(
      `Another deploy moved deployment ${deploymentId} to revision ${revisionId} while this run's request went unanswered, and that revision is not what this run sent. This run cannot know whether its own request was applied, so it stops instead of reporting someone else's deploy as its own; run it again to deploy on top.`,
    );
  }
}
