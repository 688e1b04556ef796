import type { ControlPlaneClient } from '../../client/control-plane-client.ts';
import type { Deployment } from '../../client/service-schemas.ts';
import { describeFailure } from '../../common/action-runtime.ts';
import { checkDeploymentUrl } from '../../common/deployment-url.ts';
import type { StepClock } from '../../common/step-control.ts';
import type { Resolved } from '../../deployments/find-or-create.ts';
import type { Submission } from '../change/make-revision.ts';
import type { TypicalDuration } from '../follow/deploy-history.ts';
import { noRollback } from '../recover/roll-back.ts';
import type { ProveSettings } from '../settings.ts';
import { type AfterDeployedOutcome, proveRevision } from './prove-revision.ts';
import { describeSplit, splitForRollback } from './rollback-reserve.ts';

export interface DeployedContext {
  client: ControlPlaneClient;
  stepClock: StepClock;
  log: (line: string) => void;
  debug: (line: string) => void;
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
 * Once this run's revision is DEPLOYED: the checks the inputs ask for, with a rollback's time
 * kept out of them (rollback-on-failure, when a rollback could follow); without checks, the
 * deployment read once more when no answer so far carried its URL (a deployment this run
 * created gets its URL with its first revision).
 */
export async function afterDeployed(
  inputs: ProveSettings,
  context: DeployedContext,
): Promise<DeployedPhase> {
  const { client, stepClock, resolved, submission } = context;
  const deploymentId = resolved.deployment.id;
  if (inputs.healthCheck || inputs.smokeTest) {
    const rollback =
      inputs.rollbackOnFailure && !noRollback(resolved.deployment, submission, resolved.created);
    const timeSplit = rollback
      ? splitForRollback(stepClock.remainingMs(), inputs.timeout, context.typical)
      : undefined;
    if (timeSplit) context.log(`Timeout ${describeSplit(timeSplit, 'log')}.`);
    const proof = await proveRevision({
      client,
      deploymentId,
      revisionId: submission.revisionId,
      healthCheck: inputs.healthCheck,
      smokeTest: inputs.smokeTest,
      apiKey: inputs.connection.apiKey,
      signal: stepClock.signal,
      remainingMs: () => stepClock.remainingMs(),
      elapsedMs: () => stepClock.elapsedMs(),
      timeSplit,
      log: context.log,
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
