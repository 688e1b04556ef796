// src/cli/preflight.ts: everything checked of a command line before its command runs, at once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type CliCommand, COMMANDS } from '../../src/cli/commands.ts';
import { parseFlags } from '../../src/cli/flags.ts';
import { checkCommandLine } from '../../src/cli/preflight.ts';

const deploy = COMMANDS.find((c) => c.name === 'deploy') as CliCommand;
const dir = mkdtempSync(join(tmpdir(), 'preflight-'));

function check(
  args: string[],
  { env = {}, onGitHub = false, stdin = Readable.from([]) } = {} as {
    env?: Record<string, string>;
    onGitHub?: boolean;
    stdin?: Readable;
  },
) {
  return checkCommandLine(deploy, parseFlags(args, deploy), { env, stdin }, onGitHub);
}

describe('a command line checked before anything runs', () => {
  it('names every problem at once: a mistyped flag hides no bad value', async () => {
    const checked = await check([
      '--deploymnet-name',
      'support',
      '--timeout',
      'forever',
      '--outputs-prefix',
      'AGENT_',
      '--environment',
      'production',
    ]);
    expect(checked.problems).toEqual([
      'Unknown flag --deploymnet-name; did you mean --deployment-name?',
      '--outputs-prefix needs --outputs-file: the prefix is for the names written there.',
      expect.stringMatching(
        /^--environment names a GitHub environment, .* works only in a GitHub Actions job/,
      ),
      '--timeout: must be a duration such as 90, 90s, 15m, 1h30m or 500ms; got "forever".',
    ]);
  });

  it('names a file it cannot write beside the values, and reads no file or standard input', async () => {
    const stdin = Readable.from([Buffer.from('OPENAI_API_KEY=sk-1\n')]);
    const checked = await check(
      ['--outputs-file', join(dir, 'missing', 'out.env'), '--secrets', '@-', '--logs', 'loud'],
      { stdin },
    );
    expect(checked.problems).toEqual([
      `--outputs-file: ${join(dir, 'missing', 'out.env')}: no such directory.`,
      '--logs: must be one of on-failure, always, never; got "loud".',
    ]);
    expect(stdin.readableDidRead).toBe(false);
  });

  it('names a bad workspace id by the variable it came from', async () => {
    const checked = await check(['--outputs-file', join(dir, 'missing', 'x.env')], {
      env: { LANGSMITH_WORKSPACE_ID: 'workspace-one' },
    });
    expect(checked.problems).toContain(
      'LANGSMITH_WORKSPACE_ID: must be a UUID such as 123e4567-e89b-12d3-a456-426614174000; got "workspace-one".',
    );
  });

  it('takes the GitHub-only flags in a GitHub Actions job, and speaks GitHub’s words there', async () => {
    const checked = await check(['--environment', 'production', '--comment-on-pr'], {
      onGitHub: true,
    });
    expect(checked.problems).toEqual([]);
    expect(checked.inputs.wording).toMatchObject({ frontEnd: 'command-line', onGitHub: true });
  });

  it('hands on the values, the files and the words of a command line with no problem', async () => {
    const outputs = join(dir, 'deploy.env');
    const checked = await check(
      ['--deployment-name', 'support', '--outputs-file', outputs, '--outputs-prefix', 'AGENT_'],
      { env: { LANGSMITH_API_KEY: 'sk-1', CONTROL_PLANE_WORKSPACE_ID: 'ws' } },
    );
    expect(checked.problems).toEqual([]);
    expect(checked.files).toEqual({ 'outputs-file': outputs });
    const { inputs } = checked;
    expect(['deployment-name', 'tenant-id', 'api-key', 'timeout'].map(inputs.read)).toEqual([
      'support',
      'ws',
      'sk-1',
      '',
    ]);
    expect(inputs.wording.subject('tenant-id')).toBe('CONTROL_PLANE_WORKSPACE_ID');
    expect(inputs.wording.onGitHub).toBe(false);
  });
});
