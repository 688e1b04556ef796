import type { StepReport } from '../common/lifecycle.ts';
import type { RunLinks } from '../common/markdown.ts';
import { formatDuration } from '../common/parse-duration.ts';
import { type DeployReport, SUCCESSFUL_RESULTS } from './deploy-report.ts';
import { deployOutputs, OWN_WORDS } from './outputs.ts';
import type { RollbackOutcome } from './roll-back.ts';
import { renderSummary } from './summary.ts';

const FAILURE_TITLES: Record<string, string> = {
  failed: 'Deploy failed',
  'timed-out': 'Deploy timed out',
  cancelled: 'Deploy cancelled',
};

/** The deploy's report in the form every action hands the runner. */
export function toStepReport(report: DeployReport, links: RunLinks): StepReport {
  const outputs = deployOutputs(report);
  const summary = renderSummary(report, links);
  if (SUCCESSFUL_RESULTS.has(report.result)) {
    const took = formatDuration(report.durationMs);
    const conclusion = `Result: ${report.result} (${report.status ?? 'no status'}) after ${took}`;
    return { outputs, ownWords: OWN_WORDS, summary, conclusion };
  }
  const rollback = report.rollback ? ` ${describeRollback(report.rollback)}` : '';
  const failure = {
    title: FAILURE_TITLES[report.result] ?? 'Deploy failed',
    message: `${report.problem ?? `The deploy ended as ${report.result}.`}${rollback}`,
  };
  return { outputs, ownWords: OWN_WORDS, summary, failure };
}

function describeRollback(rollback: RollbackOutcome): string {
  if (rollback.result === 'none') return `Not rolled back: ${rollback.reason}.`;
  if (rollback.result === 'deployed') {
    return `Rolled back: revision ${rollback.revisionId} is live again (as ${rollback.newRevisionId}).`;
  }
  const how = rollback.problem
    ? `: ${rollback.problem}`
    : rollback.status
      ? ` (${rollback.status})`
      : '';
  return `The rollback to revision ${rollback.revisionId} ended as ${rollback.result}${how}.`;
}
