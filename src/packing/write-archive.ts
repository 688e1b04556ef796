import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Header, Pax } from 'tar';
import { assertArchivePath } from './packed-entry.ts';
import { readWalkedFile } from './read-walked-file.ts';
import { byPath, type SourceFile, type SourceTree } from './walk-tree.ts';

/** Every entry's mtime: the ZIP epoch, which tools that re-zip sources (wheels) still accept. */
export const ARCHIVE_MTIME = new Date('1980-01-01T00:00:00Z');

/** Read size per file, and so the most one chunk of a file holds in memory. */
const READ_CHUNK_BYTES = 1024 * 1024;
/** Small entries (headers, small files, padding) go to gzip together, in batches of this size. */
const BATCH_BYTES = 64 * 1024;
const BLOCK = 512;
/** Files up to this size are read whole, up to READ_AHEAD entries before their turn. */
const SMALL_FILE_BYTES = 64 * 1024;
const READ_AHEAD = 16;
/** The gzip header's OS byte (offset 9) says "unknown", as node-tar's portable gzip writes it. */
const GZIP_OS_OFFSET = 9;
const GZIP_OS_UNKNOWN = 255;

export class ArchiveTooLargeError extends Error {}

/**
 * Writes `tree` as a gzipped tar to `file`, streamed: memory holds at most a few read chunks,
 * whatever the archive's size. Each file is read through readWalkedFile, so it is the file the
 * walk saw or the write fails with SourceChangedError. Stops with ArchiveTooLargeError as soon
 * as the compressed output passes `maxBytes`, and with the signal's reason when it fires.
 * Returns the archive's size in bytes.
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
  const output = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  try {
    const source = archiveBytes(root, tree, signal);
    await pipeline(source, createGzip(), counted, output, signal ? { signal } : {});
  } catch (error) {
    throw signal?.aborted ? signal.reason : error;
  }
  return written;
}

/** The tar stream: directories and files in path order, then the two zero blocks that end it. */
async function* archiveBytes(
  root: string,
  tree: SourceTree,
  signal: AbortSignal | undefined,
): AsyncGenerator<Buffer> {
  const batch = new Batch();
  const entries = [...inPathOrder(tree)];
  const ahead = new ReadAhead(root, entries, signal);
  for (const [index, entry] of entries.entries()) {
    signal?.throwIfAborted();
    const isFile = typeof entry !== 'string';
    const name = isFile ? entry.path : `${entry}/`;
    const bytes = isFile ? entry.bytes : 0;
    const header = entryHeader(
      name,
      isFile ? 'File' : 'Directory',
      bytes,
      !isFile || entry.executable,
    );
    const padding = (BLOCK - (bytes % BLOCK)) % BLOCK;
    const small = isFile ? ahead.take(index) : undefined;
    const room = header.length + (small || !isFile ? bytes : 0) + padding;
    if (!batch.fits(room)) {
      const filled = batch.take(room);
      if (filled.length > 0) yield filled;
    }
    batch.add(header);
    if (small) {
      batch.add(await small);
    } else if (isFile) {
      for await (const chunk of readWalkedFile(root, entry, READ_CHUNK_BYTES, signal)) {
        if (!batch.empty) yield batch.take(padding);
        yield chunk;
      }
    }
    batch.zeros(padding);
  }
  if (!batch.fits(2 * BLOCK)) yield batch.take(2 * BLOCK);
  batch.zeros(2 * BLOCK);
  yield batch.take(0);
}

/**
 * Headers, small files and padding copied into one buffer, so gzip gets them in a few large
 * writes and packing many small files allocates one buffer per batch, not several per file.
 */
class Batch {
  #buffer = Buffer.allocUnsafe(BATCH_BYTES);
  #used = 0;

  get empty(): boolean {
    return this.#used === 0;
  }

  fits(bytes: number): boolean {
    return this.#used + bytes <= this.#buffer.length;
  }

  add(piece: Buffer): void {
    this.#used += piece.copy(this.#buffer, this.#used);
  }

  zeros(bytes: number): void {
    this.#buffer.fill(0, this.#used, this.#used + bytes);
    this.#used += bytes;
  }

  /** What the batch holds, to send; the next one has room for at least `next` bytes. */
  take(next: number): Buffer {
    const filled = this.#buffer.subarray(0, this.#used);
    this.#buffer = Buffer.allocUnsafe(Math.max(BATCH_BYTES, next));
    this.#used = 0;
    return filled;
  }
}

/**
 * Small files are read a few entries ahead of the one being written, so their opens and reads
 * overlap instead of waiting one after another; large ones are streamed when their turn comes.
 */
class ReadAhead {
  readonly #reads = new Map<number, Promise<Buffer>>();
  readonly #root: string;
  readonly #entries: readonly (string | SourceFile)[];
  readonly #signal: AbortSignal | undefined;
  #next = 0;

  constructor(root: string, entries: readonly (string | SourceFile)[], signal?: AbortSignal) {
    this.#root = root;
    this.#entries = entries;
    this.#signal = signal;
  }

  /** The read of entry `index` when it is a small file, started now if it was not yet. */
  take(index: number): Promise<Buffer> | undefined {
    for (this.#next = Math.max(this.#next, index); this.#next <= index + READ_AHEAD; this.#next++) {
      const entry = this.#entries[this.#next];
      if (entry === undefined || typeof entry === 'string' || entry.bytes > SMALL_FILE_BYTES) {
        continue;
      }
      const read = readWhole(this.#root, entry, this.#signal);
      // Awaited when its turn comes; until then (or if packing stops first) it is handled here.
      read.catch(() => {});
      this.#reads.set(this.#next, read);
    }
    const read = this.#reads.get(index);
    this.#reads.delete(index);
    return read;
  }
}

async function readWhole(root: string, file: SourceFile, signal?: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of readWalkedFile(root, file, SMALL_FILE_BYTES, signal)) {
    chunks.push(chunk);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, file.bytes);
}

/** Directories (as their paths) and files, merged in path order; both lists come sorted. */
function* inPathOrder(tree: SourceTree): Generator<string | SourceFile> {
  const { directories, files } = tree;
  let d = 0;
  let f = 0;
  while (d < directories.length || f < files.length) {
    const dir = directories[d];
    const file = files[f];
    if (dir !== undefined && (file === undefined || byPath(dir, file.path) < 0)) {
      assertArchivePath(dir);
      d++;
      yield dir;
    } else if (file !== undefined) {
      assertArchivePath(file.path);
      f++;
      yield file;
    }
  }
}

/** Where each header is encoded before it is copied into the batch. */
const SCRATCH_HEADER = Buffer.alloc(BLOCK);

/** The entry's ustar header, after a pax header when ustar cannot hold its path. */
function entryHeader(
  name: string,
  type: 'File' | 'Directory',
  size: number,
  executable: boolean,
): Buffer {
  const fields = { path: name, size, mtime: ARCHIVE_MTIME, uid: 0, gid: 0, uname: '' };
  const header = new Header({ ...fields, type, mode: executable ? 0o755 : 0o644 });
  SCRATCH_HEADER.fill(0);
  const needsPax = header.encode(SCRATCH_HEADER, 0);
  if (!needsPax) return SCRATCH_HEADER;
  return Buffer.concat([new Pax(fields).encode(), SCRATCH_HEADER]);
}
