import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isAlwaysLeftOut, isEnvFile } from './left-out.ts';

/** More local directories than any agent names; past it the config is refused, not packed. */
export const MAX_LOCAL_DEPENDENCIES = 64;

/** A local directory the agent config's `dependencies` names: an entry starting with `.`. */
export interface LocalDependency {
  /** As the config writes it, for messages. */
  entry: string;
  /** Absolute. */
  dir: string;
}

/** The entries of `dependencies` that name local directories; the others name packages. */
export function localEntries(dependencies: unknown): string[] {
  if (!Array.isArray(dependencies)) return [];
  return dependencies.filter(
    (entry): entry is string => typeof entry === 'string' && entry.startsWith('.'),
  );
}

/**
 * Resolves each local entry against the config file's directory. Each must be a directory
 * inside the workspace, reached without a symlink (the archive holds none); returns the
 * problems, each naming the entry, or the directories.
 */
export async function resolveLocalDependencies(
  entries: readonly string[],
  configDir: string,
  workspace: string,
): Promise<{ dependencies: LocalDependency[]; problems: string[] }> {
  const tooMany = tooManyDependencies(entries);
  if (tooMany) return { dependencies: [], problems: [tooMany] };
  const realWorkspace = await realpath(workspace).catch(() => path.resolve(workspace));
  const dependencies: LocalDependency[] = [];
  const problems: string[] = [];
  for (const entry of entries) {
    const dir = path.resolve(configDir, entry);
    const shown = dependencyShown(entry);
    const placed = placementProblem(entry, dir, workspace);
    if (placed) {
      problems.push(placed);
      continue;
    }
    const inWorkspace = path.relative(path.resolve(workspace), dir);
    const real = await realpath(dir).catch(() => undefined);
    if (real === undefined) {
      problems.push(`${shown} does not exist (looked for ${dir})`);
      continue;
    }
    if (!(await stat(real)).isDirectory()) {
      problems.push(`${shown} is not a directory (${dir})`);
      continue;
    }
    if (path.relative(realWorkspace, real) !== inWorkspace) {
      problems.push(
        `${shown} passes through a symlink; the archive holds no symlinks, so name the directory itself`,
      );
      continue;
    }
    dependencies.push({ entry, dir });
  }
  return { dependencies, problems };
}

/** The problem with naming this many local directories, or undefined. */
export function tooManyDependencies(entries: readonly string[]): string | undefined {
  if (entries.length <= MAX_LOCAL_DEPENDENCIES) return undefined;
  return `"dependencies" names ${entries.length} local directories, more than the ${MAX_LOCAL_DEPENDENCIES} the archive takes; name the directories that hold them instead`;
}

/** How messages name a dependency entry. */
export function dependencyShown(entry: string): string {
  return `dependency ${JSON.stringify(entry.slice(0, 200))}`;
}

/**
 * Why the local directory `dir` (the entry resolved, absolute) may never be packed, whatever is
 * there: it leads out of the workspace, or lies in a directory never packed (`.git` would carry
 * the checkout's credentials). Undefined when its place is fine.
 */
export function placementProblem(
  entry: string,
  dir: string,
  workspace: string,
): string | undefined {
  const shown = dependencyShown(entry);
  const inWorkspace = path.relative(path.resolve(workspace), dir);
  if (isOutside(inWorkspace)) {
    return `${shown} leads out of the workspace (${workspace}); only directories of the checkout can be packed`;
  }
  const neverPacked = inWorkspace
    .split(path.sep)
    .find((segment) => isAlwaysLeftOut(segment) || isEnvFile(segment));
  if (neverPacked !== undefined) return `${shown} lies in ${neverPacked}/, which is never packed`;
  return undefined;
}

/** One directory to walk, and where its files go under the archive's root (`''` or `a/b/`). */
export interface PackedDirectory {
  dir: string;
  prefix: string;
}

/**
 * The archive's layout: its root is the deepest directory holding `sourceRoot` and every local
 * dependency outside it, and each directory keeps its place under that root. A directory inside
 * another one packed is packed with it, not again.
 */
export function archiveLayout(
  sourceRoot: string,
  dependencies: readonly LocalDependency[],
): { archiveRoot: string; directories: PackedDirectory[] } {
  const candidates = [...new Set([sourceRoot, ...dependencies.map(({ dir }) => dir)])];
  // A directory can hold another only when its path, resolved and in lower case (Windows
  // compares without case), is a parent of the other's: only those are asked `contains`, not
  // every pair (sixty directories make thousands).
  const keys = candidates.map((dir) => path.resolve(dir).toLowerCase());
  const byKey = new Map<string, string[]>();
  candidates.forEach((dir, index) => {
    const key = keys[index] as string;
    byKey.set(key, [...(byKey.get(key) ?? []), dir]);
  });
  const heldByAnother = (dir: string, key: string) => {
    for (let up = key; path.dirname(up) !== up; ) {
      up = path.dirname(up);
      if (byKey.get(up)?.some((other) => contains(other, dir))) return true;
    }
    return false;
  };
  const outermost = candidates.filter((dir, index) => !heldByAnother(dir, keys[index] as string));
  let archiveRoot = outermost[0] as string;
  for (const dir of outermost) {
    while (!contains(archiveRoot, dir) && archiveRoot !== dir)
      archiveRoot = path.dirname(archiveRoot);
  }
  const directories = outermost.sort().map((dir) => {
    const inside = path.relative(archiveRoot, dir).split(path.sep).join('/');
    return { dir, prefix: inside === '' ? '' : `${inside}/` };
  });
  return { archiveRoot, directories };
}

/** Whether `inner` lies strictly inside `outer` (both absolute). */
export function contains(outer: string, inner: string): boolean {
  const inside = path.relative(outer, inner);
  return inside !== '' && !isOutside(inside);
}

/** Whether a path `path.relative` gave leads outside the directory it was taken from. */
export function isOutside(relative: string): boolean {
  return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
}
