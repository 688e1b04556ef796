import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { inDirectory, type SourceFile } from './walk-tree.ts';

/**
 * Opened without following a symlink (ELOOP instead) and without waiting for a writer (a FIFO
 * opens at once, and fstat then shows what it is). Windows has neither flag, nor FIFOs.
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** A file was not the one the walk saw by the time it was packed; nothing is uploaded. */
export class SourceChangedError extends Error {}

/**
 * A file of the walk, opened and found to be the one the walk saw. Its calls are synchronous:
 * the writer calls them a time slice at a time (see TimeSlice).
 */
export interface WalkedFile {
  /**
   * Reads up to `length` bytes at `position` into `buffer` at `offset`; how many it read, never
   * 0: a file that ends before the size the walk saw fails with SourceChangedError.
   */
  read(buffer: Buffer, offset: number, length: number, position: number): number;
  close(): void;
}

/**
 * Opens `file` once and checks on that handle that it is the same regular file the walk saw
 * (device, inode, size, one link), so a file swapped for a symlink, a FIFO or another file in
 * the meantime is never read: every read goes through this handle.
 */
export function openWalkedFile(root: string, file: SourceFile): WalkedFile {
  const changed = (why: string) =>
    new SourceChangedError(`${file.path} changed while packing: ${why}`);
  let fd: number;
  try {
    fd = openSync(inDirectory(root, file.path), OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // FreeBSD says EMLINK where Linux and macOS say ELOOP.
    if (code === 'ELOOP' || code === 'EMLINK') throw changed('it is now a symlink');
    if (code === 'ENOENT') throw changed('it is gone');
    throw changed(`it can no longer be opened (${code ?? String(error)})`);
  }
  try {
    const now = fstatSync(fd);
    if (!now.isFile()) throw changed(`it is now ${kindOf(now)}, not a regular file`);
    if (now.dev !== file.dev || now.ino !== file.ino) {
      throw changed('it was replaced by another file');
    }
    if (now.nlink > 1) throw changed('it is now a hard link');
    if (now.size !== file.bytes) {
      throw changed(`its size went from ${file.bytes} to ${now.size} bytes`);
    }
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return {
    read(buffer, offset, length, position) {
      const read = readSync(fd, buffer, offset, length, position);
      if (read === 0) throw changed(`it became shorter than its ${file.bytes} bytes`);
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
