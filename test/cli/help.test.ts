// src/cli/help.ts: --help from the shapes and the words of each action.yml.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../scripts/runner/action-manifest.ts';
import { type CliCommand, COMMANDS } from '../../src/cli/commands.ts';
import { commandHelp, mainHelp, readActionText } from '../../src/cli/help.ts';
import { inputDefaults, inputNames } from '../../src/common/inputs.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('--help of each command', () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))(
    '%s: every input as its flag, in action.yml’s words, with the shape’s default',
    async (_name, command: CliCommand) => {
      const text = await readActionText(ROOT, command);
      const help = flat(commandHelp(command, text));
      const manifest = readManifest(
        command.actionDir === '.' ? 'deploy' : (command.actionDir as never),
      );
      for (const input of inputNames(command.shape)) {
        const description = flat(manifest.inputs[input]?.description ?? '');
        expect(description).not.toBe('');
        expect(help).toContain(description);
        const fallback = inputDefaults(command.shape)[input];
        if (fallback) expect(help).toContain(`${description} (default: ${fallback})`);
      }
    },
  );

  it('shows a switch, a multi-line input and a credential as the command line takes them', async () => {
    const deploy = COMMANDS[0] as CliCommand;
    const help = commandHelp(deploy, await readActionText(ROOT, deploy));
    expect(help).toContain('\n  --[no-]wait\n');
    expect(help).toContain('\n  --smoke-test VALUE|@FILE\n');
    expect(help).toContain(
      '\n  api-key: from LANGSMITH_API_KEY, CONTROL_PLANE_API_KEY or --api-key-file FILE\n',
    );
    expect(help).toContain('\n  --outputs-file FILE\n');
    expect(help).toContain('\n  --outputs-prefix PREFIX\n');
    expect(flat(help)).toContain(
      'for organization-scoped keys. (else from LANGSMITH_WORKSPACE_ID or CONTROL_PLANE_WORKSPACE_ID)',
    );
    expect(help).not.toContain('--state-file');
    expect(help).toContain('Exit codes: 0 done');
  });
});

describe('--help of the command line', () => {
  it('lists every command with its action’s description', async () => {
    const texts = new Map(
      await Promise.all(COMMANDS.map(async (c) => [c, await readActionText(ROOT, c)] as const)),
    );
    const help = flat(mainHelp(texts));
    for (const command of COMMANDS) {
      expect(help).toContain(
        `${command.name} ${flat(command.about ?? texts.get(command)?.description ?? '')}`,
      );
    }
  });

  it('still helps without the action.yml files, by the shapes alone', async () => {
    const deploy = COMMANDS[0] as CliCommand;
    const text = await readActionText('/nowhere', deploy);
    expect(text).toEqual({ description: '', inputs: {} });
    expect(commandHelp(deploy, text)).toContain('\n  --deployment-name VALUE\n');
  });
});
