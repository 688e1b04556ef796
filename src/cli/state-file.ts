import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { parseBoundedJson } from '../common/bounded-json.ts';
import { writeOutputFile } from './output-files.ts';

/** What one command saves for a later one (the registry's login, for its logout). */
export interface StateStore {
  save(name: string, value: string): void;
  read(name: string): string;
}

/** State that lives as long as the command: for the commands that keep none. */
export function memoryState(): StateStore {
  const values = new Map<string, string>();
  return { save: (name, value) => values.set(name, value), read: (name) => values.get(name) ?? '' };
}

/** A state file larger than this is no state this command wrote. */
const MAX_STATE_BYTES = 64 * 1024;
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/**
 * Where login keeps its state unless --state-file says: a file in the user's own directory of
 * the temporary directory (`agent-deploy-<uid>`), made readable by its owner alone. A directory
 * of that name that is a link, another user's, or open to others is refused: someone else
 * could put a file or a link where the state would be read or written.
 */
export function defaultStateFile(): { file: string } | { problem: string } {
  const uid = process.getuid?.();
  const dir = join(tmpdir(), `agent-deploy-${uid ?? 'user'}`);
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      return { problem: `Cannot make the state directory ${dir}: ${String(error)}.` };
    }
  }
  const found = lstatSync(dir);
  const privateDir =
    found.isDirectory() && (uid === undefined || (found.uid === uid && (found.mode & 0o077) === 0));
  if (!privateDir) {
    return {
      problem: `The state directory ${dir} is not a directory of this user's alone: remove it, or give --state-file FILE.`,
    };
  }
  return { file: join(dir, 'registry-state.json') };
}

/**
 * State kept in a JSON file between commands, written at once on each save (a command killed
 * mid-login still leaves what its logout needs), readable by its owner alone. The file is never
 * read or written through a link: it is read with O_NOFOLLOW, and each save writes a new file
 * beside it (O_EXCL) and renames it over the old one, which replaces a link rather than its
 * target.
 */
export function fileState(file: string): StateStore {
  const values: Record<string, string> = readState(file);
  return {
    save(name, value) {
      if (value) values[name] = value;
      else delete values[name];
      replaceFile(file, `${JSON.stringify(values)}\n`);
    },
    read: (name) => values[name] ?? '',
  };
}

function replaceFile(file: string, text: string): void {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}`);
  writeOutputFile(temporary, text, { fresh: true, mode: 0o600 });
  try {
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function readState(file: string): Record<string, string> {
  let text: string;
  try {
    const fd = openSync(file, constants.O_RDONLY | NO_FOLLOW);
    try {
      const bytes = Buffer.alloc(MAX_STATE_BYTES + 1);
      const length = readFull(fd, bytes);
      if (length > MAX_STATE_BYTES) return {};
      text = bytes.subarray(0, length).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return {};
  }
  const parsed = parseBoundedJson(text);
  const value = parsed.kind === 'json' ? parsed.value : undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Reads into `buffer` until it is full or the file ends; the bytes read. */
function readFull(fd: number, buffer: Buffer): number {
  let length = 0;
  for (;;) {
    const read = readSync(fd, buffer, length, buffer.length - length, null);
    if (read === 0) return length;
    length += read;
    if (length === buffer.length) return length;
  }
}
