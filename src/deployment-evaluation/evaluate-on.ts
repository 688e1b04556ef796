import type { AgentServerClient } from '../agent-server-client/client.ts';
import { createProxyAwareAgent } from '../client/proxy-agent.ts';
import type { StepLog } from '../common/step-context.ts';
import { withLangSmithFetch } from '../evaluation/langsmith-fetch.ts';
import type { EvalPlan } from '../evaluation/prepare-evaluation.ts';
import {
  type EvaluationRun,
  type RunOptions,
  runEvaluation,
} from '../evaluation/run-evaluation.ts';
import { type Evaluated, gateTarget, type RunTally } from './gate-target.ts';

/** One evaluation of the plan's dataset on one server: what ran, how its runs went, and when. */
export interface Evaluation {
  run: EvaluationRun;
  tally: RunTally;
  startedAtMs: number;
  endedAtMs: number;
}

export interface EvaluateRequest extends Pick<StepLog, 'log' | 'debug'> {
  evaluated: Evaluated;
  /** What the log names: `revision 3f2a…`, `the live revision 9c1d…`, `production`. */
  named: string;
  /** The step's stop, and for a baseline its cut: either ends the evaluation with its reason. */
  signal: AbortSignal;
  experiment?: RunOptions['experiment'];
  /** Counts the runs as they end: the caller's, to read while the evaluation goes on. */
  tally?: RunTally;
}

/**
 * Runs the plan's dataset on the server's deployment, each example one run of eval-assistant,
 * with LangSmith's evaluate(). An uploaded experiment goes through a pool of its own, closed
 * once the evaluation ends; offline, nothing is sent to LangSmith at all.
 */
export async function evaluateOn(
  server: AgentServerClient,
  plan: EvalPlan,
  request: EvaluateRequest,
): Promise<Evaluation> {
  const { settings } = plan;
  const totalRuns = plan.dataset.examples.length * settings.evalRepetitions;
  const { target, tally } = gateTarget({
    server,
    assistantId: settings.evalAssistant,
    timeoutMs: settings.evalTimeout,
    totalRuns,
    evaluated: request.evaluated,
    named: request.named,
    log: request.log,
    ...(request.tally && { tally: request.tally }),
  });
  const startedAtMs = server.clock.elapsedMs();
  request.log(
    `Evaluating ${request.named}: ${totalRuns} runs of ${settings.evalAssistant} on ${server.url}, ${settings.evalConcurrency} at once`,
  );
  const options: RunOptions = {
    signal: request.signal,
    debug: request.debug,
    ...(request.experiment && { experiment: request.experiment }),
  };
  const uploaded = settings.evalUpload && plan.langSmith;
  const run = uploaded
    ? await withLangSmithFetch(createProxyAwareAgent, (send) =>
        runEvaluation({ ...plan, langSmith: { ...uploaded, fetch: send } }, target, options),
      )
    : await runEvaluation(plan, target, options);
  return { run, tally, startedAtMs, endedAtMs: server.clock.elapsedMs() };
}
