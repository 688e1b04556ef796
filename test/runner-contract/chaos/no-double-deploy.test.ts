// A PATCH met by a reset that creates no revision. Every other PATCH fault (applied or not,
// resent once or not at all) is a row of the fault matrix (matrix-connection.ts, matrix.ts).
import { describe, expect, it } from 'vitest';
import { requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { revisionsAdded } from './revisions.ts';

const emulator = useEmulator();
const PATCH = { method: 'PATCH', path: '/v2/deployments/:id' };

describe('a PATCH that may have reached the service but got no answer', () => {
  it('with only source-config, is repeated after a reset because it creates no revision', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({ ...PATCH, action: 'reset' });
    const run = await runDeploy(emu, deployment.id, {
      'source-config': '{"build_on_push": true}',
    });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'PATCH')).toHaveLength(2);
    expect(await revisionsAdded(emu, deployment)).toHaveLength(0);
    expect(emu.getDeployment(deployment.id)?.source_config.build_on_push).toBe(true);
    expect(run.outputs['new-revision']).toBe('false');
    expect(run.stdout).toContain('changes configuration only and is safe to repeat');
  });
});
