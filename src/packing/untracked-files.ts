import { execFile } from 'node:child_process';
import path from 'node:path';
import { childEnvironment } from '../common/step-environment.ts';
import { isOutside } from './local-dependencies.ts';

export interface PackedDirectories {
  /** The top directory of the repository around the packed root. */
  top: string;
  /** The archive's root: the packed paths are relative to it. */
  archiveRoot: string;
  /** The packed directories, absolute. */
  directories: readonly string[];
  signal?: AbortSignal;
}

/** Enough for a repository of a few hundred thousand files, listed once. */
const MAX_LISTING_BYTES = 64 * 1024 * 1024;
/** A git that takes longer is not waited for: the count is a hint, not a check. */
const GIT_TIMEOUT_MS = 10_000;
const EXAMPLES = 3;

/**
 * Counts the packed files the repository around the packed root does not track: where a file
 * another step wrote usually hides. One `git ls-files` call, limited to the packed directories
 * inside the repository, asked when packing starts and answered while it goes on; the files
 * packed before it answers wait in a list. Says undefined when git cannot say: no git, no work
 * tree (a bare `.git` folder, a repository git refuses to read), an error, or a git that took
 * too long.
 *
 * The files are added in the order of their paths, which is the order git lists them in, so
 * each is looked for by moving forward through git's listing as it came, one buffer: a
 * repository of 200,000 files costs the listing's bytes, not a set of 200,000 strings.
 */
export class UntrackedFiles {
  #tracked: SortedListing | undefined;
  #unknown = false;
  readonly #waiting: string[] = [];
  readonly #listed: Promise<void>;
  /** An archive path's path in the repository; undefined outside it. */
  readonly #inRepository: (file: string) => string | undefined;
  #count = 0;
  readonly #examples: string[] = [];

  constructor(packed: PackedDirectories) {
    const { top, archiveRoot } = packed;
    const relativeToTop = (absolute: string) => {
      const relative = path.relative(top, absolute);
      return isOutside(relative) ? undefined : relative.split(path.sep).join('/');
    };
    this.#inRepository = inRepositoryOf(top, archiveRoot, relativeToTop);
    const pathspecs = packed.directories.map(relativeToTop).filter((dir) => dir !== undefined);
    this.#listed = (
      pathspecs.length === 0
        ? Promise.resolve(undefined)
        : listTracked(top, pathspecs, packed.signal)
    ).then((listing) => {
      if (listing === undefined) {
        this.#unknown = true;
        this.#waiting.length = 0;
        return;
      }
      this.#tracked = new SortedListing(listing);
      for (const file of this.#waiting.splice(0)) this.#check(file);
    });
  }

  /** A file packed, as its path inside the archive. */
  add(file: string): void {
    if (this.#unknown) return;
    if (this.#tracked) this.#check(file);
    else this.#waiting.push(file);
  }

  /** How many of the files added git does not track, and the first few; once git answered. */
  async result(): Promise<{ count: number; examples: string[] } | undefined> {
    await this.#listed;
    return this.#unknown ? undefined : { count: this.#count, examples: [...this.#examples] };
  }

  #check(file: string): void {
    const inRepository = this.#inRepository(file);
    const tracked = inRepository === undefined ? false : this.#tracked?.has(inRepository);
    if (tracked === 'out-of-order') {
      this.#unknown = true;
      return;
    }
    if (tracked) return;
    this.#count++;
    if (this.#examples.length < EXAMPLES) this.#examples.push(file);
  }
}

/**
 * How an archive path becomes a path in the repository, worked out once: the archive's root
 * lies in the repository (each path gains its place there), or holds it (each path inside it
 * loses the part above the repository's top).
 */
function inRepositoryOf(
  top: string,
  archiveRoot: string,
  relativeToTop: (absolute: string) => string | undefined,
): (file: string) => string | undefined {
  const rootInRepository = relativeToTop(archiveRoot);
  if (rootInRepository !== undefined) {
    const prefix = rootInRepository === '' ? '' : `${rootInRepository}/`;
    return (file) => `${prefix}${file}`;
  }
  const topInArchive = `${path.relative(archiveRoot, top).split(path.sep).join('/')}/`;
  return (file) => (file.startsWith(topInArchive) ? file.slice(topInArchive.length) : undefined);
}

/**
 * git's listing: NUL-separated paths in the order of their bytes. Paths are looked for in that
 * order, each from where the last one was found. A path before the last one asked for (UTF-16
 * order, which the packer sorts by, and byte order differ for a few rare characters) is
 * `'out-of-order'`: the count is then unknown rather than wrong.
 */
class SortedListing {
  readonly #bytes: Buffer;
  #cursor = 0;
  #wanted = Buffer.alloc(1024);
  #previous = Buffer.alloc(1024);
  #previousLength = -1;

  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }

  has(file: string): boolean | 'out-of-order' {
    const length = Buffer.byteLength(file);
    if (length > this.#wanted.length) this.#wanted = Buffer.alloc(2 * length);
    const wanted = this.#wanted;
    wanted.write(file);
    if (
      this.#previousLength >= 0 &&
      wanted.compare(this.#previous, 0, this.#previousLength, 0, length) < 0
    ) {
      return 'out-of-order';
    }
    this.#wanted = this.#previous.length >= length ? this.#previous : Buffer.alloc(2 * length);
    this.#previous = wanted;
    this.#previousLength = length;
    const bytes = this.#bytes;
    while (this.#cursor < bytes.length) {
      const found = bytes.indexOf(0, this.#cursor);
      const end = found === -1 ? bytes.length : found;
      const order = bytes.compare(wanted, 0, length, this.#cursor, end);
      if (order >= 0) return order === 0;
      this.#cursor = end + 1;
    }
    return false;
  }
}

function listTracked(
  top: string,
  directories: string[],
  signal: AbortSignal | undefined,
): Promise<Buffer | undefined> {
  const pathspecs = directories.map((dir) => dir || '.');
  // Reading only: no fsmonitor hook run, no index refresh written, never a prompt.
  const args = ['-c', 'core.fsmonitor=false', '--literal-pathspecs', 'ls-files', '-z'];
  return new Promise((resolve) => {
    execFile(
      'git',
      [...args, '--full-name', '--', ...pathspecs],
      {
        cwd: top,
        env: childEnvironment({ GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' }),
        encoding: 'buffer',
        maxBuffer: MAX_LISTING_BYTES,
        timeout: GIT_TIMEOUT_MS,
        windowsHide: true,
        ...(signal && { signal }),
      },
      (error, stdout) => resolve(error ? undefined : stdout),
    );
  });
}
