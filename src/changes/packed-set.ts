import path from 'node:path';
import {
  archiveLayout,
  dependencyShown,
  type LocalDependency,
  localEntries,
  placementProblem,
  tooManyDependencies,
} from '../packing/local-dependencies.ts';
import type { CommitTree } from './commit-tree.ts';

/**
 * What a deploy of one agent packs: the agent's directory and the local directories its config
 * names, laid out as the packer lays them out (none inside another), each judged by the ignore
 * files of the commit packed. The same config packs the same directories at any commit that
 * holds them all, so one set serves the head and the base.
 */
export class PackedSet {
  /** The walked directories, from the top (`''` for the top itself), in the archive's order. */
  readonly directories: readonly string[];
  readonly #dependencies: readonly LocalDependency[];

  private constructor(directories: string[], dependencies: LocalDependency[]) {
    this.directories = directories;
    this.#dependencies = dependencies;
  }

  /**
   * The set for the agent whose config is `config` (from the top) in `tree`; a problem instead
   * when the config cannot be read or names local directories a deploy would refuse.
   */
  static async of(
    tree: CommitTree,
    config: string,
    workspace: string,
  ): Promise<PackedSet | { problem: string }> {
    const text = await tree.readText(config);
    if (text === undefined)
      return { problem: 'the agent config cannot be read (or is larger than 1 MB)' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { problem: 'the agent config is not valid JSON' };
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { problem: 'the agent config is not a JSON object' };
    }
    const entries = localEntries((parsed as { dependencies?: unknown }).dependencies);
    const tooMany = tooManyDependencies(entries);
    if (tooMany) return { problem: tooMany };
    const root = path.join(tree.top, path.posix.dirname(config));
    const dependencies: LocalDependency[] = [];
    for (const entry of entries) {
      const dir = path.resolve(root, entry);
      const problem = problemOf(tree, entry, dir, workspace);
      if (problem) return { problem };
      dependencies.push({ entry, dir });
    }
    const directories = archiveLayout(root, dependencies).directories.map(({ dir }) =>
      tree.fromTop(dir),
    );
    return new PackedSet(directories, dependencies);
  }

  /** The same set at `tree`, a commit with the same config: a problem when it lacks a directory. */
  at(tree: CommitTree): PackedSet | { problem: string } {
    for (const { entry, dir } of this.#dependencies) {
      const problem = absentProblem(tree, entry, dir);
      if (problem) return { problem };
    }
    return this;
  }

  /** The walked directory that holds `file`, if any: none lies inside another. */
  holderOf(file: string): string | undefined {
    return this.directories.find((dir) => dir === '' || file.startsWith(`${dir}/`));
  }

  /**
   * Whether the ignore file at `file` can change what is packed: a `.gitignore` in or above a
   * walked directory, a `.dockerignore` in one (each walked directory reads its own and those
   * below it).
   */
  readsRulesFrom(file: string): boolean {
    const dir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
    const gitignore = path.posix.basename(file) === '.gitignore';
    return this.directories.some(
      (walked) => within(walked, dir) || (gitignore && within(dir, walked)),
    );
  }
}

/** Whether `inner` is `outer` or lies inside it (both from the top, `''` the top). */
function within(outer: string, inner: string): boolean {
  return outer === '' || inner === outer || inner.startsWith(`${outer}/`);
}

/** Per tree, the directories found fine already: most are libraries many agents name. */
const fineDirectories = new WeakMap<CommitTree, Set<string>>();

/** Why `dir` (`entry` resolved) cannot be packed from `tree`: out of place, or not there. */
function problemOf(
  tree: CommitTree,
  entry: string,
  dir: string,
  workspace: string,
): string | undefined {
  let fine = fineDirectories.get(tree);
  if (!fine) {
    fine = new Set();
    fineDirectories.set(tree, fine);
  }
  if (fine.has(dir)) return undefined;
  const problem = placementProblem(entry, dir, workspace) ?? absentProblem(tree, entry, dir);
  if (!problem) fine.add(dir);
  return problem;
}

function absentProblem(tree: CommitTree, entry: string, dir: string): string | undefined {
  const fromTop = tree.fromTop(dir);
  if (fromTop === '..' || fromTop.startsWith('../')) {
    return `${dependencyShown(entry)} lies outside the repository`;
  }
  if (!tree.hasDirectory(fromTop))
    return `${dependencyShown(entry)} is not a directory of the commit`;
  return undefined;
}
