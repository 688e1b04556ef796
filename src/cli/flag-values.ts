import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { describeFailure } from '../common/action-runtime.ts';
import { inputNames } from '../common/inputs.ts';
import type { CliCommand } from './commands.ts';
import { CREDENTIALS, credentialSources, fileFlagOf } from './credentials.ts';
import type { ParsedFlags } from './flags.ts';

/** Far more than any input takes (the action refuses past 64 KiB): a file larger is a mistake. */
const MAX_FILE_BYTES = 1024 * 1024;

/** Every input's value as the action reads it, and how a message names each one. */
export interface FlagValues {
  values: Record<string, string>;
  /** `--deployment-name`; for a credential, where it came from (`LANGSMITH_API_KEY`). */
  names: Record<string, string>;
}

export interface ValueSources {
  /** The process's environment: the credentials' variables are taken out of it once read. */
  env: NodeJS.ProcessEnv;
  stdin: Readable;
}

/**
 * The value of every input given: flags as written, `@FILE` and `@-` read, and each credential
 * from its file flag or else its environment variables (two that differ are a problem: which
 * one is meant?). The credentials' variables are then removed from `env`, so no program the
 * action starts (git, docker) inherits a key it has no use for. Values are trimmed, as the
 * runner trims an input.
 */
export async function readFlagValues(
  flags: ParsedFlags,
  command: CliCommand,
  sources: ValueSources,
): Promise<{ read: FlagValues } | { problems: string[] }> {
  const read: FlagValues = { values: {}, names: {} };
  const problems: string[] = [];
  const fromStdin = Object.entries(flags.inputs).filter(
    ([, value]) => 'file' in value && value.file === '-',
  );
  if (fromStdin.length > 1) {
    problems.push(
      `${fromStdin.map(([input]) => `--${input}`).join(' and ')} cannot both read @- (standard input)`,
    );
  }
  for (const [input, value] of Object.entries(flags.inputs)) {
    read.names[input] = `--${input}`;
    if ('text' in value) {
      read.values[input] = value.text.trim();
      continue;
    }
    const text = await readSource(value.file, sources.stdin);
    if (typeof text === 'string') read.values[input] = text.trim();
    else problems.push(`--${input}: cannot read @${value.file}: ${text.problem}`);
  }
  for (const input of inputNames(command.shape).filter((name) => name in CREDENTIALS)) {
    const found = await readCredential(input, flags.credentialFiles[input], sources);
    read.names[input] = found.name;
    if (found.problem) problems.push(found.problem);
    else if (found.value) read.values[input] = found.value;
  }
  return problems.length > 0 ? { problems } : { read };
}

async function readCredential(
  input: string,
  file: string | undefined,
  { env, stdin }: ValueSources,
): Promise<{ name: string; value?: string; problem?: string }> {
  const variables = CREDENTIALS[input] ?? [];
  const given = variables.filter((variable) => env[variable]?.trim());
  const values = new Set(given.map((variable) => env[variable]?.trim()));
  for (const variable of variables) delete env[variable];
  if (file !== undefined) {
    const flag = `--${fileFlagOf(input)}`;
    const text = await readSource(file, stdin);
    if (typeof text === 'string') return { name: flag, value: text.trim() };
    return { name: flag, problem: `${flag}: cannot read ${file}: ${text.problem}` };
  }
  if (values.size > 1) {
    return {
      name: given.join(' and '),
      problem: `${given.join(' and ')} are both set, to different values: unset the one not meant for ${input}`,
    };
  }
  const [variable] = given;
  if (!variable) return { name: credentialSources(input) };
  return { name: variable, value: [...values][0] as string };
}

/** A file's text (`-`: standard input), or why it cannot be read. */
async function readSource(file: string, stdin: Readable): Promise<string | { problem: string }> {
  try {
    if (file === '-') return await readBounded(stdin);
    const { size } = await stat(file);
    if (size > MAX_FILE_BYTES)
      return { problem: `it is ${size} bytes, more than ${MAX_FILE_BYTES}` };
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { problem: 'no such file' };
    if (code === 'EISDIR') return { problem: 'it is a directory' };
    if (code === 'EACCES') return { problem: 'permission denied' };
    return { problem: describeFailure(error) };
  }
}

async function readBounded(stream: Readable): Promise<string | { problem: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_FILE_BYTES) return { problem: `it is more than ${MAX_FILE_BYTES} bytes` };
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
