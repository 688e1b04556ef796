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
  steps: ScheduledStep[];
  stoppedAt?: number;
  stoppedStatus?: string;
}

/**
 * One status and how long it lasts. A step counted in polls lasts until the GET of the revision
 * that uses its last poll: until then its `ms` is Infinity, and then the time from its start to
 * that GET.
 */
export interface ScheduledStep {
  status: string;
  ms: number;
  polls?: { count: number; answeredAt: number[] };
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

/** Throws what is wrong with a revision script: no status, or a step's length given badly. */
export function checkScript(steps: readonly RevisionStep[]): void {
  if (steps.length === 0) throw new Error('A revision script needs at least one status.');
  for (const { status, ms, polls } of steps) {
    if (ms !== undefined && polls !== undefined) {
      throw new Error(`The step ${status} of a revision script lasts ms or polls, not both.`);
    }
    if (polls !== undefined && !(Number.isInteger(polls) && polls >= 1)) {
      throw new Error(`The step ${status} of a revision script needs a whole number of polls ≥ 1.`);
    }
  }
}

export function makeSchedule(steps: RevisionStep[], stepMs: number, startedAt = now()): Schedule {
  checkScript(steps);
  return {
    startedAt,
    steps: steps.map(({ status, ms, polls }) =>
      polls === undefined
        ? { status, ms: ms ?? stepMs }
        : { status, ms: Number.POSITIVE_INFINITY, polls: { count: polls, answeredAt: [] } },
    ),
  };
}

/** The status at time `at` and when it began. The last step lasts forever. */
export function statusAt(schedule: Schedule, at = now()): { status: string; since: number } {
  if (schedule.stoppedAt !== undefined && at >= schedule.stoppedAt) {
    return { status: schedule.stoppedStatus ?? 'SKIPPED', since: schedule.stoppedAt };
  }
  const { step, since } = stepAt(schedule, at);
  return { status: step.status, since };
}

/**
 * Counts a GET of the revision that was answered at `at`: when the step it saw is counted in
 * polls, it used one, and the last one ends the step there (the next GET sees the next step).
 */
export function countPoll(schedule: Schedule, at: number): void {
  if (schedule.stoppedAt !== undefined && at >= schedule.stoppedAt) return;
  const { step, since } = stepAt(schedule, at);
  const polls = step.polls;
  if (!polls || polls.answeredAt.length >= polls.count) return;
  polls.answeredAt.push(at);
  if (polls.answeredAt.length === polls.count) step.ms = at - since;
}

function stepAt(schedule: Schedule, at: number): { step: ScheduledStep; since: number } {
  let since = schedule.startedAt;
  const last = schedule.steps.length - 1;
  for (const [index, step] of schedule.steps.entries()) {
    if (index === last || at < since + step.ms) return { step, since };
    since += step.ms;
  }
  throw new Error('unreachable: a schedule has at least one step');
}

/** When the revision became DEPLOYED, if its schedule ever gets it there. */
export function deployedAt(schedule: Schedule): number | undefined {
  let since = schedule.startedAt;
  for (const step of schedule.steps) {
    if (schedule.stoppedAt !== undefined && since >= schedule.stoppedAt) return undefined;
    if (step.status === 'DEPLOYED') return Number.isFinite(since) ? since : undefined;
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
