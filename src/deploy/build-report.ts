import type { Deployment } from '../client/deployment-schemas.ts';
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
import { FAILURE_HINTS } from './revision-status.ts';
import type { Submission } from './submit-patch.ts';
import type { WaitOutcome } from './wait-for-revision.ts';

/** What the deploy learned, however far it got. */
export interface DeployFindings {
  deploymentId: string;
  before: Deployment | undefined;
  submission: Submission | undefined;
  patchSent: boolean;
  waited: WaitOutcome | undefined;
  timeline: TimelineEntry[];
  /** Why the deploy stopped early, if it did. */
  error: unknown;
  stopped: StepStopped | undefined;
  durationMs: number;
}

export function buildDeployReport(findings: DeployFindings): DeployReport {
  const { submission, waited, timeline, error } = findings;
  const result: DeployResult =
    error !== undefined ? (findings.stopped?.kind ?? 'failed') : (waited?.result ?? 'submitted');
  const status = waited?.status ?? timeline.at(-1)?.status;
  const report: DeployReport = {
    deploymentId: findings.deploymentId,
    ...describeDeployment(submission?.deployment ?? findings.before),
    ...describeRevisions(findings.before, submission),
    patchSent: findings.patchSent,
    ...(status && { status }),
    timeline,
    result,
    durationMs: findings.durationMs,
  };
  if (waited?.source) report.source = waited.source;
  if (error instanceof ServiceError && !submission && findings.patchSent && error.status) {
    report.patchAnswer = `HTTP ${error.status}`;
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
    ? ' The deployment was already patched, so the revision may still go live.'
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
function mayStillGoLive({ submission, patchSent, error }: DeployFindings): boolean {
  if (submission) return submission.newRevision;
  const refused = error instanceof ServiceError && error.kind === 'http' && !error.isTransient;
  return patchSent && !refused;
}
