import { describe, expect, it } from 'vitest';
import { runDeploy, useEmulator } from '../support/deploy-fixture.ts';

const emulator = useEmulator();

describe('a cancelled job', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'stops on %s, reports cancelled, and still writes outputs and summary',
    async (signal) => {
      const emu = emulator();
      const deployment = emu.seedDeployment();
      emu.scriptNextRevision([{ status: 'BUILDING' }]);
      let sentAt = 0;
      const run = await runDeploy(
        emu,
        deployment.id,
        { 'repo-ref': 'main' },
        {
          onSpawn: (child) => {
            const poll = setInterval(() => {
              if (emu.requests.some((r) => r.path.includes('/revisions/'))) {
                clearInterval(poll);
                sentAt = performance.now();
                child.kill(signal);
              }
            }, 10);
          },
        },
      );
      const stoppedAfterMs = performance.now() - sentAt;

      expect(run.exitCode).toBe(1);
      expect(run.outputs).toMatchObject({
        result: 'cancelled',
        status: 'BUILDING',
        'new-revision': 'true',
      });
      expect(run.stdout).toMatch(/::error title=Deploy cancelled::The job was cancelled/);
      expect(run.summary).toContain('cancelled');
      expect(run.summary).toContain('may still go live');
      // Not a timing test of speed: a cancelled step that outlived the runner's grace period would be killed.
      expect(stoppedAfterMs).toBeLessThan(5000);
    },
  );

  it('stops while a request hangs', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({ method: 'PATCH', path: '/v2/deployments/:id', action: 'hang' });
    const run = await runDeploy(
      emu,
      deployment.id,
      { 'repo-ref': 'main' },
      {
        onSpawn: (child) => {
          const poll = setInterval(() => {
            if (emu.requests.some((r) => r.method === 'PATCH')) {
              clearInterval(poll);
              child.kill('SIGINT');
            }
          }, 10);
        },
      },
    );

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('cancelled');
    expect(run.outputs['previous-revision-id']).toBe(deployment.latest_revision_id);
    expect(run.summary).toContain('the PATCH got no answer');
  });
});
