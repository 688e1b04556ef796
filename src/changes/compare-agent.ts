import {
  type BaseComparison,
  byChangedPath,
  type ChangedPath,
  type DirectoryChange,
  type PackedChange,
} from './base-comparison.ts';
import { isIgnoreFile } from './commit-tree.ts';
import type { DiffEntry } from './diff-index.ts';
import type { PackedSet } from './packed-set.ts';

/** Whether an agent changed since its base, and why. */
export interface AgentComparison {
  changed: boolean;
  /** One line for people: why it changed, or why not. */
  reason: string;
  /** The first packed paths that differ (at most MAX_PATHS_KEPT). */
  paths: ChangedPath[];
  /** How many packed paths differ in all. */
  pathCount: number;
}

const MAX_PATHS_KEPT = 20;

/**
 * Compares what a deploy of the agent would pack at its base and at the head, given that its
 * config is the same at both and `set` is what it packs. The agent changed when a path packed at
 * either commit differs (added, modified, deleted, renamed in or out, mode changed). Each side
 * is judged by its own commit's ignore files: when an ignore file that applies changed, paths
 * that did not change can come in or go out, so the two packed sets are compared whole. What
 * each walked directory packs differently is worked out once, for every agent that packs it.
 */
export async function compareAgent(
  set: PackedSet,
  comparison: BaseComparison,
  signal?: AbortSignal,
): Promise<AgentComparison> {
  try {
    const rulesChanged = comparison.ignoreEntries.find((entry) => changesRules(entry, set));
    if (rulesChanged) {
      const why = rulesChanged.to?.path ?? rulesChanged.from?.path ?? '';
      const lists: ChangedPath[][] = [];
      for (const dir of set.directories) lists.push(await comparison.wholeIn(dir));
      const count = lists.reduce((total, list) => total + list.length, 0);
      const first = lists
        .flatMap((list) => list.slice(0, MAX_PATHS_KEPT))
        .sort(byChangedPath)
        .slice(0, MAX_PATHS_KEPT);
      return count > 0
        ? changedPaths(first, count, `ignore rules changed (${why}); `)
        : unchanged(`ignore rules changed (${why}), but not what is packed`);
    }
    const lists: DirectoryChange[] = [];
    for (const dir of set.directories) lists.push(await comparison.changesIn(dir));
    const count = lists.reduce((total, list) => total + list.changes.length, 0) - twice(set, lists);
    if (count === 0) return unchanged('no packed file differs');
    const first = firstChanges(lists).map((change) =>
      describe(comparison.diff.entry(change.index), change.after),
    );
    return changedPaths(first, count, '');
  } catch (error) {
    if (signal?.aborted) throw error;
    return changed(`cannot be judged: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Whether the entry is an ignore file, at either commit, whose rules apply to what `set` packs. */
function changesRules({ from, to }: DiffEntry, set: PackedSet): boolean {
  return [from?.path, to?.path].some(
    (file) => file !== undefined && isIgnoreFile(file) && set.readsRulesFrom(file),
  );
}

/** How many entries are in two of the lists: renamed from one walked directory into another. */
function twice(set: PackedSet, lists: readonly DirectoryChange[]): number {
  let count = 0;
  for (const list of lists) {
    for (const [index, to] of list.movedOut) {
      const holder = set.holderOf(to);
      const other = holder === undefined ? undefined : lists[set.directories.indexOf(holder)];
      if (other?.movedIn.has(index)) count++;
    }
  }
  return count;
}

/**
 * The first entries of all the lists together, in the diff's order, each once. Every one of them
 * is among the first MAX_PATHS_KEPT of each list that holds it.
 */
function firstChanges(lists: readonly DirectoryChange[]): PackedChange[] {
  const byIndex = new Map<number, PackedChange>();
  for (const list of lists) {
    for (const change of list.changes.slice(0, MAX_PATHS_KEPT)) {
      const seen = byIndex.get(change.index);
      byIndex.set(
        change.index,
        seen
          ? { ...seen, before: seen.before || change.before, after: seen.after || change.after }
          : change,
      );
    }
  }
  return [...byIndex.values()].sort((a, b) => a.index - b.index).slice(0, MAX_PATHS_KEPT);
}

function describe({ status, from, to }: DiffEntry, packedNow: boolean): ChangedPath {
  if (status === 'R' && from && to) {
    return packedNow
      ? { path: to.path, how: `renamed from ${from.path}` }
      : { path: from.path, how: `renamed to ${to.path}` };
  }
  if (status === 'A' && to) return { path: to.path, how: 'added' };
  if (status === 'D' && from) return { path: from.path, how: 'deleted' };
  const file = to?.path ?? from?.path ?? '';
  if (from && to && from.oid === to.oid && from.mode !== to.mode) {
    return { path: file, how: 'mode changed' };
  }
  if (status === 'T') return { path: file, how: 'kind changed' };
  return { path: file, how: 'modified' };
}

export function changed(reason: string): AgentComparison {
  return { changed: true, reason, paths: [], pathCount: 0 };
}

export function unchanged(reason: string): AgentComparison {
  return { changed: false, reason, paths: [], pathCount: 0 };
}

function changedPaths(first: ChangedPath[], count: number, lead: string): AgentComparison {
  const shown = first[0] as ChangedPath;
  const more = count > 1 ? ` and ${count - 1} more` : '';
  return {
    changed: true,
    reason: `${lead}${count === 1 ? 'a packed file differs' : `${count} packed files differ`}: ${shown.path} (${shown.how})${more}`,
    paths: first,
    pathCount: count,
  };
}
