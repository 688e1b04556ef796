import { booleanInput, booleanInputs, inputNames, multiLineInputs } from '../common/inputs.ts';
import { closest } from '../packing/nearest-name.ts';
import type { CliCommand } from './commands.ts';
import { CREDENTIALS, fileFlagOf, secretFlagRefusal } from './credentials.ts';

/** The command line's own options, beside the action's inputs. */
export const OPTIONS = {
  'outputs-file': {
    takes: 'FILE',
    about:
      'Write the outputs there in dotenv form, NAME=value a line, each output name with "-" as "_" (GitLab: artifacts:reports:dotenv).',
  },
  'outputs-prefix': {
    takes: 'PREFIX',
    about:
      'Put PREFIX before each name in the outputs file (AGENT_ makes AGENT_url): letters, digits and _, not starting with a digit.',
  },
  'summary-file': { takes: 'FILE', about: "Write the job summary's Markdown there." },
  json: {
    takes: 'switch',
    about:
      'Write one JSON object a line on standard output for every event, the result last; nothing on standard error.',
  },
  debug: { takes: 'switch', about: 'Show the debug lines too.' },
  'state-file': {
    takes: 'FILE',
    about:
      "Where login keeps the registry host for logout (default: a file in the user's own agent-deploy-<uid> directory of the temporary directory).",
  },
  help: { takes: 'switch', about: 'Show this help.' },
} as const;

export type OptionName = keyof typeof OPTIONS;

/** An input's value as the command line gave it: text, or a file to read (`-` is standard input). */
export type FlagValue = { text: string } | { file: string };

export interface ParsedFlags {
  inputs: Record<string, FlagValue>;
  /** The options given, switches as 'true' or 'false'. */
  options: Partial<Record<OptionName, string>>;
  /** The files credentials are read from, by input name (`--api-key-file`). */
  credentialFiles: Record<string, string>;
}

type Flag =
  | { kind: 'input'; input: string; switch: boolean; file: boolean }
  | { kind: 'option'; option: OptionName; switch: boolean }
  | { kind: 'credential-file'; input: string }
  | { kind: 'credential'; input: string };

/** Every flag of `command`, by the name written after `--`. */
export function flagsOf(command: CliCommand): Map<string, Flag> {
  const { shape } = command;
  const switches = new Set(booleanInputs(shape));
  const files = new Set(multiLineInputs(shape));
  const flags = new Map<string, Flag>();
  for (const input of inputNames(shape)) {
    if (input in CREDENTIALS) {
      flags.set(input, { kind: 'credential', input });
      flags.set(fileFlagOf(input), { kind: 'credential-file', input });
    } else {
      flags.set(input, {
        kind: 'input',
        input,
        switch: switches.has(input),
        file: files.has(input),
      });
    }
  }
  for (const [option, { takes }] of Object.entries(OPTIONS)) {
    if (option === 'state-file' && !command.keepsState) continue;
    flags.set(option, { kind: 'option', option: option as OptionName, switch: takes === 'switch' });
  }
  return flags;
}

const SWITCH_WORD = /^(true|false)$/i;

/**
 * Reads the arguments after the command's name: `--name value`, `--name=value`; a switch as
 * `--wait`, `--no-wait`, `--wait=false` or `--wait false`; `-h` for help. Every problem is named
 * at once, beside the flags it could read, and no value is ever repeated: a mistyped flag's
 * value may be a secret, so it is taken with the flag rather than shown as a stray argument.
 */
