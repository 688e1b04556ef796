import { ServiceError } from '../../client/service-error.ts';
import type { Deployment } from '../../client/service-schemas.ts';
import { describeFailure } from '../../common/action-runtime.ts';
import type { StepReport } from '../../common/action-step.ts';
import { checkDeploymentUrl } from '../../common/deployment-url.ts';
import { formatDuration } from '../../common/parse-duration.ts';
import { sentence } from '../../common/runner-text.ts';
import { shellTextProblem } from '../../common/shell-safe.ts';
import type { StepStopped } from '../../common/step-control.ts';
import type { Resolved } from '../../deployments/find-or-create.ts';
import type { GitHubDeploymentState } from '../../github/deployment-tracker.ts';
import type { AfterDeployedOutcome } from '../after-deployed/prove-revision.ts';
import type { Submission } from '../change/make-revision.ts';
import type { TypicalDuration } from '../follow/deploy-history.ts';
import type { LogExcerpt } from '../follow/revision-logs.ts';
import { failureHint } from '../follow/revision-status.ts';
import type { WaitOutcome } from '../follow/wait-for-revision.ts';
import type { RollbackOutcome } from '../recover/roll-back.ts';

export type DeployResult =
  | 'deployed'
  | 'unhealthy'
  | 'failed'
  | 'timed-out'
  | 'cancelled'
  | 'submitted';

export interface TimelineEntry {
  status: string;
  atMs: number;
}

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
  /** Why the deploy stopped early, if it did. */
  error?: unknown;
  stopped?: StepStopped | undefined;
  durationMs: number;
}

