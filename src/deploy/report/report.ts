import { ServiceError } from '../../client/service-error.ts';
import type { Deployment } from '../../client/service-schemas.ts';
import { describeFailure } from '../../common/action-runtime.ts';
import { checkDeploymentUrl } from '../../common/deployment-url.ts';
import type { StepStopped } from '../../common/step-control.ts';
import type { Resolved } from '../../deployments/find-or-create.ts';
import type { PackedReport } from '../../packing/packed-report.ts';
import type { AfterDeployedOutcome } from '../after-deployed/prove-revision.ts';
import type { Submission } from '../change/make-revision.ts';
import type { TypicalDuration } from '../follow/deploy-history.ts';
import type { TimelineEntry } from '../follow/follow-revision.ts';
import type { LogExcerpt } from '../follow/revision-logs.ts';
import { failureHint } from '../follow/revision-status.ts';
import type { WaitOutcome } from '../follow/wait-for-revision.ts';
import type { RollbackOutcome } from '../recover/roll-back.ts';
import type { ChangeSettings } from '../settings.ts';

export type DeployResult =
  | 'deployed'
  | 'unhealthy'
  | 'failed'
  | 'timed-out'
  | 'cancelled'
  | 'submitted';

/** What the deploy learned, however far it got. */
export interface DeployFindings {
  /** What the inputs named: the deployment's id or its name. */
  target: { id?: string | undefined; name?: string | undefined };
  resolved?: Resolved;
  /** The change (or the creation) may have reached the service: a stop after this may still deploy. */
  changeSent: boolean;
  submission?: Submission;
  /** When the service answered the change (the step's clock): where the deploy time starts. */
  changedAtMs?: number;
  /** How long the deployment's recent deploys took, when its history could tell. */
  typical?: TypicalDuration | undefined;
  waited?: WaitOutcome;
  /** The checks after DEPLOYED (/info, health-check, smoke-test), when an input asked for one. */
  proof?: AfterDeployedOutcome;
  /** The deployment read once more after DEPLOYED for its URL, when no answer before had one. */
  endedAs?: Deployment;
  timeline: TimelineEntry[];
  logs?: LogExcerpt;
  rollback?: RollbackOutcome;
  /** The evaluation gate is on (eval-dataset): when it did not run, the report says why. */
  gateOn?: boolean;
  /** Why the deploy stopped early, if it did. */
  error?: unknown;
  stopped?: StepStopped | undefined;
  durationMs: number;
}

/**
 * How the deploy ended, told once for the outputs, the summary, and GitHub. The revision's
 * values (repoRef, agentConfigPath, imageUri) go under the names of the inputs that set them.
 */
export interface DeployReport
  extends Partial<Pick<ChangeSettings, 'repoRef' | 'agentConfigPath' | 'imageUri'>> {
  /** The deployment's id; before it is known, what the inputs named (an id or a name). */
  deploymentId?: string;
  deploymentName?: string;
  /** This run created the deployment (create-if-missing). */
  created?: boolean;
  /** The deployment's URL (`source_config.custom_url`), when it has a valid one. */
  url?: string;
  source?: string;
  /** What the uploaded archive of source-path holds. */
  packed?: PackedReport;
  previousRevisionId?: string;
  revisionId?: string;
  newRevision?: boolean;
  /** The change may have reached the service: a stop after this point may still deploy. */
  changeSent: boolean;
  /** What the service answered a change that failed, e.g. `HTTP 400`; unset when no answer came. */
  changeAnswer?: string;
  status?: string;
  timeline: TimelineEntry[];
  /**
   * The deploy time: from the service's answer to the change to the poll that first saw the
   * new revision's end status. Unset when no new revision reached one in this run.
   */
  changeToEndMs?: number;
  /** This deployment's typical deploy time, alike: its revisions' creation to DEPLOYED. */
  typicalDeploy?: { ms: number; count: number };
  result: DeployResult;
  durationMs: number;
  /** Why the step failed, timed out or was cancelled, in words for a person. */
  problem?: string;
  /** The last lines of the log that explains a failed revision. */
  logs?: LogExcerpt;
  /** The earlier revision deployed again after the failure, and how that went. */
  rollback?: RollbackOutcome;
  /** The checks after DEPLOYED, each with its start and end on the step's clock. */
  proof?: AfterDeployedOutcome;
  /** Why the evaluation gate, on, did not run. */
  gateSkipped?: string;
}

