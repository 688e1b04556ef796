import type { StepReport } from '../common/action-step.ts';
import { cell, code, factTable } from '../common/markdown.ts';
import {
  EVAL_JSON_OUTPUTS,
  EVAL_OUTPUT_NAMES,
  evalOutputs,
  evalPlanLine,
  renderEvalSection,
} from '../evaluation/render-eval.ts';
import type { EvalFindings } from './evaluate-deployment.ts';

export const EVAL_ACTION_OUTPUT_NAMES = [
  'result',
  'deployment-id',
  'revision-id',
  ...EVAL_OUTPUT_NAMES,
] as const;

/**
 * How the evaluation ended: `passed`; `unhealthy`, the gate failed on the deployment's own
 * answers (the command line's exit code 3); `failed`, it failed on runs that say nothing of
 * them (refused the key, never sent), or nothing could be evaluated; `planned`, a dry run.
 */
export type EvalEnding = 'passed' | 'unhealthy' | 'failed' | 'planned';

/** Outputs whose every value the action chooses itself. */
export const OWN_WORDS: ReadonlySet<string> = new Set([
  'result',
  'eval',
  'eval-examples',
  'eval-failed-examples',
]);

const JSON_OUTPUTS: ReadonlySet<string> = new Set(EVAL_JSON_OUTPUTS);

export function endingOf(findings: EvalFindings): EvalEnding {
  if (findings.planned || !findings.result) return 'planned';
  if (findings.result.passed) return 'passed';
  return findings.atFault ? 'unhealthy' : 'failed';
}

/** The eval step's outputs, summary, and its failure or closing line. */
export function evalReport(findings: EvalFindings): StepReport {
  const ending = endingOf(findings);
  const { target, result } = findings;
  const written: StepReport = {
    outputs: {
      result: ending,
      'deployment-id': target.deploymentId,
      'revision-id': target.revisionId,
      ...evalOutputs(result),
    },
    ownWords: OWN_WORDS,
    jsonOutputs: JSON_OUTPUTS,
    summary: renderSummary(findings),
  };
  if (!result) return { ...written, conclusion: evalPlanLine(findings.plan) };
  if (result.passed) return { ...written, conclusion: result.message };
  const unjudged =
    ending === 'failed'
      ? ' Some runs were refused the key or never sent, so this says nothing of its answers.'
      : '';
  return {
    ...written,
    failure: {
      title: `Evaluation of ${target.label} failed`,
      message: `${result.message}${unjudged}`,
    },
  };
}

function renderSummary(findings: EvalFindings): string {
  const { target, baseline, plan, result } = findings;
  const rows = [
    [
      'Evaluated',
      target.deploymentId
        ? `${code(target.label)} (${code(target.deploymentId)})`
        : code(target.url),
    ],
    ...(target.deploymentId ? [['URL', code(target.url)]] : []),
    ...(target.revisionId ? [['Active revision', code(target.revisionId)]] : []),
    ['Assistant', code(plan.settings.evalAssistant)],
    ...(baseline ? [['Baseline', `${code(baseline.label)} (${code(baseline.deploymentId)})`]] : []),
    ...(result ? [] : [['Evaluation', `${cell(evalPlanLine(plan))} · no run sent`]]),
  ];
  const facts = factTable(rows);
  if (!result) {
    return `### 📋 Evaluation planned (dry run)\n\n${facts}\n`;
  }
  return `${renderEvalSection(result)}\n${facts}\n`;
}
