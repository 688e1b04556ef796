import { randomUUID } from 'node:crypto';
import { now } from './common/clock.ts';
import { revisionLogLines } from './state/revision-logs.ts';
import { makeSchedule } from './state/revision-schedule.ts';
import { EMPTY_REVISION_CONFIG, type EmulatorState } from './state/state.ts';

/** One earlier revision: how long it took from created to its end status, and that status. */
export interface PastRevision {
  durationMs: number;
  /** Default 'DEPLOYED'. */
  status?: string;
}

/**
 * Gives a deployment a past: revisions older than all it has, oldest first in `past`, each
 * created one `spacingMs` after the one before and ending `durationMs` after it was created,
 * so that its `updated_at` is when it reached its end status. The latest revision stays the
 * latest; these only show up in the revision list.
 */
export function seedHistory(
  state: EmulatorState,
  deploymentId: string,
  past: readonly PastRevision[],
  spacingMs = 10 * 60 * 1000,
): string[] {
  const deployment = state.deployments.get(deploymentId);
  if (!deployment) throw new Error(`no deployment ${deploymentId}`);
  const oldest = Math.min(
    now(),
    ...deployment.revisionIds.map((id) => state.revisions.get(id)?.createdAt ?? Infinity),
  );
  const spacing = Math.max(spacingMs, ...past.map((revision) => 2 * revision.durationMs));
  const ids = past.map((revision, index) => {
    const createdAt = oldest - (past.length - index) * spacing;
    const steps = [
      { status: 'BUILDING', ms: revision.durationMs },
      { status: revision.status ?? 'DEPLOYED' },
    ];
    const id = randomUUID();
    state.revisions.set(id, {
      id,
      deploymentId,
      source: deployment.source,
      config: { ...EMPTY_REVISION_CONFIG },
      createdAt,
      schedule: makeSchedule(steps, state.stepMs, createdAt),
      logs: revisionLogLines(steps, undefined),
    });
    return id;
  });
  deployment.revisionIds.unshift(...ids);
  return ids;
}
