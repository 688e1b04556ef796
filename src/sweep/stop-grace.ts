import type { StepClock } from '../common/step-control.ts';

/**
 * How long the work that tidies up after deletes (marking GitHub environments inactive) may go
 * on once the step was stopped. On a cancel the runner sends SIGINT, then SIGTERM 7.5 s later,
 * then kills the process 2.5 s after that: this leaves the step time to write its outputs and
 * summary before the SIGTERM.
 */
const STOP_GRACE_MS = 5_000;

export interface StopGrace {
  /** Aborts `graceMs` after the step stopped, or at once at a second signal after the stop. */
  readonly signal: AbortSignal;
  dispose(): void;
}

/**
 * A signal for work that should still be done after the step stopped, but not for long: it
 * does not abort while the step runs, aborts `graceMs` after a cancel or the time-out, and
 * aborts at once when the runner signals again (SIGINT or SIGTERM) after the stop: the step
 * clock's stop signals tell it.
 */
export function graceAfterStop(stepClock: StepClock, graceMs = STOP_GRACE_MS): StopGrace {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let stopListening = () => {};
  const end = () => {
    stopListening();
    controller.abort();
  };
  const start = () => {
    timer = setTimeout(end, graceMs);
    // Added while the first signal is told, this hears only the next one.
    stopListening = stepClock.stops.listen(end);
  };
  const stepSignal = stepClock.signal;
  if (stepSignal.aborted) start();
  else stepSignal.addEventListener('abort', start, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      stepSignal.removeEventListener('abort', start);
      stopListening();
    },
  };
}
