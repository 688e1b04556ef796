// What a chaos case is, and the few words the matrix is written in.
import type { Fault, RevisionStep } from '../emulator/index.ts';

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
}

export interface ChaosCase {
  /** The table row this run counts in. */
  fault: string;
  /** What tells the runs of one row apart, e.g. the form of Retry-After. */
  variant: string;
  /** Built just before the run, so an HTTP-date Retry-After lies in the future. */
  faults: () => Fault[];
  inputs?: Record<string, string>;
  script?: RevisionStep[];
  expected: Expected;
  /** Needs the action's 30 s request time-out to pass; started first. */
  long?: boolean;
}

export type Place = 'first GET' | 'PATCH' | 'polls';

const DEPLOYMENT = '/v2/deployments/:id';
const REVISION = /^\/v2\/deployments\/[^/]+\/revisions\/[^/]+$/;

/** A fault on the GET before the PATCH, on the PATCH, or on the polls after the first. */
export function at(place: Place, fault: Omit<Fault, 'path'>): Fault {
  if (place === 'first GET') return { method: 'GET', path: DEPLOYMENT, ...fault };
  if (place === 'PATCH') return { method: 'PATCH', path: DEPLOYMENT, ...fault };
  return { method: 'GET', path: REVISION, skip: 1, ...fault };
}

export const SHORT_TIMEOUT = { timeout: '3s' };
/** Outlasts the 30 s request time-out with room for the retry and the deploy. */
export const LONG_TIMEOUT = { timeout: '90s' };

export const RESENT = /sending it once more/;
export const NOT_RESENT =
  /latest revision moved to .*: that is this PATCH's revision, so it is not sent again/;
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