export function parseFlags(
  args: readonly string[],
  command: CliCommand,
): { flags: ParsedFlags; problems: string[] } {
  const known = flagsOf(command);
  const parsed: ParsedFlags = { inputs: {}, options: {}, credentialFiles: {} };
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let at = 0; at < args.length; at++) {
    const arg = args[at] as string;
    if (arg === '-h') {
      parsed.options.help = 'true';
      continue;
    }
    if (!arg.startsWith('--') || arg === '--') {
      problems.push(strayArgument(at, args[at - 1], known));
      continue;
    }
    const equals = arg.indexOf('=');
    const written = equals === -1 ? arg.slice(2) : arg.slice(2, equals);
    const inline = equals === -1 ? undefined : arg.slice(equals + 1);
    const negated = written.startsWith('no-') ? known.get(written.slice(3)) : undefined;
    const flag = known.get(written) ?? (isSwitch(negated) ? negated : undefined);
    const next = args[at + 1];
    // A value written as the next argument; never one that is itself a flag.
    const takeNext = () => {
      if (next === undefined || next.startsWith('--')) return undefined;
      at++;
      return next;
    };
    if (!flag) {
      if (inline === undefined) takeNext();
      problems.push(unknownFlag(written, known));
      continue;
    }
    const name = flagName(flag);
    if (seen.has(name)) {
      if (inline === undefined && !isSwitch(flag)) takeNext();
      problems.push(`--${name} is given more than once.`);
      continue;
    }
    seen.add(name);
    let value: string | undefined;
    if (negated === flag) value = inline === undefined ? 'false' : undefined;
    else if (isSwitch(flag))
      value = inline ?? (next && SWITCH_WORD.test(next) ? takeNext() : 'true');
    else value = inline ?? takeNext();
    if (flag.kind === 'credential') {
      problems.push(secretFlagRefusal(flag.input, value ?? '') as string);
      continue;
    }
    if (value === undefined) {
      problems.push(negated === flag ? `--no-${name} takes no value.` : `--${name} needs a value.`);
      continue;
    }
    const refused =
      flag.kind === 'input' ? secretFlagRefusal(flag.input, value) : optionRefusal(flag, value);
    if (refused) problems.push(refused);
    else record(parsed, flag, flag.kind === 'option' && flag.switch ? switchWord(value) : value);
  }
  return { flags: parsed, problems };
}

/**
 * Why an option of the command line's own refuses a value: a switch (`--json`, `--debug`,
 * `--help`) takes what an action's switch takes (booleanInput), true or false in any case, or
 * nothing; `--outputs-prefix` only what may start a variable's name.
 */
function optionRefusal(flag: Flag, value: string): string | undefined {
  if (flag.kind !== 'option') return undefined;
  const shown = /^[\x21-\x7e]{1,40}$/.test(value) ? `; got ${JSON.stringify(value)}` : '';
  if (flag.option === 'outputs-prefix' && !VARIABLE_PREFIX.test(value)) {
    return `--outputs-prefix: must be letters, digits and _ (at most 64), not starting with a digit, as a variable's name is${shown}.`;
  }
  if (!flag.switch || booleanInput.safeParse(value).success) return undefined;
  return `--${flag.option}: must be true or false${shown}.`;
}

/** What may start a variable's name in GitLab's dotenv report and in a shell. */
const VARIABLE_PREFIX = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** A switch's value as the options hold it: 'true' or 'false' (empty is false, as in an action). */
function switchWord(value: string): string {
  return booleanInput.parse(value) ? 'true' : 'false';
}

function unknownFlag(written: string, known: Map<string, Flag>): string {
  const negated = written.startsWith('no-') ? written.slice(3) : '';
  if (known.has(negated)) {
    return `Unknown flag --${written}: --${negated} is no switch; give it a value, or leave it out.`;
  }
  const near = closest(written, [...known.keys()]);
  return `Unknown flag --${written}${near ? `; did you mean --${near}?` : '.'}`;
}

/** Why an argument that is no flag is refused, without repeating it (it may be a secret). */
function strayArgument(at: number, before: string | undefined, known: Map<string, Flag>): string {
  const previous = before?.startsWith('--') && !before.includes('=') ? before.slice(2) : '';
  const flag = known.get(previous);
  if (isSwitch(flag)) {
    return `Argument ${at + 1} follows the switch --${previous}, which takes no value but true or false: write --${previous}, --no-${previous} or --${previous}=VALUE.`;
  }
  return `Unexpected argument ${at + 1}: every input is a flag, such as --deployment-name NAME.`;
}

function isSwitch(flag: Flag | undefined): flag is Flag & { switch: true } {
  return flag !== undefined && 'switch' in flag && flag.switch;
}

function flagName(flag: Flag): string {
  if (flag.kind === 'option') return flag.option;
  return flag.kind === 'credential-file' ? fileFlagOf(flag.input) : flag.input;
}

function record(
  parsed: ParsedFlags,
  flag: Exclude<Flag, { kind: 'credential' }>,
  value: string,
): void {
  switch (flag.kind) {
    case 'input':
      parsed.inputs[flag.input] =
        flag.file && value.startsWith('@') ? { file: value.slice(1) } : { text: value };
      return;
    case 'option':
      parsed.options[flag.option] = value;
      return;
    case 'credential-file':
      parsed.credentialFiles[flag.input] = value;
      return;
  }
}
