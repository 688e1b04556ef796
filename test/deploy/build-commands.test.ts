// src/deploy/build-commands.ts: the characters the service refuses in install_command and
// build_command, found before anything is sent.
import { describe, expect, it } from 'vitest';
import {
  commandsProblem,
  refusedCharacters,
  sourceConfigInput,
} from '../../src/deploy/build-commands.ts';

describe('refusedCharacters', () => {
  it.each([
    ['pip install -r requirements.txt', []],
    ['pip install . && python -m build', []],
    ['pip install -e ./libs/common --no-deps', []],
  ])('finds none in %j', (command, found) => {
    expect(refusedCharacters(command)).toEqual(found);
  });

  it.each([
    ['pip install .; make', ['";"']],
    ['cat r.txt | xargs pip install', ['"|"']],
    ['pip install $EXTRA', ['"$"']],
    ['make > build.log', ['">"']],
    ['pip install < list', ['"<"']],
    ['pip install "x"', ['a double quote (")']],
    ['echo `id`', ['a backquote (`)']],
    ['pip install a\\b', ['a backslash (\\)']],
    ['pip install .\nmake', ['a newline']],
    ['pip install .\r', ['a carriage return']],
    ['pip\0install', ['a NUL character']],
    ['pip\tinstall', ['a tab']],
    ['make &', ['a single "&"']],
    ['a & b && c', ['a single "&"']],
  ])('names what %j holds', (command, found) => {
    expect(refusedCharacters(command)).toEqual(found);
  });

  it('names each character once, in the order they first appear', () => {
    expect(refusedCharacters('a; b | c; $d\n$e')).toEqual(['";"', '"|"', '"$"', 'a newline']);
  });
});

describe('commandsProblem', () => {
  it('passes a config without commands, or with sound ones', () => {
    expect(commandsProblem(undefined)).toBeUndefined();
    expect(commandsProblem({ build_on_push: true })).toBeUndefined();
    expect(commandsProblem({ install_command: 'pip install .', build_command: null })).toBe(
      undefined,
    );
  });

  it('names the member and the character, and how to get past it', () => {
    expect(commandsProblem({ install_command: 'pip install .; make' })).toBe(
      'install_command holds ";": the service refuses these in a command, as it does ", a backquote, \\, a newline, a carriage return, NUL, a tab, |, ;, $, >, < and a single &. Join steps with && or move them into a script in the source',
    );
  });

  it('names both members when both hold refused characters, a newline by its name', () => {
    const problem = commandsProblem({
      install_command: 'pip install .\nmake',
      build_command: 'npm run build | tee log',
    });
    expect(problem).toMatch(
      /^install_command holds a newline, and build_command holds "\|": the service refuses/,
    );
    expect(problem).not.toContain('\n');
  });
});

describe('the source-config input', () => {
  it('reads sound commands as they are', async () => {
    const text = '{"install_command": "pip install . && pip check", "build_command": "make"}';
    expect(await sourceConfigInput.parseAsync(text)).toEqual({
      install_command: 'pip install . && pip check',
      build_command: 'make',
    });
  });

  it('refuses a command the service would refuse, in YAML as in JSON', async () => {
    const result = await sourceConfigInput.safeParseAsync('build_command: make; make install');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^build_command holds ";": the service refuses/),
    ]);
  });

  it('still reports a schema problem first, without a command check of its own', async () => {
    const result = await sourceConfigInput.safeParseAsync('{"install_comand": "a;b"}');
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toContain('install_comand');
  });
});
