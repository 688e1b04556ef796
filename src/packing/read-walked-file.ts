import { close, constants, fstat, open, read, type Stats } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SourceFile } from './walk-tree.ts';

/**
 * Opened without following a symlink (ELOOP instead) and without waiting for a writer (a FIFO
 * opens at once, and fstat then shows what it is). Windows has neither flag, nor FIFOs.
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

// Plain descriptors rather than FileHandle objects: packing opens every file of the tree, and
// each FileHandle is a heavier object for the garbage collector to find.
const openFile = promisify(open);
const statFile = promisify(fstat);
const readFile = promisify(read);
const closeFile = promisify(close);

/** A file was not the one the walk saw by the time it was packed; nothing is uploaded. */
export class SourceChangedError extends Error {}

/**
 * The bytes of `file` as the walk saw it, in chunks of at most `chunkBytes`: opened once, checked
 * on that handle to be the same regular file (device, inode, size), and read from the handle,
 * so a file swapped for a symlink, a FIFO or another file in the meantime is never read.
 */
export async function* readWalkedFile(
  root: string,
  file: SourceFile,
  chunkBytes: number,
  signal?: AbortSignal,
): AsyncGenerator<Buffer> {
  const changed = (why: string) =>
    new SourceChangedError(`${file.path} changed while packing: ${why}`);
  let fd: number;
  try {
    fd = await openFile(path.join(root, file.path), OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // FreeBSD says EMLINK where Linux and macOS say ELOOP.
    if (code === 'ELOOP' || code === 'EMLINK') throw changed('it is now a symlink');
    if (code === 'ENOENT') throw changed('it is gone');
    throw changed(`it can no longer be opened (${code ?? String(error)})`);
  }
  try {
    const now = await statFile(fd);
    if (!now.isFile()) throw changed(`it is now ${kindOf(now)}, not a regular file`);
    if (now.dev !== file.dev || now.ino !== file.ino) {
      throw changed('it was replaced by another file');
    }
    if (now.nlink > 1) throw changed('it is now a hard link');
    if (now.size !== file.bytes) {
      throw changed(`its size went from ${file.bytes} to ${now.size} bytes`);
    }
    for (let position = 0; position < file.bytes; ) {
      signal?.throwIfAborted();
      const chunk = Buffer.allocUnsafe(Math.min(chunkBytes, file.bytes - position));
      const { bytesRead } = await readFile(fd, chunk, 0, chunk.length, position);
      if (bytesRead === 0) throw changed(`it became shorter than its ${file.bytes} bytes`);
      position += bytesRead;
      yield bytesRead === chunk.length ? chunk : chunk.subarray(0, bytesRead);
    }
  } finally {
    await closeFile(fd);
  }
}

function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a directory';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isSocket()) return 'a socket';
  if (stat.isSymbolicLink()) return 'a symlink';
  return 'a device';
}
