import { randomUUID } from 'node:crypto';
import { formatDuration } from '../common/parse-duration.ts';
import { StepFailure } from '../common/step-control.ts';
import type { EvalExample } from './examples.ts';
import { guardEvaluator, OutcomeBook } from './guarded-evaluator.ts';
import { describeTrouble, langSmithTrouble } from './langsmith-errors.ts';
import type { ExperimentExample } from './langsmith-run.ts';
import type { EvalPlan } from './prepare-evaluation.ts';
import { type ScoreTable, scoreRuns } from './score-table.ts';

/** One run's answer, as the caller read it: the run's final values, or why it failed. */
export type RunAnswer = { ok: true; output: unknown } | { ok: false; problem: string };

/**
 * Runs one example's inputs on a revision (the caller's `POST /runs/wait` of eval-assistant);
 * `signal` fires at eval-timeout or when the step stops. A throw is read as a failed run.
 */
export type EvalTarget = (
  inputs: Record<string, unknown>,
  signal: AbortSignal,
) => Promise<RunAnswer>;

export interface RunOptions {
  signal: AbortSignal;
  /** Where LangSmith's evaluate() lines go (the step's debug log). */
  debug: (line: string) => void;
  /** What an uploaded experiment's metadata holds (with eval-upload on). */
  experiment?: {
    deploymentId?: string;
    revisionId?: string;
    commit?: string;
    /** The experiment's name starts with it; `agent-deploy` unless given. */
    prefix?: string;
    description?: string;
  };
}

/** An evaluation of one revision: every run scored on every key. */
export interface EvaluationRun extends ScoreTable {
  exampleCount: number;
  repetitions: number;
  /** Runs that failed (the graph raised, the time-out); each scores 0 on every key. */
  failedRuns: number;
  experimentName?: string;
  experimentUrl?: string;
}

/**
 * Runs the plan's dataset on one revision through LangSmith's evaluate(): eval-concurrency runs
 * at once, eval-repetitions times each, each run bounded by eval-timeout and the step's signal.
 * Offline unless eval-upload is on. The step's stop ends it with the stop's reason.
 */
export async function runEvaluation(
  plan: EvalPlan,
  target: EvalTarget,
  options: RunOptions,
): Promise<EvaluationRun> {
  const { settings, dataset } = plan;
  const { signal } = options;
  const timeoutMs = settings.evalTimeout;
  const book = new OutcomeBook();
  const { runExperiment } = await import('./langsmith-run.ts');
  const upload = settings.evalUpload && plan.langSmith ? plan.langSmith : undefined;
  const { experiment = {} } = options;
  let outcome: Awaited<ReturnType<typeof runExperiment>>;
  try {
    outcome = await runExperiment({
      examples: experimentExamples(dataset.examples, dataset.langSmithId),
      target: async (inputs) => {
        const answer = await boundedRun(target, inputs, timeoutMs, signal);
        // evaluate() records a throw as the run's error, and uploads it so.
        if (!answer.ok) throw new Error(answer.problem);
        return asOutputs(answer.output);
      },
      evaluators: plan.evaluators.map((evaluator) =>
        guardEvaluator(evaluator, book, { timeoutMs, signal }),
      ),
      maxConcurrency: settings.evalConcurrency,
      numRepetitions: settings.evalRepetitions,
      log: options.debug,
      ...(upload && {
        upload: {
          connection: upload,
          experimentPrefix: experiment.prefix ?? 'agent-deploy',
          ...(experiment.description && { description: experiment.description }),
          metadata: {
            ...(experiment.deploymentId && { deployment_id: experiment.deploymentId }),
            ...(experiment.revisionId && { deployment_revision_id: experiment.revisionId }),
            ...(experiment.commit && { commit: experiment.commit, revision_id: experiment.commit }),
          },
        },
      }),
    });
  } catch (error) {
    signal.throwIfAborted();
    const told = describeTrouble(langSmithTrouble(error));
    throw new StepFailure(`The evaluation could not run: ${told}`);
  }
  signal.throwIfAborted();
  const raw = outcome.rows.map((row) => ({
    ...(row.outputs && { outputs: row.outputs }),
    ...(row.error !== undefined && { error: row.error.replace(/^Error: /, '') }),
    outcomes: book.outcomesOf(row.runId),
  }));
  const table = scoreRuns(
    raw,
    dataset.examples.length,
    plan.evaluators.map((evaluator) => evaluator.label),
    (settings.evalThreshold ?? []).map((threshold) => threshold.key),
  );
  return {
    ...table,
    exampleCount: dataset.examples.length,
    repetitions: settings.evalRepetitions,
    failedRuns: raw.filter((run) => run.error !== undefined).length,
    ...(outcome.experimentName && { experimentName: outcome.experimentName }),
    ...(outcome.experimentUrl && { experimentUrl: outcome.experimentUrl }),
  };
}

/**
 * The caller's answer for one run, or why there is none: its time-out (eval-timeout), the step's
 * stop, or its throw. Bounded even when the caller's target does not heed its signal.
 */
async function boundedRun(
  target: EvalTarget,
  inputs: Record<string, unknown>,
  timeoutMs: number,
  stepSignal: AbortSignal,
): Promise<RunAnswer> {
  if (stepSignal.aborted) return { ok: false, problem: 'the step stopped before the run' };
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([stepSignal, timeout]);
  const why = () =>
    stepSignal.aborted
      ? 'the step stopped during the run'
      : `no answer within ${formatDuration(timeoutMs)} (eval-timeout)`;
  let onAbort = () => {};
  const stopped = new Promise<RunAnswer>((resolve) => {
    onAbort = () => resolve({ ok: false, problem: why() });
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([
      target(inputs, signal).catch(
        (error): RunAnswer =>
          signal.aborted
            ? { ok: false, problem: why() }
            : { ok: false, problem: error instanceof Error ? error.message : String(error) },
      ),
      stopped,
    ]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** The run's final values as the evaluators' `outputs`: an object as it is, else `{output}`. */
function asOutputs(output: unknown): Record<string, unknown> {
  const isObject = typeof output === 'object' && output !== null && !Array.isArray(output);
  return isObject ? (output as Record<string, unknown>) : { output };
}

/**
 * The examples as evaluate() takes them: each with an id (its own when it is a UUID, else a
 * new one), the dataset's id (a made-up one for a file), and the dates evaluate() reads.
 */
export function experimentExamples(
  examples: readonly EvalExample[],
  datasetId: string = randomUUID(),
): ExperimentExample[] {
  const now = new Date().toISOString();
  return examples.map((example) => ({
    id: example.id && UUID.test(example.id) ? example.id : randomUUID(),
    dataset_id: datasetId,
    inputs: example.inputs,
    ...(example.outputs && { outputs: example.outputs }),
    ...(example.metadata && { metadata: example.metadata }),
    created_at: example.createdAt ?? now,
    modified_at: example.modifiedAt ?? example.createdAt ?? now,
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
