// Faults that persist, and connections that fail: reset, no answer, an answer cut short.
import {
  at,
  type ChaosCase,
  deployed,
  failed,
  LONG_TIMEOUT,
  NOT_RESENT,
  RESENT,
  SHORT_TIMEOUT,
  STILL_GOING,
  timedOut,
} from './case.ts';

const TIMED_OUT = /^The step's time-out of 3000ms ran out\./;

/**
 * A fault that does not go away: the client's bounded retries (4), then the step fails with
 * the service's own words, and changes nothing. A Retry-After longer than the step's time-out
 * is waited until the time-out, which ends the step: `timed-out`, not a 1-hour sleep.
 */
export const PERSISTENT_CASES: ChaosCase[] = [
  {
    fault: 'persistent 503 on first GET',
    variant: 'no Retry-After',
    faults: () => [at('first GET', { status: 503, times: Infinity })],
    expected: failed(0, /→ 503: Service Unavailable/),
  },
  {
    fault: 'persistent 429 on first GET',
    variant: 'Retry-After: 1',
    faults: () => [at('first GET', { status: 429, retryAfter: '1', times: Infinity })],
    expected: failed(0, /→ 429: Too Many Requests/),
  },
  {
    fault: 'persistent 500 on PATCH',
    variant: 'no Retry-After',
    faults: () => [at('PATCH', { status: 500, times: Infinity })],
    expected: failed(2, RESENT, /→ 500: Internal Server Error/),
  },
  {
    fault: 'persistent 503 on PATCH',
    variant: 'no Retry-After',
    faults: () => [at('PATCH', { status: 503, times: Infinity })],
    expected: failed(5, /→ 503: Service Unavailable/),
  },
  {
    fault: 'persistent reset on PATCH',
    variant: '-',
    faults: () => [at('PATCH', { action: 'reset', times: Infinity })],
    expected: {
      ...failed(2, RESENT),
      message: /^PATCH \/v2\/deployments\/.* → no answer: the connection/,
    },
  },
  {
    fault: 'persistent 502 on polls',
    variant: 'timeout 4s',
    inputs: { timeout: '4s' },
    faults: () => [at('polls', { status: 502, times: Infinity })],
    expected: timedOut(1, 1, STILL_GOING),
  },
  ...(
    [
      ['timeout 3s', () => '3600'],
      ['timeout 3s, as an HTTP date', () => new Date(Date.now() + 3_600_000).toUTCString()],
    ] as const
  ).map(
    ([variant, retryAfter]): ChaosCase => ({
      fault: '429 Retry-After: 3600 on first GET',
      variant,
      inputs: SHORT_TIMEOUT,
      faults: () => [at('first GET', { status: 429, retryAfter: retryAfter() })],
      expected: { ...timedOut(0, 0), requests: 1, message: TIMED_OUT, unsaid: [STILL_GOING] },
    }),
  ),
  {
    fault: '429 Retry-After: 3600 on PATCH',
    variant: 'timeout 3s',
    inputs: SHORT_TIMEOUT,
    faults: () => [at('PATCH', { status: 429, retryAfter: '3600' })],
    expected: timedOut(1, 0),
  },
];

/**
 * A GET that meets a failed connection is sent again. A PATCH whose fate is unknown is never
 * resent blindly: the deployment is read again, and only a PATCH the service did not act on
 * (no new revision) goes out a second time. With a short `timeout`, a stalled answer ends the
 * step at that time-out; with a long one, the 30 s request time-out gives up on the request.
 */
export const CONNECTION_CASES: ChaosCase[] = [
  {
    fault: 'reset on first GET',
    variant: '-',
    faults: () => [at('first GET', { action: 'reset' })],
    expected: deployed(1),
  },
  {
    fault: 'reset on PATCH (not applied)',
    variant: '-',
    faults: () => [at('PATCH', { action: 'reset' })],
    expected: deployed(2, RESENT),
  },
  {
    fault: 'reset on polls',
    variant: '-',
    faults: () => [at('polls', { action: 'reset' })],
    expected: deployed(1),
  },
  {
    fault: 'PATCH applied, then reset',
    variant: '-',
    faults: () => [at('PATCH', { action: 'apply-then-reset' })],
    expected: deployed(1, NOT_RESENT),
  },
  {
    fault: 'PATCH applied, then 500',
    variant: '-',
    faults: () => [at('PATCH', { action: 'apply-then-500' })],
    expected: deployed(1, NOT_RESENT),
  },
  ...stalls('no answer', 'hang', 0),
  ...stalls('answer stops half-way', 'half-body', 1),
];

/**
 * A stall on each place, once with a long time-out (the request time-out ends it and the
 * deploy goes on) and once with a short one (the step's time-out ends it). `patchApplied`:
 * whether the emulator applies a PATCH that meets this fault (`hang` does not, `half-body` does).
 */
function stalls(label: string, action: 'hang' | 'half-body', patchApplied: 0 | 1): ChaosCase[] {
  const patchRow = `${label} on PATCH (${patchApplied ? 'applied' : 'not applied'})`;
  const waited = action === 'hang' ? /request time-out/ : /body time-out/;
  return [
    {
      fault: `${label} on first GET`,
      variant: 'timeout 90s',
      long: true,
      inputs: LONG_TIMEOUT,
      faults: () => [at('first GET', { action })],
      expected: deployed(1),
    },
    {
      fault: patchRow,
      variant: 'timeout 90s',
      long: true,
      inputs: LONG_TIMEOUT,
      faults: () => [at('PATCH', { action })],
      expected: deployed(2 - patchApplied, waited, patchApplied ? NOT_RESENT : RESENT),
    },
    {
      fault: `${label} on polls`,
      variant: 'timeout 90s',
      long: true,
      inputs: LONG_TIMEOUT,
      faults: () => [at('polls', { action })],
      expected: deployed(1),
    },
    {
      fault: `${label} on first GET`,
      variant: 'timeout 3s',
      inputs: SHORT_TIMEOUT,
      faults: () => [at('first GET', { action, times: Infinity })],
      expected: { ...timedOut(0, 0), message: TIMED_OUT, unsaid: [STILL_GOING] },
    },
    {
      fault: patchRow,
      variant: 'timeout 3s',
      inputs: SHORT_TIMEOUT,
      faults: () => [at('PATCH', { action })],
      expected: timedOut(1, patchApplied, STILL_GOING),
    },
    {
      fault: `${label} on polls`,
      variant: 'timeout 3s',
      inputs: SHORT_TIMEOUT,
      faults: () => [at('polls', { action, times: Infinity })],
      expected: {
        ...timedOut(1, 1, STILL_GOING),
        status: 'QUEUED',
        message:
          /^The step's time-out of 3000ms ran out\. Revision .* was last seen as QUEUED\. The service had already accepted the change/,
      },
    },
  ];
}
