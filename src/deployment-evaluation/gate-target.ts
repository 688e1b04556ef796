import type { AgentServerClient } from '../agent-server-client/client.ts';
import type { RunFailure } from '../agent-server-client/runs.ts';
import type { StepLog } from '../common/step-context.ts';
import type { EvalTarget } from '../evaluation/run-evaluation.ts';

/** Which evaluation a run belongs to: this run's revision, or what it is compared with. */
export type Evaluated = 'deployed' | 'baseline';

/** How the runs of one evaluation went, as they ended. */
export interface RunTally {
  done: number;
  failed: number;
  /**
   * Runs that say nothing of the revision: never sent (no time was left) or refused for the
   * key. A gate that fails with such runs is not the revision's fault.
   */
  unjudged: number;
}

/** What the target is: the server asked, the assistant run, and how the runs are told. */
export interface TargetSpec {
  server: AgentServerClient;
  assistantId: string;
  /** eval-timeout: each run's own bound (the client keeps it inside the checks' time). */
  timeoutMs: number;
  /** Every run of the evaluation: its examples times its repetitions. */
  totalRuns: number;
  evaluated: Evaluated;
  /** `revision 3f2a…`, `live revision 3f2a…`, `production`: what the progress lines name. */
  named: string;
  log: StepLog['log'];
  /** Where the runs are counted; a new tally unless given. */
  tally?: RunTally;
}

/** How often progress is told: at each tenth of the runs, and the last one. */
const PROGRESS_STEPS = 10;

/**
 * The evaluation's target: one `POST /runs/wait` of the assistant per example, with the key as
 * the smoke test sends it, its final values the evaluators' outputs; a run that fails is told
 * as the smoke test tells it (the graph's own error, the time-out). Each run is counted, and
 * progress told at each tenth.
 */
export function gateTarget(spec: TargetSpec): { target: EvalTarget; tally: RunTally } {
  const tally: RunTally = spec.tally ?? newTally();
  const every = Math.max(1, Math.ceil(spec.totalRuns / PROGRESS_STEPS));
  const target: EvalTarget = async (inputs, signal) => {
    const outcome = await spec.server.runWait(
      { assistantId: spec.assistantId, input: inputs },
      { timeoutMs: spec.timeoutMs, timeoutName: 'eval-timeout', signal },
    );
    tally.done += 1;
    if (!outcome.ok) {
      tally.failed += 1;
      if (saysNothing(outcome.kind)) tally.unjudged += 1;
    }
    if (tally.done % every === 0 || tally.done === spec.totalRuns) tellProgress(spec, tally);
    if (outcome.ok) return { ok: true, output: outcome.values };
    // The gate words a failed run "the run failed: …" itself; the graph's own words follow.
    return { ok: false, problem: outcome.problem.replace(/^the run failed: /, '') };
  };
  return { target, tally };
}

export function newTally(): RunTally {
  return { done: 0, failed: 0, unjudged: 0 };
}

function saysNothing(kind: RunFailure['kind']): boolean {
  return kind === 'not-sent' || kind === 'refused';
}

function tellProgress(spec: TargetSpec, tally: RunTally): void {
  const failed = tally.failed > 0 ? ` (${tally.failed} failed)` : '';
  spec.log(`Evaluation of ${spec.named}: ${tally.done}/${spec.totalRuns} runs${failed}`, {
    type: 'evaluation',
    revision: spec.evaluated,
    url: spec.server.url,
    doneRuns: tally.done,
    totalRuns: spec.totalRuns,
    failedRuns: tally.failed,
    done: tally.done === spec.totalRuns,
  });
}
