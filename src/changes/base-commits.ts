import { oneLine } from '../common/runner-text.ts';
import type { TimeSlice } from '../packing/time-slice.ts';
import { BaseComparison } from './base-comparison.ts';
import type { CommitTree } from './commit-tree.ts';
import { COMMIT_ID, type Git } from './git-commands.ts';

/** A base commit as the clone holds it, compared with the head; or why it is not there. */
export type BaseCommit =
  | { available: true; commit: string; tree: CommitTree; comparison: BaseComparison }
  | { available: false; why: string };

/**
 * The base commits the agents compare with, each made ready once however many agents share it:
 * looked up in the clone, fetched when missing (a shallow clone holds only the head), then one
 * `git diff` to the head, from which the base's tree is derived.
 */
export class BaseCommits {
  readonly #git: Git;
  readonly #head: CommitTree;
  readonly #warn: (message: string) => void;
  readonly #slice: TimeSlice;
  readonly #ready = new Map<string, Promise<BaseCommit>>();

  constructor(git: Git, head: CommitTree, warn: (message: string) => void, slice: TimeSlice) {
    this.#git = git;
    this.#head = head;
    this.#warn = warn;
    this.#slice = slice;
  }

  /** The base named `revision` (a commit id, or a name the clone resolves). */
  get(revision: string): Promise<BaseCommit> {
    let ready = this.#ready.get(revision);
    if (!ready) {
      ready = this.#prepare(revision);
      this.#ready.set(revision, ready);
    }
    return ready;
  }

  async #prepare(revision: string): Promise<BaseCommit> {
    const commit = await this.#inClone(revision);
    if (!commit.found) return { available: false, why: commit.why };
    const diff = await this.#git.diff(commit.id, this.#head.commit);
    const tree = this.#head.atBase(commit.id, diff);
    const comparison = new BaseComparison(tree, this.#head, diff, this.#slice);
    // Ignore files that differ are blobs the head did not read; the rest are shared by id.
    await tree.preload(comparison.ignoreFilesAtBase());
    return { available: true, commit: commit.id, tree, comparison };
  }

  async #inClone(
    revision: string,
  ): Promise<{ found: true; id: string } | { found: false; why: string }> {
    const id = await this.#git.commitOf(revision);
    if (id) return { found: true, id };
    const shown = oneLine(revision, 80);
    if (!COMMIT_ID.test(revision)) {
      this.#warn(
        `The base "${shown}" is no commit this clone knows; the agents based on it are marked changed.`,
      );
      return { found: false, why: `its base "${shown}" is not in the clone` };
    }
    const fetched = await this.#git.fetchCommit(revision);
    if (fetched.fetched) return { found: true, id: revision };
    const said = fetched.said
      ? ` (\`git fetch --depth=1 origin ${revision}\` failed; git said: "${oneLine(fetched.said, 200)}")`
      : '';
    this.#warn(
      `The base commit ${revision} is not in this clone and could not be fetched from origin${said}. Check out with fetch-depth: 0 (actions/checkout) so the bases are there; the agents based on it are marked changed.`,
    );
    return {
      found: false,
      why: `its base commit ${revision.slice(0, 12)} is not in the clone and could not be fetched`,
    };
  }
}
