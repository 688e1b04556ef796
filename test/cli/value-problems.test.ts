// src/cli/value-problems.ts: each value given, checked by its own input's rule alone.
import { describe, expect, it } from 'vitest';
import { type CliCommand, COMMANDS } from '../../src/cli/commands.ts';
import type { FlagValues } from '../../src/cli/flag-values.ts';
import { valueProblems } from '../../src/cli/value-problems.ts';
import { commandLineWording } from '../../src/common/wording.ts';

const deploy = COMMANDS.find((c) => c.name === 'deploy') as CliCommand;
const names: Record<string, string> = { 'tenant-id': 'LANGSMITH_WORKSPACE_ID' };
const wording = commandLineWording((input) => names[input] ?? `--${input}`, false);

function given(values: Record<string, string>, fromFile: string[] = []): FlagValues {
  return { values, names: {}, fromFile: new Set(fromFile) };
}

describe('the values of a refused command line', () => {
  it('are each held to its input’s rule, in the action’s order, named as the command line names it', async () => {
    const values = given({
      timeout: 'forever',
      logs: 'sometimes',
      'tenant-id': 'not-a-uuid',
      'deployment-name': 'support',
    });
    expect(await valueProblems(deploy, values, wording)).toEqual([
      'LANGSMITH_WORKSPACE_ID: must be a UUID such as 123e4567-e89b-12d3-a456-426614174000; got "not-a-uuid".',
      '--timeout: must be a duration such as 90, 90s, 15m, 1h30m or 500ms; got "forever".',
      '--logs: must be one of on-failure, always, never; got "sometimes".',
    ]);
  });

  it('leave the checks of several inputs to the command: a missing flag may be the mistyped one', async () => {
    const values = given({ 'health-check': '/ok', wait: 'false', 'create-if-missing': 'true' });
    expect(await valueProblems(deploy, values, wording)).toEqual([]);
  });

  it('never quote a value read from a file, nor a credential', async () => {
    const secret = 'sk-live-0123456789 x';
    const values = given({ 'source-config': `{${secret}`, 'api-key': secret }, ['source-config']);
    const problems = await valueProblems(deploy, values, wording);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toContain('sk-live');
  });

  it('name nothing when no value was given', async () => {
    expect(await valueProblems(deploy, given({}), wording)).toEqual([]);
  });
});
