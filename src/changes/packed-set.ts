import path from 'node:path';
import { IgnoreRules } from '../packing/ignore-rules.ts';
import {
  archiveLayout,
  dependencyShown,
  type LocalDependency,
  localEntries,
  placementProblem,
  tooManyDependencies,
} from '../packing/local-dependencies.ts';
import { type EntryKind, type EntryVerdict, packedPathVerdict } from '../packing/packed-entry.ts';
import type { CommitTree } from './commit-tree.ts';

/** One directory a deploy walks, from the repository's top (`''` for the top itself). */
interface WalkedDirectory {
  dir: string;
  rules: Promise<IgnoreRules>;
}

/**
 * What a deploy of one agent at one commit would pack: the agent's directory and the local
 * directories its config names (laid out as the packer lays them out), each judged by that
 * commit's own ignore files, path by path, with the packer's own decision.
 */
export class PackedSet {
  readonly #tree: CommitTree;
  readonly #walked: WalkedDirectory[];

  private constructor(tree: CommitTree, walked: WalkedDirectory[]) {
    this.#tree = tree;
    this.#walked = walked;
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
      const problem = placementProblem(entry, dir, workspace) ?? absentProblem(tree, entry, dir);
      if (problem) return { problem };
      dependencies.push({ entry, dir });
    }
    const walked = archiveLayout(root, dependencies).directories.map(({ dir }) => ({
      dir: tree.fromTop(dir),
      rules: IgnoreRules.load(dir, undefined, { files: tree.ignoreFiles }),
    }));
    // A rule file that cannot be read (a pattern too slow to match) is the agent's problem, found
    // when a verdict needs it; meanwhile no rejection may go unhandled.
    for (const { rules } of walked) rules.catch(() => {});
    return new PackedSet(tree, walked);
  }

  /** The walked directories, from the top. */
  get directories(): string[] {
    return this.#walked.map(({ dir }) => dir);
  }

  /** Whether the path lies in a walked directory (which does not yet say it is packed). */
  covers(file: string): boolean {
    return this.#holder(file) !== undefined;
  }

  /** The packer's verdict on the path, as a deploy of this commit would give it. */
  async verdict(file: string, kind: EntryKind): Promise<EntryVerdict | undefined> {
    const holder = this.#holder(file);
    if (!holder) return undefined;
    const entry = holder.dir === '' ? file : file.slice(holder.dir.length + 1);
    return packedPathVerdict(entry, kind, await holder.rules);
  }

  /** Whether the path is packed at this commit: it is a file there, and the packer keeps it. */
  async packs(file: string): Promise<boolean> {
    const kind = this.#tree.kindOf(file);
    return kind !== undefined && (await this.verdict(file, kind))?.packed === true;
  }

  /**
   * Whether the ignore file at `file` can change what is packed: a `.gitignore` in or above a
   * walked directory, a `.dockerignore` in one (each walked directory reads its own and those
   * below it).
   */
  readsRulesFrom(file: string): boolean {
    const dir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
    const gitignore = path.posix.basename(file) === '.gitignore';
    return this.#walked.some(
      (walked) => within(walked.dir, dir) || (gitignore && within(dir, walked.dir)),
    );
  }

  /** Every packed path with its mode and blob: what the archive would hold, and how. */
  async contents(): Promise<Map<string, string>> {
    const packed = new Map<string, string>();
    for (const [file, entry] of this.#tree.files()) {
      if (this.covers(file) && (await this.packs(file)))
        packed.set(file, `${entry.mode} ${entry.oid}`);
    }
    return packed;
  }

  #holder(file: string): WalkedDirectory | undefined {
    return this.#walked.find(({ dir }) => dir === '' || file.startsWith(`${dir}/`));
  }
}

/** Whether `inner` is `outer` or lies inside it (both from the top, `''` the top). */
function within(outer: string, inner: string): boolean {
  return outer === '' || inner === outer || inner.startsWith(`${outer}/`);
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
