import type { ActionRuntime } from './action-runtime.ts';
import type { StepClock } from './step-control.ts';
import type { StepEvent } from './step-events.ts';

/**
 * What a step is doing as it goes, told once to the runtime: each is one line of the log, and a
 * front end may show them as it likes (a warning is an annotation on GitHub's runner).
 */
export interface StepLog {
  /** A line of the log; `event`, when given, is what it tells as data (see step-events.ts). */
  log: (line: string, event?: StepEvent) => void;
  warn: (line: string) => void;
  debug: (line: string) => void;
  /** Lines shown together under a title (a collapsible group of the runner's log). */
  group: (title: string, lines: readonly string[]) => void;
}

/**
 * A step as runAction starts it: its clock (the time-out and the cancel), their signal, and its
 * log. It holds no client: common/ imports nothing else in src/, and the client needs the
 * connection, which only an action's settings name (the changes action may have none), so
 * client/step-client.ts adds it, once per step, as the StepContext deep functions take.
 */
export interface StepBase extends StepLog {
  stepClock: StepClock;
  signal: AbortSignal;
}

/** The step's base on `runtime`: every line goes to it, through its rules. */
export function stepBase(runtime: ActionRuntime, stepClock: StepClock): StepBase {
  return {
    stepClock,
    signal: stepClock.signal,
    log: (line, event) => runtime.info(line, event),
    warn: (line) => runtime.warning(line),
    debug: (line) => runtime.debug(line),
    group: (title, lines) => runtime.group(title, lines),
  };
}
