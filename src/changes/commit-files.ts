import type { GitTree, TreeEntry } from './git-tree.ts';
import type { TreeStore } from './tree-store.ts';

/** A commit's files, by path from the top, as CommitTree reads them. */
export interface FileListing {
  /** The file at `file`, or undefined (a directory is none). */
  get(file: string): TreeEntry | undefined;
  /** Every file, or those whose name is one of `names`, in no particular order. */
  files(names?: readonly Buffer[]): Iterable<[string, TreeEntry]>;
  /** The files under `dir` (`''` is the top), in git's order. */
  under(dir: string): Iterable<[string, TreeEntry]>;
  /** How many files lie under `dir`. */
  countUnder(dir: string): number;
  /** Whether any file lies under `dir`: the commit's checkout has that directory. */
  hasFilesUnder(dir: string): boolean;
}

/**
 * One commit's files as its tree objects hold them, one tree per directory, kept as git's bytes:
 * a file is found by its directory's tree and a binary search in it, never by a listing of every
 * path. The files of the names `watched` (the agent configs' and the ignore files') are noted as
 * the trees come in, so finding them reads no other entry again.
 */
export class CommitFiles implements FileListing {
  readonly #trees = new Map<string, GitTree>();
  /** Each directory's tree id, when the walk read it. */
  readonly #ids = new Map<string, string>();
  readonly #watched: readonly Buffer[];
  readonly #named: Array<{ dir: string; tree: GitTree; index: number }> = [];
  readonly #counts = new Map<string, number>();

  /** The watched names' lengths: most entries are passed over on their length alone. */
  readonly #watchedLengths: Set<number>;

  readonly #onWatched: ((oid: string) => void) | undefined;

  constructor(watched: readonly Buffer[] = [], onWatched?: (oid: string) => void) {
    this.#watched = watched;
    this.#onWatched = onWatched;
    this.#watchedLengths = new Set(watched.map((name) => name.length));
  }

  /**
   * The files of the commit whose top tree is `tree`: every tree read, level after level, each
   * level asked for as soon as the one above it is in.
   */
  static async walk(
    store: TreeStore,
    tree: string,
    watched: readonly Buffer[],
    onWatched?: (oid: string) => void,
  ): Promise<CommitFiles> {
    const files = new CommitFiles(watched, onWatched);
    const visit = async (dir: string, oid: string): Promise<void> => {
      const subtrees = files.add(dir, await store.tree(oid), oid);
      await Promise.all(subtrees.map(([path, id]) => visit(path, id)));
    };
    await visit('', tree);
    return files;
  }

  /** Takes in the tree of `dir` (its id `oid`); returns its subdirectories, as paths and tree ids. */
  add(dir: string, tree: GitTree, oid?: string): Array<[string, string]> {
    this.#trees.set(dir, tree);
    if (oid) this.#ids.set(dir, oid);
    const subtrees: Array<[string, string]> = [];
    const lengths = this.#watchedLengths;
    for (let index = 0; index < tree.size; index++) {
      if (tree.isTree(index)) subtrees.push([join(dir, tree.name(index)), tree.oid(index)]);
      else if (
        lengths.has(tree.nameLength(index)) &&
        this.#watched.some((name) => tree.isNamed(index, name))
      ) {
        this.#named.push({ dir, tree, index });
        if (this.#onWatched && tree.mode(index).startsWith('100')) this.#onWatched(tree.oid(index));
      }
    }
    return subtrees;
  }

  get(file: string): TreeEntry | undefined {
    const slash = file.lastIndexOf('/');
    const tree = this.#trees.get(slash < 0 ? '' : file.slice(0, slash));
    const index = tree?.find(Buffer.from(file.slice(slash + 1)), false);
    return index === undefined ? undefined : tree?.entry(index);
  }

  *files(names?: readonly Buffer[]): Generator<[string, TreeEntry]> {
    const noted = names?.every((name) => this.#watched.some((each) => each.equals(name)));
    if (names && noted) {
      for (const { dir, tree, index } of this.#named) {
        if (names.some((name) => tree.isNamed(index, name))) yield this.#file(dir, tree, index);
      }
      return;
    }
    for (const [dir, tree] of this.#trees) {
      for (let index = 0; index < tree.size; index++) {
        if (tree.isTree(index)) continue;
        if (!names || names.some((name) => tree.isNamed(index, name))) {
          yield this.#file(dir, tree, index);
        }
      }
    }
  }

  *under(dir: string): Generator<[string, TreeEntry]> {
    const tree = this.#trees.get(dir);
    if (!tree) return;
    for (let index = 0; index < tree.size; index++) {
      if (tree.isTree(index)) yield* this.under(join(dir, tree.name(index)));
      else yield this.#file(dir, tree, index);
    }
  }

  countUnder(dir: string): number {
    let count = this.#counts.get(dir);
    if (count === undefined) {
      count = 0;
      const tree = this.#trees.get(dir);
      for (let index = 0; tree && index < tree.size; index++) {
        count += tree.isTree(index) ? this.countUnder(join(dir, tree.name(index))) : 1;
      }
      this.#counts.set(dir, count);
    }
    return count;
  }

  hasFilesUnder(dir: string): boolean {
    const tree = this.#trees.get(dir);
    for (let index = 0; tree && index < tree.size; index++) {
      if (!tree.isTree(index) || this.hasFilesUnder(join(dir, tree.name(index)))) return true;
    }
    return false;
  }

  /** The directories whose tree is `oid`: more than one when their contents are the same. */
  directoriesWithTree(oid: string): string[] {
    // The top's tree holds every other: no other directory has its id.
    if (this.#ids.get('') === oid) return [''];
    return [...this.#ids].filter(([, id]) => id === oid).map(([dir]) => dir);
  }

  #file(dir: string, tree: GitTree, index: number): [string, TreeEntry] {
    return [join(dir, tree.name(index)), tree.entry(index)];
  }
}

/** The path of `name` in `dir` (`''` the top). */
function join(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}
