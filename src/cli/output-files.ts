import {
  accessSync,
  closeSync,
  constants,
  lstatSync,
  openSync,
  realpathSync,
  type Stats,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** The files a command writes, by the flag that names each: `--outputs-file FILE`. */
export type OutputPaths = Readonly<Record<string, string>>;

/** 0 where the system has no such flag (Windows): there, a write may follow a link. */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/**
 * Why each of the files the command would write cannot be, checked before anything is sent, so
 * a deploy never ends with its outputs lost: a path must name a regular file or none yet (never
 * a link, which the write would follow, nor a directory), in a directory that exists, writable,
 * and no two flags may name the same file.
 */
export function outputPathProblems(paths: OutputPaths): string[] {
  const problems: string[] = [];
  const named = new Map<string, string>();
  for (const [flag, path] of Object.entries(paths)) {
    const problem = pathProblem(path);
    if (problem) {
      problems.push(`--${flag}: ${problem}.`);
      continue;
    }
    const key = identity(path);
    const other = named.get(key);
    if (other) problems.push(`--${flag} names the same file as --${other}: give each its own.`);
    else named.set(key, flag);
  }
  return problems;
}

function pathProblem(path: string): string | undefined {
  const found = lstatOf(path);
  if (found === 'missing') {
    const directory = lstatOf(dirname(resolve(path)), true);
    if (directory === 'missing') return `${path}: no such directory`;
    if (!directory.isDirectory()) return `${path}: ${dirname(path)} is not a directory`;
    return writable(dirname(resolve(path))) ? undefined : `${path}: the directory is not writable`;
  }
  if (found.isSymbolicLink()) return `${path} is a symbolic link: name the file itself`;
  if (found.isDirectory()) return `${path} is a directory`;
  if (!found.isFile()) return `${path} is not a regular file`;
  return writable(path) ? undefined : `${path}: permission denied`;
}

/** The entry at `path` itself, or with `follow` what a link there leads to. */
function lstatOf(path: string, follow = false): Stats | 'missing' {
  try {
    return follow ? statSync(path) : lstatSync(path);
  } catch {
    return 'missing';
  }
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The file a path names, its directory's links resolved: two spellings of one file agree. */
function identity(path: string): string {
  const absolute = resolve(path);
  try {
    return join(realpathSync(dirname(absolute)), basename(absolute));
  } catch {
    return absolute;
  }
}

/**
 * Writes `text` to `path`, replacing what it held; never through a link (a link put there
 * since the check makes the write fail rather than land elsewhere). With `fresh`, only a file
 * that is not there yet is written (O_EXCL), with `mode`. Throws when it cannot.
 */
export function writeOutputFile(
  path: string,
  text: string,
  { fresh = false, mode = 0o666 }: { fresh?: boolean; mode?: number } = {},
): void {
  const replace = fresh ? constants.O_EXCL : constants.O_TRUNC;
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | replace | NO_FOLLOW, mode);
  try {
    writeFileSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

/** Why a write failed, in a few words: the error's code where it has one. */
export function writeFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ELOOP') return 'it is a symbolic link now';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'ENOENT') return 'its directory is gone';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return code ?? (error instanceof Error ? error.message : String(error));
}
