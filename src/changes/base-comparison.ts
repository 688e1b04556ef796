import path from 'node:path';
import { packedPathVerdict } from '../packing/packed-entry.ts';
import type { TimeSlice } from '../packing/time-slice.ts';
import { byPath } from '../packing/walk-tree.ts';
import { type CommitTree, IGNORE_FILE_NAMES, isIgnoreFile, kindOfMode } from './commit-tree.ts';
import type { DiffEntry, DiffIndex } from './diff-index.ts';
import { remembered } from './remembered.ts';
import type { SortedPaths } from './sorted-paths.ts';

/** One packed path that differs, as the summary shows it. */
export interface ChangedPath {
  path: string;
  /** `added`, `modified`, `deleted`, `renamed from x`, `renamed to y`, `mode changed`, ... */
  how: string;
}

/** A diff entry packed at the base (by its old path), at the head (by its new one), or both. */
export interface PackedChange {
  /** The entry's place in the diff. */
  index: number;
  before: boolean;
  after: boolean;
}

/** What the diff changes in what one walked directory packs. */
export interface DirectoryChange {
  /** The entries packed at either commit, in the diff's order. */
  changes: PackedChange[];
  /**
   * Those renamed out of the directory, by the path they have at the head: an agent that packs
   * that path too holds the entry twice, once from each directory.
   */
  movedOut: Map<number, string>;
  /** Those renamed into the directory from outside it. */
  movedIn: Set<number>;
}

/**
 * One base commit against the head: what each walked directory packs differently, worked out
 * once however many agents pack it, from the diff entries under that directory alone (found by
 * their paths, never by reading the rest of the diff). Long work gives the event loop a turn
 * each time slice, so a cancel or the time-out is heard within it.
 */
export class BaseComparison {
  readonly base: CommitTree;
  readonly head: CommitTree;
  readonly diff: DiffIndex;
  readonly #slice: TimeSlice;
  readonly #changes = new Map<string, Promise<DirectoryChange>>();
  readonly #whole = new Map<string, Promise<ChangedPath[]>>();
  #ignoreEntries: DiffEntry[] | undefined;

  constructor(base: CommitTree, head: CommitTree, diff: DiffIndex, slice: TimeSlice) {
    this.base = base;
    this.head = head;
    this.diff = diff;
    this.#slice = slice;
  }

  /** The diff entries that are an ignore file at the base or at the head, in the diff's order. */
  get ignoreEntries(): DiffEntry[] {
    this.#ignoreEntries ??= this.diff
      .named(IGNORE_FILE_NAMES)
      .map((index) => this.diff.entry(index));
    return this.#ignoreEntries;
  }

  /** The ignore files the diff names at the base: blobs the head's tree did not read. */
  ignoreFilesAtBase(): string[] {
    return this.ignoreEntries.flatMap(({ from }) =>
      from && isIgnoreFile(from.path) ? [from.path] : [],
    );
  }

  /** The diff's entries under `dir` (from the top) that either commit packs there. */
  changesIn(dir: string): Promise<DirectoryChange> {
    return remembered(this.#changes, dir, () => this.#changesIn(dir));
  }

  /**
   * Every path under `dir` whose packing, mode or contents differ, comparing the two commits'
   * packed files whole: when ignore rules changed, paths the diff does not name can come in or
   * go out. Sorted by path.
   */
  wholeIn(dir: string): Promise<ChangedPath[]> {
    return remembered(this.#whole, dir, () => this.#wholeIn(dir));
  }

  async #changesIn(dir: string): Promise<DirectoryChange> {
    const found: DirectoryChange = { changes: [], movedOut: new Map(), movedIn: new Set() };
    const byIndex = new Map<number, PackedChange>();
    for (const side of ['from', 'to'] as const) {
      const paths: SortedPaths = this.diff[side];
      const [first, end] = paths.under(dir);
      // Most directories hold no changed path: their rules are not even read.
      if (first === end) continue;
      const tree = side === 'from' ? this.base : this.head;
      const rules = await tree.rulesFor(path.join(tree.top, dir));
      for (let at = first; at < end; at++) {
        if (this.#slice.due()) await this.#slice.yield();
        const index = paths.recordAt(at);
        const entry = this.diff.entry(index);
        const own = entry[side] as NonNullable<DiffEntry['from']>;
        const verdict = await packedPathVerdict(inside(dir, own.path), kindOfMode(own.mode), rules);
        if (!verdict.packed) continue;
        const change = byIndex.get(index) ?? { index, before: false, after: false };
        change[side === 'from' ? 'before' : 'after'] = true;
        byIndex.set(index, change);
        const other = entry[side === 'from' ? 'to' : 'from'];
        if (other && other.path !== own.path && !isUnder(dir, other.path)) {
          if (side === 'from') found.movedOut.set(index, other.path);
          else found.movedIn.add(index);
        }
      }
    }
    found.changes = [...byIndex.values()].sort((a, b) => a.index - b.index);
    return found;
  }

  async #wholeIn(dir: string): Promise<ChangedPath[]> {
    const before = await this.#packedFiles(this.base, dir);
    const after = await this.#packedFiles(this.head, dir);
    const paths: ChangedPath[] = [];
    for (const [file, now] of after) {
      const was = before.get(file);
      if (was === undefined) paths.push({ path: file, how: 'now packed' });
      else if (was !== now) paths.push({ path: file, how: 'modified' });
    }
    for (const file of before.keys()) {
      if (!after.has(file)) paths.push({ path: file, how: 'no longer packed' });
    }
    return paths.sort(byChangedPath);
  }

  /** Every path `tree` packs under `dir`, with its mode and blob. */
  async #packedFiles(tree: CommitTree, dir: string): Promise<Map<string, string>> {
    const rules = await tree.rulesFor(path.join(tree.top, dir));
    const packed = new Map<string, string>();
    for (const [file, entry] of tree.under(dir)) {
      if (this.#slice.due()) await this.#slice.yield();
      const verdict = await packedPathVerdict(inside(dir, file), kindOfMode(entry.mode), rules);
      if (verdict.packed) packed.set(file, `${entry.mode} ${entry.oid}`);
    }
    return packed;
  }
}

/** Changed paths in the packer's fixed order of their names. */
export function byChangedPath(a: ChangedPath, b: ChangedPath): number {
  return byPath(a.path, b.path);
}

function isUnder(dir: string, file: string): boolean {
  return dir === '' || file.startsWith(`${dir}/`);
}

/** `file` (under `dir`) relative to `dir`. */
function inside(dir: string, file: string): string {
  return dir === '' ? file : file.slice(dir.length + 1);
}
