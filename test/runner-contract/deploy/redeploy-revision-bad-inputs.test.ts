import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { SOME_REVISION } from './redeploy-revision-fixture.ts';

// A current service: POST …/revisions exists, so "not used" means something.
const emulator = useEmulator({ serviceGeneration: 'new' });

describe('redeploy-revision with bad inputs', () => {
  const CHANGING_INPUTS: Array<[string, string]> = [
    ['repo-ref', 'main'],
    ['agent-config-path', 'agent.json'],
    ['image-uri', 'registry.example.com/acme/agent:2'],
    ['source', 'internal_image'],
    ['source-path', 'agent'],
    ['source-tarball-path', 'uploads/agent.tar.gz'],
    ['source-config', '{"build_on_push": true}'],
    ['secrets', 'OPENAI_API_KEY=sk-redeploy'],
    ['secret-references', '[{"name": "A", "secret_name": "s", "secret_key": "k"}]'],
  ];

  it.each(CHANGING_INPUTS)(
    'refuses %s alongside it before any request, naming both inputs',
    async (name, value) => {
      const emu = emulator();
      const run = await runDeploy(emu, SOME_REVISION, {
        'redeploy-revision': SOME_REVISION,
        [name]: value,
      });

      expect(run.exitCode).toBe(1);
      expect(run.stdout).toMatch(/^::error title=Deploy not started%3A bad input::/m);
      expect(failureMessage(run)).toContain(
        `Input "${name}": cannot be given with redeploy-revision`,
      );
      expect(run.outputs).toEqual({ result: 'failed' });
      expect(emu.requests).toEqual([]);
    },
  );

  it('names every changing input given alongside it', async () => {
    const emu = emulator();
    // source-path has rules of its own with source and source-tarball-path: tested alone above.
    const given = CHANGING_INPUTS.filter(([name]) => name !== 'source-path');
    const run = await runDeploy(emu, SOME_REVISION, {
      'redeploy-revision': SOME_REVISION,
      ...Object.fromEntries(given),
    });

    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    for (const [name] of given) {
      expect(message).toContain(`Input "${name}": cannot be given with redeploy-revision`);
    }
    expect(emu.requests).toEqual([]);
  });

  it('refuses create-if-missing alongside it', async () => {
    const emu = emulator();
    const run = await runDeploy(emu, '', {
      'deployment-name': 'support-agent',
      'create-if-missing': 'true',
      'redeploy-revision': SOME_REVISION,
    });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      'Input "create-if-missing": cannot be given with redeploy-revision',
    );
    expect(emu.requests).toEqual([]);
  });

  it.each(['last-good', `${SOME_REVISION}/../../../listeners`, SOME_REVISION.replace(/-/g, '')])(
    'refuses %s, which is not a UUID, naming redeploy-revision',
    async (value) => {
      const emu = emulator();
      const run = await runDeploy(emu, SOME_REVISION, { 'redeploy-revision': value });

      expect(run.exitCode).toBe(1);
      expect(run.stdout).toMatch(/^::error title=Deploy not started%3A bad input::/m);
      expect(failureMessage(run)).toMatch(/Input "redeploy-revision": must be a UUID/);
      expect(run.outputs).toEqual({ result: 'failed' });
      expect(emu.requests).toEqual([]);
    },
  );
});
