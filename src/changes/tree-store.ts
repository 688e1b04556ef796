import { GitTree } from './git-tree.ts';
import type { ObjectReader } from './object-reader.ts';
import { remembered } from './remembered.ts';

/** A directory of millions of entries fits; past this a tree is not read. */
const MAX_TREE_BYTES = 512 * 1024 * 1024;

/** A commit as the trees read it: its id and its top tree's. */
export interface CommitIds {
  commit: string;
  tree: string;
}

/**
 * The trees and commits of one repository, read through one ObjectReader, each once: a base and
 * the head share most of their trees, and many agents ask about the same directories.
 */
export class TreeStore {
  readonly #reader: ObjectReader;
  readonly #trees = new Map<string, Promise<GitTree>>();
  readonly #commits = new Map<string, Promise<CommitIds | undefined>>();

  constructor(reader: ObjectReader) {
    this.#reader = reader;
  }

  /** The tree whose id is `oid`; throws when the repository has none. */
  tree(oid: string): Promise<GitTree> {
    return remembered(this.#trees, oid, async () => {
      const found = await this.#reader.read(oid, MAX_TREE_BYTES);
      if (found?.type !== 'tree') {
        throw new Error(`git has no tree ${oid} (or one larger than ${MAX_TREE_BYTES} bytes)`);
      }
      return GitTree.parse(found.body, oid.length / 2);
    });
  }

  /**
   * The id of the tree `name` names (`<rev>^{tree}`, `<rev>:<path>`), or undefined when it names
   * none; the tree is kept, so reading it by its id asks git nothing more.
   */
  async treeNamed(name: string): Promise<string | undefined> {
    const found = await this.#reader.read(name, MAX_TREE_BYTES);
    if (found?.type !== 'tree') return undefined;
    if (!this.#trees.has(found.oid)) {
      this.#trees.set(found.oid, Promise.resolve(GitTree.parse(found.body, found.oid.length / 2)));
    }
    return found.oid;
  }

  /**
   * The commit `revision` names (peeled: a tag's commit), or undefined when there is none. Only
   * a commit found is kept: one the clone lacks may be fetched, and is then asked for again.
   */
  commit(revision: string): Promise<CommitIds | undefined> {
    const ids = remembered(this.#commits, revision, async () => {
      // Its top tree is asked for with it: a walk of the tree need not wait for the commit.
      const [found, tree] = await Promise.all([
        this.#reader.read(`${revision}^{commit}`),
        this.treeNamed(`${revision}^{tree}`),
      ]);
      return found?.type === 'commit' && tree ? { commit: found.oid, tree } : undefined;
    });
    ids.then(
      (found) => found ?? this.#commits.delete(revision),
      () => this.#commits.delete(revision),
    );
    return ids;
  }
}
