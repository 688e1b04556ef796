import { type Dirent, lstatSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { IgnoreRules } from './ignore-rules.ts';
import { type EntryKind, type EntryVerdict, entryVerdict } from './packed-entry.ts';
import type { SetApart } from './set-apart.ts';
import { TimeSlice } from './time-slice.ts';

/** One directory to walk and what to do with the regular files in it that are to be packed. */
export interface TreeWalk {
  /** The directory, absolute. */
  root: string;
  /** Where its files go in the archive: `''`, or a path ending in `/`. */
  prefix: string;
  rules: IgnoreRules;
  setApart: SetApart;
  /**
   * Called for each file to pack, in archive order: `absolute` on disk, `entry` in the archive.
   * It opens the file; what it finds there (a hard link, say) it sets apart itself.
   */
  onFile: (absolute: string, entry: string) => Promise<void>;
  /** Tests change the tree here: a directory was listed, none of its entries looked at yet. */
  onListed?: (dir: string) => Promise<void>;
  signal?: AbortSignal;
}

/**
 * Deeper than any agent's tree: the walk stops with an error there, so that a hostile tree
 * cannot make each ignore verdict (whose cost grows with the depth) take seconds.
 */
export const MAX_TREE_DEPTH = 64;

/**
 * Listings of subdirectories asked for ahead of the walk, so it seldom waits for one. One is as
 * fast as more on 200,000 small files, and each more kept V8's young generation larger (peak
 * RSS 150 MB with one, 161 MB with two).
 */
const LISTINGS_AHEAD = 1;

/**
 * Walks `root` depth first in archive order and hands each file to pack to `onFile`: not
 * ignored, not in an always-left-out directory, not a `.env` or credential file, a regular file
 * as the listing says. Entries are sorted with a directory's name followed by `/`, so the files
 * come in the order of their full paths, and a directory's files come together.
 *
 * Directories are listed asynchronously, a few ahead of the walk: where a stalled mount first
 * shows, the step's time-out and cancel can still end the wait. Between entries the walk gives
 * the event loop a turn when its time slice is due (see TimeSlice).
 */
export async function walkTree(walk: TreeWalk): Promise<void> {
  const slice = new TimeSlice();
  await walkDirectory(walk, slice, '', listing(walk.root));
}

async function walkDirectory(
  walk: TreeWalk,
  slice: TimeSlice,
  dir: string,
  listed: Promise<Dirent[]>,
): Promise<void> {
  const { root, prefix, rules, signal } = walk;
  if (dir.split('/').length > MAX_TREE_DEPTH) {
    throw new Error(
      `${prefix}${dir.slice(0, 200)} lies more than ${MAX_TREE_DEPTH} directories deep; the packer goes no deeper`,
    );
  }
  const entries = (await listed).sort(inArchiveOrder);
  await walk.onListed?.(dir);
  await rules.enterDirectory(
    dir,
    entries.map((dirent) => dirent.name),
  );
  const pathOf = (dirent: Dirent) => (dir === '' ? dirent.name : `${dir}/${dirent.name}`);
  const subdirectories = new Listings(root);
  for (const dirent of entries) {
    if (!dirent.isDirectory()) continue;
    const entry = pathOf(dirent);
    if (entryVerdict(entry, 'directory', rules).packed) subdirectories.expect(entry);
  }
  subdirectories.askAhead();
  // Each entry's path and verdict are made as the walk gets to it, so that nothing is kept per
  // entry while the directory is walked: a tree of many small files makes little garbage.
  for (const dirent of entries) {
    if (slice.due()) await slice.yield();
    signal?.throwIfAborted();
    const entry = pathOf(dirent);
    const kind = kindOf(dirent);
    const verdict = entryVerdict(entry, kind, rules);
    if (!verdict.packed) {
      setApart(walk, verdict, dirent.name, entry, kind);
    } else if (kind === 'directory') {
      await walkDirectory(walk, slice, entry, subdirectories.take(entry));
    } else {
      await walk.onFile(inDirectory(root, entry), `${prefix}${entry}`);
    }
  }
}

/** The listings of one directory's subdirectories, LISTINGS_AHEAD asked for at a time, in walk order. */
class Listings {
  readonly #root: string;
  readonly #waiting: string[] = [];
  readonly #asked = new Map<string, Promise<Dirent[]>>();

  constructor(root: string) {
    this.#root = root;
  }

  expect(dir: string): void {
    this.#waiting.push(dir);
  }

  askAhead(): void {
    while (this.#asked.size < LISTINGS_AHEAD && this.#waiting.length > 0) {
      const dir = this.#waiting.shift() as string;
      const listed = listing(inDirectory(this.#root, dir));
      // Awaited when the walk gets there; a walk that stops before then drops it quietly.
      listed.catch(() => {});
      this.#asked.set(dir, listed);
    }
  }

  take(dir: string): Promise<Dirent[]> {
    const listed = this.#asked.get(dir) ?? listing(inDirectory(this.#root, dir));
    this.#asked.delete(dir);
    this.askAhead();
    return listed;
  }
}

function listing(absolute: string): Promise<Dirent[]> {
  return readdir(absolute, { withFileTypes: true });
}

/** Entries in this order give the files in the order of their full paths: `a.py`, `a/`, `a0.py`. */
function inArchiveOrder(a: Dirent, b: Dirent): number {
  return byPath(sortKey(a), sortKey(b));
}

function sortKey(dirent: Dirent): string {
  return dirent.isDirectory() ? `${dirent.name}/` : dirent.name;
}

/** What the listing says an entry is; a file with more than one name shows only once opened. */
function kindOf(dirent: Dirent): EntryKind {
  if (dirent.isDirectory()) return 'directory';
  if (dirent.isSymbolicLink()) return 'symlink';
  return dirent.isFile() ? 'file' : 'other';
}

function setApart(
  walk: TreeWalk,
  verdict: Extract<EntryVerdict, { packed: false }>,
  name: string,
  entry: string,
  kind: EntryKind,
): void {
  const { setApart: record, prefix, root } = walk;
  const shown = `${prefix}${entry}`;
  switch (verdict.reason) {
    case 'always-left-out':
      record.leftOut.alwaysLeftOut(name, shown);
      return;
    case 'git-pointer':
      return;
    case 'env-file':
      record.envFiles.push(shown);
      return;
    case 'credential-file':
      record.credentialFiles.push(shown);
      return;
    case 'ignored': {
      const isDirectory = kind === 'directory';
      // A file the rules leave out is looked at once more, for the log to say what it weighs.
      const bytes = isDirectory
        ? 0
        : (lstatSync(inDirectory(root, entry), { throwIfNoEntry: false })?.size ?? 0);
      record.leftOut.ignored(verdict.rule ?? 'an ignore rule', shown, isDirectory, bytes);
      return;
    }
    case 'symlink':
      record.symlinks.push(shown);
      return;
    case 'hard-link':
      record.hardLinks.push(shown);
      return;
    case 'unsafe-name':
    case 'other':
      record.other.push(shown);
      return;
  }
}

/**
 * The file at `entry` (relative, `/`-separated) under the absolute directory `root`: joined as
 * text, as path.join would for these, without its normalising work for every file of the tree.
 */
export function inDirectory(root: string, entry: string): string {
  if (entry === '') return root;
  return root.endsWith(path.sep) ? `${root}${entry}` : `${root}${path.sep}${entry}`;
}

/** A fixed order, whatever the locale: UTF-16 code units. */
export function byPath(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
