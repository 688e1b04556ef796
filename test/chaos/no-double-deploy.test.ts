import { describe, expect, it } from 'vitest';
import type { FaultAction } from '../../emulator/index.ts';
import { failureMessage } from '../../scripts/runner/run-action.ts';
import { requestsTo, runDeploy, useEmulator } from '../support/deploy-fixture.ts';
import { revisionsAdded } from './revisions.ts';

const emulator = useEmulator();
const PATCH = { method: 'PATCH', path: '/v2/deployments/:id' };

describe('a PATCH that may have reached the service but got no answer', () => {
  it.each<FaultAction>(['apply-then-reset', 'apply-then-500'])(
    'is not sent again after %s: the action carries on with the revision that appeared',
    async (action) => {
      const emu = emulator();
      const deployment = emu.seedDeployment();
      emu.addFault({ ...PATCH, action });
      const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'v2' });

      expect(run.exitCode).toBe(0);
      expect(requestsTo(emu, 'PATCH')).toHaveLength(1);
      const added = await revisionsAdded(emu, deployment);
      expect(added).toHaveLength(1);
      expect(run.outputs).toMatchObject({
        result: 'deployed',
        'revision-id': added[0],
        'previous-revision-id': deployment.latest_revision_id,
        'new-revision': 'true',
      });
      expect(run.stdout).toContain(
        `The deployment's latest revision moved to ${added[0]}: that is this PATCH's revision, so it is not sent again.`,
      );
    },
  );

  it('is sent once more when the connection was reset before the service acted on it', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({ ...PATCH, action: 'reset' });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'v2' });

    expect(run.exitCode).toBe(0);
    const patches = requestsTo(emu, 'PATCH');
    expect(patches.map((request) => request.faulted)).toEqual(['reset', undefined]);
    expect(patches[1]?.body).toEqual(patches[0]?.body);
    const added = await revisionsAdded(emu, deployment);
    expect(added).toHaveLength(1);
    expect(run.outputs['revision-id']).toBe(added[0]);
    // The re-read between the two PATCHes is what makes the second one safe.
    expect(emu.requests.map((request) => request.method).slice(0, 4)).toEqual([
      'GET',
      'PATCH',
      'GET',
      'PATCH',
    ]);
    expect(run.stdout).toContain(
      'No new revision appeared, so the service did not act on the PATCH: sending it once more.',
    );
  });

  it('is sent once more after a 200 whose body is garbage, when nothing moved', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({ ...PATCH, action: 'malformed-json' });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'v2' });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'PATCH')).toHaveLength(2);
    expect(await revisionsAdded(emu, deployment)).toHaveLength(1);
  });

  it('is resent at most once: a second failure ends the step without a third PATCH', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({ ...PATCH, action: 'reset', times: Infinity });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'v2' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(requestsTo(emu, 'PATCH')).toHaveLength(2);
    expect(await revisionsAdded(emu, deployment)).toHaveLength(0);
    expect(failureMessage(run)).toMatch(/^PATCH \/v2\/deployments\/.* → no answer: the connection/);
  });

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
