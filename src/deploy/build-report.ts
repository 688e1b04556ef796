import { ServiceError } from '../client/service-error.ts';
import { describeFailure } from '../common/action-runtime.ts';
import type { StepStopped } from '../common/step-control.ts';
import {
  type DeployReport,
  type DeployResult,
  describeDeployment,
  describeRevisions,
  type TimelineEntry,
} from './deploy-report.ts';
import type { Resolved } from './resolve-deployment.ts';
import type { LogExcerpt } from './revision-logs.ts';
import { FAILURE_HINTS } from './revision-status.ts';
import type { RollbackOutcome } from './roll-back.ts';
import type { Submission } from './submit-patch.ts';
import type { WaitOutcome } from './wait-for-revision.ts';

/** What the deploy learned, however far it got. */
export interface DeployFindings {
  /** What the inputs named: the deployment's id or its name. */
  target: { id?: string | undefined; name?: string | undefined };
  resolved?: Resolved;
  /** The change (or the creation) may have reached the service: a stop after this may still deploy. */
  changeSent: boolean;
  submission?: Submission;
  waited?: WaitOutcome;
  timeline: TimelineEntry[];
  logs?: LogExcerpt;
  rollback?: RollbackOutcome;
  /** Why the deploy stopped early, if it did. */
  error?: unknown;
  stopped?: StepStopped | undefined;
  durationMs: number;
}

export function buildDeployReport(findings: DeployFindings): DeployReport {
  const { submission, waited, timeline, error, resolved } = findings;
  const before = resolved?.deployment;
  const result: DeployResult =
    error !== undefined ? (findings.stopped?.kind ?? 'failed') : (waited?.result ?? 'submitted');
  const status = waited?.status ?? timeline.at(-1)?.status;
  const report: DeployReport = {
    ...(findings.target.id && { deploymentId: findings.target.id }),
    ...(findings.target.name && { deploymentName: findings.target.name }),
    ...describeDeployment(submission?.deployment ?? before),
    ...(resolved && { created: resolved.created }),
    ...describeRevisions(resolved?.created ? undefined : before, submission),
    changeSent: findings.changeSent,
    ...(status && { status }),
    timeline,
    result,
    durationMs: findings.durationMs,
    ...(findings.logs && { logs: findings.logs }),
    ...(findings.rollback && { rollback: findings.rollback }),
  };
  if (waited?.source) report.source = waited.source;
  if (error instanceof ServiceError && !submission && findings.changeSent && error.status) {
    report.changeAnswer = `HTTP ${error.status}`;
  }
  const problem = describeProblem(report, findings);
  if (problem) report.problem = problem;
  return report;
}

function describeProblem(report: DeployReport, findings: DeployFindings): string | undefined {
  const { stopped, error } = findings;
  if (report.result === 'failed' && error === undefined) {
    const status = report.status ?? 'a failure';
    const hint = FAILURE_HINTS[report.status ?? ''];
    return `Revision ${report.revisionId} ended in ${status}${hint ? `: ${hint}` : ''}.`;
  }
  if (error === undefined) return undefined;
  const stillGoing = mayStillGoLive(findings)
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
