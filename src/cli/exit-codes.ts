import type { StepReport } from '../common/action-step.ts';

/** How a command ended, as its exit code tells it. */
export type Outcome = 'success' | 'failed' | 'bad-input' | 'unhealthy' | 'timed-out' | 'cancelled';

/** The exit code of each ending; a cancel's is the shell's for the signal (128 + its number). */
const EXIT_CODES: Record<Exclude<Outcome, 'cancelled'>, number> = {
  success: 0,
  failed: 1,
  'bad-input': 2,
  unhealthy: 3,
  'timed-out': 4,
};

const CANCEL_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

/** The `result` outputs that name an ending of their own. */
const ENDING_RESULTS: ReadonlySet<string> = new Set([
  'failed',
  'unhealthy',
  'timed-out',
  'cancelled',
]);

/**
 * How the step ended: why it ended early when the report says (bad input, a stop), else the
 * action's own `result` (the deploy's `unhealthy`), else failed or success. No report (a step
 * with nothing to report, the registry's logout) is a success.
 */
export function outcomeOf(report: StepReport | undefined): Outcome {
  if (!report) return 'success';
  if (report.failure?.kind) return report.failure.kind;
  const result = report.outputs.result;
  if (report.failure && result && ENDING_RESULTS.has(result)) return result as Outcome;
  return report.failure ? 'failed' : 'success';
}

/** The exit code: 130 after SIGINT, 143 after SIGTERM, for a cancel; see EXIT_CODES. */
export function exitCodeOf(outcome: Outcome, signal?: NodeJS.Signals): number {
  if (outcome === 'cancelled') return CANCEL_CODES[signal ?? 'SIGINT'] ?? 130;
  return EXIT_CODES[outcome];
}
