import type { Stats } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { IgnoreRules } from './ignore-rules.ts';

/**
 * Why `name` may not be a path inside the archive, or undefined when it may: a relative,
 * `/`-separated path with no empty, `.` or `..` segment, so that no extractor can place it
 * outside the directory it extracts into.
 */
export function archivePathProblem(name: string): string | undefined {
  if (name === '') return 'it is empty';
  if (name.includes('\0')) return 'it holds a NUL character';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'it is absolute';
  if (name.includes('\\'))
    return 'it holds a backslash, which Windows extractors read as a separator';
  const segments = name.split('/');
  if (segments.includes('..')) return 'it has a ".." segment';
  if (segments.includes('.') || segments.includes('')) return 'it has an empty or "." segment';
  return undefined;
}

/** Throws when `name` could escape the extraction directory; the tree walk never builds such a name. */
export function assertArchivePath(name: string): void {
  const problem = archivePathProblem(name);
  if (problem !== undefined) {
    throw new Error(`refusing to pack ${JSON.stringify(name)}: ${problem}`);
  }
}

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
}

/**
 * The files under `root` that git would track: not ignored, not `.git`, regular files only.
 * Symlinks and hard links (a regular file whose inode has more than one name) are set apart:
 * the archive holds neither, and for a hard link no name is more "the" file than another.
 */
export async function walkTree(
  root: string,
  rules: IgnoreRules,
  signal?: AbortSignal,
): Promise<SourceTree> {
  const tree: SourceTree = {
    files: [],
    directories: [],
    totalBytes: 0,
    symlinks: [],
    hardLinks: [],
    other: [],
  };
  await walkDirectory(root, '', rules, tree, signal);
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

async function walkDirectory(
  root: string,
  dir: string,
  rules: IgnoreRules,
  tree: SourceTree,
  signal: AbortSignal | undefined,
): Promise<void> {
  await rules.enterDirectory(dir);
  const names = (await readdir(path.join(root, dir)))
    .filter((name) => name !== '.git')
    .sort(byPath);
  for (let start = 0; start < names.length; start += LSTAT_BATCH) {
    signal?.throwIfAborted();
    const batch = names.slice(start, start + LSTAT_BATCH);
    const entries = batch.map((name) => (dir === '' ? name : `${dir}/${name}`));
    const stats = await Promise.all(entries.map((entry) => lstat(path.join(root, entry))));
    for (const [index, entry] of entries.entries()) {
      const stat = stats[index] as Stats;
      if (rules.verdict(entry, stat.isDirectory()).ignored) continue;
      if (archivePathProblem(entry) !== undefined) {
        tree.other.push(entry);
      } else if (stat.isDirectory()) {
        await walkDirectory(root, entry, rules, tree, signal);
      } else {
        sortEntry(entry, stat, tree);
      }
    }
  }
}

/** How many entries of a directory are looked at together: a few syscalls in flight at once. */
const LSTAT_BATCH = 32;

function sortEntry(entry: string, stat: Stats, tree: SourceTree): void {
  if (stat.isSymbolicLink()) {
    tree.symlinks.push(entry);
  } else if (!stat.isFile()) {
    tree.other.push(entry);
  } else if (stat.nlink > 1) {
    tree.hardLinks.push(entry);
  } else {
    // Git records one executable bit, the owner's.
    const { size: bytes, dev, ino } = stat;
    tree.files.push({ path: entry, bytes, executable: (stat.mode & 0o100) !== 0, dev, ino });
    tree.totalBytes += stat.size;
  }
}

/** A fixed order, whatever the locale: UTF-16 code units, so a directory sorts before its contents. */
export function byPath(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
