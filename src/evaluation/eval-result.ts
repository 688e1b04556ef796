import { failedExampleCount, type WorstExample, worstExamples } from './example-report.ts';
import { type Baseline, formatScore, judgeKeys, type KeyScore } from './gate.ts';
import type { EvalPlan } from './prepare-evaluation.ts';
import type { EvaluationRun } from './run-evaluation.ts';

/** What the gate found: data that the summary, the outputs and the messages are made of. */
export interface EvalResult {
  passed: boolean;
  keys: KeyScore[];
  /** The dataset as the summary names it. */
  dataset: string;
  exampleCount: number;
  repetitions: number;
  failedRuns: number;
  failedExamples: number;
  worst: WorstExample[];
  /** The baseline's name (`live`, a deployment's), and why there is none, or its failed runs. */
  baseline?: { label: string; missing?: string; failedRuns?: number };
  experimentUrl?: string;
  /** One paragraph naming each key that fell short, with its score, threshold and baseline. */
  message: string;
}

/**
 * The gate's verdict on an evaluation of the new revision, with its baseline when there is one.
 * `redact` stars out secret values in the examples' texts before they are cut.
 */
export function evalResult(
  plan: EvalPlan,
  run: EvaluationRun,
  baseline: Baseline | undefined,
  redact: (text: string) => string,
): EvalResult {
  const keys = judgeKeys(plan.settings, run, baseline);
  const thresholds = plan.settings.evalThreshold ?? [];
  const passed = keys.every((key) => key.verdict !== 'failed');
  const result: EvalResult = {
    passed,
    keys,
    dataset: plan.dataset.label,
    exampleCount: run.exampleCount,
    repetitions: run.repetitions,
    failedRuns: run.failedRuns,
    failedExamples: failedExampleCount(run, thresholds),
    worst: worstExamples(run, plan.dataset, thresholds, redact),
    ...(baseline && {
      baseline:
        'run' in baseline
          ? { label: baseline.label, failedRuns: baseline.run.failedRuns }
          : { label: baseline.label, missing: baseline.missing },
    }),
    ...(run.experimentUrl && { experimentUrl: run.experimentUrl }),
    message: '',
  };
  return { ...result, message: verdictMessage(result) };
}

/**
 * `Evaluation failed: exact 0.8 (threshold 0.9, live 0.95): 0.8 < 0.9.` Each failing key with
 * its score, its threshold and the baseline's score; a pass names every key's score.
 */
function verdictMessage(result: EvalResult): string {
  const facts = (key: KeyScore) => {
    const beside = [
      key.threshold !== undefined && `threshold ${formatScore(key.threshold)}`,
      key.baselineMean !== undefined &&
        `${result.baseline?.label} ${formatScore(key.baselineMean)}`,
    ].filter(Boolean);
    return `${key.key} ${formatScore(key.mean)}${beside.length ? ` (${beside.join(', ')})` : ''}`;
  };
  const runs = `${result.exampleCount} examples${result.repetitions > 1 ? ` × ${result.repetitions}` : ''}`;
  const failedRuns = result.failedRuns > 0 ? `; ${result.failedRuns} runs failed` : '';
  const noBaseline = result.baseline?.missing ? ` No baseline: ${result.baseline.missing}.` : '';
  if (result.passed) {
    return `Evaluation passed on ${runs}${failedRuns}: ${result.keys.map(facts).join(', ')}.${noBaseline}`;
  }
  const failed = result.keys
    .filter((key) => key.verdict === 'failed')
    .map((key) => `${facts(key)}: ${key.why}`);
  return `Evaluation failed on ${runs}${failedRuns}: ${failed.join('; ')}.${noBaseline}`;
}
