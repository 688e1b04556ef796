import { isIgnoreFile, kindOfMode } from './commit-tree.ts';
import type { DiffEntry } from './git-commands.ts';
import type { PackedSet } from './packed-set.ts';

/** One packed path that differs, as the summary shows it. */
export interface ChangedPath {
  path: string;
  /** `added`, `modified`, `deleted`, `renamed from x`, `renamed to y`, `mode changed`, ... */
  how: string;
}

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

type Side = PackedSet | { problem: string };

/**
 * Compares what a deploy of the agent would pack at its base and at the head. The agent changed
 * when its config changed, when a path packed at either commit differs (added, modified,
 * deleted, renamed in or out, mode changed), or when either side cannot be judged. Each side is
 * judged by its own commit: its config's local directories and its ignore files. When an ignore
 * file that applies changed, paths that did not change can come in or go out, so the two packed
 * sets are compared whole.
 */
export async function compareAgent(input: {
  config: string;
  head: Side;
  /** `absent` when the base commit has no config at this path. */
  base: Side | 'absent';
  diff: readonly DiffEntry[];
}): Promise<AgentComparison> {
  const { config, head, base, diff } = input;
  if (base === 'absent') return changed('new: the base commit has no agent config here');
  if (diff.some((entry) => entry.from?.path === config || entry.to?.path === config)) {
    return changed('its agent config changed');
  }
  if ('problem' in head) return changed(`cannot be judged: ${head.problem}`);
  if ('problem' in base) return changed(`cannot be judged at the base: ${base.problem}`);
  try {
    const rulesChanged = diff.find((entry) => changesRules(entry, head, base));
    if (rulesChanged) {
      const why = rulesChanged.to?.path ?? rulesChanged.from?.path ?? '';
      const paths = await compareWhole(base, head);
      return paths.length > 0
        ? changedPaths(paths, `ignore rules changed (${why}); `)
        : unchanged(`ignore rules changed (${why}), but not what is packed`);
    }
    const paths: ChangedPath[] = [];
    for (const entry of diff) {
      const packed = await packedSides(entry, base, head);
      if (packed.before || packed.after) paths.push(describe(entry, packed.after));
    }
    return paths.length > 0 ? changedPaths(paths, '') : unchanged('no packed file differs');
  } catch (error) {
    return changed(`cannot be judged: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function changesRules(entry: DiffEntry, head: PackedSet, base: PackedSet): boolean {
  return [entry.from?.path, entry.to?.path].some(
    (file) =>
      file !== undefined &&
      isIgnoreFile(file) &&
      (head.readsRulesFrom(file) || base.readsRulesFrom(file)),
  );
}

/** Whether the path was packed at the base (its old path), and is at the head (its new one). */
async function packedSides(
  { from, to }: DiffEntry,
  base: PackedSet,
  head: PackedSet,
): Promise<{ before: boolean; after: boolean }> {
  const before =
    from !== undefined &&
    base.covers(from.path) &&
    (await base.verdict(from.path, kindOfMode(from.mode)))?.packed === true;
  const after =
    to !== undefined &&
    head.covers(to.path) &&
    (await head.verdict(to.path, kindOfMode(to.mode)))?.packed === true;
  return { before, after };
}

/** Every path whose packing, mode or contents differ between the two sets. */
async function compareWhole(base: PackedSet, head: PackedSet): Promise<ChangedPath[]> {
  const before = await base.contents();
  const after = await head.contents();
  const paths: ChangedPath[] = [];
  for (const [file, now] of after) {
    const was = before.get(file);
    if (was === undefined) paths.push({ path: file, how: 'now packed' });
    else if (was !== now) paths.push({ path: file, how: 'modified' });
  }
  for (const file of before.keys()) {
    if (!after.has(file)) paths.push({ path: file, how: 'no longer packed' });
  }
  return paths.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
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

function changed(reason: string): AgentComparison {
  return { changed: true, reason, paths: [], pathCount: 0 };
}

function unchanged(reason: string): AgentComparison {
  return { changed: false, reason, paths: [], pathCount: 0 };
}

function changedPaths(paths: ChangedPath[], lead: string): AgentComparison {
  const count = paths.length;
  const first = paths[0] as ChangedPath;
  const more = count > 1 ? ` and ${count - 1} more` : '';
  return {
    changed: true,
    reason: `${lead}${count === 1 ? 'a packed file differs' : `${count} packed files differ`}: ${first.path} (${first.how})${more}`,
    paths: paths.slice(0, MAX_PATHS_KEPT),
    pathCount: count,
  };
}
