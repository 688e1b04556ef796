import type { GitTree, TreeStore } from './git-tree.ts';

/** Records are written into slabs of this size, never moved once written. */
const SLAB_BYTES = 64 * 1024;

/**
 * What differs between two commits' top trees `from` and `to`, in the bytes `git diff --raw -z
 * --no-abbrev -r` writes: a directory whose tree is the same at both is passed over unread, as
 * git passes it over. Undefined when the diff both deletes and adds a path: git's rename
 * detection (`-M`) could pair the two, and only git says how, so git is asked then. Without
 * a deleted path or without an added one there is nothing to pair, and this is git's answer.
 */
export async function diffTrees(
  store: TreeStore,
  from: string,
  to: string,
): Promise<Buffer | undefined> {
  const diff = new TreeDiff(store, '0'.repeat(from.length));
  const parts = await diff.subtree('', from, to);
  return diff.renamesPossible ? undefined : Buffer.concat(parts);
}

class TreeDiff {
  readonly #store: TreeStore;
  readonly #zero: string;
  #added = false;
  #deleted = false;
  #slab = Buffer.allocUnsafe(SLAB_BYTES);
  #start = 0;
  #at = 0;

  constructor(store: TreeStore, zero: string) {
    this.#store = store;
    this.#zero = zero;
  }

  get renamesPossible(): boolean {
    return this.#added && this.#deleted;
  }

  /** The records of the files under `dir`, at the base in tree `from`, at the head in `to`. */
  async subtree(dir: string, from?: string, to?: string): Promise<Buffer[]> {
    if (from === to) return [];
    const [before, after] = await Promise.all([
      from === undefined ? undefined : this.#store.tree(from),
      to === undefined ? undefined : this.#store.tree(to),
    ]);
    return this.#compare(dir, before, after);
  }

  /**
   * Both trees' entries in git's order, each written as git writes it or, for a directory that
   * differs, its own records in their place. Writes without waiting, so records written into the
   * shared slab between two takes are this directory's own.
   */
  async #compare(dir: string, from?: GitTree, to?: GitTree): Promise<Buffer[]> {
    const parts: Array<Buffer | Promise<Buffer[]>> = [];
    const prefix = Buffer.from(dir === '' ? '' : `${dir}/`);
    const fromSize = from?.size ?? 0;
    const toSize = to?.size ?? 0;
    let i = 0;
    let j = 0;
    while ((i < fromSize || j < toSize) && !this.renamesPossible) {
      const order =
        i >= fromSize
          ? 1
          : j >= toSize
            ? -1
            : (from as GitTree).compareEntries(i, to as GitTree, j);
      if (order < 0) {
        const was = from as GitTree;
        if (was.isTree(i)) parts.push(this.#take(), this.subtree(pathOf(dir, was, i), was.oid(i)));
        else this.#write('D', prefix, was, i, undefined, 0);
        i++;
      } else if (order > 0) {
        const now = to as GitTree;
        if (now.isTree(j)) {
          parts.push(this.#take(), this.subtree(pathOf(dir, now, j), undefined, now.oid(j)));
        } else this.#write('A', prefix, undefined, 0, now, j);
        j++;
      } else {
        const was = from as GitTree;
        const now = to as GitTree;
        if (!was.sameAs(i, now, j)) {
          if (was.isTree(i)) {
            parts.push(this.#take(), this.subtree(pathOf(dir, was, i), was.oid(i), now.oid(j)));
          } else {
            // A file that became a symlink or a submodule (or back) is a type change.
            const sameKind = was.mode(i).slice(0, 2) === now.mode(j).slice(0, 2);
            this.#write(sameKind ? 'M' : 'T', prefix, was, i, now, j);
          }
        }
        i++;
        j++;
      }
    }
    parts.push(this.#take());
    return (await Promise.all(parts)).flat();
  }

  /** `:<mode> <mode> <oid> <oid> <status>\0<path>\0`, the path from the side that has it. */
  #write(
    status: 'A' | 'D' | 'M' | 'T',
    prefix: Buffer,
    from: GitTree | undefined,
    i: number,
    to: GitTree | undefined,
    j: number,
  ): void {
    if (status === 'A') this.#added = true;
    if (status === 'D') this.#deleted = true;
    const header = `:${from ? from.mode(i) : '000000'} ${to ? to.mode(j) : '000000'} ${from ? from.oid(i) : this.#zero} ${to ? to.oid(j) : this.#zero} ${status}\0`;
    const name = ((to ?? from) as GitTree).nameBytes(to ? j : i);
    const length = header.length + prefix.length + name.length + 1;
    if (this.#at + length > this.#slab.length) {
      // What this directory wrote since the last take moves along; the rest stays where it is.
      const untaken = this.#slab.subarray(this.#start, this.#at);
      this.#slab = Buffer.allocUnsafe(Math.max(SLAB_BYTES, 2 * (untaken.length + length)));
      this.#start = 0;
      this.#at = untaken.copy(this.#slab, 0);
    }
    this.#at += this.#slab.write(header, this.#at, 'latin1');
    this.#at += prefix.copy(this.#slab, this.#at);
    this.#at += name.copy(this.#slab, this.#at);
    this.#slab[this.#at++] = 0;
  }

  /** The records written since the last take. */
  #take(): Buffer {
    const taken = this.#slab.subarray(this.#start, this.#at);
    this.#start = this.#at;
    return taken;
  }
}

function pathOf(dir: string, tree: GitTree, index: number): string {
  const name = tree.name(index);
  return dir === '' ? name : `${dir}/${name}`;
}
