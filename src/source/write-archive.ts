import { constants, createWriteStream, type Stats } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Pack } from 'tar';
import { assertArchivePath } from './archive-path.ts';
import { byPath, type SourceTree } from './walk-tree.ts';

/** Every entry's mtime: the ZIP epoch, which tools that re-zip sources (wheels) still accept. */
export const ARCHIVE_MTIME = new Date('1980-01-01T00:00:00Z');

/** Read size per file, and so the most a queued entry holds; node-tar's default is 16 MiB. */
const READ_CHUNK_BYTES = 1024 * 1024;

export class ArchiveTooLargeError extends Error {}

/**
 * Writes `tree` as a gzipped tar to `file` with node-tar, streamed: memory holds at most a few
 * read chunks, whatever the archive's size. Stops with ArchiveTooLargeError as soon as the
 * compressed output passes `maxBytes`. Returns the archive's size in bytes.
 *
 * Reproducible: entries in a fixed order, each with a fixed mtime, uid and gid 0, no user or
 * group name, mode 0644 or 0755; the gzip header has no timestamp and a fixed OS byte.
 */
export async function writeArchive(
  root: string,
  tree: SourceTree,
  file: string,
  maxBytes: number,
): Promise<number> {
  // node-tar takes each entry's metadata from `statCache` when it is there, instead of
  // calling lstat, so the normalised stats below are all it ever sees.
  const statCache = new Map<string, Stats>();
  const names: string[] = [];
  for (const dir of tree.directories) {
    statCache.set(cacheKey(root, dir), archiveStat('directory', 0, true));
    names.push(dir);
  }
  for (const entry of tree.files) {
    statCache.set(cacheKey(root, entry.path), archiveStat('file', entry.bytes, entry.executable));
    names.push(entry.path);
  }
  names.sort(byPath);

  const pack = new Pack({
    cwd: root,
    statCache,
    noDirRecurse: true,
    mtime: ARCHIVE_MTIME,
    maxReadSize: READ_CHUNK_BYTES,
    strict: true,
    // `portable` would also leave uid and gid empty; the fields below write them as 0.
    gzip: { portable: true },
    onWriteEntry: (entry) => {
      entry.myuser = '';
    },
  });
  let written = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      if (written > maxBytes) done(new ArchiveTooLargeError(`archive passed ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
  const output = createWriteStream(file, {
    flags: 'wx',
    mode: 0o600,
  });
  const feed = async () => {
    for (const name of names) {
      assertArchivePath(name);
      pack.add(name);
    }
    pack.end();
  };
  await Promise.all([pipeline(Readable.from(pack, { objectMode: false }), limit, output), feed()]);
  return written;
}

function cacheKey(root: string, name: string): string {
  // node-tar looks entries up by absolute path, with `/` separators on Windows too.
  return path.resolve(root, name).replaceAll(path.sep, '/');
}

/** Only what node-tar reads from a stat: type, mode, owner, size, mtime. */
function archiveStat(kind: 'file' | 'directory', bytes: number, executable: boolean): Stats {
  const type = kind === 'directory' ? constants.S_IFDIR : constants.S_IFREG;
  const stat = {
    mode: type | (executable ? 0o755 : 0o644),
    uid: 0,
    gid: 0,
    size: bytes,
    mtime: ARCHIVE_MTIME,
    isFile: () => kind === 'file',
    isDirectory: () => kind === 'directory',
    isSymbolicLink: () => false,
  };
  return stat as unknown as Stats;
}
