import { setTimeout as sleep } from 'node:timers/promises';
import type { AgentServerClient } from '../../agent-server-client/client.ts';
import { redact } from '../../common/redactor.ts';
import type { StepLog } from '../../common/step-context.ts';
import { evaluateOn } from '../../deployment-evaluation/evaluate-on.ts';
import { type EvalResult, evalResult } from '../../evaluation/eval-result.ts';
import type { EvalPlan } from '../../evaluation/prepare-evaluation.ts';
import type { RunOptions } from '../../evaluation/run-evaluation.ts';
import type { BaselineOutcome, RunningBaseline } from './running-baseline.ts';

/** The gate as the checks after DEPLOYED run it: the plan, its baseline, the experiment's facts. */
export interface GateRequest {
  plan: EvalPlan;
  baseline?: RunningBaseline;
  /** What an uploaded experiment's metadata holds (the revision is this run's). */
  experiment: NonNullable<RunOptions['experiment']>;
}

/** What the gate found, and when it ran. */
export interface GateOutcome {
  result: EvalResult;
  /** The gate failed on this revision's own answers (not on runs never sent, or refused the key). */
  atFault: boolean;
  startedAtMs: number;
  endedAtMs: number;
  /** When the baseline ran, when it did. */
  baselineSpan?: { startMs: number; endMs: number };
}

/** Less time than this left for a baseline still running is no time: it is cut. */
const LEAST_WAIT_MS = 100;

/**
 * The gate, one more check once the revision serves: the dataset evaluated on it (within the
 * checks' time, a rollback's kept apart), then its baseline awaited while that time lasts, then
 * the verdict: each key against its threshold and the baseline.
 */
export async function runGate(
  server: AgentServerClient,
  request: GateRequest,
  step: Pick<StepLog, 'log' | 'debug' | 'warn'>,
): Promise<GateOutcome> {
  const { plan } = request;
  const evaluation = await evaluateOn(server, plan, {
    evaluated: 'deployed',
    named: `revision ${request.experiment.revisionId}`,
    signal: server.clock.signal,
    log: step.log,
    debug: step.debug,
    experiment: request.experiment,
  });
  const baseline = request.baseline && (await settleWithin(request.baseline, server));
  const result = evalResult(plan, evaluation.run, baseline?.baseline, redact);
  step.log(result.message);
  if (baseline?.lost) {
    step.warn(
      `eval-baseline: the baseline (${baseline.baseline.label}) was not counted, so the gate judged the thresholds alone. See the job summary.`,
    );
  }
  const spanned = baseline?.startedAtMs !== undefined && baseline.endedAtMs !== undefined;
  return {
    result,
    atFault: !result.passed && evaluation.tally.unjudged === 0,
    startedAtMs: evaluation.startedAtMs,
    endedAtMs: evaluation.endedAtMs,
    ...(spanned && {
      baselineSpan: {
        startMs: baseline.startedAtMs as number,
        endMs: baseline.endedAtMs as number,
      },
    }),
  };
}

/**
 * The baseline once it settles, waiting no longer than the checks' time leaves: one still
 * running then is cut (another deployment's goes on beside the new revision's evaluation).
 */
async function settleWithin(
  baseline: RunningBaseline,
  server: AgentServerClient,
): Promise<BaselineOutcome> {
  const waitMs = server.clock.remainingMs() - LEAST_WAIT_MS;
  const timer = new AbortController();
  const outOfTime = sleep(Math.max(0, waitMs), undefined, { signal: timer.signal }).then(
    () => 'out of time' as const,
    () => 'settled' as const,
  );
  const first = await Promise.race([baseline.settled, outOfTime]);
  timer.abort();
  if (first === 'out of time') {
    const { done, total } = baseline.progress();
    baseline.cut(
      `its evaluation had not ended when ${server.clock.whose} ran out (${done} of ${total} runs)`,
    );
  }
  return baseline.settled;
}
