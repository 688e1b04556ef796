import { cell } from '../../common/markdown.ts';
import { evalCommentLine, renderEvalSection } from '../../evaluation/render-eval.ts';
import type { DeployReport } from './report.ts';

/*
 * The evaluation gate in the deploy's report: a row of the facts table, its own section of the
 * job summary (render-eval's), a line of the pull-request comment, and its bars on the chart.
 * Each is there only when the gate is on (eval-dataset).
 */

/** The facts table's row: the verdict and the counts, or why the gate did not run. */
export function gateRow(report: DeployReport): string[] | undefined {
  const result = report.proof?.evaluation?.result;
  if (result) {
    const verdict = result.passed ? '**passed**' : '**failed**';
    return [
      'Evaluation',
      `${verdict}: ${result.failedExamples} of ${result.exampleCount} examples fell short`,
    ];
  }
  if (report.gateSkipped !== undefined) {
    return ['Evaluation', `skipped: ${cell(report.gateSkipped)}`];
  }
  return undefined;
}

/** The job summary's section: each key, its baseline and threshold, the worst examples. */
export function gateSection(report: DeployReport): string | undefined {
  const result = report.proof?.evaluation?.result;
  return result && renderEvalSection(result);
}

/** The pull-request comment's line: `Evaluation passed: exact 0.92 (production 0.95)`. */
export function gateCommentLine(report: DeployReport): string | undefined {
  const result = report.proof?.evaluation?.result;
  if (result) return evalCommentLine(result);
  return report.gateSkipped === undefined
    ? undefined
    : `Evaluation skipped: ${cell(report.gateSkipped)}`;
}

/** The gate's bars on the timeline: its baseline's run and its own. */
export function gateSpans(report: DeployReport) {
  const evaluation = report.proof?.evaluation;
  if (!evaluation) return {};
  return {
    evaluation: { startMs: evaluation.startedAtMs, endMs: evaluation.endedAtMs },
    ...(evaluation.baselineSpan && { baseline: evaluation.baselineSpan }),
  };
}
