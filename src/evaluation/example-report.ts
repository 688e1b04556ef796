import { truncate } from '../common/runner-text.ts';
import type { Dataset } from './examples.ts';
import type { Threshold } from './input-lines.ts';
import type { EvaluationRun } from './run-evaluation.ts';
import type { ScoredRun } from './score-table.ts';

/** One example that fell short, as the summary shows it: every text redacted, then cut. */
export interface WorstExample {
  /** Where the dataset holds it: `line 3`, `example 3`. */
  where: string;
  inputs: string;
  reference?: string;
  /** The outputs of its lowest-scoring run. */
  output?: string;
  /** Why that run failed, when it did. */
  error?: string;
  /** Each key it fell short on: its mean over the repetitions, and the first error. */
  failing: Array<{ key: string; score: number; error?: string }>;
}

const MAX_WORST_EXAMPLES = 10;
/** How much of one example's inputs, reference, output or error is shown. */
export const MAX_EXAMPLE_TEXT_CHARS = 300;

interface ExampleFacts {
  index: number;
  failing: WorstExample['failing'];
  total: number;
  lowest: ScoredRun;
}

/**
 * An example fails when, on any key, its mean over the repetitions is below the key's threshold
 * (a key without one: is 0), or when any of its scores was made 0 by an error (its run failed,
 * an evaluator threw or gave no score).
 */
function factsOf(run: EvaluationRun, thresholds: ReadonlyMap<string, number>): ExampleFacts[] {
  const byExample = new Map<number, ScoredRun[]>();
  for (const scored of run.runs) {
    byExample.set(scored.example, [...(byExample.get(scored.example) ?? []), scored]);
  }
  return [...byExample.entries()].map(([index, runs]) => {
    const failing: WorstExample['failing'] = [];
    let total = 0;
    for (const key of run.keys) {
      const cells = runs.map((scored) => scored.scores[key] ?? { score: 0, error: 'no score' });
      const score = cells.reduce((sum, cell) => sum + cell.score, 0) / cells.length;
      total += score;
      const error = cells.find((cell) => cell.error !== undefined)?.error;
      const threshold = thresholds.get(key);
      const short = threshold === undefined ? score === 0 : score < threshold;
      if (short || error) failing.push({ key, score, ...(error && { error }) });
    }
    const sum = (scored: ScoredRun) =>
      Object.values(scored.scores).reduce((all, cell) => all + cell.score, 0);
    const lowest = runs.reduce((low, scored) => (sum(scored) < sum(low) ? scored : low));
    return { index, failing, total, lowest };
  });
}

/** How many examples failed (see factsOf). */
export function failedExampleCount(run: EvaluationRun, thresholds: readonly Threshold[] = []) {
  const byKey = new Map(thresholds.map((t) => [t.key, t.minimum]));
  return factsOf(run, byKey).filter((facts) => facts.failing.length > 0).length;
}

/**
 * The examples that fell short the most: most failing keys first, then the lowest scores, then
 * the dataset's order; at most MAX_WORST_EXAMPLES. Each text is given to `redact` whole before
 * it is cut, so no cut leaves part of a secret.
 */
export function worstExamples(
  run: EvaluationRun,
  dataset: Dataset,
  thresholds: readonly Threshold[],
  redact: (text: string) => string,
): WorstExample[] {
  const byKey = new Map(thresholds.map((t) => [t.key, t.minimum]));
  const shown = (value: unknown) => cut(redact(JSON.stringify(value) ?? String(value)));
  return factsOf(run, byKey)
    .filter((facts) => facts.failing.length > 0)
    .sort((a, b) => b.failing.length - a.failing.length || a.total - b.total || a.index - b.index)
    .slice(0, MAX_WORST_EXAMPLES)
    .map(({ index, failing, lowest }) => {
      const example = dataset.examples[index];
      return {
        where: example?.where ?? `example ${index + 1}`,
        inputs: shown(example?.inputs ?? {}),
        ...(example?.outputs && { reference: shown(example.outputs) }),
        ...(lowest.outputs && { output: shown(lowest.outputs) }),
        ...(lowest.error !== undefined && { error: cut(redact(lowest.error)) }),
        failing: failing.map(({ error, ...rest }) => ({
          ...rest,
          ...(error && { error: cut(redact(error)) }),
        })),
      };
    });
}

/** Cut to MAX_EXAMPLE_TEXT_CHARS, never inside a surrogate pair. */
function cut(text: string): string {
  return truncate(text, MAX_EXAMPLE_TEXT_CHARS);
}
