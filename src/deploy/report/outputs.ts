import type { StepReport } from '../../common/action-step.ts';
import { formatDuration } from '../../common/parse-duration.ts';
import { sentence } from '../../common/runner-text.ts';
import { scriptSafeOutput } from '../../common/shell-safe.ts';
import { EVAL_OUTPUT_NAMES, type EvalOutputs, evalOutputs } from '../../evaluation/render-eval.ts';
import type { AfterDeployedOutcome } from '../after-deployed/prove-revision.ts';
import type { RollbackOutcome } from '../recover/roll-back.ts';
import type { DeployReport } from './report.ts';

/*
 * What the runner reads of a deploy's report: the step's outputs, which of them are the
 * action's own words, the failure's title and message (a rollback's wording with it), and the
 * conclusion of one that succeeded.
 */

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
  // The evaluation gate's (eval-dataset).
  ...EVAL_OUTPUT_NAMES,
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
    ...gateOutputs(report),
    changed: undefined,
    changes: undefined,
  };
}

/**
 * The gate's outputs: its verdict and scores when it ran, `eval: skipped` when it was on and did
 * not run (the revision never DEPLOYED, or an earlier check failed); unset without the gate.
 */
function gateOutputs(report: DeployReport): Record<keyof EvalOutputs, string | undefined> {
  const evaluation = report.proof?.evaluation;
  const set: Partial<EvalOutputs> =
    evaluation || report.gateSkipped !== undefined ? evalOutputs(evaluation?.result) : {};
  return Object.fromEntries(EVAL_OUTPUT_NAMES.map((name) => [name, set[name]])) as Record<
    keyof EvalOutputs,
    string | undefined
  >;
}

/**
 * The deployment-name output: the name, unless a shell would act on it (it is the service's
 * text, and often lands in a script); then unset, with the warning that says why.
 */
export function nameOutput(name: string | undefined): { value?: string; warning?: string } {
  if (name === undefined) return {};
  return scriptSafeOutput('deployment-name', "the deployment's name", name);
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
  'eval',
  'eval-examples',
  'eval-failed-examples',
]);

/** Outputs that hold JSON. */
const JSON_OUTPUTS: ReadonlySet<string> = new Set([
  'smoke-results',
  'eval-scores',
  'eval-baseline-scores',
]);

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
  if (proof.evaluation && !proof.evaluation.result.passed) {
    return 'Deployed, but the evaluation failed';
  }
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
