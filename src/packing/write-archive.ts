import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { ArchiveSlabs } from './archive-slabs.ts';
import { assertArchivePath } from './packed-entry.ts';
import { openWalkedFile } from './read-walked-file.ts';
import { entryHeader } from './tar-header.ts';
import { TimeSlice } from './time-slice.ts';
import { byPath, type SourceFile, type SourceTree } from './walk-tree.ts';

export { ARCHIVE_MTIME } from './tar-header.ts';

/** gzip's output buffer: each one filled is a round trip from zlib's thread to the event loop. */
const GZIP_CHUNK_BYTES = 256 * 1024;
const BLOCK = 512;
/** The gzip header's OS byte (offset 9) says "unknown", as node-tar's portable gzip writes it. */
const GZIP_OS_OFFSET = 9;
const GZIP_OS_UNKNOWN = 255;

export class ArchiveTooLargeError extends Error {}

/**
 * Writes `tree` as a gzipped tar to `file`, streamed: memory holds a few slabs of the tar
 * stream (see ArchiveSlabs), whatever the archive's size. Each file is read through
 * openWalkedFile, so it is the file the walk saw or the write fails with SourceChangedError.
 * Stops with ArchiveTooLargeError as soon as the compressed output passes `maxBytes`, and with
 * the signal's reason when it fires. Returns the archive's size in bytes.
 *
 * Reproducible, and byte for byte what node-tar's Pack wrote for the same tree: entries in a
 * fixed order, each with a fixed mtime, uid and gid 0, no user or group name, mode 0644 or
 * 0755, a pax header for a path ustar cannot hold; the gzip header has no timestamp and a fixed
 * OS byte.
 */
export async function writeArchive(
  root: string,
  tree: SourceTree,
  file: string,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<number> {
  let written = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (written <= GZIP_OS_OFFSET && written + chunk.length > GZIP_OS_OFFSET) {
        chunk[GZIP_OS_OFFSET - written] = GZIP_OS_UNKNOWN;
      }
      written += chunk.length;
      if (written > maxBytes) done(new ArchiveTooLargeError(`archive passed ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
  const gzip = createGzip({ chunkSize: GZIP_CHUNK_BYTES });
  const output = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const piped = pipeline(gzip, counted, output, signal ? { signal } : {});
  // Once the pipeline fails (too large, a write error, the signal), the writer stops waiting.
  const failed = new Promise<never>((_resolve, reject) => {
    piped.catch(reject);
  });
  failed.catch(() => {});
  const fed = writeEntries(new ArchiveSlabs(gzip), failed, root, tree, signal).catch(
    (error: unknown) => {
      gzip.destroy(error as Error);
      throw error;
    },
  );
  const [feeding, piping] = await Promise.allSettled([fed, piped]);
  if (signal?.aborted) throw signal.reason;
  if (piping.status === 'rejected') throw piping.reason;
  if (feeding.status === 'rejected') throw feeding.reason;
  return written;
}

/**
 * The tar stream: directories and files in path order, then the two zero blocks that end it.
 * Files are opened and read synchronously (see TimeSlice), straight into the slabs.
 */
async function writeEntries(
  slabs: ArchiveSlabs,
  failed: Promise<never>,
  root: string,
  tree: SourceTree,
  signal: AbortSignal | undefined,
): Promise<void> {
  const slice = new TimeSlice();
  // Waits while gzip is behind; otherwise gives the event loop its turn when due.
  const turn = async () => {
    if (slabs.behind) await Promise.race([slabs.catchUp(), failed]);
    else await Promise.race([slice.yield(), failed]);
    signal?.throwIfAborted();
  };
  for (const entry of inPathOrder(tree)) {
    if (slabs.behind || slice.due()) await turn();
    signal?.throwIfAborted();
    if (typeof entry === 'string') {
      slabs.copy(entryHeader(`${entry}/`, 'Directory', 0, true));
      continue;
    }
    slabs.copy(entryHeader(entry.path, 'File', entry.bytes, entry.executable));
    const opened = openWalkedFile(root, entry);
    try {
      for (let position = 0; position < entry.bytes; ) {
        if (slabs.behind || slice.due()) await turn();
        position += slabs.read(opened, position, entry.bytes - position);
      }
    } finally {
      opened.close();
    }
    slabs.zeros((BLOCK - (entry.bytes % BLOCK)) % BLOCK);
  }
  slabs.zeros(2 * BLOCK);
  slabs.end();
}

/** Directories (as their paths) and files, merged in path order; both lists come sorted. */
function* inPathOrder(tree: SourceTree): Generator<string | SourceFile> {
  const { directories, files } = tree;
  let d = 0;
  let f = 0;
  let file = files.length > 0 ? files.at(0) : undefined;
  while (d < directories.length || file !== undefined) {
    const dir = directories[d];
    if (dir !== undefined && (file === undefined || byPath(dir, file.path) < 0)) {
      assertArchivePath(dir);
      d++;
      yield dir;
    } else if (file !== undefined) {
      assertArchivePath(file.path);
      yield file;
      f++;
      file = f < files.length ? files.at(f) : undefined;
    }
  }
}