export function buildDeployReport(findings: DeployFindings): DeployReport {
  const { submission, waited, timeline, error, resolved } = findings;
  const before = resolved?.deployment;
  const unhealthy = waited?.result === 'deployed' && findings.proof && !findings.proof.passed;
  const result: DeployResult =
    error !== undefined
      ? (findings.stopped?.kind ?? 'failed')
      : unhealthy
        ? 'unhealthy'
        : (waited?.result ?? 'submitted');
  const status = waited?.status ?? timeline.at(-1)?.status;
  const previousRevisionId = resolved?.created ? undefined : before?.latest_revision_id;
  const report: DeployReport = {
    ...(findings.target.id && { deploymentId: findings.target.id }),
    ...(findings.target.name && { deploymentName: findings.target.name }),
    ...describeDeployment(
      findings.endedAs ?? findings.proof?.deployedAs ?? submission?.deployment ?? before,
    ),
    ...(resolved && { created: resolved.created }),
    ...(previousRevisionId && { previousRevisionId }),
    ...(submission && { revisionId: submission.revisionId, newRevision: submission.newRevision }),
    ...(submission?.packed && { packed: submission.packed }),
    changeSent: findings.changeSent,
    ...(status && { status }),
    timeline,
    result,
    durationMs: findings.durationMs,
    ...deployTime(findings),
    ...(findings.logs && { logs: findings.logs }),
    ...(findings.rollback && { rollback: findings.rollback }),
    ...(findings.proof && { proof: findings.proof }),
  };
  if (waited?.source) report.source = waited.source;
  if (error instanceof ServiceError && !submission && findings.changeSent && error.status) {
    report.changeAnswer = `HTTP ${error.status}`;
  }
  if (findings.gateOn && !findings.proof?.evaluation) report.gateSkipped = gateSkipped(findings);
  const problem = describeProblem(report, findings);
  if (problem) report.problem = problem;
  return report;
}

/** Why the gate, on, did not run: the revision never DEPLOYED, or a check before it failed. */
function gateSkipped({ waited, proof, error }: DeployFindings): string {
  if (proof?.failure) return `the revision is DEPLOYED, but ${proof.failure}`;
  if (waited && waited.result !== 'deployed') return 'the revision was not DEPLOYED';
  return error === undefined ? 'the deploy did not reach it' : 'the deploy stopped before it';
}

/** This run's deploy time, when a new revision reached an end status, and the typical one. */
function deployTime({ submission, waited, changedAtMs, typical }: DeployFindings) {
  const measured = waited && submission?.newRevision && changedAtMs !== undefined;
  return {
    ...(measured && { changeToEndMs: Math.max(0, waited.seenAtMs - changedAtMs) }),
    ...(typical && { typicalDeploy: { ms: typical.typicalMs, count: typical.count } }),
  };
}

/** The report's description of the deployment: the latest answer that described it. */
function describeDeployment(deployment: Deployment | undefined): Partial<DeployReport> {
  const config = deployment?.source_revision_config;
  const url = deploymentUrl(deployment);
  return {
    ...(deployment && { deploymentId: deployment.id }),
    ...(url && { url }),
    ...(deployment?.name && { deploymentName: deployment.name }),
    ...(deployment?.source && { source: deployment.source }),
    ...(config?.repo_ref && { repoRef: config.repo_ref }),
    ...(config?.agent_config_path && { agentConfigPath: config.agent_config_path }),
    ...(config?.image_uri && { imageUri: config.image_uri }),
  };
}

/** `source_config.custom_url` as the service wrote it, when checkDeploymentUrl accepts it. */
function deploymentUrl(deployment: Deployment | undefined): string | undefined {
  const checked = checkDeploymentUrl(deployment?.source_config?.custom_url);
  return checked.ok ? checked.url : undefined;
}

function describeProblem(report: DeployReport, findings: DeployFindings): string | undefined {
  const { stopped, error } = findings;
  if (report.result === 'unhealthy') {
    const { failure, problem } = findings.proof ?? {};
    return `Revision ${report.revisionId} is DEPLOYED, but ${failure ?? 'its checks did not pass'}. ${problem ?? ''}`.trim();
  }
  if (report.result === 'failed' && error === undefined) {
    const status = report.status ?? 'a failure';
    const hint = failureHint(report.status);
    return `Revision ${report.revisionId} ended in ${status}${hint ? `: ${hint}` : ''}.`;
  }
  if (error === undefined) return undefined;
  const stillGoing =
    findings.waited?.result === 'deployed'
      ? ` Revision ${report.revisionId} is live: it was DEPLOYED before this.`
      : mayStillGoLive(findings)
        ? ' The service had already accepted the change, so the revision may still go live.'
        : '';
  if (!stopped) return `${describeFailure(error)}${stillGoing}`;
  const waitingOn = report.revisionId
    ? ` Revision ${report.revisionId} was last seen as ${report.status ?? 'not yet polled'}.`
    : '';
  return `${stopped.message}${waitingOn}${stillGoing}`;
}

/**
 * Whether a deploy that stopped early may still go live: its change was accepted, or was sent
 * and not refused. A 4xx to the change itself says it was not applied.
 */
function mayStillGoLive({ submission, changeSent, error }: DeployFindings): boolean {
  if (submission) return submission.newRevision;
  const refused = error instanceof ServiceError && error.kind === 'http' && !error.isTransient;
  return changeSent && !refused;
}
