import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import type { Deployment } from '../client/deployment-schemas.ts';
import { everyPage } from '../client/pages.ts';
import { describeFailure } from '../common/action-runtime.ts';
import type { StepControl } from '../common/step-control.ts';
import { waitForRevision } from './wait-for-revision.ts';

/** How a rollback went: which earlier revision was deployed again, as which new revision. */
export interface RollbackOutcome {
  /** The earlier DEPLOYED revision that was redeployed. */
  revisionId: string;
  /** The revision the redeploy made; undefined when the redeploy request itself failed. */
  newRevisionId?: string;
  result: 'deployed' | 'failed' | 'timed-out' | 'cancelled' | 'not-started';
  status?: string;
  problem?: string;
}

/**
 * The revision that was live before this deploy: the deployment's `active_revision_id` as read
 * before the change, else the newest DEPLOYED revision other than the failed one.
 */
export async function findEarlierDeployed(
  client: ControlPlaneClient,
  before: Deployment,
  failedRevisionId: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  const active = before.active_revision_id;
  if (active && active !== failedRevisionId) return active;
  const pages = everyPage((query) =>
    client.listRevisions(before.id, { ...query, status: 'DEPLOYED' }, { signal }),
  );
  for await (const revisions of pages) {
    const earlier = revisions.find(
      (revision) => revision.status === 'DEPLOYED' && revision.id !== failedRevisionId,
    );
    if (earlier) return earlier.id;
  }
  return undefined;
}

export interface RollbackContext {
  client: ControlPlaneClient;
  control: StepControl;
  pollIntervalMs: number;
  log: (line: string) => void;
  warn: (line: string) => void;
}

/**
 * Deploys the revision that was live before this deploy again, and waits for it like any
 * deploy. A rollback that fails, times out or cannot start is reported as such, never hidden.
 */
export async function rollBack(
  before: Deployment,
  failedRevisionId: string,
  context: RollbackContext,
): Promise<RollbackOutcome | undefined> {
  const { client, control, log } = context;
  const { signal } = control;
  let revisionId: string | undefined;
  let newRevisionId: string | undefined;
  let status: string | undefined;
  try {
    revisionId = await findEarlierDeployed(client, before, failedRevisionId, signal);
    if (!revisionId) {
      log('Rollback: the deployment has no earlier DEPLOYED revision to go back to.');
      return undefined;
    }
    log(`Rolling back: deploying revision ${revisionId} again.`);
    const after = await client.redeployRevision(before.id, revisionId, { signal });
    newRevisionId = after.latest_revision_id ?? undefined;
    if (!newRevisionId) throw new Error('the redeploy answer names no latest revision');
    const outcome = await waitForRevision({
      ...context,
      deploymentId: before.id,
      revisionId: newRevisionId,
      onStatus: (seen) => {
        status = seen;
        log(`Rollback revision ${newRevisionId}: ${seen}`);
      },
    });
    return { revisionId, newRevisionId, result: outcome.result, status: outcome.status };
  } catch (error) {
    if (!revisionId) throw error;
    const stopped = control.stopped;
    return {
      revisionId,
      ...(newRevisionId && { newRevisionId }),
      result: stopped ? stopped.kind : newRevisionId ? 'failed' : 'not-started',
      ...(status && { status }),
      problem: describeFailure(stopped ?? error),
    };
  }
}
