import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inputDefaults, inputNames } from '../common/inputs.ts';
import { type CliCommand, COMMANDS } from './commands.ts';
import { CREDENTIALS, credentialSources } from './credentials.ts';
import { flagsOf, OPTIONS } from './flags.ts';
import { INPUT_VARIABLES, listed } from './input-variables.ts';

/** What an action.yml describes: the action, and each input. */
export interface ActionText {
  description: string;
  inputs: Record<string, string>;
}

const WIDTH = 96;

const EXIT_CODES_TEXT = [
  'Exit codes: 0 done (deployed, submitted, planned, passed), 1 failed, 2 bad input (nothing',
  'sent), 3 unhealthy (deployed, but a check after DEPLOYED did not pass; eval: the gate fell',
  'short), 4 timed out,',
  '130 or 143 cancelled (SIGINT or SIGTERM; the outputs file is still written).',
];

/**
 * The descriptions of `command`'s action.yml, read where the package keeps it: the flags'
 * help is the action's own text. The YAML parser loads only for --help.
 */
export async function readActionText(root: string, command: CliCommand): Promise<ActionText> {
  const { parse } = await import('yaml');
  try {
    const manifest = parse(await readFile(join(root, command.actionDir, 'action.yml'), 'utf8'));
    const inputs = (manifest?.inputs ?? {}) as Record<string, { description?: unknown }>;
    return {
      description: String(manifest?.description ?? ''),
      inputs: Object.fromEntries(
        Object.entries(inputs).map(([name, input]) => [name, String(input?.description ?? '')]),
      ),
    };
  } catch {
    return { description: '', inputs: {} };
  }
}

/** `agent-deploy --help`: every command, where secrets come from, the exit codes. */
export function mainHelp(texts: ReadonlyMap<CliCommand, ActionText>): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  const commands = COMMANDS.flatMap((command) => {
    const about = command.about ?? texts.get(command)?.description ?? '';
    return wrap(
      about,
      WIDTH - width - 4,
      `  ${command.name.padEnd(width)}  `,
      ' '.repeat(width + 4),
    );
  });
  return [
    'Usage: agent-deploy <command> [--input value ...]',
    '',
    "Each command runs one of the actions' cores; its flags are the action's inputs.",
    '',
    'Commands:',
    ...commands,
    '',
    ...wrap(
      `Credentials never go on the command line: api-key comes from ${credentialSources('api-key')}; bearer-token from ${credentialSources('bearer-token')}; github-token from ${credentialSources('github-token')}.`,
      WIDTH,
      '',
      '',
    ),
    '',
    ...EXIT_CODES_TEXT,
    '',
    '`agent-deploy <command> --help` lists its flags.',
    '',
  ].join('\n');
}

/** `agent-deploy deploy --help`: each input as its flag, with action.yml's words and default. */
export function commandHelp(command: CliCommand, text: ActionText): string {
  const defaults = inputDefaults(command.shape);
  const flags = flagsOf(command);
  const inputs = inputNames(command.shape).flatMap((input) => {
    const flag = flags.get(input);
    const shown =
      flag?.kind === 'credential'
        ? `${input}: from ${credentialSources(input)}`
        : flag?.kind === 'input' && flag.switch
          ? `--[no-]${input}`
          : `--${input} ${flag?.kind === 'input' && flag.file ? 'VALUE|@FILE' : 'VALUE'}`;
    const variables = INPUT_VARIABLES[input];
    const fallback = variables
      ? ` (else from ${listed(variables)})`
      : defaults[input]
        ? ` (default: ${defaults[input]})`
        : '';
    return [
      `  ${shown}`,
      ...wrap(`${text.inputs[input] ?? ''}${fallback}`, WIDTH - 6, '      ', '      '),
    ];
  });
  const options = [...flags.values()].flatMap((flag) => {
    if (flag.kind !== 'option') return [];
    const { takes, about } = OPTIONS[flag.option];
    const shown = takes === 'switch' ? `--${flag.option}` : `--${flag.option} ${takes}`;
    return [`  ${shown}`, ...wrap(about, WIDTH - 6, '      ', '      ')];
  });
  const credentials = inputNames(command.shape).some((input) => input in CREDENTIALS);
  return [
    `Usage: agent-deploy ${command.name}${inputs.length > 0 ? ' [--input value ...]' : ''}`,
    '',
    ...wrap(command.about ?? text.description, WIDTH, '', ''),
    ...(inputs.length > 0 ? ['', "Inputs (the action's, by the same names):", ...inputs] : []),
    ...(credentials
      ? ['', 'A credential is never a flag: a process list and a CI log would show it.']
      : []),
    '',
    'Options:',
    ...options,
    '',
    ...EXIT_CODES_TEXT,
    '',
  ].join('\n');
}

/** `text` in lines of at most `width` characters, the first after `first`, the rest after `rest`. */
function wrap(text: string, width: number, first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((text, at) => `${at === 0 ? first : rest}${text}`);
}
