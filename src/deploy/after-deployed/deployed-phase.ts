import type { Deployment } from '../../client/service-schemas.ts';
import type { StepContext } from '../../client/step-client.ts';
import { describeFailure } from '../../common/action-runtime.ts';
import { checkDeploymentUrl } from '../../common/deployment-url.ts';
import type { Resolved } from '../../deployments/find-or-create.ts';
import { nothingDisplaced, type Submission } from '../change/make-revision.ts';
import type { TypicalDuration } from '../follow/deploy-history.ts';
import type { WaitOutcome } from '../follow/wait-for-revision.ts';
import type { GateRequest } from '../gate/gate-check.ts';
import type { ProveSettings } from '../settings.ts';
import { type AfterDeployedOutcome, proveRevision } from './prove-revision.ts';
import { describeSplit, splitForRollback } from './rollback-reserve.ts';

/** The revision that went live, and what the deploy knows of it. */
export interface Deployed {
  resolved: Resolved;
  submission: Submission;
  typical: TypicalDuration | undefined;
}

/** What the phase after DEPLOYED learned: how the checks went, or the deployment read again. */
export interface DeployedPhase {
  proof?: AfterDeployedOutcome;
  /** The deployment read once more for its URL, when nothing before had one. */
  endedAs?: Deployment;
}

/**
 * Whether this run's revision is to blame, so that a rollback may help: it failed, or its
 * server answered and showed it bad. A check that could ask nothing (no URL, or one refused), or
 * whose URL answers for another deployment, proves nothing about this revision either way.
 */
export function revisionToBlame(waited: WaitOutcome, proved: DeployedPhase | undefined): boolean {
  return waited.result === 'failed' || Boolean(proved?.proof?.revisionAtFault);
}

/**
 * Once this run's revision is DEPLOYED: the checks the inputs ask for (the evaluation gate the
 * last of them), with a rollback's time kept out of them (rollback-on-failure, when a rollback
 * could follow); without checks, the deployment read once more when no answer so far carried
 * its URL (a deployment this run created gets its URL with its first revision).
 */
export async function afterDeployed(
  context: Pick<StepContext, 'client' | 'stepClock' | 'signal' | 'log' | 'debug' | 'warn'>,
  inputs: ProveSettings,
  { resolved, submission, typical }: Deployed,
  gate?: GateRequest,
): Promise<DeployedPhase> {
  const { client, stepClock } = context;
  const deploymentId = resolved.deployment.id;
  if (inputs.healthCheck || inputs.smokeTest || gate) {
    const rollback =
      inputs.rollbackOnFailure &&
      !nothingDisplaced(resolved.deployment, submission, resolved.created);
    const timeSplit = rollback
      ? splitForRollback(stepClock.remainingMs(), inputs.timeout, typical)
      : undefined;
    if (timeSplit) context.log(`Timeout ${describeSplit(timeSplit, 'log')}.`);
    const proof = await proveRevision(context, {
      deploymentId,
      revisionId: submission.revisionId,
      healthCheck: inputs.healthCheck,
      smokeTest: inputs.smokeTest,
      gate,
      connection: inputs.connection,
      remainingMs: () => stepClock.remainingMs(),
      elapsedMs: () => stepClock.elapsedMs(),
      timeSplit,
    });
    return { proof };
  }
  const known = [resolved.deployment, submission.deployment].some(
    (deployment) => checkDeploymentUrl(deployment?.source_config?.custom_url).ok,
  );
  if (known) return {};
  try {
    return { endedAs: await client.getDeployment(deploymentId, { signal: stepClock.signal }) };
  } catch (error) {
    // The revision is live; its URL is a nicety the report goes without.
    if (stepClock.signal.aborted) throw error;
    context.debug(`The deployment could not be read again for its URL: ${describeFailure(error)}`);
    return {};
  }
}
