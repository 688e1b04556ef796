import { describe, expect, it } from 'vitest';
import type { Emulator, Fault } from '../../emulator/index.ts';
import { REVISION_PATH, requestsTo, runDeploy, useEmulator } from '../support/deploy-fixture.ts';

const emulator = useEmulator();

const TOO_MANY = { status: 429, retryAfter: '1' };
const FAULTS: Array<[string, Fault]> = [
  ['the first GET', { method: 'GET', path: '/v2/deployments/:id', ...TOO_MANY }],
  ['the PATCH', { method: 'PATCH', path: '/v2/deployments/:id', ...TOO_MANY }],
  ['a poll', { method: 'GET', path: REVISION_PATH, skip: 1, ...TOO_MANY }],
];

describe('a 429 with Retry-After', () => {
  it.each(FAULTS)('on %s is waited out, not a failure', async (_place, fault) => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault(fault);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    const throttled = emu.requests.findIndex((request) => request.faulted === '429');
    const next = emu.requests[throttled + 1];
    expect(next?.method).toBe(fault.method);
    expect(next?.path).toBe(emu.requests[throttled]?.path);
    expect(next?.faulted).toBeUndefined();
    expect(run.stdout).toMatch(/HTTP 429; trying again in 1\.0s \(retry 1\)/);
    expect(requestsTo(emu, 'PATCH').filter((request) => !request.faulted)).toHaveLength(1);
  });

  it.each([
    ['in seconds', '3600'],
    ['as an HTTP date', new Date(Date.now() + 3_600_000).toUTCString()],
  ])(
    'longer than the time-out (%s) is waited until the time-out, and no longer',
    async (_form, retryAfter) => {
      const emu = emulator();
      const deployment = emu.seedDeployment();
      emu.addFault({ method: 'GET', path: '/v2/deployments/:id', status: 429, retryAfter });
      const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', timeout: '2s' });

      expect(run.exitCode).toBe(1);
      expect(run.outputs.result).toBe('timed-out');
      expect(emu.requests).toHaveLength(1);
      expect(run.stdout).toMatch(
        /::error title=Deploy timed out::The step's time-out of 2000ms ran out/,
      );
    },
  );
});

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
