import { afterEach, describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { ROLLBACK, redeploysOf, summaryRow } from './rollback-fixture.ts';

const emulator = useEmulator({ serviceGeneration: 'new' });
afterEach(() => emulator().resetAgentServer());

const HOUR = 60 * 60 * 1000;

describe('rollback-on-failure: true keeps the time a rollback needs out of the checks', () => {
  it('within a 20 s timeout, a health check that never passes still leaves the rollback time to deploy', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const live = deployment.latest_revision_id;
    // Its deploys took 8 to 10 s; the redeploy the rollback makes takes a few polls.
    emu.seedHistory(deployment.id, [
      { durationMs: 8000 },
      { durationMs: 9000 },
      { durationMs: 10_000 },
    ]);
    emu.scriptNextRevision([{ status: 'DEPLOYED' }]);
    emu.scriptNextRevision([{ status: 'DEPLOYING', polls: 3 }, { status: 'DEPLOYED' }]);
    emu.setAgentServerHealthy(false);
    const run = await runDeploy(emu, deployment.id, {
      ...ROLLBACK,
      'health-check': '/ok',
      timeout: '20s',
    });
    emu.setAgentServerHealthy(true);

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({
      result: 'unhealthy',
      healthy: 'false',
      'rolled-back-to': live,
    });
    expect(redeploysOf(emu)).toHaveLength(1);
    expect(failureMessage(run)).toContain(`Rolled back: revision ${live} is live again`);
    expect(summaryRow(run.summary, 'Timeout')).toMatch(
      /^\| Timeout \| 20s: the checks after `DEPLOYED` had \S+, \S+ kept for a rollback, less than the 20s it may need \(the slower quartile of the last 3 deploys, 9\.5s, raised to the floor of 2m00s, and 5s for its requests, at most the step's timeout of 20s\) \|$/,
    );
  }, 90_000);

  it('does not roll back a healthy revision whose smoke run takes 12 s, though its history says deploys take 20 h', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.seedHistory(deployment.id, [
      { durationMs: 20 * HOUR },
      { durationMs: 20 * HOUR },
      { durationMs: 20 * HOUR },
    ]);
    emu.scriptNextRevision([{ status: 'DEPLOYED' }]);
    emu.configureAgentServer({ graphs: { agent: { slowMs: 12_000 } } });
    const run = await runDeploy(emu, deployment.id, {
      ...ROLLBACK,
      'smoke-test': '- {name: slow, assistant: agent, input: {}, timeout: 1m}',
      timeout: '10m',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'deployed', smoke: 'passed' });
    expect(run.outputs['rolled-back-to']).toBeUndefined();
    expect(redeploysOf(emu)).toEqual([]);
    expect(summaryRow(run.summary, 'Timeout')).toMatch(
      /^\| Timeout \| 10m00s: the checks after `DEPLOYED` had [45]m\d\ds, [45]m\d\ds kept for a rollback, less than the 10m00s it may need \(the slower quartile of the last 3 deploys, 20h00m00s, and 5s for its requests, at most the step's timeout of 10m00s\) \|$/,
    );
  }, 90_000);
});
