// 429/503 on polls slow the rest of the deploy down. A 429 with Retry-After on each request,
// and one longer than the step's time-out, are rows of the fault matrix (matrix.ts).
import { describe, expect, it } from 'vitest';
import type { Emulator, Fault } from '../../../emulator/index.ts';
import { REVISION_PATH, requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';

const emulator = useEmulator();

/** Polls a fixed deploy (2.5 s of BUILDING) saw, with `fault` on the first poll. */
async function pollsOfScriptedDeploy(emu: Emulator, fault?: Fault): Promise<number> {
  const deployment = emu.seedDeployment();
  emu.scriptNextRevision([{ status: 'BUILDING', ms: 2500 }, { status: 'DEPLOYED' }]);
  if (fault) emu.addFault(fault);
  const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', 'poll-interval': '200ms' });
  expect(run.outputs.result).toBe('deployed');
  const polls = requestsTo(emu, 'GET', REVISION_PATH).filter((request) => !request.faulted);
  emu.clearRequests();
  return polls.length;
}

describe('polling', () => {
  it.each([429, 503])(
    'slows down for the rest of the deploy once the service answers %i',
    async (status) => {
      const emu = emulator();
      const steady = await pollsOfScriptedDeploy(emu);
      const throttled = await pollsOfScriptedDeploy(emu, {
        method: 'GET',
        path: REVISION_PATH,
        status,
        retryAfter: '1',
      });

      expect(steady).toBeGreaterThanOrEqual(5);
      // The same 2.5 s deploy: after being told to slow down, far fewer polls fit in it.
      expect(throttled).toBeLessThanOrEqual(Math.ceil(steady / 2) + 1);
      expect(throttled).toBeGreaterThanOrEqual(2);
    },
  );
});
