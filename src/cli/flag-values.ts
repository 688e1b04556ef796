import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { describeFailure } from '../common/action-runtime.ts';
import { inputNames } from '../common/inputs.ts';
import type { CliCommand } from './commands.ts';
import { CREDENTIALS, credentialSources, fileFlagOf } from './credentials.ts';
import type { ParsedFlags } from './flags.ts';
import {
  type FromVariables,
  fromVariables,
  INPUT_VARIABLES,
  variableSources,
} from './input-variables.ts';

/**
 * The most a file given as @FILE (or standard input) may hold: far more than any input takes
 * (the action refuses past 64 KiB), so a file larger is a mistake. The bytes read count, not
 * what the file system says of its size: a device or a pipe says nothing.
 */
const MAX_FILE_BYTES = 1024 * 1024;
const MAX_FILE_WORDS = '1 MiB';

/** Every input's value as the action reads it, and how a message names each one. */
export interface FlagValues {
  values: Record<string, string>;
  /** `--deployment-name`; for a credential, where it came from (`LANGSMITH_API_KEY`). */
  names: Record<string, string>;
  /** The inputs read from a file or standard input: a message never quotes their values. */
  fromFile: ReadonlySet<string>;
}

export interface ValueSources {
  /** The command line's environment, where the credentials' variables are read. */
  env: Readonly<Record<string, string | undefined>>;
  stdin: Readable;
  /** False when the command is refused already: no file and no standard input is read. */
  files?: boolean;
  /** Aborts at the first stop signal: a read still waiting ends at once. */
  signal?: AbortSignal;
  /** A line shown with --debug. */
  debug?: (line: string) => void;
}

/** The values read, and why any could not be; or a stop heard while reading. */
export type ReadValues = { read: FlagValues; problems: string[] } | { stopped: true };

/**
 * The value of every input given: flags as written, `@FILE` and `@-` read, each credential from
 * its file flag or else its environment variables, and each input that has variables
 * (input-variables.ts) from them when no flag gives it (two that differ are a problem: which
 * one is meant?). Values are trimmed, as the runner trims an input. Standard input has one
 * reader at most, counted across `--<input> @-` and `--<input>-file -`: two would split it, and
 * one would read what was meant for the other; then no file is read.
 */
export async function readFlagValues(
  flags: ParsedFlags,
  command: CliCommand,
  sources: ValueSources,
): Promise<ReadValues> {
  const stdinReaders = [
    ...Object.entries(flags.inputs)
      .filter(([, value]) => 'file' in value && value.file === '-')
      .map(([input]) => `--${input} @-`),
    ...Object.entries(flags.credentialFiles)
      .filter(([, file]) => file === '-')
      .map(([input]) => `--${fileFlagOf(input)} -`),
  ];
  const problems: string[] = [];
  if (stdinReaders.length > 1) {
    problems.push(`${stdinReaders.join(' and ')} would both read standard input: give one.`);
  }
  const reading = { ...sources, files: sources.files !== false && problems.length === 0 };
  const read: FlagValues & { fromFile: Set<string> } = {
    values: {},
    names: {},
    fromFile: new Set(),
  };
  for (const [input, value] of Object.entries(flags.inputs)) {
    read.names[input] = `--${input}`;
    if ('text' in value) {
      read.values[input] = value.text.trim();
      continue;
    }
    read.fromFile.add(input);
    if (!reading.files) continue;
    const text = await readSource(value.file, `--${input}`, reading);
    if (text === 'stopped') return { stopped: true };
    if (typeof text === 'string') read.values[input] = text.trim();
    else problems.push(`--${input}: cannot read @${value.file}: ${text.problem}.`);
  }
  for (const input of inputNames(command.shape)) {
    const variables = INPUT_VARIABLES[input];
    if (input in flags.inputs || !variables) continue;
    record(read, problems, input, fromVariables(variables, sources.env, variableSources(input)));
  }
  for (const input of inputNames(command.shape).filter((name) => name in CREDENTIALS)) {
    const found = await readCredential(input, flags.credentialFiles[input], reading);
    if (found === 'stopped') return { stopped: true };
    record(read, problems, input, found);
  }
  return { read, problems };
}

function record(read: FlagValues, problems: string[], input: string, found: FromVariables): void {
  read.names[input] = found.name;
  if (found.problem) problems.push(found.problem);
  else if (found.value) read.values[input] = found.value;
}

/** A credential from its file flag, else from its variables; a file not read leaves it unknown. */
async function readCredential(
  input: string,
  file: string | undefined,
  sources: ValueSources,
): Promise<FromVariables | 'stopped'> {
  if (file !== undefined) {
    const flag = `--${fileFlagOf(input)}`;
    if (sources.files === false) return { name: flag };
    const text = await readSource(file, flag, sources);
    if (text === 'stopped') return text;
    if (typeof text === 'string') return { name: flag, value: text.trim() };
    return { name: flag, problem: `${flag}: cannot read ${file}: ${text.problem}.` };
  }
  return fromVariables(CREDENTIALS[input] ?? [], sources.env, credentialSources(input));
}

/** A file's text (`-`: standard input), why it cannot be read, or 'stopped'. */
async function readSource(
  file: string,
  flag: string,
  { stdin, signal, debug }: ValueSources,
): Promise<string | { problem: string } | 'stopped'> {
  if (signal?.aborted) return 'stopped';
  if (file === '-') debug?.(`${flag}: reading standard input`);
  try {
    const bytes = await readBounded(file === '-' ? stdin : createReadStream(file), signal);
    if (bytes === 'too-large') {
      return { problem: `it holds more than ${MAX_FILE_WORDS}, the most a file given here may` };
    }
    return bytes.toString('utf8');
  } catch (error) {
    if (signal?.aborted) return 'stopped';
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { problem: 'no such file' };
    if (code === 'EISDIR') return { problem: 'it is a directory' };
    if (code === 'EACCES') return { problem: 'permission denied' };
    return { problem: describeFailure(error) };
  }
}

/**
 * What `stream` holds, read until it ends, until it has given more than MAX_FILE_BYTES (then
 * 'too-large', and no more is read), or until `signal` aborts (then it rejects at once).
 */
function readBounded(stream: Readable, signal?: AbortSignal): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (end: () => void) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError);
      signal?.removeEventListener('abort', onAbort);
      end();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_FILE_BYTES) chunks.push(chunk);
      else finish(() => resolve(stopReading(stream, 'too-large')));
    };
    const onEnd = () => finish(() => resolve(Buffer.concat(chunks)));
    const onError = (error: Error) => finish(() => reject(error));
    const onAbort = () => finish(() => reject(stopReading(stream, signal?.reason)));
    stream.on('data', onData).on('end', onEnd).on('error', onError);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Ends a read that is not wanted any more: nothing more is read, nothing keeps the process. */
function stopReading<T>(stream: Readable, result: T): T {
  stream.on('error', () => {});
  stream.destroy();
  return result;
}
