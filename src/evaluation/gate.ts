import type { EvalSettings } from './eval-inputs.ts';
import { type Interval, mcNemarExact, mean, pairedBootstrap, seedOf } from './paired-stats.ts';
import type { EvaluationRun } from './run-evaluation.ts';

/** What the new revision is compared with: a run on the same examples, or why there is none. */
export type Baseline = { label: string; run: EvaluationRun } | { label: string; missing: string };

/** One key's scores and what the gate made of them. */
export interface KeyScore {
  key: string;
  /** The mean over every example and repetition. */
  mean: number;
  baselineMean?: number;
  threshold?: number;
  /** With a baseline: mean − baselineMean, and its 95% interval from the paired bootstrap. */
  difference?: number;
  interval?: Interval;
  /** The exact McNemar test's p, where every score of the key on both sides is 0 or 1. */
  pValue?: number;
  /** Scores that are 0 because of an error (a failed run, an evaluator that threw). */
  errors: number;
  /** `reported`: neither a threshold nor a baseline judges the key. */
  verdict: 'passed' | 'failed' | 'reported';
  /** Why, in a few words: `0.8 < 0.9`, `0.12 below live`. */
  why: string;
}

export type GateSettings = Pick<
  EvalSettings,
  'evalThreshold' | 'evalMaxRegression' | 'evalRegression'
>;

/** Differences this small are the floating point's, not a drop. */
const EPSILON = 1e-9;
const SIGNIFICANCE = 0.05;

/**
 * Judges every key: its mean must reach its threshold; with a baseline, it may not be lower than
 * the baseline's by more than eval-max-regression (`delta`), or, with `significant`, it fails
 * only when that drop is also significant: by the exact McNemar test (p < 0.05) where every
 * score of the key is 0 or 1 and each example ran once, else by the paired bootstrap's 95%
 * interval lying wholly below 0. A key no run got a real score for fails whatever else holds.
 */
export function judgeKeys(
  settings: GateSettings,
  run: EvaluationRun,
  baseline?: Baseline,
): KeyScore[] {
  const compared = baseline && 'run' in baseline ? baseline : undefined;
  const keys = [...new Set([...run.keys, ...(compared?.run.keys ?? [])])];
  const thresholds = new Map((settings.evalThreshold ?? []).map((t) => [t.key, t.minimum]));
  return keys.map((key) => {
    const scores = exampleScores(run, key);
    const score: KeyScore = {
      key,
      mean: mean(scores.means),
      errors: scores.errors,
      verdict: 'reported',
      why: 'no threshold or baseline',
    };
    const threshold = thresholds.get(key);
    if (threshold !== undefined) score.threshold = threshold;
    if (compared) Object.assign(score, comparison(key, scores, exampleScores(compared.run, key)));
    return { ...score, ...verdictOf(score, settings, compared?.label, scores) };
  });
}

interface ExampleScores {
  /** Each example's mean over its repetitions. */
  means: number[];
  errors: number;
  /** Every score is 0 or 1, and each example ran once. */
  binary: boolean;
  /** A score that came from an evaluator, not made 0 by an error. */
  scored: boolean;
  firstError?: string;
}

function exampleScores(run: EvaluationRun, key: string): ExampleScores {
  const sums = new Array<number>(run.exampleCount).fill(0);
  let [errors, binary, scored] = [0, run.repetitions === 1, false];
  let firstError: string | undefined;
  for (const scoredRun of run.runs) {
    const cell = scoredRun.scores[key] ?? { score: 0, error: `no evaluator gave ${key} a score` };
    sums[scoredRun.example] = (sums[scoredRun.example] ?? 0) + cell.score;
    if (cell.score !== 0 && cell.score !== 1) binary = false;
    if (cell.error === undefined) scored = true;
    else {
      errors++;
      firstError ??= cell.error;
    }
  }
  const means = sums.map((sum) => sum / run.repetitions);
  return { means, errors, binary, scored, ...(firstError && { firstError }) };
}

function comparison(key: string, now: ExampleScores, before: ExampleScores) {
  const differences = now.means.map((value, index) => value - (before.means[index] ?? 0));
  const difference = mean(now.means) - mean(before.means);
  const result = {
    baselineMean: mean(before.means),
    difference,
    interval: pairedBootstrap(differences, seedOf(key)),
  };
  if (!now.binary || !before.binary) return result;
  let [lost, won] = [0, 0];
  now.means.forEach((value, index) => {
    const was = before.means[index];
    if (value < (was ?? 0)) lost++;
    else if (value > (was ?? 0)) won++;
  });
  return { ...result, pValue: mcNemarExact(lost, won) };
}

function verdictOf(
  score: KeyScore,
  settings: GateSettings,
  baselineLabel: string | undefined,
  scores: ExampleScores,
): Pick<KeyScore, 'verdict' | 'why'> {
  const shown = (value: number) => formatScore(value);
  if (!scores.scored) {
    return { verdict: 'failed', why: `no run got a score: ${scores.firstError ?? 'none given'}` };
  }
  if (score.threshold !== undefined && score.mean < score.threshold - EPSILON) {
    return { verdict: 'failed', why: `${shown(score.mean)} < ${shown(score.threshold)}` };
  }
  if (score.baselineMean !== undefined && score.difference !== undefined) {
    const drop = -score.difference;
    const tooLow = drop > settings.evalMaxRegression + EPSILON;
    const below = `${shown(drop)} below ${baselineLabel}`;
    if (tooLow && settings.evalRegression === 'delta') {
      return { verdict: 'failed', why: `${below} (more than ${settings.evalMaxRegression})` };
    }
    if (tooLow) {
      const significant =
        score.pValue !== undefined
          ? score.pValue < SIGNIFICANCE
          : (score.interval?.high ?? 0) < -EPSILON;
      const test =
        score.pValue !== undefined
          ? `McNemar p = ${score.pValue.toPrecision(2)}`
          : `95% interval ${formatInterval(score.interval)}`;
      return significant
        ? { verdict: 'failed', why: `${below}, significant (${test})` }
        : { verdict: 'passed', why: `${below}, not significant (${test})` };
    }
    return { verdict: 'passed', why: `within ${settings.evalMaxRegression} of ${baselineLabel}` };
  }
  return score.threshold !== undefined
    ? { verdict: 'passed', why: `≥ ${shown(score.threshold)}` }
    : { verdict: 'reported', why: 'no threshold or baseline' };
}

/**
 * A score as the summary shows it: three decimals at most (two at least), cut rather than
 * rounded, so a mean just under a threshold never shows as reaching it.
 */
export function formatScore(value: number): string {
  const cutValue = Math.trunc(value * 1000 + (value < 0 ? -EPSILON : EPSILON)) / 1000;
  return cutValue.toFixed(3).replace(/(\.\d\d)0$/, '$1');
}

export function formatInterval(interval: Interval | undefined): string {
  return interval ? `[${formatScore(interval.low)}, ${formatScore(interval.high)}]` : '';
}
