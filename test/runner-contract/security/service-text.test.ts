import { describe, expect, it } from 'vitest';
import { runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { RUNNER_WHITESPACE_CHARS, runnerTrimStart } from './runner-whitespace.ts';

const emulator = useEmulator();

/** The commands this action issues; the runner reads their data escaped, so it stays data. */
const OWN_COMMAND = /^::(add-mask|debug|warning|error)( title=[^:]*)?::/;

/** Other lines the runner would take for commands: `::cmd::` after blanks, `##[cmd]` anywhere. */
function foreignCommands(stdout: string): string[] {
  return stdout
    .split('\n')
    .filter((line) => !OWN_COMMAND.test(line))
    .filter((line) => /^\s*::/.test(line) || line.includes('##['));
}

// A name or a status is the service's text; printed as it is, a line break in it would let the
// service (or whatever sits in front of it) issue workflow commands: fake annotations, masks,
// or `stop-commands`, which would silence the action's own `::add-mask::` and `::error::`.
describe('text from a service answer', () => {
  it('cannot issue workflow commands through the log', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({
      name: 'agent\n::error title=Injected::the name\n##[warning]legacy form',
    });
    emu.scriptNextRevision([
      { status: 'BUILDING\n  ::stop-commands::pause', polls: 1 },
      { status: 'DEPLOYED' },
    ]);
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(0);
    expect(foreignCommands(run.stdout)).toEqual([]);
    expect(run.stdout).not.toMatch(/^\s*::error title=Injected/m);
    // The name is still shown, only inert; a status that is no status word is an invalid answer.
    expect(run.stdout).toContain('the name');
    expect(run.stdout).not.toContain('pause');
    expect(run.stdout).toContain('status: is not a status word such as DEPLOYED');
  });

  // The runner trims every character .NET's Char.IsWhiteSpace accepts before it looks for `::`.
  const blanks = RUNNER_WHITESPACE_CHARS.map((c) => [
    c.charCodeAt(0).toString(16).padStart(4, '0'),
    c,
  ]);
  it.each(blanks)('cannot issue a command after a line break and U+%s', async (_code, blank) => {
    const emu = emulator();
    const name = ['\n', '\r', '\r\n'].map(
      (lineBreak) => `x${lineBreak}${blank}::error title=Forged::y`,
    );
    const deployment = emu.seedDeployment({ name: name.join('') });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(0);
    const lines = run.stdout.split(/\r\n|\r|\n/);
    const forged = lines.filter((line) => runnerTrimStart(line).startsWith('::error title=Forged'));
    expect(forged).toEqual([]);
    expect(run.stdout).toContain('Forged');
  });
});

// A name often lands in a script (`run: echo ${{ steps.deploy.outputs.deployment-name }}`),
// where the runner pastes it as it is: a name the service gave that a shell would act on is
// not handed on.
describe("the service's name for the deployment", () => {
  it.each([
    ['a command substitution', 'agent-$(id>/tmp/pwned)', '"$"'],
    ['a backquote', 'agent-`id`', '"`"'],
  ])('with %s is left out of deployment-name, with one warning', async (_, name, character) => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ name });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'deployed', 'deployment-id': deployment.id });
    expect(run.outputs['deployment-name']).toBeUndefined();
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::warning'))).toEqual([
      `::warning::Output deployment-name is left unset: the deployment's name holds ${character}, which a shell would act on.`,
    ]);
  });
});
