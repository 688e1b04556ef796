import type { Deployment } from '../../client/service-schemas.ts';
import type { StepContext } from '../../client/step-client.ts';
import { describeFailure } from '../../common/action-runtime.ts';
import type { Resolved } from '../../deployments/find-or-create.ts';
import { nothingDisplaced, type Submission } from '../change/make-revision.ts';
import { redeployRevision } from '../change/redeploy-revision.ts';
import { findEarlierDeployed } from '../find/earlier-deployed.ts';
import { waitForRevision } from '../follow/wait-for-revision.ts';
import type { RecoverSettings } from '../settings.ts';

/**
 * How a rollback went: which earlier revision was deployed again, as which new revision; or,
 * with `result: 'none'`, why no redeploy was sent.
 */
export type RollbackOutcome =
  | {
      result: 'none';
      /** Why nothing was rolled back, in words for a person. */
      reason: string;
    }
  | {
      /** The earlier DEPLOYED revision that was redeployed. */
      revisionId: string;
      /** The revision the redeploy made; undefined when the redeploy request itself failed. */
      newRevisionId?: string;
      result: 'deployed' | 'failed' | 'timed-out' | 'cancelled' | 'not-started';
      status?: string;
      problem?: string;
    };

/**
 * The recover phase: with rollback-on-failure, the revision that was live before is deployed
 * again when this run's revision is to blame (`toBlame`, see revisionToBlame). Undefined when
 * no rollback was asked for.
 */
export async function recover(
  context: Pick<StepContext, 'client' | 'stepClock' | 'signal' | 'log' | 'warn'>,
  settings: RecoverSettings,
  { resolved, submission }: { resolved: Resolved; submission: Submission },
  toBlame: boolean,
): Promise<RollbackOutcome | undefined> {
  if (!toBlame || !settings.rollbackOnFailure) return undefined;
  const plan = { created: resolved.created, pollIntervalMs: settings.pollInterval };
  return rollBack(context, resolved.deployment, submission, plan);
}

/** How a rollback is sent and followed. */
export interface RollbackPlan {
  /** This run created the deployment: its first revision has nothing before it. */
  created?: boolean;
  pollIntervalMs: number;
}

/**
 * Deploys the revision that was live before this deploy again, and waits for it like any
 * deploy. Only when this deploy made the failed revision (one it did not make displaced
 * nothing), and only while that revision is still the deployment's latest: a newer one is
 * another deploy's, which a rollback would replace. A rollback that fails, times out or
 * cannot start is reported as such, never hidden.
 */
export async function rollBack(
  context: Pick<StepContext, 'client' | 'stepClock' | 'signal' | 'log' | 'warn'>,
  before: Deployment,
  failed: Submission,
  plan: RollbackPlan,
): Promise<RollbackOutcome> {
  const cannot = nothingDisplaced(before, failed, plan.created);
  if (cannot)
    return failed.newRevision ? none(context.log, cannot) : { result: 'none', reason: cannot };
  const failedRevisionId = failed.revisionId;
  const { client, stepClock, signal, log } = context;
  let revisionId: string | undefined;
  let newRevisionId: string | undefined;
  let status: string | undefined;
  try {
    const current = await client.getDeployment(before.id, { signal });
    const latest = current.latest_revision_id;
    if (latest && latest !== failedRevisionId) {
      return none(
        log,
        `the deployment's latest revision is now ${latest}, made after this run's ${failedRevisionId} by another deploy, which a rollback would replace`,
      );
    }
    revisionId = await findEarlierDeployed(client, before, failedRevisionId, signal);
    if (!revisionId) {
      return none(
        log,
        'there is nothing to roll back to (no earlier revision of the deployment was DEPLOYED)',
      );
    }
    log(`Rolling back: deploying revision ${revisionId} again.`);
    const after = await redeployRevision(context, current, revisionId);
    newRevisionId = after.latest_revision_id ?? undefined;
    if (!newRevisionId) throw new Error('the redeploy answer names no latest revision');
    const outcome = await waitForRevision(context, {
      deploymentId: before.id,
      revisionId: newRevisionId,
      pollIntervalMs: plan.pollIntervalMs,
      onStatus: (seen, atMs) => {
        status = seen;
        const revisionId = newRevisionId as string;
        const event = {
          type: 'status',
          revision: 'rollback',
          revisionId,
          status: seen,
          atMs,
        } as const;
        log(`Rollback revision ${newRevisionId}: ${seen}`, event);
      },
    });
    return { revisionId, newRevisionId, result: outcome.result, status: outcome.status };
  } catch (error) {
    const stopped = stepClock.stopped;
    const problem = describeFailure(stopped ?? error);
    if (!revisionId) return none(log, `looking for a revision to roll back to failed: ${problem}`);
    return {
      revisionId,
      ...(newRevisionId && { newRevisionId }),
      result: stopped ? stopped.kind : newRevisionId ? 'failed' : 'not-started',
      ...(status && { status }),
      problem,
    };
  }
}

function none(log: StepContext['log'], reason: string): RollbackOutcome {
  log(`Not rolled back: ${reason}.`);
  return { result: 'none', reason };
}
