import path from 'node:path';
import type { IgnoreFileSource } from '../packing/ignore-rules.ts';
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
  readonly entries: ReadonlyMap<string, TreeEntry>;
  readonly #blobs: BlobCache;
  /** The paths in byte order, for finding what lies under a directory. */
  #sorted: string[] | undefined;

  constructor(
    commit: string,
    top: string,
    entries: ReadonlyMap<string, TreeEntry>,
    blobs: BlobCache,
  ) {
    this.commit = commit;
    this.top = top;
    this.entries = entries;
    this.#blobs = blobs;
  }

  /**
   * The tree of `base`, from this (the head's) tree and the diff from `base` to it: each path
   * the diff names is put back as it was. One `git diff` instead of a second full listing.
   */
  atBase(base: string, diff: readonly DiffEntry[]): CommitTree {
    const entries = new Map(this.entries);
    for (const { to } of diff) if (to) entries.delete(to.path);
    for (const { from } of diff)
      if (from) entries.set(from.path, { mode: from.mode, oid: from.oid });
    return new CommitTree(base, this.top, entries, this.#blobs);
  }

  /** How the packer would see the path: undefined when the commit has no file there. */
  kindOf(file: string): EntryKind | undefined {
    const entry = this.entries.get(file);
    return entry && kindOfMode(entry.mode);
  }

  /** Whether the commit holds a directory at `dir` (from the top; `''` is the top). */
  hasDirectory(dir: string): boolean {
    if (dir === '') return true;
    this.#sorted ??= [...this.entries.keys()].sort();
    // The first path not before `dir/` is under it, if any is.
    const prefix = `${dir}/`;
    let low = 0;
    let high = this.#sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#sorted[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    return this.#sorted[low]?.startsWith(prefix) ?? false;
  }

  /** The text of the regular file at `file`, or undefined when there is none (a symlink is none). */
  async readText(file: string): Promise<string | undefined> {
    const entry = this.entries.get(file);
    if (!entry || kindOfMode(entry.mode) !== 'file') return undefined;
    return this.#blobs.text(entry.oid);
  }

  /** Reads the blobs of these paths (those that are files) in one batch. */
  async preload(files: Iterable<string>): Promise<void> {
    const oids: string[] = [];
    for (const file of files) {
      const entry = this.entries.get(file);
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

/** What a tree entry's mode is to the packer: a submodule is a directory its walk would enter. */
export function kindOfMode(mode: string): EntryKind {
  if (mode === '100644' || mode === '100755') return 'file';
  if (mode === '120000') return 'symlink';
  if (mode === '160000' || mode === '040000') return 'directory';
  return 'other';
}
