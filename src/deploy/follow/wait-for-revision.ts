import type { ServicePacing } from '../../client/retry-policy.ts';
import { ServiceError } from '../../client/service-error.ts';
import type { StepContext } from '../../client/step-client.ts';
import { formatTypical, type TypicalDuration } from './deploy-history.ts';
import { nextPollDelay, slowdownAfter } from './poll-cadence.ts';
import { isKnownStatus, outcomeOf } from './revision-status.ts';

/** The revision to wait for, and how. */
export interface RevisionWait {
  deploymentId: string;
  revisionId: string;
  pollIntervalMs: number;
  /** Told each status the first time it is seen, with the time since the step began. */
  onStatus: (status: string, atMs: number) => void;
  /** Called after each poll with the status it saw, e.g. to fetch the build log's new lines. */
  afterPoll?: (status: string | undefined) => Promise<void>;
  /** How long this deployment's deploys usually take: paces the polls, warns when far past it. */
  typical?: TypicalDuration | undefined;
}

export interface WaitOutcome {
  result: 'deployed' | 'failed';
  status: string;
  /** The revision's own source, which a `revision_source` override may have changed. */
  source: string | undefined;
  /** When the poll that first saw the end status returned, on the step's clock. */
  seenAtMs: number;
}

interface PollAnswer {
  status: string | undefined;
  source?: string | undefined;
  pace: ServicePacing | undefined;
}

type WaitContext = Pick<StepContext, 'client' | 'stepClock' | 'log' | 'warn'> & RevisionWait;

/**
 * Polls the revision until it is deployed or has failed. Transient trouble (time-outs,
 * 5xx, a garbled answer) does not end the wait; the step's time-out and cancellation do.
 */
export async function waitForRevision(
  step: Pick<StepContext, 'client' | 'stepClock' | 'log' | 'warn'>,
  wait: RevisionWait,
): Promise<WaitOutcome> {
  const context: WaitContext = { ...step, ...wait };
  const troubles = new TroubleCount(context);
  try {
    return await follow(context, troubles);
  } finally {
    troubles.tally();
  }
}

async function follow(context: WaitContext, troubles: TroubleCount): Promise<WaitOutcome> {
  const { stepClock, revisionId } = context;
  let lastStatus: string | undefined;
  let unchangedPolls = 0;
  let slowdown = 1;
  const startedMs = stepClock.elapsedMs();
  const slow = new SlowDeployWarning(context);

  for (;;) {
    const { status, source, pace } = await pollOnce(context, troubles);
    await context.afterPoll?.(status ?? lastStatus);
    if (status !== undefined) {
      const seenAtMs = stepClock.elapsedMs();
      if (status === lastStatus) {
        unchangedPolls++;
      } else {
        unchangedPolls = 0;
        lastStatus = status;
        context.onStatus(status, seenAtMs);
      }
      const outcome = outcomeOf(status);
      if (outcome === 'deployed' || outcome === 'failed')
        return { result: outcome, status, source, seenAtMs };
      if (outcome === 'unknown') {
        // UNKNOWN once; statuses not in the documented list are one kind of trouble together.
        const known = isKnownStatus(status);
        troubles.note(
          known ? `status ${status}` : "a status not in the service's documented list",
          `Revision ${revisionId} reports status ${status} (${known ? 'the service cannot tell its state' : 'this action does not know it'}); still waiting for DEPLOYED or a failure.`,
        );
      }
    }
    const elapsedMs = stepClock.elapsedMs() - startedMs;
    slow.check(elapsedMs);
    slowdown = slowdownAfter(slowdown, pace?.throttled ?? false);
    const delay = nextPollDelay({
      pollIntervalMs: context.pollIntervalMs,
      status: lastStatus ?? 'UNKNOWN',
      unchangedPolls,
      slowdown,
      retryAfterMs: pace?.retryAfterMs,
      expected: context.typical && { typical: context.typical, elapsedMs },
    });
    await stepClock.wait(delay);
  }
}

async function pollOnce(context: WaitContext, troubles: TroubleCount): Promise<PollAnswer> {
  const { client, stepClock, deploymentId, revisionId } = context;
  try {
    const { revision, pace } = await client.pollRevision(deploymentId, revisionId, {
      signal: stepClock.signal,
    });
    return { status: revision.status, source: revision.source ?? undefined, pace };
  } catch (error) {
    if (stepClock.stopped || !isWorthWaitingThrough(error)) throw error;
    troubles.note(
      troubleKind(error),
      `${error.message}. Still waiting; the next poll may fare better.`,
    );
    return { status: undefined, pace: error.pace };
  }
}

function troubleKind(error: ServiceError): string {
  if (error.kind === 'invalid-response') return 'an answer that cannot be used';
  return error.status !== undefined
    ? `HTTP ${error.status}`
    : `no answer (${error.code ?? 'network'})`;
}

/** Past twice the typical duration, one warning annotation; the deploy goes on as before. */
export const SLOW_FACTOR = 2;

class SlowDeployWarning {
  #warned = false;
  readonly #context: Pick<WaitContext, 'typical' | 'warn'>;

  constructor(context: Pick<WaitContext, 'typical' | 'warn'>) {
    this.#context = context;
  }

  check(elapsedMs: number): void {
    const { typical } = this.#context;
    if (this.#warned || !typical || elapsedMs <= typical.typicalMs * SLOW_FACTOR) return;
    this.#warned = true;
    this.#context.warn(
      `This deploy is slower than usual: ${formatTypical(elapsedMs)} so far, typically ${formatTypical(typical.typicalMs)} (the median of the last ${typical.count} deploys). Still waiting.`,
    );
  }
}

/** Each kind of trouble is a warning the first time; after that it is only counted. */
class TroubleCount {
  readonly #counts = new Map<string, number>();
  readonly #context: Pick<WaitContext, 'log' | 'warn'>;

  constructor(context: Pick<WaitContext, 'log' | 'warn'>) {
    this.#context = context;
  }

  note(kind: string, warning: string): void {
    const count = (this.#counts.get(kind) ?? 0) + 1;
    this.#counts.set(kind, count);
    if (count === 1) this.#context.warn(warning);
  }

  tally(): void {
    for (const [kind, count] of this.#counts) {
      if (count > 1) this.#context.log(`Polls that met ${kind}: ${count} in all.`);
    }
  }
}

function isWorthWaitingThrough(error: unknown): error is ServiceError {
  return error instanceof ServiceError && (error.isTransient || error.kind === 'invalid-response');
}
