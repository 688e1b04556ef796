// Answers that are not what they claim to be, and revisions that misbehave.
import {
  at,
  type ChaosCase,
  deployed,
  failed,
  type Place,
  RESENT,
  SHORT_TIMEOUT,
  STILL_GOING,
  timedOut,
} from './case.ts';

/**
 * The first GET gets nothing the action could go on with: the step fails, names what came,
 * and changes nothing (a 502 HTML page is a gateway error and is retried like any 502).
 * A garbled answer to the PATCH is ambiguous: re-read, resend once if nothing moved.
 * A garbled poll is a warning, and the next poll goes ahead.
 */
function garbled(
  label: string,
  action: 'malformed-json' | 'html' | 'not-a-resource',
  variant: string,
  firstGet: ChaosCase['expected'],
  poll: RegExp[],
): ChaosCase[] {
  const row = (place: Place) =>
    place === 'PATCH' ? `${label} on PATCH (not applied)` : `${label} on ${place}`;
  const faults = (place: Place) => () => [at(place, { action })];
  return [
    { fault: row('first GET'), variant, faults: faults('first GET'), expected: firstGet },
    { fault: row('PATCH'), variant, faults: faults('PATCH'), expected: deployed(2, RESENT) },
    { fault: row('polls'), variant, faults: faults('polls'), expected: deployed(1, ...poll) },
  ];
}

const HOURS = 3_600_000;
const FLIPS = ['QUEUED', 'UNKNOWN', 'BUILDING', 'UNKNOWN', 'BUILDING', 'DEPLOYING', 'UNKNOWN'];

/**
 * The revision itself misbehaves: the first terminal status decides; the time-out is the step's.
 * The statuses are answered poll by poll (`polls`), not on a clock, so how fast the polls land
 * (a loaded machine) changes nothing: every flip is seen, and the wait ends at the first
 * terminal status with no poll after it.
 */
const REVISION_CASES: ChaosCase[] = [
  {
    fault: 'status flips back and forth',
    variant: 'UNKNOWN in between',
    faults: () => [],
    polls: FLIPS,
    script: [{ status: 'DEPLOYED' }],
    expected: {
      ...deployed(1, /reports status UNKNOWN/),
      status: 'DEPLOYED',
      polls: FLIPS.length + 1,
    },
  },
  {
    fault: 'status flips back and forth',
    variant: 'BUILD_FAILED, then DEPLOYED',
    faults: () => [],
    polls: ['BUILDING', 'BUILD_FAILED'],
    script: [{ status: 'DEPLOYED' }],
    expected: {
      ...failed(1, /ended in BUILD_FAILED/),
      patchesApplied: 1,
      status: 'BUILD_FAILED',
      polls: 2,
    },
  },
  {
    fault: 'deploy takes 3 hours',
    variant: 'timeout 3s',
    inputs: SHORT_TIMEOUT,
    faults: () => [],
    polls: [],
    script: [{ status: 'BUILDING', ms: 3 * HOURS }, { status: 'DEPLOYED' }],
    expected: { ...timedOut(1, 1, STILL_GOING), status: 'BUILDING' },
  },
];

export const ANSWER_CASES: ChaosCase[] = [
  ...garbled('malformed JSON', 'malformed-json', '200', failed(0, /a body that is not JSON/), [
    /Still waiting/,
  ]),
  ...garbled('HTML error page', 'html', '502', deployed(1), []),
  ...garbled(
    'not a resource',
    'not-a-resource',
    '200 {"ok":true}',
    failed(0, /the answer is not a deployment/),
    [/the answer is not a revision/],
  ),
  ...REVISION_CASES,
];
