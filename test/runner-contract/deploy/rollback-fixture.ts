import { expect } from 'vitest';
import type { Emulator, RevisionStep } from '../../../emulator/index.ts';
import { type ActionRun, failureMessage } from '../../../scripts/runner/run-action.ts';
import { API_KEY, requestsTo } from '../../support/deploy-fixture.ts';

/*
 * Inputs and readers shared by rollback.test.ts, rollback-trouble.test.ts, the real agent server's
 * tests and the redeploy-revision tests (through redeploy-revision-fixture.ts).
 */

export const ROLLBACK = { 'repo-ref': 'feature', 'rollback-on-failure': 'true' };
export const REDEPLOY = '/v2/deployments/:id/revisions/:rid/redeploy';

/** Another revision of the deployment, made before the run the way any client makes one. */
export async function addRevision(
  emu: Emulator,
  deploymentId: string,
  steps: RevisionStep[],
  repoRef: string,
): Promise<string> {
  emu.scriptNextRevision(steps);
  const response = await fetch(`${emu.url}/v2/deployments/${deploymentId}`, {
    method: 'PATCH',
    headers: { 'X-Api-Key': API_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ source_revision_config: { repo_ref: repoRef } }),
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { latest_revision_id: string };
  return answer.latest_revision_id;
}

/** The deployment's revisions, newest first, as any client lists them. */
export async function revisionsOf(emu: Emulator, deploymentId: string) {
  const response = await fetch(`${emu.url}/v2/deployments/${deploymentId}/revisions?limit=100`, {
    headers: { 'X-Api-Key': API_KEY },
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { resources: Array<{ id: string; status: string }> };
  return answer.resources;
}

/** Every request that may change something on the control plane (log reads left out). */
export function changesTo(emu: Emulator): string[] {
  return emu.requests
    .filter((request) => request.method !== 'GET' && request.path.startsWith('/v2/'))
    .map((request) => `${request.method} ${request.path}`);
}

export function redeploysOf(emu: Emulator) {
  return requestsTo(emu, 'POST', /\/redeploy$/);
}

/** The rows of the summary's table whose first cell is `name`. */
export function summaryRow(summary: string, name: string): string | undefined {
  return summary.split('\n').find((line) => line.startsWith(`| ${name} |`));
}

/**
 * What a run shows when the real agent server's test agent failed its smoke test, a case on the
 * graph that raises and one on the graph too slow for its timeout, and the run rolled back.
 */
export function expectRolledBackAfterRealFailures(run: ActionRun, live: string | undefined) {
  expect(run.exitCode, run.stdout).toBe(1);
  expect(run.outputs).toMatchObject({
    result: 'unhealthy',
    smoke: 'failed',
    'rolled-back-to': live,
  });
  const results = JSON.parse(run.outputs['smoke-results'] ?? '') as Array<{ problem?: string }>;
  expect(results.map((result) => result.problem)).toEqual([
    'the run failed: Error: boom graph always fails',
    "no answer within the case's timeout of 3s",
  ]);
  expect(failureMessage(run)).toContain(
    'First failed case "raises": the run failed: Error: boom graph always fails.',
  );
}
