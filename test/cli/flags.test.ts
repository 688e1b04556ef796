// src/cli/flags.ts: the command line's flags, read by each action's shape.
import { describe, expect, it } from 'vitest';
import { type CliCommand, COMMANDS } from '../../src/cli/commands.ts';
import { flagsOf, OPTIONS, parseFlags } from '../../src/cli/flags.ts';
import { inputNames } from '../../src/common/inputs.ts';

const command = (name: string) => COMMANDS.find((c) => c.name === name) as CliCommand;
const deploy = command('deploy');

function flags(args: string[], of: CliCommand = deploy) {
  const parsed = parseFlags(args, of);
  if (parsed.problems.length > 0) throw new Error(parsed.problems.join('\n'));
  return parsed.flags;
}

function problems(args: string[], of: CliCommand = deploy): string[] {
  return parseFlags(args, of).problems;
}

describe('flags from the shape', () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))(
    '%s has a flag for every input, and no option of its own takes an input’s name',
    (_name, c) => {
      const known = flagsOf(c);
      for (const input of inputNames(c.shape)) expect(known.get(input)).toBeDefined();
      for (const option of Object.keys(OPTIONS)) expect(inputNames(c.shape)).not.toContain(option);
    },
  );

  it('reads --name value and --name=value alike, keeping what follows the first =', () => {
    expect(flags(['--deployment-name', 'support', '--repo-ref=a=b']).inputs).toEqual({
      'deployment-name': { text: 'support' },
      'repo-ref': { text: 'a=b' },
    });
  });

  it.each([
    [['--wait'], 'true'],
    [['--no-wait'], 'false'],
    [['--wait=false'], 'false'],
    [['--wait', 'FALSE'], 'FALSE'],
    [['--wait=maybe'], 'maybe'],
  ])('reads the switch %j as %j (the action judges the word)', (args, value) => {
    expect(flags(args).inputs.wait).toEqual({ text: value });
  });

  it.each([
    [['--json=TRUE', '--debug', 'False'], { json: 'true', debug: 'false' }],
    [['--json=', '--no-debug'], { json: 'false', debug: 'false' }],
  ])('reads its own switches %j as an action reads a switch', (args, options) => {
    expect(flags(args).options).toEqual(options);
  });

  it('refuses a word its own switches do not take, as an action’s switch refuses it', () => {
    expect(problems(['--json=yes', '--debug=nope', '--help=please'])).toEqual([
      '--json: must be true or false; got "yes".',
      '--debug: must be true or false; got "nope".',
      '--help: must be true or false; got "please".',
    ]);
  });

  it('takes @FILE for a multi-line input, and @ as text for any other', () => {
    expect(flags(['--smoke-test', '@cases.yaml', '--deployment-name', '@x']).inputs).toEqual({
      'smoke-test': { file: 'cases.yaml' },
      'deployment-name': { text: '@x' },
    });
    expect(flags(['--secrets=@-']).inputs.secrets).toEqual({ file: '-' });
  });

  it('reads the options beside the inputs, and -h as --help', () => {
    expect(flags(['--json', '--outputs-file', 'out.env', '-h']).options).toEqual({
      json: 'true',
      'outputs-file': 'out.env',
      help: 'true',
    });
    expect(flags(['--api-key-file', 'key.txt']).credentialFiles).toEqual({ 'api-key': 'key.txt' });
  });

  it('offers --state-file only to the commands that keep state', () => {
    expect(problems(['--state-file', 's.json'], command('registry logout'))).toEqual([]);
    expect(problems(['--state-file', 's.json'])).toEqual(['Unknown flag --state-file.']);
  });
});

describe('refused flags', () => {
  const secret = 'sk-live-0123456789abcdef';

  it.each([
    [['--api-key', secret]],
    [[`--api-key=${secret}`]],
    [['--bearer-token', secret]],
    [[`--github-token=${secret}`]],
  ])('refuse a credential %j, say where it goes instead, and never repeat it', (args) => {
    const found = problems(args);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^--[a-z-]+ is refused: a value on the command line shows in process lists and CI logs\. Set /,
    );
    expect(found.join('\n')).not.toContain(secret);
  });

  it('names the variables and the file flag of each credential', () => {
    expect(problems(['--api-key', 'x'])[0]).toContain(
      'Set LANGSMITH_API_KEY, CONTROL_PLANE_API_KEY or --api-key-file FILE instead',
    );
    expect(problems(['--github-token', 'x'])[0]).toContain(
      'Set GITHUB_TOKEN or --github-token-file FILE instead',
    );
  });

  it('refuses secrets given inline, and takes them as @FILE', () => {
    expect(problems(['--secrets', `OPENAI_API_KEY=${secret}`])).toEqual([
      '--secrets takes only @FILE (or @- for standard input): secret values on the command line show in process lists and CI logs.',
    ]);
    expect(problems(['--secrets', '@secrets.env'])).toEqual([]);
  });

  it('names an unknown flag once, with the nearest known one, and swallows its value unseen', () => {
    expect(problems(['--deploymnet-name', secret])).toEqual([
      'Unknown flag --deploymnet-name; did you mean --deployment-name?',
    ]);
    expect(problems(['--apikey', secret])).toEqual([
      'Unknown flag --apikey; did you mean --api-key?',
    ]);
    expect(problems(['--colour=blue'])).toEqual(['Unknown flag --colour.']);
  });

  it('refuses an argument that is no flag by its place, never by its text', () => {
    expect(problems(['deploy-now', '--wait', secret])).toEqual([
      'Unexpected argument 1: every input is a flag, such as --deployment-name NAME.',
      'Argument 3 follows the switch --wait, which takes no value but true or false: write --wait, --no-wait or --wait=VALUE.',
    ]);
  });

  it('refuses a flag given twice, a value missing, and a value on --no-', () => {
    expect(problems(['--repo-ref', 'a', '--repo-ref', 'b'])).toEqual([
      '--repo-ref is given more than once.',
    ]);
    expect(problems(['--repo-ref', '--wait'])).toEqual(['--repo-ref needs a value.']);
    expect(problems(['--no-wait=true'])).toEqual(['--no-wait takes no value.']);
    expect(problems(['--no-repo-ref'])).toEqual([
      'Unknown flag --no-repo-ref: --repo-ref is no switch; give it a value, or leave it out.',
    ]);
  });

  it('keeps the flags it could read beside the problems, so they are checked too', () => {
    const parsed = parseFlags(['--timeout', 'forever', '--deploymnet-name', 'x'], deploy);
    expect(parsed.flags.inputs).toEqual({ timeout: { text: 'forever' } });
    expect(parsed.problems).toEqual([
      'Unknown flag --deploymnet-name; did you mean --deployment-name?',
    ]);
  });
});

describe('--outputs-prefix', () => {
  it.each(['AGENT_', '_', 'a', 'Prod_2_', 'A'.repeat(64)])('takes %j', (prefix) => {
    expect(flags(['--outputs-prefix', prefix]).options['outputs-prefix']).toBe(prefix);
  });

  it.each([
    ['2AGENT_', '; got "2AGENT_"'],
    ['AGENT-', '; got "AGENT-"'],
    ['A B', ''],
    ['$HOME', '; got "$HOME"'],
    ['', ''],
    ['A'.repeat(65), ''],
    ['AGENT\n', ''],
  ])('refuses %j, which no variable name starts with', (prefix, shown) => {
    expect(problems([`--outputs-prefix=${prefix}`])).toEqual([
      `--outputs-prefix: must be letters, digits and _ (at most 64), not starting with a digit, as a variable's name is${shown}.`,
    ]);
  });
});
