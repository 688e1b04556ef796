import { formatDuration } from '../common/parse-duration.ts';
import type { LoadedEvaluator } from './evaluator-modules.ts';
import type { ExperimentEvaluator } from './langsmith-run.ts';

/** One key's score from one evaluator on one run; `error` says why a score was made 0. */
export interface ScoredKey {
  key: string;
  score: number;
  error?: string;
  comment?: string;
}

/** What one evaluator gave for one run: its scores, or why it gave none. */
export type EvaluatorOutcome =
  | { evaluator: string; results: ScoredKey[] }
  | { evaluator: string; error: string };

/**
 * What every evaluator gave each run, by the run's id: the gate reads its scores here, not from
 * what evaluate() returns, which drops an evaluator that threw (and whose upload may fail).
 */
export class OutcomeBook {
  readonly #byRun = new Map<string, EvaluatorOutcome[]>();

  record(runId: string, outcome: EvaluatorOutcome): void {
    this.#byRun.set(runId, [...(this.#byRun.get(runId) ?? []), outcome]);
  }

  outcomesOf(runId: string): EvaluatorOutcome[] {
    return this.#byRun.get(runId) ?? [];
  }
}

const MAX_COMMENT_CHARS = 500;

/**
 * The evaluator as evaluate() calls it, never throwing: a throw, a time-out, a result without a
 * key or without a score becomes score 0 with its error, recorded in the book. A failed run is
 * not given to it (every key scores 0 for that run already); LangSmith gets the same scores.
 */
export function guardEvaluator(
  evaluator: LoadedEvaluator,
  book: OutcomeBook,
  limits: { timeoutMs: number; signal: AbortSignal },
): ExperimentEvaluator {
  const guarded: ExperimentEvaluator = async (args, example) => {
    const { run } = args;
    if (run.error) return { results: [] };
    let outcome: EvaluatorOutcome;
    try {
      const value = await bounded(() => evaluator.evaluate(args as never, example), limits);
      const results = resultsOf(value, evaluator.evaluate.name || evaluator.label);
      outcome =
        typeof results === 'string'
          ? { evaluator: evaluator.label, error: results }
          : { evaluator: evaluator.label, results };
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      outcome = { evaluator: evaluator.label, error: `threw: ${why}` };
    }
    book.record(run.id, outcome);
    if ('error' in outcome) return { results: [] };
    return {
      results: outcome.results.map(({ key, score, error, comment }) => ({
        key,
        score,
        ...((error ?? comment) && { comment: error ?? comment }),
      })),
    };
  };
  Object.defineProperty(guarded, 'name', { value: evaluator.label });
  return guarded;
}

/** The evaluator's value, unless it takes longer than the run's time-out or the step stops. */
async function bounded(
  evaluate: () => unknown,
  { timeoutMs, signal }: { timeoutMs: number; signal: AbortSignal },
): Promise<unknown> {
  signal.throwIfAborted();
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stopped = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`took longer than ${formatDuration(timeoutMs)} (eval-timeout)`)),
      timeoutMs,
    );
    onAbort = () => reject(new Error('was stopped with the step'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([Promise.resolve().then(evaluate), stopped]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

/**
 * An evaluator's value read as LangSmith reads it (`{key, score}`, a list of them, or
 * `{results: [...]}`; a lone result without a key takes the evaluator's name), or why it
 * cannot be. A result without a number (or true/false) as its score scores 0.
 */
export function resultsOf(value: unknown, name: string): ScoredKey[] | string {
  const isObject = (item: unknown): item is Record<string, unknown> =>
    typeof item === 'object' && item !== null && !Array.isArray(item);
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else if (isObject(value) && Array.isArray(value.results)) items = value.results;
  else if (isObject(value)) items = [{ key: name, ...value }];
  else
    return `returned ${value === null ? 'null' : typeof value}, not {key, score} or a list of them`;
  if (items.length === 0) return 'returned no result';
  const results: ScoredKey[] = [];
  for (const item of items) {
    if (!isObject(item) || typeof item.key !== 'string' || item.key === '') {
      return 'returned a result without a key';
    }
    const { key, score, value: given } = item;
    const comment = typeof item.comment === 'string' ? { comment: cut(item.comment) } : {};
    if (typeof score === 'boolean') results.push({ key, score: score ? 1 : 0, ...comment });
    else if (typeof score === 'number' && Number.isFinite(score)) {
      results.push({ key, score, ...comment });
    } else {
      const why = given === undefined ? '' : ' (a value, but no score)';
      results.push({ key, score: 0, error: `gave no score for ${key}${why}`, ...comment });
    }
  }
  return results;
}

function cut(text: string): string {
  return text.length <= MAX_COMMENT_CHARS ? text : `${text.slice(0, MAX_COMMENT_CHARS - 1)}…`;
}
