import { AgentServerClient } from '../../agent-server-client/client.ts';
import { createProxyAwareAgent } from '../../client/proxy-agent.ts';
import type { StepContext } from '../../client/step-client.ts';
import { describeFailure } from '../../common/action-runtime.ts';
import { evaluateOn } from '../../deployment-evaluation/evaluate-on.ts';
import { newTally } from '../../deployment-evaluation/gate-target.ts';
import type { Baseline } from '../../evaluation/gate.ts';
import type { EvalPlan } from '../../evaluation/prepare-evaluation.ts';
import type { BaselineSource } from './baseline-source.ts';
import { type ServedRevision, servedRevision } from './served-revision.ts';

/** How the baseline ended: its run, or why there is none; and when it ran, if it did. */
export interface BaselineOutcome {
  baseline: Baseline;
  /** A baseline that was to be, but cannot be counted (not one that never could exist). */
  lost: boolean;
  startedAtMs?: number;
  endedAtMs?: number;
}

/** A baseline being evaluated while the new revision builds. */
export interface RunningBaseline {
  readonly source: BaselineSource;
  /** Stops it, runs in flight let go; its outcome then says `why`. Nothing once it settled. */
  cut(why: string): void;
  /** How it ended; never rejects. */
  settled: Promise<BaselineOutcome>;
  /** How many of its runs have ended, of all. */
  progress(): { done: number; total: number };
}

export type BaselineContext = Pick<
  StepContext,
  'client' | 'stepClock' | 'signal' | 'log' | 'debug'
>;

/** The revision this run deploys: a live baseline is the revision before it. */
export interface NewRevision {
  revisionId: string;
  /** The change made a new revision (else the live one is the one evaluated). */
  newRevision: boolean;
}

/**
 * Starts evaluating the baseline at once, beside the new revision's build: the same dataset and
 * evaluators, on the baseline's URL. Its runs count only when they can be told to be the
 * baseline's: `/info` names the same revision before and after them (the live one, for `live`);
 * on a server that cannot tell, for `live`, the new revision was not yet DEPLOYED when they
 * ended. Anything else is said, and the baseline is not counted.
 */
export function startBaseline(
  context: BaselineContext,
  source: BaselineSource,
  plan: EvalPlan,
  revision: NewRevision,
  apiKey: string | undefined,
): RunningBaseline {
  const { label } = source;
  const tally = newTally();
  const total = plan.dataset.examples.length * plan.settings.evalRepetitions;
  const progress = () => ({ done: tally.done, total });
  const missing = (why: string, lost: boolean) => ({ baseline: { label, missing: why }, lost });
  const now = () => context.stepClock.elapsedMs();
  const settledAs = (outcome: BaselineOutcome): RunningBaseline => ({
    source,
    cut() {},
    settled: Promise.resolve(outcome),
    progress,
  });
  if (source.kind === 'missing') return settledAs(missing(source.why, false));
  if (source.kind === 'live' && !revision.newRevision) {
    const why = 'this deploy made no new revision, so the live revision is the one evaluated';
    return settledAs(missing(why, false));
  }
  const cutter = new AbortController();
  const dispatcher = createProxyAwareAgent();
  const opened = AgentServerClient.open(source.url, {
    connection: { apiKey },
    dispatcher,
    clock: {
      signal: context.signal,
      remainingMs: () => context.stepClock.remainingMs(),
      elapsedMs: now,
      whose: "the step's timeout",
    },
  });
  const startedAtMs = now();
  const evaluate = async (): Promise<BaselineOutcome> => {
    if (!opened.ok) return missing(`its URL cannot be asked: ${opened.problem}`, true);
    const server = opened.server;
    const expected = { deploymentId: source.deploymentId, revisionId: source.revisionId ?? '' };
    const before = await servedRevision(server, expected);
    const refused = refusedBefore(source, before);
    if (refused) return missing(refused, true);
    const { run } = await evaluateOn(server, plan, {
      evaluated: 'baseline',
      named: source.kind === 'live' ? `the live revision ${source.revisionId}` : label,
      signal: AbortSignal.any([context.signal, cutter.signal]),
      log: context.log,
      debug: context.debug,
      tally,
      experiment: {
        deploymentId: source.deploymentId,
        ...(source.revisionId && { revisionId: source.revisionId }),
        prefix: 'agent-deploy-baseline',
        description: `The baseline (${label}) of a deploy's evaluation gate`,
      },
    });
    const endedAtMs = now();
    const after = await servedRevision(server, expected);
    const notCounted = await attribution(context, source, revision, before, after);
    if (notCounted) return { ...missing(notCounted, true), startedAtMs, endedAtMs };
    return { baseline: { label, run }, lost: false, startedAtMs, endedAtMs };
  };
  const settled = evaluate()
    .catch((error: unknown): BaselineOutcome => {
      const reason: unknown = cutter.signal.aborted ? cutter.signal.reason : undefined;
      const why =
        reason instanceof Error
          ? reason.message
          : `its evaluation failed: ${describeFailure(error)}`;
      return { ...missing(why, true), startedAtMs, endedAtMs: now() };
    })
    .then(async (outcome) => {
      await dispatcher.destroy();
      if ('missing' in outcome.baseline) {
        context.log(`Baseline ${label} not counted: ${outcome.baseline.missing}.`);
      }
      return outcome;
    });
  return {
    source,
    cut(why) {
      if (!cutter.signal.aborted) cutter.abort(new Error(why));
    },
    settled,
    progress,
  };
}

/** Why the baseline cannot start on what `/info` told before its runs; undefined when it can. */
function refusedBefore(source: BaselineSource, before: ServedRevision): string | undefined {
  if (before.kind === 'other-deployment') return before.note;
  if (
    source.kind === 'live' &&
    before.kind === 'named' &&
    before.revisionId !== source.revisionId
  ) {
    return `the deployment's URL serves revision ${before.revisionId}, not the live revision ${source.revisionId}`;
  }
  return undefined;
}

/** Why the baseline's runs cannot be told to be its own; undefined when they can. */
async function attribution(
  context: BaselineContext,
  source: BaselineSource,
  revision: NewRevision,
  before: ServedRevision,
  after: ServedRevision,
): Promise<string | undefined> {
  if (before.kind === 'named') {
    if (after.kind === 'named' && after.revisionId === before.revisionId) return undefined;
    const then = after.kind === 'named' ? `revision ${after.revisionId}` : 'no revision it named';
    return `its URL served revision ${before.revisionId} before its runs and ${then} after them, so not every run can be told to be the baseline's`;
  }
  if (source.kind !== 'live') return undefined;
  // The server cannot tell: the runs were the live revision's if the new one was not yet DEPLOYED.
  try {
    const { status } = await context.client.getRevision(source.deploymentId, revision.revisionId, {
      signal: context.signal,
    });
    if (status !== 'DEPLOYED') return undefined;
    return `revision ${revision.revisionId} was DEPLOYED before its runs ended, and the server does not say which revision answered them`;
  } catch (error) {
    if (context.signal.aborted) throw error;
    return `which revision answered its runs could not be told: ${describeFailure(error)}`;
  }
}
