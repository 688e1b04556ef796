// src/cli/exit-codes.ts: how each way a step ends is told by the exit code.
import { describe, expect, it } from 'vitest';
import { exitCodeOf, outcomeOf } from '../../src/cli/exit-codes.ts';
import type { StepReport } from '../../src/common/action-step.ts';

const report = (outputs: Record<string, string>, failure?: StepReport['failure']): StepReport => ({
  outputs,
  summary: '',
  ...(failure && { failure }),
});
const failed = (kind?: NonNullable<StepReport['failure']>['kind']) => ({
  title: 't',
  message: 'm',
  ...(kind && { kind }),
});

describe('the outcome of a report', () => {
  it.each([
    ['a success', report({ result: 'deployed' }), 'success'],
    ['a plan', report({ result: 'planned' }), 'success'],
    ['no report (a logout)', undefined, 'success'],
    ['bad input', report({ result: 'failed' }, failed('bad-input')), 'bad-input'],
    ['a stop by the time-out', report({ result: 'timed-out' }, failed('timed-out')), 'timed-out'],
    ['a cancel', report({}, failed('cancelled')), 'cancelled'],
    ['a deploy that ended unhealthy', report({ result: 'unhealthy' }, failed()), 'unhealthy'],
    ['a deploy that timed out on its own', report({ result: 'timed-out' }, failed()), 'timed-out'],
    ['a deploy cancelled during its wait', report({ result: 'cancelled' }, failed()), 'cancelled'],
    ['a failure with no result', report({ deleted: 'false' }, failed()), 'failed'],
  ] as const)('%s is %s', (_what, given, outcome) => {
    expect(outcomeOf(given)).toBe(outcome);
  });
});

describe('the exit code', () => {
  it('is 0, 1, 2, 3 or 4, and the shell’s own for a cancel by signal', () => {
    expect(
      (['success', 'failed', 'bad-input', 'unhealthy', 'timed-out'] as const).map((o) =>
        exitCodeOf(o),
      ),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(exitCodeOf('cancelled', 'SIGINT')).toBe(130);
    expect(exitCodeOf('cancelled', 'SIGTERM')).toBe(143);
  });
});
