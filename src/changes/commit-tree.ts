import path from 'node:path';
import type { IgnoreFileSource } from '../packing/ignore-file-source.ts';
import type { EntryKind } from '../packing/packed-entry.ts';
import type { DiffEntry, Git, TreeEntry } from './git-commands.ts';

/** No ignore file or agent config is this large; a larger blob is not read. */
const MAX_BLOB_BYTES = 1024 * 1024;

const IGNORE_FILES = new Set(['.gitignore', '.dockerignore']);

/** Whether `file` (a path from the top) is an ignore file the packer reads. */
export function isIgnoreFile(file: string): boolean {
  return IGNORE_FILES.has(path.posix.basename(file));
}

/** Blob contents by id, read from git in batches and kept: most are the same at every commit. */
export class BlobCache {
  readonly #git: Git;
  readonly #blobs = new Map<string, Buffer | undefined>();

  constructor(git: Git) {
    this.#git = git;
  }

  async load(oids: Iterable<string>): Promise<void> {
    const missing = [...oids].filter((oid) => !this.#blobs.has(oid));
    for (const [oid, blob] of await this.#git.readBlobs(missing, MAX_BLOB_BYTES)) {
      this.#blobs.set(oid, blob);
    }
  }

  async text(oid: string): Promise<string | undefined> {
    if (!this.#blobs.has(oid)) await this.load([oid]);
    return this.#blobs.get(oid)?.toString('utf8');
  }
}

/**
 * The files of one commit, by path from the repository's top (`top`, absolute), as a deploy of
 * that commit's checkout would find them: what kind each path is, which directories exist, and
 * the ignore files the packer would read there.
 */
export class CommitTree {
  readonly commit: string;
  readonly top: string;
  readonly #listing: Listing;
  /** At a base: the paths the diff names, as they are there (undefined: not there). */
  readonly #changed: ReadonlyMap<string, TreeEntry | undefined>;
  readonly #blobs: BlobCache;

  constructor(
    commit: string,
    top: string,
    entries: ReadonlyMap<string, TreeEntry> | Listing,
    blobs: BlobCache,
    changed: ReadonlyMap<string, TreeEntry | undefined> = new Map(),
  ) {
    this.commit = commit;
    this.top = top;
    this.#listing = entries instanceof Listing ? entries : new Listing(entries);
    this.#changed = changed;
    this.#blobs = blobs;
  }

  /**
   * The tree of `base`, from this (the head's) tree and the diff from `base` to it: each path
   * the diff names is as it was there, the rest is shared with the head, not copied. One `git
   * diff` instead of a second full listing.
   */
  atBase(base: string, diff: readonly DiffEntry[]): CommitTree {
    const changed = new Map<string, TreeEntry | undefined>();
    for (const { to } of diff) if (to) changed.set(to.path, undefined);
    for (const { from } of diff)
      if (from) changed.set(from.path, { mode: from.mode, oid: from.oid });
    return new CommitTree(base, this.top, this.#listing, this.#blobs, changed);
  }

  /** The file at `file` (from the top), or undefined when the commit has none there. */
  get(file: string): TreeEntry | undefined {
    return this.#changed.has(file) ? this.#changed.get(file) : this.#listing.entries.get(file);
  }

  /** Every file of the commit, with its mode and blob. */
  *files(): Generator<[string, TreeEntry]> {
    for (const [file, entry] of this.#listing.entries) {
      if (!this.#changed.has(file)) yield [file, entry];
    }
    for (const [file, entry] of this.#changed) if (entry) yield [file, entry];
  }

  /** How the packer would see the path: undefined when the commit has no file there. */
  kindOf(file: string): EntryKind | undefined {
    const entry = this.get(file);
    return entry && kindOfMode(entry.mode);
  }

  /** Whether the commit holds a directory at `dir` (from the top; `''` is the top). */
  hasDirectory(dir: string): boolean {
    if (dir === '') return true;
    const prefix = `${dir}/`;
    for (const [file, entry] of this.#changed) if (entry && file.startsWith(prefix)) return true;
    for (const file of this.#listing.under(prefix)) if (!this.#changed.has(file)) return true;
    return false;
  }

  /** The text of the regular file at `file`, or undefined when there is none (a symlink is none). */
  async readText(file: string): Promise<string | undefined> {
    const entry = this.get(file);
    if (!entry || kindOfMode(entry.mode) !== 'file') return undefined;
    return this.#blobs.text(entry.oid);
  }

  /** Reads the blobs of these paths (those that are files) in one batch. */
  async preload(files: Iterable<string>): Promise<void> {
    const oids: string[] = [];
    for (const file of files) {
      const entry = this.get(file);
      if (entry && kindOfMode(entry.mode) === 'file') oids.push(entry.oid);
    }
    await this.#blobs.load(oids);
  }

  /** The ignore files of this commit, for IgnoreRules: what the packer reads from a checkout of it. */
  get ignoreFiles(): IgnoreFileSource {
    return {
      repositoryTop: async () => this.top,
      readFile: (file) => this.readText(this.fromTop(file)),
    };
  }

  /** An absolute path as a path from the top, `/`-separated (`''` for the top). */
  fromTop(absolute: string): string {
    return path.relative(this.top, absolute).split(path.sep).join('/');
  }
}

/** One commit's full listing, and its paths in byte order for finding what lies under a directory. */
class Listing {
  readonly entries: ReadonlyMap<string, TreeEntry>;
  #sorted: string[] | undefined;

  constructor(entries: ReadonlyMap<string, TreeEntry>) {
    this.entries = entries;
  }

  /** The paths that start with `prefix`, in order (sorted once, shared by every base). */
  *under(prefix: string): Generator<string> {
    this.#sorted ??= [...this.entries.keys()].sort();
    const sorted = this.#sorted;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sorted[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    for (let index = low; index < sorted.length; index++) {
      const file = sorted[index] as string;
      if (!file.startsWith(prefix)) return;
      yield file;
    }
  }
}

/** What a tree entry's mode is to the packer: a submodule is a directory its walk would enter. */
export function kindOfMode(mode: string): EntryKind {
  if (mode === '100644' || mode === '100755') return 'file';
  if (mode === '120000') return 'symlink';
  if (mode === '160000' || mode === '040000') return 'directory';
  return 'other';
}
