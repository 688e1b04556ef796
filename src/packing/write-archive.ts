import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { ArchiveSlabs } from './archive-slabs.ts';
import { assertArchivePath } from './packed-entry.ts';
import { openWalkedFile } from './read-walked-file.ts';
import { type LargeEntry, LargestFiles } from './sizes.ts';
import { entryHeader } from './tar-header.ts';
import { TimeSlice } from './time-slice.ts';

export { ARCHIVE_MTIME } from './tar-header.ts';

/** gzip's output buffer: each one filled is a round trip from zlib's thread to the event loop. */
const GZIP_CHUNK_BYTES = 256 * 1024;
const BLOCK = 512;
/** The gzip header's OS byte (offset 9) says "unknown", as node-tar's portable gzip writes it. */
const GZIP_OS_OFFSET = 9;
const GZIP_OS_UNKNOWN = 255;

/** The compressed archive passed the limit; `largest` are the biggest files read until then. */
export class ArchiveTooLargeError extends Error {
  readonly largest: LargeEntry[];

  constructor(maxBytes: number, largest: LargeEntry[]) {
    super(`archive passed ${maxBytes} bytes`);
    this.largest = largest;
  }
}

/** What went into an archive. */
export interface ArchiveContents {
  /** The archive's size in bytes. */
  bytes: number;
  files: number;
  /** The files' bytes, uncompressed. */
  fileBytes: number;
  /** The biggest files, uncompressed, biggest first. */
  largest: LargeEntry[];
}

/**
 * Writes a gzipped tar to `file`, streamed: `fill` adds the files in archive order through the
 * TarWriter it is given, and memory holds a few slabs of the tar stream (see ArchiveSlabs),
 * whatever the archive's size. Stops with ArchiveTooLargeError as soon as the compressed output
 * passes `maxBytes`, and with the signal's reason when it fires.
 *
 * Reproducible: entries in a fixed order, each with a fixed mtime, uid and gid 0, no user or
 * group name, mode 0644 or 0755, a pax header for a path ustar cannot hold; the gzip header has
 * no timestamp and a fixed OS byte.
 */
export async function writeArchive(
  file: string,
  maxBytes: number,
  signal: AbortSignal | undefined,
  fill: (tar: TarWriter) => Promise<void>,
): Promise<ArchiveContents> {
  let written = 0;
  const largest = new LargestFiles();
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (written <= GZIP_OS_OFFSET && written + chunk.length > GZIP_OS_OFFSET) {
        chunk[GZIP_OS_OFFSET - written] = GZIP_OS_UNKNOWN;
      }
      written += chunk.length;
      if (written <= maxBytes) return done(null, chunk);
      done(new ArchiveTooLargeError(maxBytes, largest.entries));
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
  const writer = new TarWriter(new ArchiveSlabs(gzip), largest, failed, signal);
  const fed = fill(writer)
    .then(() => writer.end())
    .catch((error: unknown) => {
      gzip.destroy(error as Error);
      throw error;
    });
  const [feeding, piping] = await Promise.allSettled([fed, piped]);
  if (signal?.aborted) throw signal.reason;
  if (piping.status === 'rejected') throw piping.reason;
  if (feeding.status === 'rejected') throw feeding.reason;
  return {
    bytes: written,
    files: writer.files,
    fileBytes: writer.fileBytes,
    largest: largest.entries,
  };
}

/**
 * The tar stream, an entry at a time. Files are opened and read synchronously (see TimeSlice),
 * straight into the slabs. A directory's entry is written just before the first file in it:
 * the archive holds the directories that hold a packed file (git tracks no empty directory).
 */
export class TarWriter {
  files = 0;
  fileBytes = 0;
  readonly #slabs: ArchiveSlabs;
  /** Offered each file as it is opened, so the limit's message names the one that passed it. */
  readonly #largest: LargestFiles;
  readonly #failed: Promise<never>;
  readonly #signal: AbortSignal | undefined;
  readonly #slice = new TimeSlice();
  /** The directories written that hold the files to come, outermost first. */
  readonly #open: string[] = [];
  /** The directory of the last file written. */
  #current = '';

  constructor(
    slabs: ArchiveSlabs,
    largest: LargestFiles,
    failed: Promise<never>,
    signal: AbortSignal | undefined,
  ) {
    this.#slabs = slabs;
    this.#largest = largest;
    this.#failed = failed;
    this.#signal = signal;
  }

  /**
   * Adds the regular file at `absolute` as `entry`; entries come in path order. A hard link is
   * not added: `'hard-link'`.
   */
  async addFile(absolute: string, entry: string): Promise<'added' | 'hard-link'> {
    const slabs = this.#slabs;
    if (slabs.behind || this.#slice.due()) await this.#turn();
    assertArchivePath(entry);
    const opened = openWalkedFile(absolute, entry);
    if (opened === 'hard-link') return 'hard-link';
    const { bytes } = opened;
    this.#largest.offer(entry, bytes);
    try {
      this.#enterDirectoryOf(entry);
      slabs.copy(entryHeader(entry, 'File', bytes, opened.executable));
      for (let position = 0; position < bytes; ) {
        if (slabs.behind || this.#slice.due()) await this.#turn();
        position += slabs.read(opened, position, bytes - position);
      }
    } finally {
      opened.close();
    }
    slabs.zeros((BLOCK - (bytes % BLOCK)) % BLOCK);
    this.files++;
    this.fileBytes += bytes;
    return 'added';
  }

  /** The two zero blocks that end a tar stream, and the end of gzip's input. */
  end(): void {
    this.#slabs.zeros(2 * BLOCK);
    this.#slabs.end();
  }

  /** Waits while gzip is behind; otherwise gives the event loop its turn. */
  async #turn(): Promise<void> {
    const slabs = this.#slabs;
    if (slabs.behind) await Promise.race([slabs.catchUp(), this.#failed]);
    else await Promise.race([this.#slice.yield(), this.#failed]);
    this.#signal?.throwIfAborted();
  }

  /** Writes the entries of the directories above `entry` not written yet. */
  #enterDirectoryOf(entry: string): void {
    const dir = entry.slice(0, Math.max(entry.lastIndexOf('/'), 0));
    if (dir === this.#current) return;
    this.#current = dir;
    const open = this.#open;
    while (open.length > 0 && !holds(open.at(-1) as string, dir)) open.pop();
    // Each directory from the innermost one open down to `dir`, outermost first.
    let slash = open.length === 0 ? -1 : (open.at(-1) as string).length;
    while (dir !== '' && slash < dir.length) {
      const next = dir.indexOf('/', slash + 1);
      slash = next === -1 ? dir.length : next;
      const above = dir.slice(0, slash);
      assertArchivePath(above);
      this.#slabs.copy(entryHeader(`${above}/`, 'Directory', 0, true));
      open.push(above);
    }
  }
}

/** Whether `outer` is `dir` or a directory above it. */
function holds(outer: string, dir: string): boolean {
  return dir === outer || dir.startsWith(`${outer}/`);
}
