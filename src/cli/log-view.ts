import type { StepEvent } from '../common/step-events.ts';
import type { Outcome } from './exit-codes.ts';

/** How the command ended, as the last thing a view shows. */
export interface CliResult {
  command: string;
  outcome: Outcome;
  exitCode: number;
  /** The outputs as written (redacted, bounded), under the action's names. */
  outputs: Record<string, string>;
  failure?: { title: string; message: string };
}

/**
 * Where the command line shows what a step tells: lines for a person on standard error, or one
 * JSON object a line on standard output. Every text it is handed is clean already: redacted,
 * without controls, bounded (the runtime's rules).
 */
export interface LogView {
  line(text: string, event?: StepEvent): void;
  debug(text: string): void;
  group(title: string, lines: readonly string[]): void;
  warning(text: string, title?: string): void;
  error(text: string, title?: string): void;
  result(result: CliResult): void;
}
