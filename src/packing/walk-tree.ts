import type { Stats } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { IgnoreRules } from './ignore-rules.ts';
import { LeftOutTally } from './left-out.ts';
import { type EntryKind, type EntryVerdict, entryVerdict } from './packed-entry.ts';

export interface SourceFile {
  /** The path inside the archive: relative, `/`-separated, no `.` or `..` segment. */
  path: string;
  bytes: number;
  executable: boolean;
  /** Which file the walk saw, so packing can tell it is still the same one. */
  dev: number;
  ino: number;
}

export interface SourceTree {
  files: SourceFile[];
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
    files: [],
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
  await walkDirectory({ root: dir, prefix, rules, tree, signal }, '');
}

/** Sorts the files and lists the directories that hold them (git tracks no empty directory). */
export function finishTree(tree: SourceTree): SourceTree {
  const kept = new Set<string>();
  for (const file of tree.files) {
    const segments = file.path.split('/');
    for (let depth = 1; depth < segments.length; depth++) {
      kept.add(segments.slice(0, depth).join('/'));
    }
  }
  tree.directories = [...kept].sort(byPath);
  tree.files.sort((a, b) => byPath(a.path, b.path));
  return tree;
}

interface Walk {
  root: string;
  prefix: string;
  rules: IgnoreRules;
  tree: SourceTree;
  signal: AbortSignal | undefined;
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
  const names = (await readdir(path.join(root, dir))).sort(byPath);
  for (let start = 0; start < names.length; start += LSTAT_BATCH) {
    signal?.throwIfAborted();
    const batch = names.slice(start, start + LSTAT_BATCH);
    const entries = batch.map((name) => (dir === '' ? name : `${dir}/${name}`));
    const stats = await Promise.all(entries.map((entry) => lstat(path.join(root, entry))));
    for (const [index, entry] of entries.entries()) {
      const stat = stats[index] as Stats;
      const shown = `${prefix}${entry}`;
      const verdict = entryVerdict(entry, kindOf(stat), rules);
      if (verdict.packed) {
        if (stat.isDirectory()) await walkDirectory(walk, entry);
        else addFile(shown, stat, tree);
      } else {
        setApart(verdict, batch[index] as string, shown, stat, tree);
      }
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

/** How many entries of a directory are looked at together: a few syscalls in flight at once. */
const LSTAT_BATCH = 32;

function addFile(entry: string, stat: Stats, tree: SourceTree): void {
  // Git records one executable bit, the owner's.
  const { size: bytes, dev, ino } = stat;
  tree.files.push({ path: entry, bytes, executable: (stat.mode & 0o100) !== 0, dev, ino });
  tree.totalBytes += stat.size;
}

/** A fixed order, whatever the locale: UTF-16 code units, so a directory sorts before its contents. */
export function byPath(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
