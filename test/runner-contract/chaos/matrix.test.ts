// The fault matrix (matrix.ts) run against the deploy action, one test per case. A case passes
// when the result and exit code are the ones expected for its fault (0 only for deployed), the
// expected number of PATCHes was sent and no more than one applied, a deployed run reports the
// revision its own PATCH created, and no secret (the API key, the `secrets` values, a secret
// only the service's answer holds) is written to the log, the job summary or the outputs.
//
// Each case is a decision of the action's core (retry, resend, time-out, what it says), so the
// matrix runs the deploy in this process; the rows in SPAWNED run the bundled action as the
// runner starts it, beside the unreachable services (unreachable.ts), to prove the process is
// wired to the same decisions: a 5xx retried after Retry-After, and a PATCH never sent twice.
import { describe, expect, it, vi } from 'vitest';
import type { ChaosCase } from './case.ts';
import { CHAOS_CASES } from './matrix.ts';
import { runCase } from './run-case.ts';
// An unreachable service (refused, unresolvable, connect time-out, untrusted certificate): its
// suites join this file so that its cases wait beside the long cases here, not after them.
import './unreachable.ts';

// Each case mostly waits (on a fresh emulator, on polls, on Retry-After), so many fit side by
// side; the long ones wait 30 s on the action's request time-out.
vi.setConfig({ maxConcurrency: 16 });

const SPAWNED = ['503 on PATCH / Retry-After: 1', 'PATCH applied, then reset / -'];
const named = (chaos: ChaosCase) => `${chaos.fault} / ${chaos.variant}`;

const spawned = CHAOS_CASES.filter((chaos) => SPAWNED.includes(named(chaos)));
const inProcess = CHAOS_CASES.filter((chaos) => !SPAWNED.includes(named(chaos)));

describe('chaos: the rows spawned', () => {
  it('are rows of the matrix', () => {
    expect(spawned.map(named)).toEqual(SPAWNED);
  });
});

describe.concurrent('chaos', () => {
  // The long cases first, so that their 30 s waits overlap the short cases, not follow them.
  const long = inProcess.filter((chaos) => chaos.long);
  it.for(long)('$fault ($variant)', { timeout: 160_000 }, async (chaos, { expect }) => {
    const { actual, wanted } = await runCase(chaos, 'in-process');
    expect(actual).toEqual(wanted);
  });

  const short = inProcess.filter((chaos) => !chaos.long);
  it.for(short)('$fault ($variant)', async (chaos, { expect }) => {
    const { actual, wanted } = await runCase(chaos, 'in-process');
    expect(actual).toEqual(wanted);
  });

  it.for(spawned)('$fault ($variant), spawned', async (chaos, { expect }) => {
    const { actual, wanted } = await runCase(chaos, 'spawned');
    expect(actual).toEqual(wanted);
  });
});
