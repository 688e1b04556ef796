import { setTimeout as sleep } from 'node:timers/promises';
import { NO_STOPS, type StopSignal, type StopSignals } from './stop-signals.ts';

/** A failure whose message is written for the user as it stands: no error name, no stack. */
export class StepFailure extends Error {}

/**
 * Whether an error's message is written for the user as it stands: a StepFailure, or an error
 * of a lower layer that says so with a `toldAsIs` of true (the client's ServiceError, whose
 * message carries the request and the service's own words).
 */
export function isToldAsIs(error: unknown): error is Error {
  if (error instanceof StepFailure) return true;
  return error instanceof Error && (error as { toldAsIs?: unknown }).toldAsIs === true;
}

/** Why the step stopped before the work was done. */
export class StepStopped extends StepFailure {
  readonly kind: 'timed-out' | 'cancelled';

  constructor(kind: 'timed-out' | 'cancelled', message: string) {
    super(message);
    this.name = 'StepStopped';
    this.kind = kind;
  }
}

/**
 * One abort signal for the whole step: it fires at the step's time-out or when the job is
 * cancelled (the runner sends SIGINT, then SIGTERM). Every request and every wait takes it,
 * so the step stops within moments wherever it is. The clock and the cancel run from the
 * moment the step starts: the time-out, once known, counts what came before it too, and a
 * cancel heard before (while a command line read its files) stops the step at once. Only the
 * first signal is the clock's: the ones after it are for whoever listens then (stop-grace.ts).
 */
export class StepClock {
  readonly #controller = new AbortController();
  readonly #startedAt = performance.now();
  #timeoutMs = Number.POSITIVE_INFINITY;
  #timer: NodeJS.Timeout | undefined;
  /** The job's stop signals the clock hears: the runtime's. */
  readonly stops: StopSignals;
  readonly #stopListening: () => void;

  constructor(timeoutMs?: number, stops: StopSignals = NO_STOPS) {
    this.stops = stops;
    if (timeoutMs !== undefined) this.limit(timeoutMs);
    const cancel = (signal: StopSignal) =>
      this.#controller.abort(new StepStopped('cancelled', `The job was cancelled (${signal}).`));
    if (stops.received) {
      cancel(stops.received);
      this.#stopListening = () => {};
      return;
    }
    const stopListening = stops.listen((signal) => {
      stopListening();
      cancel(signal);
    });
    this.#stopListening = stopListening;
  }

  /** Sets the step's time-out, counted from the step's start, not from this call. */
  limit(timeoutMs: number): void {
    this.#timeoutMs = timeoutMs;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(
      () =>
        this.#controller.abort(
          new StepStopped('timed-out', `The step's time-out of ${timeoutMs}ms ran out.`),
        ),
      this.remainingMs(),
    );
  }

  /**
   * What `work` gives, unless the step stops first: then the stop, at once, even when `work`
   * waits on something the signal cannot reach (a file system read that hangs). Whatever
   * `work` does after that is ignored.
   */
  async untilStopped<T>(work: Promise<T>): Promise<T> {
    work.catch(() => undefined);
    const { signal } = this;
    signal.throwIfAborted();
    let onAbort = () => {};
    const stopped = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([work, stopped]);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get stopped(): StepStopped | undefined {
    const reason = this.#controller.signal.reason;
    return reason instanceof StepStopped ? reason : undefined;
  }

  elapsedMs(): number {
    return performance.now() - this.#startedAt;
  }

  remainingMs(): number {
    return Math.max(0, this.#timeoutMs - this.elapsedMs());
  }

  /** Waits, but never past the time-out, and not at all once the step is stopping. */
  async wait(ms: number): Promise<void> {
    await sleep(Math.min(ms, this.remainingMs()), undefined, { signal: this.signal });
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#stopListening();
  }
}

/** How long a listener or repository step may take: a few requests, each with its own retries. */
export const SUB_ACTION_TIMEOUT_MS = 10 * 60_000;
