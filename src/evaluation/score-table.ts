import type { EvaluatorOutcome } from './guarded-evaluator.ts';

/** One key's score on one run; `error` says why it is 0 when it was not given. */
export interface ScoreCell {
  score: number;
  error?: string;
}

/** One run of one example (one repetition), with every key's score. */
export interface ScoredRun {
  /** The example's index in the dataset. */
  example: number;
  repetition: number;
  outputs?: Record<string, unknown>;
  /** Why the run failed (the graph raised, the time-out): every key scores 0. */
  error?: string;
  scores: Record<string, ScoreCell>;
}

/** A run as the experiment gave it, with what the evaluators gave for it. */
export interface RawRun {
  outputs?: Record<string, unknown>;
  error?: string;
  outcomes: EvaluatorOutcome[];
}

export interface ScoreTable {
  /** Every key, in the order the evaluators give them; then keys only thresholds name. */
  keys: string[];
  runs: ScoredRun[];
}

/**
 * Every run scored on every key: a key some evaluator gave on some run is due on every run, and a
 * key a threshold names is due too. Where a run has no score for a key, it scores 0 with the
 * reason: the run failed, the evaluator that gives the key threw (an evaluator that never gave
 * a key is known by its label), or nothing gave it. Never a pass. Two evaluators that give the
 * same key: the lower score counts.
 */
export function scoreRuns(
  raw: readonly RawRun[],
  exampleCount: number,
  evaluatorLabels: readonly string[],
  requiredKeys: readonly string[] = [],
): ScoreTable {
  const keysOf = new Map(evaluatorLabels.map((label) => [label, [] as string[]]));
  for (const run of raw) {
    for (const outcome of run.outcomes) {
      if (!('results' in outcome)) continue;
      const keys = keysOf.get(outcome.evaluator) ?? [];
      for (const { key } of outcome.results) if (!keys.includes(key)) keys.push(key);
      keysOf.set(outcome.evaluator, keys);
    }
  }
  for (const [label, keys] of keysOf) if (keys.length === 0) keys.push(label);
  const keys = [...new Set([...[...keysOf.values()].flat(), ...requiredKeys])];
  const runs = raw.map((run, index): ScoredRun => {
    const place = { example: index % exampleCount, repetition: Math.floor(index / exampleCount) };
    const kept = {
      ...place,
      ...(run.outputs && { outputs: run.outputs }),
      ...(run.error !== undefined && { error: run.error }),
    };
    if (run.error !== undefined) {
      const failed = { score: 0, error: `the run failed: ${run.error}` };
      return { ...kept, scores: Object.fromEntries(keys.map((key) => [key, failed])) };
    }
    return {
      ...kept,
      scores: Object.fromEntries(keys.map((key) => [key, cellOf(key, run.outcomes, keysOf)])),
    };
  });
  return { keys, runs };
}

function cellOf(
  key: string,
  outcomes: readonly EvaluatorOutcome[],
  keysOf: ReadonlyMap<string, string[]>,
): ScoreCell {
  const cells: ScoreCell[] = [];
  for (const outcome of outcomes) {
    if ('results' in outcome) {
      for (const result of outcome.results) {
        if (result.key !== key) continue;
        cells.push({ score: result.score, ...(result.error && { error: result.error }) });
      }
    } else if (keysOf.get(outcome.evaluator)?.includes(key)) {
      cells.push({ score: 0, error: `${outcome.evaluator} ${outcome.error}` });
    }
  }
  if (cells.length === 0) return { score: 0, error: `no evaluator gave ${key} a score` };
  return cells.reduce((lowest, cell) => (cell.score < lowest.score ? cell : lowest));
}