/** How the deploy ended, told once for the outputs, the summary, and GitHub. */
export interface DeployReport {
  /** The deployment's id; before it is known, what the inputs named (an id or a name). */
  deploymentId?: string;
  deploymentName?: string;
  /** This run created the deployment (create-if-missing). */
  created?: boolean;
  /** The deployment's URL (`source_config.custom_url`), when it has a valid one. */
  url?: string;
  source?: string;
  repoRef?: string;
  agentConfigPath?: string;
  imageUri?: string;
  /** The directories the uploaded archive holds, as paths inside it (`.` for its root). */
  packedDirectories?: string[];
  /** How many of the archive's files git does not track; unset when git could not say. */
  packedUntracked?: number;
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
    ...(submission?.packedDirectories && { packedDirectories: submission.packedDirectories }),
    ...(submission?.packedUntracked !== undefined && {
      packedUntracked: submission.packedUntracked,
    }),
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
  const problem = describeProblem(report, findings);
  if (problem) report.problem = problem;
  return report;
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

export const DEPLOY_OUTPUT_NAMES = [
  'deployment-id',
  'deployment-name',
  'revision-id',
  'previous-revision-id',
  'new-revision',
  'status',
  'result',
  'duration-seconds',
  'created',
  'url',
  'rolled-back-to',
  'healthy',
  'serving-revision',
  'smoke',
  'smoke-results',
  // Set by a dry run only (plan-report.ts).
  'changed',
  'changes',
] as const;

/** Step outputs for every result; an output the step never learned is undefined (left unset). */
export function deployOutputs(
  report: DeployReport,
): Record<(typeof DEPLOY_OUTPUT_NAMES)[number], string | undefined> {
  return {
    'deployment-id': report.deploymentId,
    'deployment-name': nameOutput(report.deploymentName).value,
    'revision-id': report.revisionId,
    'previous-revision-id': report.previousRevisionId,
    'new-revision': report.newRevision === undefined ? undefined : String(report.newRevision),
    status: report.status,
    result: report.result,
    'duration-seconds': String(Math.round(report.durationMs / 1000)),
    created: report.created === undefined ? undefined : String(report.created),
    url: report.url,
    'rolled-back-to':
      report.rollback?.result === 'deployed' ? report.rollback.revisionId : undefined,
    healthy: healthyOutput(report.proof?.health),
    'serving-revision': report.proof?.serving?.servingRevisionId,
    smoke: report.proof?.smoke && (report.proof.smoke.passed ? 'passed' : 'failed'),
    'smoke-results': report.proof?.smoke && smokeResults(report.proof.smoke),
    changed: undefined,
    changes: undefined,
  };
}

/**
 * The deployment-name output: the name, unless a shell would act on it (it is the service's
 * text, and often lands in a script); then unset, with the warning that says why.
 */
export function nameOutput(name: string | undefined): { value?: string; warning?: string } {
  if (name === undefined) return {};
  const problem = shellTextProblem(name);
  if (!problem) return { value: name };
  return {
    warning: `Output deployment-name is left unset: the deployment's name ${problem}.`,
  };
}

/** `true` or `false` once a request was sent; unset when no check ran or none could be sent. */
function healthyOutput(health: AfterDeployedOutcome['health']): string | undefined {
  if (!health?.sent) return undefined;
  return String(health.healthy);
}

/** `[{name, passed, ms, problem?}]`: the answers themselves stay in the summary. */
function smokeResults(smoke: NonNullable<AfterDeployedOutcome['smoke']>): string {
  return JSON.stringify(
    smoke.cases.map(({ name, passed, ms, problem }) => ({
      name,
      passed,
      ms,
      ...(problem !== undefined && { problem }),
    })),
  );
}

/** Outputs whose every value the action chooses itself, so no secret can be in them. */
export const OWN_WORDS: ReadonlySet<string> = new Set([
  'result',
  'new-revision',
  'duration-seconds',
  'created',
  'healthy',
  'smoke',
]);

/** Outputs that hold JSON. */
const JSON_OUTPUTS: ReadonlySet<string> = new Set(['smoke-results']);

const FAILURE_TITLES: Record<string, string> = {
  failed: 'Deploy failed',
  unhealthy: 'Deployed, but the health check failed',
  'timed-out': 'Deploy timed out',
  cancelled: 'Deploy cancelled',
};

/** The deploy's report in the form every action hands the runner, with its rendered summary. */
export function toStepReport(report: DeployReport, summary: string): StepReport {
  const outputs = deployOutputs(report);
  const { warning } = nameOutput(report.deploymentName);
  const written = {
    outputs,
    ownWords: OWN_WORDS,
    jsonOutputs: JSON_OUTPUTS,
    summary,
    ...(warning && { warnings: [warning] }),
  };
  if (report.result === 'deployed' || report.result === 'submitted') {
    const took = formatDuration(report.durationMs);
    const conclusion = `Result: ${report.result} (${report.status ?? 'no status'}) after ${took}`;
    return { ...written, conclusion };
  }
  const rollback = report.rollback ? ` ${describeRollback(report.rollback)}` : '';
  const failure = {
    title: failureTitle(report),
    message: `${report.problem ?? `The deploy ended as ${report.result}.`}${rollback}`,
  };
  return { ...written, failure };
}

/** The annotation's title: for an unhealthy deploy, the check that did not pass. */
function failureTitle(report: DeployReport): string {
  const proof = report.proof;
  if (report.result !== 'unhealthy' || !proof)
    return FAILURE_TITLES[report.result] ?? 'Deploy failed';
  if (proof.smoke && !proof.smoke.passed) return 'Deployed, but the smoke test failed';
  if (proof.health && !proof.health.healthy) return 'Deployed, but the health check failed';
  const serving = proof.serving?.verdict;
  if (serving === 'other-revision' || serving === 'no-answer') {
    return 'Deployed, but the new revision was not seen serving';
  }
  if (serving === 'other-deployment') return 'Deployed, but its URL answers for another deployment';
  return 'Deployed, but not checked';
}

function describeRollback(rollback: RollbackOutcome): string {
  if (rollback.result === 'none') return sentence(`Not rolled back: ${rollback.reason}`);
  if (rollback.result === 'deployed') {
    return `Rolled back: revision ${rollback.revisionId} is live again (as ${rollback.newRevisionId}).`;
  }
  const how = rollback.problem
    ? `: ${rollback.problem}`
    : rollback.status
      ? ` (${rollback.status})`
      : '';
  return sentence(
    `The rollback to revision ${rollback.revisionId} ended as ${rollback.result}${how}`,
  );
}

/** What GitHub's deployment status says for each way a deploy ends. */
const GITHUB_STATES: Record<DeployResult, GitHubDeploymentState> = {
  deployed: 'success',
  submitted: 'in_progress',
  failed: 'failure',
  unhealthy: 'failure',
  'timed-out': 'error',
  cancelled: 'error',
};

/** The GitHub deployment's last status: its state, a one-line description, the app's URL. */
export function githubStatus(report: DeployReport) {
  const description = `Revision ${report.revisionId ?? 'unknown'}: ${report.status ?? report.result}`;
  return {
    state: GITHUB_STATES[report.result],
    details: { ...(report.url && { environmentUrl: report.url }), description },
  };
}

/** Which of the action's pull-request comments tells this deploy: one per deployment. */
export function commentMarker(report: DeployReport): string {
  return report.deploymentName ?? report.deploymentId ?? 'deploy';
}
