/*
 * Secrets never come from the command line: a process list shows every argument, and a CI log
 * often echoes the command. A credential is read from an environment variable or a file; a
 * secret that is one value among others (`secrets`) only from a file.
 */
import { CREDENTIAL_VARIABLES } from '../common/inputs.ts';
import { listed } from './input-variables.ts';

/** The inputs that hold one credential, and the environment variables each is read from. */
export const CREDENTIALS: Readonly<Record<string, readonly string[]>> = CREDENTIAL_VARIABLES;

/** Inputs that hold secret values among other lines: taken only as `@FILE`. */
export const FILE_ONLY: ReadonlySet<string> = new Set(['secrets']);

/** The flag that names a file holding a credential: `--api-key-file`. */
export function fileFlagOf(credential: string): string {
  return `${credential}-file`;
}

/** Where a credential may come from, in words: `LANGSMITH_API_KEY, CONTROL_PLANE_API_KEY or --api-key-file FILE`. */
export function credentialSources(credential: string): string {
  const variables = CREDENTIALS[credential] ?? [];
  return listed([...variables, `--${fileFlagOf(credential)} FILE`]);
}

/**
 * Why a flag may not carry `input`'s value, and where to put it instead; undefined when it may.
 * Never quotes the value: it is on the command line already, and must not reach a log too.
 */
export function secretFlagRefusal(input: string, value: string): string | undefined {
  if (input in CREDENTIALS) {
    return `--${input} is refused: a value on the command line shows in process lists and CI logs. Set ${credentialSources(input)} instead (treat a value already given here as seen).`;
  }
  if (FILE_ONLY.has(input) && !value.startsWith('@')) {
    return `--${input} takes only @FILE (or @- for standard input): secret values on the command line show in process lists and CI logs.`;
  }
  return undefined;
}
