import { oneLine } from '../common/runner-text.ts';
import { words } from '../common/wording.ts';
import type { TimeSlice } from '../packing/time-slice.ts';
import { BaseComparison } from './base-comparison.ts';
import type { CommitTree } from './commit-tree.ts';
import type { DiffIndex } from './diff-index.ts';
import { COMMIT_ID, type Git, HEAD } from './git-commands.ts';
import { remembered } from './remembered.ts';

/** A base commit as the clone holds it, compared with the head; or why it is not there. */
export type BaseCommit =
  | { available: true; commit: string; tree: CommitTree; comparison: BaseComparison }
  | { available: false; why: string };

/**
 * The base commits the agents compare with, each made ready once however many agents share it:
 * one diff to the head, from which the base's tree is derived. A base named by its full id
 * is diffed at once (`expect` starts that before the agents are even found); when the clone
 * lacks it, or it is named otherwise, it is looked up, and fetched when missing (a shallow clone
 * holds only the head).
 */
export class BaseCommits {
  readonly #git: Git;
  readonly #head: Promise<CommitTree>;
  readonly #warn: (message: string) => void;
  readonly #slice: TimeSlice;
  readonly #ready = new Map<string, Promise<BaseCommit>>();
  readonly #diffs = new Map<string, Promise<DiffIndex | undefined>>();

  /** `head` is the head's tree once it is read; the diffs do not wait for it. */
  constructor(
    git: Git,
    head: Promise<CommitTree>,
    warn: (message: string) => void,
    slice: TimeSlice,
  ) {
    this.#git = git;
    this.#head = head;
    this.#warn = warn;
    this.#slice = slice;
  }

  /** Starts the diff of a base the agents will likely name (the event's, the `base` input). */
  expect(revision: string): void {
    this.#diffOf(revision);
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
    const direct = await this.#diffOf(revision);
    const found = direct ? { id: revision, diff: direct } : await this.#lookedUp(revision);
    if ('why' in found) return { available: false, why: found.why };
    const head = await this.#head;
    const tree = head.atBase(found.id, found.diff);
    const comparison = new BaseComparison(tree, head, found.diff, this.#slice);
    // Ignore files that differ are blobs the head did not read; the rest are shared by id.
    await tree.preload(comparison.ignoreFilesAtBase());
    return { available: true, commit: found.id, tree, comparison };
  }

  /** The commit `revision` names, looked up in the clone (or fetched), and its diff to the head. */
  async #lookedUp(revision: string): Promise<{ id: string; diff: DiffIndex } | { why: string }> {
    const commit = await this.#inClone(revision);
    if (!commit.found) return { why: commit.why };
    return { id: commit.id, diff: await this.#git.diff(commit.id, HEAD) };
  }

  /**
   * The diff from `revision` to the head when `revision` is the full id of a commit the clone
   * holds; undefined otherwise (a name, or a commit to look up or fetch), then looked up.
   */
  #diffOf(revision: string): Promise<DiffIndex | undefined> {
    return remembered(this.#diffs, revision, async () => {
      if (!COMMIT_ID.test(revision)) return undefined;
      return this.#git.diff(revision, HEAD).catch((error: unknown) => {
        if (this.#git.stopped) throw error;
        return undefined;
      });
    });
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
      `The base commit ${revision} is not in this clone and could not be fetched from origin${said}. Clone with the history the bases need (${words().onGitHub ? 'fetch-depth: 0 with actions/checkout, ' : ''}GIT_DEPTH: 0 on GitLab) so they are there; the agents based on it are marked changed.`,
    );
    return {
      found: false,
      why: `its base commit ${revision.slice(0, 12)} is not in the clone and could not be fetched`,
    };
  }
}
