import { cell, code, table } from '../common/markdown.ts';
import { formatDuration } from '../common/parse-duration.ts';
import type { EvalResult } from './eval-result.ts';
import { formatInterval, formatScore, type KeyScore } from './gate.ts';
import { specName } from './input-lines.ts';
import type { EvalPlan } from './prepare-evaluation.ts';

/** The gate's outputs by name: what an action that runs the gate declares. */
export const EVAL_OUTPUT_NAMES = [
  'eval',
  'eval-scores',
  'eval-baseline-scores',
  'eval-examples',
  'eval-failed-examples',
  'eval-experiment-url',
] as const;

/** The gate's outputs that hold JSON: the scores by key. */
export const EVAL_JSON_OUTPUTS = ['eval-scores', 'eval-baseline-scores'] as const;

/** The outputs the gate sets, by name, each a string. */
export interface EvalOutputs {
  eval: 'passed' | 'failed' | 'skipped';
  'eval-scores'?: string;
  'eval-baseline-scores'?: string;
  'eval-examples'?: string;
  'eval-failed-examples'?: string;
  'eval-experiment-url'?: string;
}

const VERDICTS: Record<KeyScore['verdict'], string> = {
  passed: '✅ passed',
  failed: '❌ failed',
  reported: 'reported',
};

/**
 * The job summary's section: one row per key (new, baseline with the paired difference and its
 * interval, threshold, verdict), then the worst examples. Every text from the dataset, the
 * evaluators or the revision goes through the Markdown helpers, as data.
 */
export function renderEvalSection(result: EvalResult): string {
  const head = `### ${result.passed ? '✅' : '❌'} Evaluation ${result.passed ? 'passed' : 'failed'}`;
  const compared = result.baseline && !result.baseline.missing;
  const rows = result.keys.map((key) => [
    code(key.key, 100),
    `${formatScore(key.mean)}${key.errors > 0 ? ` (${key.errors} errors)` : ''}`,
    ...(compared ? [baselineCell(key)] : []),
    key.threshold === undefined ? '—' : `≥ ${formatScore(key.threshold)}`,
    `${VERDICTS[key.verdict]}: ${cell(key.why)}`,
  ]);
  const header = [
    'Key',
    'New',
    ...(compared ? [`${cell(result.baseline?.label ?? '')}`] : []),
    'Threshold',
    'Verdict',
  ];
  const parts = [head, describeRun(result), table(header, rows)];
  if (result.experimentUrl) parts.push(`[The experiment in LangSmith](${result.experimentUrl})`);
  if (result.worst.length > 0) parts.push(renderWorst(result));
  return `${parts.join('\n\n')}\n`;
}

function describeRun(result: EvalResult): string {
  const reps = result.repetitions > 1 ? ` × ${result.repetitions} repetitions` : '';
  const facts = [
    `${result.exampleCount} examples${reps} of ${code(result.dataset, 200)}`,
    `${result.failedExamples} failed`,
  ];
  if (result.failedRuns > 0) facts.push(`${result.failedRuns} runs failed`);
  const { baseline } = result;
  if (baseline?.missing) facts.push(`no baseline: ${cell(baseline.missing)}`);
  else if (baseline?.failedRuns) {
    facts.push(`${baseline.failedRuns} runs of ${cell(baseline.label)} failed`);
  }
  return `${facts.join(' · ')}.`;
}

/** `0.95 (−0.03 [−0.08, 0.01], p = 0.25)`: the baseline's mean, the paired difference. */
function baselineCell(key: KeyScore): string {
  if (key.baselineMean === undefined || key.difference === undefined) return '—';
  const sign = key.difference > 0 ? '+' : '';
  const p = key.pValue === undefined ? '' : `, p = ${key.pValue.toPrecision(2)}`;
  const change = `${sign}${formatScore(key.difference)} ${formatInterval(key.interval)}${p}`;
  return `${formatScore(key.baselineMean)} (${change})`;
}

function renderWorst(result: EvalResult): string {
  const rows = result.worst.map((example) => [
    cell(example.where, 60),
    example.failing
      .map(
        ({ key, score, error }) =>
          `${code(key, 100)} ${formatScore(score)}${error ? `: ${cell(error)}` : ''}`,
      )
      .join('<br>'),
    code(example.inputs),
    example.reference ? code(example.reference) : '—',
    example.error ? `failed: ${cell(example.error)}` : example.output ? code(example.output) : '—',
  ]);
  const title = `**The worst examples** (${result.worst.length} of ${result.failedExamples} that failed)`;
  return `${title}\n\n${table(['Example', 'Fell short on', 'Inputs', 'Reference', 'Output'], rows)}`;
}

/** The sticky PR comment's line: `Evaluation passed: exact 0.92 (production 0.95)`. */
export function evalCommentLine(result: EvalResult): string {
  const label = result.baseline && !result.baseline.missing ? result.baseline.label : undefined;
  const keys = result.keys.map((key) => {
    const before =
      label && key.baselineMean !== undefined
        ? ` (${cell(label)} ${formatScore(key.baselineMean)})`
        : '';
    return `${code(key.key, 100)} ${formatScore(key.mean)}${before}`;
  });
  return `Evaluation ${result.passed ? 'passed' : '**failed**'}: ${keys.join(', ')}`;
}

/** The dry-run's plan: examples × repetitions, evaluators, thresholds, baseline. */
export function evalPlanLine(plan: EvalPlan): string {
  const { settings, dataset } = plan;
  const reps = settings.evalRepetitions > 1 ? ` × ${settings.evalRepetitions} repetitions` : '';
  const parts = [
    `${dataset.examples.length} examples${reps} of ${dataset.label} on ${settings.evalAssistant}`,
    `${settings.evalConcurrency} at once, each within ${formatDuration(settings.evalTimeout)}`,
    `evaluators ${settings.evalEvaluators.map(specName).join(', ')}`,
  ];
  const thresholds = settings.evalThreshold?.map((t) => `${t.key} >= ${t.minimum}`);
  if (thresholds) parts.push(`thresholds ${thresholds.join(', ')}`);
  const baseline = settings.evalBaseline;
  if (baseline) {
    const named =
      baseline.kind === 'live'
        ? 'the live revision'
        : 'id' in baseline
          ? baseline.id
          : baseline.name;
    parts.push(
      `baseline ${named} (${settings.evalRegression}, at most ${settings.evalMaxRegression} lower)`,
    );
  }
  if (settings.evalUpload) parts.push(`uploaded to ${settings.langsmithEndpoint}`);
  return `Evaluation: ${parts.join('; ')}.`;
}

/** The gate's outputs; without a result (the gate off, or never reached), `eval` is skipped. */
export function evalOutputs(result: EvalResult | undefined): EvalOutputs {
  if (!result) return { eval: 'skipped' };
  const scores = (pick: (key: KeyScore) => number | undefined) =>
    JSON.stringify(
      Object.fromEntries(
        result.keys.flatMap((key) => {
          const value = pick(key);
          return value === undefined ? [] : [[key.key, Number(value.toFixed(4))]];
        }),
      ),
    );
  return {
    eval: result.passed ? 'passed' : 'failed',
    'eval-scores': scores((key) => key.mean),
    ...(result.baseline &&
      !result.baseline.missing && { 'eval-baseline-scores': scores((key) => key.baselineMean) }),
    'eval-examples': String(result.exampleCount),
    'eval-failed-examples': String(result.failedExamples),
    ...(result.experimentUrl && { 'eval-experiment-url': result.experimentUrl }),
  };
}
