import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { ROLLBACK, redeploysOf, summaryRow } from './rollback-fixture.ts';

const emulator = useEmulator({ serviceGeneration: 'new' });

describe('rollback-on-failure: true keeps the time a rollback needs out of the checks', () => {
  it('within a 40 s timeout, a health check that never passes still leaves the rollback its typical deploy time', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const live = deployment.latest_revision_id;
    // Its deploys took 8 to 10 s; the redeploy the rollback makes takes 8 s.
    emu.seedHistory(deployment.id, [
      { durationMs: 8000 },
      { durationMs: 9000 },
      { durationMs: 10_000 },
    ]);
    emu.scriptNextRevision([{ status: 'DEPLOYED' }]);
    emu.scriptNextRevision([{ status: 'DEPLOYING', ms: 8000 }, { status: 'DEPLOYED' }]);
    emu.setAgentServerHealthy(false);
    const run = await runDeploy(emu, deployment.id, {
      ...ROLLBACK,
      'health-check': '/ok',
      timeout: '40s',
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
      /^\| Timeout \| 40s: the checks after `DEPLOYED` had \S+, \S+ kept for a rollback \(the slower quartile of the last 3 deploys, 9\.5s, and 5s for its requests\) \|$/,
    );
  }, 90_000);
});
