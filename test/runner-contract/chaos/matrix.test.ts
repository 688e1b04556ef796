// The fault matrix (matrix.ts) run against the bundled deploy action, one test per case. A case
// passes when the result and exit code are the ones expected for its fault (0 only for
// deployed), the expected number of PATCHes was sent and no more than one applied, a deployed
// run reports the revision its own PATCH created, and no secret (the API key, the `secrets`
// values, a secret only the service's answer holds) is written to stdout, stderr, the job
// summary or the outputs.
import { describe, it, vi } from 'vitest';
import { CHAOS_CASES } from './matrix.ts';
import { runCase } from './run-case.ts';
// An unreachable service (refused, unresolvable, connect time-out, untrusted certificate): its
// suites join this file so that its 30 s case runs beside the long cases here, not after them
// (vitest runs test files one after another on two cores).
import './unreachable.ts';

// Each case mostly waits (on a fresh emulator and on the action it spawns), so many fit side
// by side on two cores; the long ones wait 30 s on the action's request time-out.
vi.setConfig({ maxConcurrency: 8 });

const long = CHAOS_CASES.filter((chaos) => chaos.long);
const short = CHAOS_CASES.filter((chaos) => !chaos.long);

describe.concurrent('chaos: the long cases, side by side', () => {
  it.for(long)('$fault ($variant)', { timeout: 160_000 }, async (chaos, { expect }) => {
    const { actual, wanted } = await runCase(chaos);
    expect(actual).toEqual(wanted);
  });
});

describe.concurrent('chaos', () => {
  it.for(short)('$fault ($variant)', async (chaos, { expect }) => {
    const { actual, wanted } = await runCase(chaos);
    expect(actual).toEqual(wanted);
  });
});
