import { type CliInputs, cliInputs } from './cli-runtime.ts';
import type { CliCommand } from './commands.ts';
import { type FlagValues, readFlagValues, type ValueSources } from './flag-values.ts';
import type { ParsedFlags } from './flags.ts';
import { gitHubOnlyProblems } from './github-only.ts';
import { outputPathProblems } from './output-files.ts';
import { defaultStateFile } from './state-file.ts';
import { valueProblems } from './value-problems.ts';

/** The files a command writes, by the flag that names each. */
export type CommandFiles = Partial<Record<'outputs-file' | 'summary-file' | 'state-file', string>>;

/** A command line as checked before anything is sent. */
export interface CheckedCommandLine {
  /** Every problem found, named at once; none when the command may run. */
  problems: string[];
  files: CommandFiles;
  /** The inputs as the command reads them, and how its messages name them. */
  inputs: CliInputs;
}

const NOTHING_READ: FlagValues = { values: {}, names: {}, fromFile: new Set() };

/**
 * Everything that can be checked of a command line before its command runs, every problem at
 * once: its flags (`parsed`), the files it writes, the GitHub-only inputs outside a GitHub
 * Actions job (`onGitHub`), and the values it gives, read from files and standard input only
 * when nothing else is wrong. When anything is, each value is checked by its own input's rule
 * as well; the command itself checks them all together once it runs.
 */
export async function checkCommandLine(
  command: CliCommand,
  parsed: { flags: ParsedFlags; problems: readonly string[] },
  sources: ValueSources,
  onGitHub: boolean,
): Promise<CheckedCommandLine> {
  const { flags } = parsed;
  const problems = [...parsed.problems];
  const files = filesOf(command, flags);
  if ('problem' in files) problems.push(files.problem);
  else problems.push(...outputPathProblems(files));
  if (flags.options['outputs-prefix'] !== undefined && !flags.options['outputs-file']) {
    problems.push(
      '--outputs-prefix needs --outputs-file: the prefix is for the names written there.',
    );
  }
  problems.push(...gitHubOnlyProblems(flags.inputs, onGitHub));
  // A stop heard while the values are read leaves them unknown: the command's clock ends it.
  const values = await readFlagValues(flags, command, { ...sources, files: problems.length === 0 });
  const read = 'read' in values ? values.read : NOTHING_READ;
  const inputs = cliInputs(read, onGitHub);
  if ('problems' in values) problems.push(...values.problems);
  if (problems.length > 0) problems.push(...(await valueProblems(command, read, inputs.wording)));
  return { problems, files: 'problem' in files ? {} : files, inputs };
}

/** The files the command writes, by flag: the state file too, for a command that keeps one. */
function filesOf(command: CliCommand, flags: ParsedFlags): CommandFiles | { problem: string } {
  const { 'outputs-file': outputs, 'summary-file': summary } = flags.options;
  const files = {
    ...(outputs && { 'outputs-file': outputs }),
    ...(summary && { 'summary-file': summary }),
  };
  if (!command.keepsState) return files;
  const given = flags.options['state-file'];
  const state = given ? { file: given } : defaultStateFile();
  return 'problem' in state ? state : { ...files, 'state-file': state.file };
}
