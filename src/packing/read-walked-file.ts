import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

/**
 * Opened without following a symlink (ELOOP instead) and without waiting for a writer (a FIFO
 * opens at once, and fstat then shows what it is). Windows has neither flag, nor FIFOs.
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** A file was not what the walk's listing said by the time it was packed; nothing is uploaded. */
export class SourceChangedError extends Error {}

/**
 * A file the walk listed, opened once: what its handle says it is, and reads from that handle.
 * Its calls are synchronous: the writer calls them a time slice at a time (see TimeSlice).
 */
export interface WalkedFile {
  /** Its size when opened: what the archive's header says and what is read. */
  bytes: number;
  /** Git records one executable bit, the owner's. */
  executable: boolean;
  /**
   * Reads up to `length` bytes at `position` into `buffer` at `offset`; how many it read, never
   * 0: a file that ends before the size it had when opened fails with SourceChangedError.
   */
  read(buffer: Buffer, offset: number, length: number, position: number): number;
  close(): void;
}

/**
 * Opens the file the walk listed as a regular file at `absolute` (`entry` in messages) and
 * checks on that handle that it still is one, so a file swapped for a symlink, a FIFO or a
 * directory in the meantime is never read: every read goes through this handle. A regular file
 * with more than one name (a hard link) is closed again unread: `'hard-link'`.
 */
export function openWalkedFile(absolute: string, entry: string): WalkedFile | 'hard-link' {
  const changed = (why: string) => new SourceChangedError(`${entry} changed while packing: ${why}`);
  let fd: number;
  try {
    fd = openSync(absolute, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // FreeBSD says EMLINK where Linux and macOS say ELOOP.
    if (code === 'ELOOP' || code === 'EMLINK') throw changed('it is now a symlink');
    if (code === 'ENOENT') throw changed('it is gone');
    throw changed(`it can no longer be opened (${code ?? String(error)})`);
  }
  let stat: Stats;
  try {
    stat = fstatSync(fd);
    if (!stat.isFile()) throw changed(`it is now ${kindOf(stat)}, not a regular file`);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (stat.nlink > 1) {
    closeSync(fd);
    return 'hard-link';
  }
  const bytes = stat.size;
  return {
    bytes,
    executable: (stat.mode & 0o100) !== 0,
    read(buffer, offset, length, position) {
      const read = readSync(fd, buffer, offset, length, position);
      if (read === 0) throw changed(`it became shorter than its ${bytes} bytes`);
      return read;
    },
    close: () => closeSync(fd),
  };
}

function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a directory';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isSocket()) return 'a socket';
  if (stat.isSymbolicLink()) return 'a symlink';
  return 'a device';
}
