import { now } from '../common/clock.ts';
import type { RevisionStep } from './resources.ts';

/** The statuses a revision walks through on its way to DEPLOYED. */
export const defaultRevisionPath = [
  'CREATING',
  'QUEUED',
  'AWAITING_BUILD',
  'BUILDING',
  'AWAITING_DEPLOY',
  'DEPLOYING',
  'DEPLOYED',
] as const;

export type FailureStatus =
  | 'CREATE_FAILED'
  | 'BUILD_FAILED'
  | 'DEPLOY_FAILED'
  | 'SKIPPED'
  | 'INTERRUPTED';

/** The last status of the normal path a failing revision reaches before it fails. */
const FAILS_AFTER: Record<FailureStatus, string> = {
  CREATE_FAILED: 'CREATING',
  SKIPPED: 'QUEUED',
  BUILD_FAILED: 'BUILDING',
  DEPLOY_FAILED: 'DEPLOYING',
  INTERRUPTED: 'DEPLOYING',
};

const FINAL_STATUSES = new Set([
  'DEPLOYED',
  'CREATE_FAILED',
  'BUILD_FAILED',
  'DEPLOY_FAILED',
  'SKIPPED',
  'INTERRUPTED',
]);

export function isFinal(status: string): boolean {
  return FINAL_STATUSES.has(status);
}

/**
 * When a revision holds which status. Statuses are derived from it on every read, so
 * nothing runs in the background. A newer revision stops an unfinished one at `stoppedAt`.
 */
export interface Schedule {
  startedAt: number;
  steps: Array<{ status: string; ms: number }>;
  stoppedAt?: number;
  stoppedStatus?: string;
}

export function defaultSteps(stepMs: number): RevisionStep[] {
  return defaultRevisionPath.map((status) => ({ status, ms: stepMs }));
}

export function failingSteps(status: FailureStatus, stepMs: number): RevisionStep[] {
  const until = defaultRevisionPath.indexOf(
    FAILS_AFTER[status] as (typeof defaultRevisionPath)[number],
  );
  const walked = defaultRevisionPath
    .slice(0, until + 1)
    .map((step) => ({ status: step, ms: stepMs }));
  return [...walked, { status }];
}

export function makeSchedule(steps: RevisionStep[], stepMs: number, startedAt = now()): Schedule {
  if (steps.length === 0) throw new Error('A revision script needs at least one status.');
  return {
    startedAt,
    steps: steps.map((step) => ({ status: step.status, ms: step.ms ?? stepMs })),
  };
}

/** The status at time `at` and when it began. The last step lasts forever. */
export function statusAt(schedule: Schedule, at = now()): { status: string; since: number } {
  if (schedule.stoppedAt !== undefined && at >= schedule.stoppedAt) {
    return { status: schedule.stoppedStatus ?? 'SKIPPED', since: schedule.stoppedAt };
  }
  let since = schedule.startedAt;
  const last = schedule.steps.length - 1;
  for (const [index, step] of schedule.steps.entries()) {
    if (index === last || at < since + step.ms) return { status: step.status, since };
    since += step.ms;
  }
  throw new Error('unreachable: a schedule has at least one step');
}

/** When the revision became DEPLOYED, if its schedule ever gets it there. */
export function deployedAt(schedule: Schedule): number | undefined {
  let since = schedule.startedAt;
  for (const step of schedule.steps) {
    if (schedule.stoppedAt !== undefined && since >= schedule.stoppedAt) return undefined;
    if (step.status === 'DEPLOYED') return since;
    since += step.ms;
  }
  return undefined;
}

/** A newer revision arrived: an unfinished one is skipped, or interrupted mid-deploy. */
export function supersede(schedule: Schedule, at = now()): void {
  const { status } = statusAt(schedule, at);
  if (isFinal(status)) return;
  schedule.stoppedAt = at;
  schedule.stoppedStatus = status === 'DEPLOYING' ? 'INTERRUPTED' : 'SKIPPED';
}
