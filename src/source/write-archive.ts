import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Header, Pax } from 'tar';
import { assertArchivePath } from './archive-path.ts';
import { readWalkedFile } from './read-walked-file.ts';
import { byPath, type SourceFile, type SourceTree } from './walk-tree.ts';

/** Every entry's mtime: the ZIP epoch, which tools that re-zip sources (wheels) still accept. */
export const ARCHIVE_MTIME = new Date('1980-01-01T00:00:00Z');

/** Read size per file, and so the most one chunk of a file holds in memory. */
const READ_CHUNK_BYTES = 1024 * 1024;
/** Small entries (headers, small files, padding) go to gzip together, in batches of this size. */
const BATCH_BYTES = 64 * 1024;
const BLOCK = 512;
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
    await pipeline(archiveBytes(root, tree, signal), createGzip(), counted, output);
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
  let batch: Buffer[] = [];
  let batched = 0;
  const add = (piece: Buffer) => {
    batch.push(piece);
    batched += piece.length;
  };
  const take = () => {
    const joined = Buffer.concat(batch, batched);
    batch = [];
    batched = 0;
    return joined;
  };
  for (const entry of inPathOrder(tree)) {
    signal?.throwIfAborted();
    if (typeof entry === 'string') {
      add(entryHeader(`${entry}/`, 'Directory', 0, true));
      continue;
    }
    add(entryHeader(entry.path, 'File', entry.bytes, entry.executable));
    for await (const chunk of readWalkedFile(root, entry, READ_CHUNK_BYTES, signal)) {
      if (chunk.length < BATCH_BYTES) {
        add(chunk);
      } else {
        if (batched > 0) yield take();
        yield chunk;
      }
      if (batched >= BATCH_BYTES) yield take();
    }
    const padding = (BLOCK - (entry.bytes % BLOCK)) % BLOCK;
    if (padding > 0) add(Buffer.alloc(padding));
    if (batched >= BATCH_BYTES) yield take();
  }
  add(Buffer.alloc(2 * BLOCK));
  yield take();
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

/** The entry's ustar header, after a pax header when ustar cannot hold its path. */
function entryHeader(
  name: string,
  type: 'File' | 'Directory',
  size: number,
  executable: boolean,
): Buffer {
  const fields = { path: name, size, mtime: ARCHIVE_MTIME, uid: 0, gid: 0, uname: '' };
  const header = new Header({ ...fields, type, mode: executable ? 0o755 : 0o644 });
  const needsPax = header.encode();
  const block = header.block;
  if (!block) throw new Error(`could not write the tar header of ${name}`);
  if (!needsPax) return block;
  return Buffer.concat([new Pax(fields).encode(), block]);
}
