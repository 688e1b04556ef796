import { lstatSync, type Stats } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FileTable } from './file-table.ts';
import type { IgnoreRules } from './ignore-rules.ts';
import { LeftOutTally } from './left-out.ts';
import { type EntryKind, type EntryVerdict, entryVerdict } from './packed-entry.ts';
import { TimeSlice } from './time-slice.ts';

export type { SourceFile } from './file-table.ts';

export interface SourceTree {
  /** The files to pack; in path order once finishTree ran. */
  files: FileTable;
  /** Directories that hold at least one packed file; git tracks no empty directory. */
  directories: string[];
  totalBytes: number;
  /** What the archive leaves out although git does not ignore it, by kind. */
  symlinks: string[];
  hardLinks: string[];
  /** Sockets, FIFOs, devices, and names no extractor can take safely (a backslash in them). */
  other: string[];
  /** `.env` and `.env.*` files: never packed, whatever the ignore files say. */
  envFiles: string[];
  /** Credential files another step wrote (`gha-creds-*.json`): never packed either. */
  credentialFiles: string[];
  /** What the always-left-out directories and the ignore rules kept out, by reason. */
  leftOut: LeftOutTally;
}

/** A tree with nothing in it yet, for walkInto. */
export function emptyTree(): SourceTree {
  return {
    files: new FileTable(),
    directories: [],
    totalBytes: 0,
    symlinks: [],
    hardLinks: [],
    other: [],
    envFiles: [],
    credentialFiles: [],
    leftOut: new LeftOutTally(),
  };
}

/**
 * The files under `root` that would be packed: not ignored, not in an always-left-out
 * directory, not a `.env` or credential file, regular files only. Symlinks and hard links (a regular file
 * whose inode has more than one name) are set apart: the archive holds neither, and for a hard
 * link no name is more "the" file than another.
 */
export async function walkTree(
  root: string,
  rules: IgnoreRules,
  signal?: AbortSignal,
): Promise<SourceTree> {
  const tree = emptyTree();
  await walkInto(tree, root, '', rules, signal);
  return finishTree(tree);
}

/**
 * Adds the files under `dir` to `tree`, each under `prefix` (`''`, or a path ending in `/`):
 * how a local dependency keeps its place under the archive's root.
 */
export async function walkInto(
  tree: SourceTree,
  dir: string,
  prefix: string,
  rules: IgnoreRules,
  signal?: AbortSignal,
): Promise<void> {
  await walkDirectory({ root: dir, prefix, rules, tree, signal, slice: new TimeSlice() }, '');
}

/** Sorts the files and lists the directories that hold them (git tracks no empty directory). */
export function finishTree(tree: SourceTree): SourceTree {
  const kept = new Set<string>();
  let lastDirectory: string | undefined;
  for (const { path: file } of tree.files) {
    const directory = file.slice(0, Math.max(file.lastIndexOf('/'), 0));
    if (directory === lastDirectory) continue;
    lastDirectory = directory;
    // Each directory kept comes with those above it, so the first one known ends the climb.
    for (let above = directory; above !== '' && !kept.has(above); ) {
      kept.add(above);
      above = above.slice(0, Math.max(above.lastIndexOf('/'), 0));
    }
  }
  tree.directories = [...kept].sort(byPath);
  tree.files.sort();
  return tree;
}

interface Walk {
  root: string;
  prefix: string;
  rules: IgnoreRules;
  tree: SourceTree;
  signal: AbortSignal | undefined;
  /** The walk lstats entries synchronously, a slice at a time. */
  slice: TimeSlice;
}

/**
 * Deeper than any agent's tree: the walk stops with an error there, so that a hostile tree
 * cannot make each ignore verdict (whose cost grows with the depth) take seconds.
 */
export const MAX_TREE_DEPTH = 64;

async function walkDirectory(walk: Walk, dir: string): Promise<void> {
  const { root, prefix, rules, tree, signal } = walk;
  if (dir.split('/').length > MAX_TREE_DEPTH) {
    throw new Error(
      `${prefix}${dir.slice(0, 200)} lies more than ${MAX_TREE_DEPTH} directories deep; the packer goes no deeper`,
    );
  }
  await rules.enterDirectory(dir);
  // Listed asynchronously, once a directory: where a stalled mount first shows, the step's
  // time-out and cancel can still end the wait. Its entries are looked at synchronously.
  const names = (await readdir(inDirectory(root, dir))).sort(byPath);
  for (const name of names) {
    if (walk.slice.due()) await walk.slice.yield();
    signal?.throwIfAborted();
    const entry = dir === '' ? name : `${dir}/${name}`;
    const stat = lstatSync(inDirectory(root, entry));
    const shown = `${prefix}${entry}`;
    const verdict = entryVerdict(entry, kindOf(stat), rules);
    if (verdict.packed) {
      if (stat.isDirectory()) await walkDirectory(walk, entry);
      else addFile(shown, stat, tree);
    } else {
      setApart(verdict, name, shown, stat, tree);
    }
  }
}

function kindOf(stat: Stats): EntryKind {
  if (stat.isDirectory()) return 'directory';
  if (stat.isSymbolicLink()) return 'symlink';
  if (!stat.isFile()) return 'other';
  return stat.nlink > 1 ? 'hard-link' : 'file';
}

/** Where the tree records an entry left out, so the log and the warnings can say so. */
function setApart(
  verdict: Extract<EntryVerdict, { packed: false }>,
  name: string,
  shown: string,
  stat: Stats,
  tree: SourceTree,
): void {
  switch (verdict.reason) {
    case 'always-left-out':
      tree.leftOut.alwaysLeftOut(name, shown);
      return;
    case 'git-pointer':
      return;
    case 'env-file':
      tree.envFiles.push(shown);
      return;
    case 'credential-file':
      tree.credentialFiles.push(shown);
      return;
    case 'ignored':
      tree.leftOut.ignored(verdict.rule ?? 'an ignore rule', shown, stat);
      return;
    case 'symlink':
      tree.symlinks.push(shown);
      return;
    case 'hard-link':
      tree.hardLinks.push(shown);
      return;
    case 'unsafe-name':
    case 'other':
      tree.other.push(shown);
      return;
  }
}

function addFile(entry: string, stat: Stats, tree: SourceTree): void {
  // Git records one executable bit, the owner's.
  const { size: bytes, dev, ino } = stat;
  tree.files.push({ path: entry, bytes, executable: (stat.mode & 0o100) !== 0, dev, ino });
  tree.totalBytes += stat.size;
}

/**
 * The file at `entry` (relative, `/`-separated) under the absolute directory `root`: joined as
 * text, as path.join would for these, without its normalising work for every file of the tree.
 */
export function inDirectory(root: string, entry: string): string {
  if (entry === '') return root;
  return root.endsWith(path.sep) ? `${root}${entry}` : `${root}${path.sep}${entry}`;
}

/** A fixed order, whatever the locale: UTF-16 code units, so a directory sorts before its contents. */
export function byPath(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
