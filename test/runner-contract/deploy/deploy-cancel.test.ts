import { describe, expect, it } from 'vitest';
import { runDeploy, signalWhen, useEmulator } from '../../support/deploy-fixture.ts';

const emulator = useEmulator();

describe('a cancelled job', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'stops on %s, reports cancelled, and still writes outputs and summary',
    async (signal) => {
      const emu = emulator();
      const deployment = emu.seedDeployment();
      emu.scriptNextRevision([{ status: 'BUILDING' }]);
      const whenPolling = signalWhen(emu, (r) => r.path.includes('/revisions/'), signal);
      const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' }, whenPolling);

      expect(run.exitCode).toBe(1);
      expect(run.signal).toBeNull();
      expect(run.outputs).toMatchObject({
        result: 'cancelled',
        status: 'BUILDING',
        'new-revision': 'true',
      });
      expect(run.stdout).toMatch(/::error title=Deploy cancelled::The job was cancelled/);
      expect(run.summary).toContain('cancelled');
      expect(run.summary).toContain('may still go live');
    },
  );

  it('stops while a request hangs, without waiting for it', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({ method: 'PATCH', path: '/v2/deployments/:id', action: 'hang' });
    const whenPatching = signalWhen(emu, (r) => r.method === 'PATCH', 'SIGINT');
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' }, whenPatching);

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('cancelled');
    expect(run.outputs['previous-revision-id']).toBe(deployment.latest_revision_id);
    expect(run.summary).toContain('the change got no answer');
  });
});
