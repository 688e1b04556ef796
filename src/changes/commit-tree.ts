import path from 'node:path';
import type { IgnoreFileSource } from '../packing/ignore-file-source.ts';
import { IgnoreRules } from '../packing/ignore-rules.ts';
import type { EntryKind } from '../packing/packed-entry.ts';
import type { FileListing } from './commit-files.ts';
import type { DiffIndex } from './diff-index.ts';
import type { Git } from './git-commands.ts';
import type { TreeEntry } from './git-tree.ts';
import { remembered } from './remembered.ts';

/** No ignore file or agent config is this large; a larger blob is not read. */
const MAX_BLOB_BYTES = 1024 * 1024;

/** The ignore files the packer reads. */
const IGNORE_FILES = ['.gitignore', '.dockerignore'];

/** The ignore files the packer reads, by name as git writes it. */
export const IGNORE_FILE_NAMES: readonly Buffer[] = IGNORE_FILES.map((name) => Buffer.from(name));

/** Whether `file` (a path from the top) is an ignore file the packer reads. */
export function isIgnoreFile(file: string): boolean {
  return IGNORE_FILES.includes(path.posix.basename(file));
}

/** Blob contents by id, read from git as asked and kept: most are the same at every commit. */
export class BlobCache {
  readonly #git: Git;
  readonly #blobs = new Map<string, Promise<Buffer | undefined>>();

  constructor(git: Git) {
    this.#git = git;
  }

