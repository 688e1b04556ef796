// What a chaos case is, and the few words the fault matrix is written in.
import type { Fault, RevisionStep } from '../../../emulator/index.ts';

export interface Expected {
  result: 'deployed' | 'failed' | 'timed-out';
  /** PATCH requests the emulator received, faulted ones included. */
  patchesSent: number;
  /** Revisions the deployment gained: PATCHes the service acted on. Never more than one. */
  patchesApplied: 0 | 1;
  /** The `status` output, when the case is about it. */
  status?: string;
  /** What the log must say, e.g. that a PATCH is not sent again. */
  log: RegExp[];
  /** What neither the log nor the job summary may say. */
  unsaid?: RegExp[];
  /** The step's failure annotation (`::error::`), unescaped. */
  message?: RegExp;
  /** Every request the emulator received, when the case is about how many. */
  requests?: number;
  /** Revision GETs (polls), when the case is about how many. */
  polls?: number;
}

export interface ChaosCase {
  /** What went wrong, e.g. `503 on PATCH`: the row of the table. */
  fault: string;
  /** What tells the runs of one row apart, e.g. the form of Retry-After. */
  variant: string;
  /** Built just before the run, so an HTTP-date Retry-After lies in the future. */
  faults: () => Fault[];
  inputs?: Record<string, string>;
  /**
   * The statuses the new revision reports, one per poll, in order, whenever the polls land;
   * after them the revision answers as the emulator has it (`script`, DEPLOYED by default).
   * Faults on polls (`at('polls', …)`) meet the polls after the first. Default: DEFAULT_POLLS.
   */
  polls?: string[];
  /** The emulator's own schedule for the new revision, once `polls` are used up. */
  script?: RevisionStep[];
  expected: Expected;
  /** Needs the action's 30 s request time-out to pass: run side by side with the other long ones. */
  long?: boolean;
}

/** A deploy that takes a few polls, so a fault on the second poll meets a deploy still going. */
export const DEFAULT_POLLS = ['QUEUED', 'BUILDING', 'DEPLOYING'];

export type Place = 'first GET' | 'PATCH' | 'polls';

const DEPLOYMENT = '/v2/deployments/:id';
export const REVISION = /^\/v2\/deployments\/[^/]+\/revisions\/[^/]+$/;

/**
 * A fault on the GET before the PATCH, on the PATCH, or on the polls after the first (the
 * runner answers the first poll before it lets a fault on polls meet one).
 */
export function at(place: Place, fault: Omit<Fault, 'path'>): Fault {
  if (place === 'first GET') return { method: 'GET', path: DEPLOYMENT, ...fault };
  if (place === 'PATCH') return { method: 'PATCH', path: DEPLOYMENT, ...fault };
  return { method: 'GET', path: REVISION, ...fault };
}

export const SHORT_TIMEOUT = { timeout: '3s' };
/** Outlasts the 30 s request time-out with room for the retry and the deploy. */
export const LONG_TIMEOUT = { timeout: '90s' };

export const RESENT = /sending it once more/;
export const NOT_RESENT =
  /latest revision moved to .*: that is this PATCH's revision \(it carries what this run sent\), so it is not sent again/;
export const STILL_GOING = /may still go live/;

export const deployed = (patchesSent: number, ...log: RegExp[]): Expected => ({
  result: 'deployed',
  patchesSent,
  patchesApplied: 1,
  log,
});

export const failed = (patchesSent: number, ...log: RegExp[]): Expected => ({
  result: 'failed',
  patchesSent,
  patchesApplied: 0,
  log,
});

export const timedOut = (
  patchesSent: number,
  patchesApplied: 0 | 1,
  ...log: RegExp[]
): Expected => ({ result: 'timed-out', patchesSent, patchesApplied, log });
