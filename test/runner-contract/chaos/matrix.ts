// The fault matrix: each case with the outcome a careful person would want. test/runner-contract/chaos/*.test.ts
// run it against the bundled deploy action.
import { at, type ChaosCase, deployed, RESENT } from './case.ts';
import { ANSWER_CASES } from './matrix-answers.ts';
import { CONNECTION_CASES, PERSISTENT_CASES } from './matrix-connection.ts';

const RETRY_AFTER_FORMS: Array<[string, () => string | undefined]> = [
  ['no Retry-After', () => undefined],
  ['Retry-After: 1', () => '1'],
  ['Retry-After: HTTP date', () => new Date(Date.now() + 2000).toUTCString()],
];

/**
 * A transient status on a GET is retried by the client (twice here, within its budget of 4).
 * On the PATCH, 429 and 503 say the service did not act, so the client resends after
 * Retry-After; 408, 500, 502 and 504 may come after the PATCH was applied, so the action
 * re-reads the deployment, sees no new revision, and resends once: two sent, one applied.
 * A `Retry-After: 1` is waited as given before the same request goes out again.
 */
function statusCases(): ChaosCase[] {
  const cases: ChaosCase[] = [];
  for (const place of ['first GET', 'PATCH', 'polls'] as const) {
    for (const status of [408, 429, 500, 502, 503, 504]) {
      const throttled = status === 429 || status === 503;
      const retriedByClient = place !== 'PATCH' || throttled;
      const patchLog = throttled ? /PATCH .*HTTP \d+; trying again/ : RESENT;
      for (const [variant, retryAfter] of RETRY_AFTER_FORMS) {
        const waitedAsGiven =
          variant === 'Retry-After: 1' && retriedByClient
            ? [new RegExp(`HTTP ${status}; trying again in 1\\.0s \\(retry 1\\)`)]
            : [];
        const expected =
          place === 'PATCH'
            ? deployed(2, patchLog, ...waitedAsGiven)
            : deployed(1, ...waitedAsGiven);
        const faults = () => {
          const value = retryAfter();
          const times = place === 'PATCH' ? 1 : 2;
          return [at(place, { status, times, ...(value && { retryAfter: value }) })];
        };
        cases.push({ fault: `${status} on ${place}`, variant, faults, expected });
      }
    }
  }
  return cases;
}

export const CHAOS_CASES: ChaosCase[] = [
  ...statusCases(),
  ...PERSISTENT_CASES,
  ...CONNECTION_CASES,
  ...ANSWER_CASES,
];
