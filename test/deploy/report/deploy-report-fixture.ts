import type { GateOutcome } from '../../../src/deploy/gate/gate-check.ts';
import type { DeployReport } from '../../../src/deploy/report/report.ts';
import { evalResult } from '../../../src/evaluation/eval-result.ts';
import { planOf, runOf } from '../../evaluation/eval-fixtures.ts';

export const DEPLOYMENT_ID = '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';
export const PREVIOUS_ID = '0f1e2d3c-4b5a-4968-8776-655443322110';
export const REVISION_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

/** A report of a deploy that failed before it learned anything, with `given` in it. */
export function report(given: Partial<DeployReport> = {}): DeployReport {
  return {
    deploymentId: DEPLOYMENT_ID,
    changeSent: false,
    timeline: [],
    result: 'failed',
    durationMs: 0,
    ...given,
  };
}

/**
 * The gate's outcome on four examples of `exact`: passed at 0.75 against a threshold of 0.5, or
 * failed at 0.25; with `baseline`, compared with a live run that scored 1 throughout.
 */
export async function gateOutcome(
  passed: boolean,
  { baseline = false }: { baseline?: boolean } = {},
): Promise<GateOutcome> {
  const plan = await planOf({ 'eval-threshold': 'exact >= 0.5', 'eval-max-regression': '1' });
  const scores = passed ? [[1], [1], [1], [0]] : [[1], [0], [0], [0]];
  const live = { label: 'live', run: runOf({ exact: [[1], [1], [1], [1]] }) };
  const result = evalResult(plan, runOf({ exact: scores }), baseline ? live : undefined, (t) => t);
  return {
    result,
    atFault: !passed,
    startedAtMs: 20_000,
    endedAtMs: 24_000,
    ...(baseline && { baselineSpan: { startMs: 2_000, endMs: 6_000 } }),
  };
}
