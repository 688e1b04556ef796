// Cancellation while the service stalls or throttles. The step's own time-out under stalls is
// in the fault matrix (matrix-connection.ts).
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../emulator/index.ts';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import {
  REVISION_PATH,
  requestsTo,
  runDeploy,
  signalWhen,
  useEmulator,
} from '../../support/deploy-fixture.ts';

const emulator = useEmulator();
const FIRST_GET = { method: 'GET', path: '/v2/deployments/:id' };
const POLLS = { method: 'GET', path: REVISION_PATH };

const isThrottled = (request: RecordedRequest) => request.faulted === '503';

describe('cancellation', () => {
  it('stops a back-off sleep of a minute on the first GET', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({ ...FIRST_GET, status: 503, retryAfter: '60' });
    const whenThrottled = signalWhen(emu, isThrottled, 'SIGINT');
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' }, whenThrottled);

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('cancelled');
    expect(failureMessage(run)).toBe('The job was cancelled (SIGINT).');
    expect(run.stdout).toContain('HTTP 503; trying again in 60.0s');
    expect(emu.requests).toHaveLength(1);
    expect(run.summary).toContain('Deploy cancelled');
  });

  it('stops a back-off sleep between polls', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision([{ status: 'BUILDING' }]);
    emu.addFault({ ...POLLS, status: 503, retryAfter: '60', skip: 1 });
    const whenThrottled = signalWhen(emu, isThrottled, 'SIGTERM');
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' }, whenThrottled);

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'cancelled', status: 'BUILDING' });
    expect(failureMessage(run)).toMatch(/^The job was cancelled \(SIGTERM\)\. .*may still go live/);
    expect(requestsTo(emu, 'GET', REVISION_PATH)).toHaveLength(2);
  });

  it.each([
    ['the first GET', FIRST_GET],
    ['a poll', { ...POLLS, skip: 1 }],
  ])('stops while %s hangs', async (_place, where) => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision([{ status: 'BUILDING' }]);
    emu.addFault({ ...where, action: 'hang' });
    const whenHanging = signalWhen(emu, (request) => request.faulted === 'hang', 'SIGINT');
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' }, whenHanging);

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('cancelled');
    expect(emu.requests.filter((request) => request.faulted === 'hang')).toHaveLength(1);
    expect(emu.requests.at(-1)?.faulted).toBe('hang');
  });
});
