import type { DeployReport } from '../../../src/deploy/report/report.ts';

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
