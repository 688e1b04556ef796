import { describe, expect, it } from 'vitest';
import { API_KEY, requestsTo, runDeploy, useEmulator } from '../support/deploy-fixture.ts';

const emulator = useEmulator();

describe('secrets', () => {
  it('sends NAME=value lines as secrets, masks every value, and keeps them out of outputs and summary', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({
      secrets: [{ name: 'LEGACY_TOKEN', value: 'legacy-value-from-the-service' }],
    });
    const run = await runDeploy(emu, deployment.id, {
      secrets:
        '# model keys\nOPENAI_API_KEY=sk-live=with=equals\n\nDB_PASSWORD=correct horse battery\n',
    });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'PATCH')[0]?.body).toEqual({
      secrets: [
        { name: 'OPENAI_API_KEY', value: 'sk-live=with=equals' },
        { name: 'DB_PASSWORD', value: 'correct horse battery' },
      ],
    });
    for (const value of ['sk-live=with=equals', 'correct horse battery', API_KEY]) {
      expect(run.stdout).toContain(`::add-mask::${value}`);
    }
    const everything = [
      run.stdout.replace(/^::add-mask::.*$/gm, ''),
      run.stderr,
      run.summary,
      JSON.stringify(run.outputs),
    ].join('\n');
    for (const value of [
      'sk-live=with=equals',
      'correct horse battery',
      'legacy-value-from-the-service',
      API_KEY,
    ]) {
      expect(everything).not.toContain(value);
    }
    expect(run.outputs['new-revision']).toBe('true');
  });

  it('sends no secrets member when the input is empty, so the deployment keeps its secrets', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ secrets: [{ name: 'KEEP', value: 'kept-value' }] });
    const run = await runDeploy(emu, deployment.id, {
      'repo-ref': 'main',
      secrets: '\n# nothing here\n',
    });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'PATCH')[0]?.body).not.toHaveProperty('secrets');
    expect(emu.getDeployment(deployment.id)?.secrets).toEqual([
      { name: 'KEEP', value: 'kept-value' },
    ]);
  });
});