  /** Reads these blobs (those not read yet), all at once. */
  async load(oids: Iterable<string>): Promise<void> {
    await Promise.all([...oids].map((oid) => this.#read(oid)));
  }

  /** Starts reading the blob `oid`, for whoever asks for it later. */
  prefetch(oid: string): void {
    this.#read(oid);
  }

  async text(oid: string): Promise<string | undefined> {
    return (await this.#read(oid))?.toString('utf8');
  }

  #read(oid: string): Promise<Buffer | undefined> {
    return remembered(this.#blobs, oid, () => this.#git.readBlob(oid, MAX_BLOB_BYTES));
  }
}

/**
 * The files of one commit, by path from the repository's top (`top`, absolute), as a deploy of
 * that commit's checkout would find them. The head's are its listing; a base's are the head's
 * listing and the diff from the base to the head: each path the diff names is as its `from`
 * side says, the rest is the head's, shared, not copied. One diff instead of a second listing.
 */
export class CommitTree {
  readonly commit: string;
  readonly top: string;
  readonly #listing: FileListing;
  /** At a base: the diff from this commit to the head. */
  readonly #diff: DiffIndex | undefined;
  readonly #blobs: BlobCache;
  /** The ignore rules of each packed directory, shared by every agent that packs it. */
  readonly #rules = new Map<string, Promise<IgnoreRules>>();
  /** Whether each directory asked about is there: most are libraries many agents name. */
  readonly #directories = new Map<string, boolean>();

  constructor(
    commit: string,
    top: string,
    listing: FileListing,
    blobs: BlobCache,
    diff?: DiffIndex,
  ) {
    this.commit = commit;
    this.top = top;
    this.#listing = listing;
    this.#blobs = blobs;
    this.#diff = diff;
  }

  /** The tree of `base`, from this (the head's) tree and the diff from `base` to it. */
  atBase(base: string, diff: DiffIndex): CommitTree {
    return new CommitTree(base, this.top, this.#listing, this.#blobs, diff);
  }

  /** The file at `file` (from the top), or undefined when the commit has none there. */
  get(file: string): TreeEntry | undefined {
    if (this.#diff) {
      const was = this.#diff.from.find(file);
      if (was !== undefined) return this.#fromSide(was)[1];
      if (this.#diff.to.find(file) !== undefined) return undefined;
    }
    return this.#listing.get(file);
  }

  /** The files of the commit, every one or those whose name is one of `names`. */
  *files(names?: readonly Buffer[]): Generator<[string, TreeEntry]> {
    for (const file of this.#listing.files(names)) {
      if (this.#diff?.to.find(file[0]) === undefined) yield file;
    }
    const from = this.#diff?.from;
    if (!from) return;
    for (let position = 0; position < from.size; position++) {
      const index = from.recordAt(position);
      if (!names || names.some((name) => from.endsWithName(index, name))) {
        yield this.#fromSide(index);
      }
    }
  }

  /** The files under `dir` (from the top), in git's order. */
  *under(dir: string): Generator<[string, TreeEntry]> {
    const changed = new Set<string>();
    const diff = this.#diff;
    if (diff) {
      const [first, end] = diff.to.under(dir);
      for (let at = first; at < end; at++) changed.add(diff.to.path(diff.to.recordAt(at)));
    }
    for (const file of this.#listing.under(dir)) {
      if (!changed.has(file[0])) yield file;
    }
    if (!diff) return;
    const [start, stop] = diff.from.under(dir);
    for (let at = start; at < stop; at++) yield this.#fromSide(diff.from.recordAt(at));
  }

  /** How the packer would see the path: undefined when the commit has no file there. */
  kindOf(file: string): EntryKind | undefined {
    const entry = this.get(file);
    return entry && kindOfMode(entry.mode);
  }

  /** Whether the commit holds a directory at `dir` (from the top; `''` is the top). */
  hasDirectory(dir: string): boolean {
    let has = this.#directories.get(dir);
    if (has === undefined) {
      has = this.#holdsDirectory(dir);
      this.#directories.set(dir, has);
    }
    return has;
  }

  #holdsDirectory(dir: string): boolean {
    if (dir === '') return true;
    const atHead = this.#listing.hasFilesUnder(dir);
    if (!this.#diff) return atHead;
    // Every path the diff has at the head is in the head's listing: the head has more under
    // `dir` than the diff changed, or the base had a path there the head no longer has.
    const [changedFirst, changedEnd] = this.#diff.to.under(dir);
    const changed = changedEnd - changedFirst;
    if (atHead && (changed === 0 || this.#listing.countUnder(dir) > changed)) return true;
    const [wasFirst, wasEnd] = this.#diff.from.under(dir);
    return wasEnd > wasFirst;
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

  /** The ignore rules a deploy of this commit packs the directory `dir` (absolute) by. */
  rulesFor(dir: string): Promise<IgnoreRules> {
    // A rule file that cannot be read is the problem of the agents that pack `dir`, found when
    // they ask.
    return remembered(this.#rules, dir, () =>
      IgnoreRules.load(dir, undefined, { files: this.#ignoreFiles() }),
    );
  }

  /** An absolute path as a path from the top, `/`-separated (`''` for the top). */
  fromTop(absolute: string): string {
    // Most paths asked about lie under the top; path.relative is for the rest.
    const inside = absolute.startsWith(this.top + path.sep) && !absolute.endsWith(path.sep);
    const relative = inside
      ? absolute.slice(this.top.length + 1)
      : path.relative(this.top, absolute);
    return path.sep === '/' ? relative : relative.split(path.sep).join('/');
  }

  /** The ignore files of this commit, for IgnoreRules: what the packer reads from a checkout of it. */
  #ignoreFiles(): IgnoreFileSource {
    return {
      repositoryTop: async () => this.top,
      readFile: (file) => this.readText(this.fromTop(file)),
    };
  }

  #fromSide(index: number): [string, TreeEntry] {
    const { from } = (this.#diff as DiffIndex).entry(index);
    const { path: file, mode, oid } = from as NonNullable<typeof from>;
    return [file, { mode, oid }];
  }
}

/** What a tree entry's mode is to the packer: a submodule is a directory its walk would enter. */
export function kindOfMode(mode: string): EntryKind {
  if (mode === '100644' || mode === '100755') return 'file';
  if (mode === '120000') return 'symlink';
  if (mode === '160000' || mode === '040000') return 'directory';
  return 'other';
}
