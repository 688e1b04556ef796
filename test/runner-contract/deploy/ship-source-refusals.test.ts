import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { deployFrom, useEmulatorPerTest, workspace } from './ship-source-fixture.ts';

/*
 * `source-path` packs a directory of the checkout, uploads it to the signed URL the
 * service hands out, and deploys it as an internal_source revision (docs/service.md,
 * "Uploading a source tree"). Each test runs the bundled action in a workspace of its own, as the runner does:
 * GITHUB_WORKSPACE is the checkout, RUNNER_TEMP a scratch folder of the job.
 */

const emulator = useEmulatorPerTest();

describe('source-path inputs refused before any request', () => {
  it('a config file that is not in source-path: bad input naming agent-config-path', async () => {
    const emu = emulator();
    const root = await workspace();
    const { run } = await deployFrom(emu, root, {
      'source-path': 'agent',
      'agent-config-path': 'agent/langgraph.json',
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(run.stdout).toMatch(/::error title=Deploy not started%3A bad input::/);
    expect(failureMessage(run)).toMatch(
      /^Input "agent-config-path": "agent\/langgraph\.json" does not exist in .*agent$/,
    );
    expect(emu.requests).toHaveLength(0);
    expect(emu.uploads).toHaveLength(0);
  });

  it('a source-path that does not exist: bad input naming source-path', async () => {
    const emu = emulator();
    const root = await workspace();
    const { run } = await deployFrom(emu, root, {
      'source-path': 'agents',
      'agent-config-path': 'langgraph.json',
    });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/::error title=Deploy not started%3A bad input::/);
    expect(failureMessage(run)).toMatch(
      /^Input "source-path": is not a directory in the workspace \(.*\); got "agents"\.$/,
    );
    expect(emu.requests).toHaveLength(0);
  });

  it.each(['../outside', 'agent/../../outside', '/etc'])(
    'a source-path that leaves the workspace (%s): refused, naming the input',
    async (sourcePath) => {
      const emu = emulator();
      const root = await workspace();
      const { run } = await deployFrom(emu, root, {
        'source-path': sourcePath,
        'agent-config-path': 'langgraph.json',
      });

      expect(run.exitCode).toBe(1);
      expect(run.outputs.result).toBe('failed');
      expect(run.stdout).toMatch(/::error title=Deploy not started%3A bad input::/);
      expect(failureMessage(run)).toMatch(/Input "source-path": must/);
      expect(emu.requests).toHaveLength(0);
      expect(emu.uploads).toHaveLength(0);
    },
  );

  it('a source-path that is a symlink out of the workspace: refused, naming the input', async () => {
    const emu = emulator();
    const root = await workspace();
    const elsewhere = await workspace({ 'langgraph.json': '{}', id_rsa: 'PRIVATE KEY' });
    await symlink(elsewhere, path.join(root, 'linked'));
    const { run } = await deployFrom(emu, root, {
      'source-path': 'linked',
      'agent-config-path': 'langgraph.json',
    });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/::error title=Deploy not started%3A bad input::/);
    expect(failureMessage(run)).toBe(
      'Input "source-path": leads out of the workspace through a symlink; got "linked".',
    );
    expect(emu.requests).toHaveLength(0);
    expect(emu.uploads).toHaveLength(0);
  });
});
