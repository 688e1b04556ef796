// src/cli/commands.ts: one subcommand per action, over the action's own shape.
import { describe, expect, it } from 'vitest';
import { ACTION_DIRS } from '../../scripts/runner/action-manifest.ts';
import { COMMANDS } from '../../src/cli/commands.ts';
import { deployShape } from '../../src/deploy/settings.ts';
import { registryShape } from '../../src/registry/inputs.ts';

describe('the commands', () => {
  it('are one per action (the registry’s login and logout two), each with its action.yml', () => {
    expect(COMMANDS.map((command) => command.name)).toEqual([
      'deploy',
      'eval',
      'changes',
      'sweep',
      'delete',
      'listener',
      'repos',
      'registry login',
      'registry logout',
    ]);
    const dirs = new Set(COMMANDS.map((command) => command.actionDir));
    expect([...dirs].sort()).toEqual(Object.values(ACTION_DIRS).sort());
  });

  it('read the flags by the action’s own shape, not a list of their own', () => {
    expect(COMMANDS[0]?.shape).toBe(deployShape);
    expect(COMMANDS.find((c) => c.name === 'registry login')?.shape).toBe(registryShape);
  });
});
