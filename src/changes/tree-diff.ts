import type { GitTree } from './git-tree.ts';
import type { TreeStore } from './tree-store.ts';

type Status = 'A' | 'D' | 'M' | 'T';

const COLON = 0x3a;
const SPACE = 0x20;
/** The mode git writes for the side that has no file. */
const NO_MODE = Buffer.from('000000');

/**
 * What differs between two commits' top trees `from` and `to`, in the bytes `git diff --raw -z
 * --no-abbrev -r` writes: a directory whose tree is the same at both is passed over unread, as
 * git passes it over. Undefined when the diff both deletes and adds a path: git's rename
 * detection (`-M`) could pair the two, and only git says how, so git is asked then. Without
 * a deleted path or without an added one there is nothing to pair, and this is git's answer.
 *
 * The trees that differ are read first, all at once, and the records' length added up; then the
 * records are written into one buffer of that length, in git's order, never copied again.
 */
export async function diffTrees(
  store: TreeStore,
  from: string,
  to: string,
): Promise<Buffer | undefined> {
  const diff = new TreeDiff(store, from.length);
  await diff.read('', from, to);
  return diff.renamesPossible ? undefined : diff.write();
}

/** A directory that differs: its tree at the base and at the head (one may be missing). */
interface Directory {
  /** Its path from the top and a `/`, as bytes (empty for the top). */
  prefix: Buffer;
  from: GitTree | undefined;
  to: GitTree | undefined;
}

class TreeDiff {
  readonly #store: TreeStore;
  /** The id git writes for the side that has no file: all zeros. */
  readonly #zero: Buffer;
  readonly #directories = new Map<string, Directory>();
  #length = 0;
  #added = false;
  #deleted = false;

  constructor(store: TreeStore, idLength: number) {
    this.#store = store;
    this.#zero = Buffer.from('0'.repeat(idLength));
  }

  get renamesPossible(): boolean {
    return this.#added && this.#deleted;
  }

  /** Reads the directory `dir`'s trees and those of every subdirectory that differs. */
  async read(dir: string, fromId?: string, toId?: string): Promise<void> {
    if (fromId === toId || this.renamesPossible) return;
    const [from, to] = await Promise.all([
      fromId === undefined ? undefined : this.#store.tree(fromId),
      toId === undefined ? undefined : this.#store.tree(toId),
    ]);
    const prefix = Buffer.from(dir === '' ? '' : `${dir}/`);
    this.#directories.set(dir, { prefix, from, to });
    const below: Promise<void>[] = [];
    eachDifference(
      from,
      to,
      (status, i, j) => {
        if (status === 'A') this.#added = true;
        if (status === 'D') this.#deleted = true;
        const name =
          status === 'D' ? (from as GitTree).nameLength(i) : (to as GitTree).nameLength(j);
        // `:`, two modes of six digits and two ids, each with a space after it, the status and
        // a NUL; then the path and a NUL.
        this.#length += 19 + 2 * this.#zero.length + prefix.length + name + 1;
      },
      (i, j) => {
        const path = subdirectory(dir, from, i, to, j);
        below.push(
          this.read(path, i < 0 ? undefined : from?.oid(i), j < 0 ? undefined : to?.oid(j)),
        );
      },
    );
    await Promise.all(below);
  }

  /** Every record, in git's order, in one buffer. */
  write(): Buffer {
    const out = Buffer.allocUnsafe(this.#length);
    let at = 0;
    const writeDirectory = (dir: string) => {
      const { prefix, from, to } = this.#directories.get(dir) as Directory;
      eachDifference(
        from,
        to,
        (status, i, j) => {
          at = this.#record(out, at, status, prefix, from, i, to, j);
        },
        (i, j) => writeDirectory(subdirectory(dir, from, i, to, j)),
      );
    };
    if (this.#directories.has('')) writeDirectory('');
    return out.subarray(0, at);
  }

  /** `:<mode> <mode> <oid> <oid> <status>\0<path>\0`, the path from the side that has it. */
  #record(
    out: Buffer,
    start: number,
    status: Status,
    prefix: Buffer,
    from: GitTree | undefined,
    i: number,
    to: GitTree | undefined,
    j: number,
  ): number {
    let at = start;
    out[at++] = COLON;
    at = status === 'A' ? at + NO_MODE.copy(out, at) : (from as GitTree).writeMode(i, out, at);
    out[at++] = SPACE;
    at = status === 'D' ? at + NO_MODE.copy(out, at) : (to as GitTree).writeMode(j, out, at);
    out[at++] = SPACE;
    at = status === 'A' ? at + this.#zero.copy(out, at) : (from as GitTree).writeOid(i, out, at);
    out[at++] = SPACE;
    at = status === 'D' ? at + this.#zero.copy(out, at) : (to as GitTree).writeOid(j, out, at);
    out[at++] = SPACE;
    out[at++] = status.charCodeAt(0);
    out[at++] = 0;
    at += prefix.copy(out, at);
    const name = status === 'D' ? (from as GitTree).nameBytes(i) : (to as GitTree).nameBytes(j);
    at += name.copy(out, at);
    out[at++] = 0;
    return at;
  }
}

/**
 * Both trees' entries in git's order: `file` for each file that differs (`i` its entry at the
 * base, `j` at the head, -1 where it has none), `directory` for each subdirectory that differs.
 */
function eachDifference(
  from: GitTree | undefined,
  to: GitTree | undefined,
  file: (status: Status, i: number, j: number) => void,
  directory: (i: number, j: number) => void,
): void {
  const fromSize = from?.size ?? 0;
  const toSize = to?.size ?? 0;
  let i = 0;
  let j = 0;
  while (i < fromSize || j < toSize) {
    const order =
      i >= fromSize ? 1 : j >= toSize ? -1 : (from as GitTree).compareEntries(i, to as GitTree, j);
    if (order < 0) {
      if ((from as GitTree).isTree(i)) directory(i, -1);
      else file('D', i, -1);
      i++;
    } else if (order > 0) {
      if ((to as GitTree).isTree(j)) directory(-1, j);
      else file('A', -1, j);
      j++;
    } else {
      const was = from as GitTree;
      const now = to as GitTree;
      if (!was.sameAs(i, now, j)) {
        if (was.isTree(i)) directory(i, j);
        // A file that became a symlink or a submodule (or back) is a type change.
        else file(was.mode(i).slice(0, 2) === now.mode(j).slice(0, 2) ? 'M' : 'T', i, j);
      }
      i++;
      j++;
    }
  }
}

/** The path of the subdirectory that is entry `i` of `from` or, at the head only, `j` of `to`. */
function subdirectory(
  dir: string,
  from: GitTree | undefined,
  i: number,
  to: GitTree | undefined,
  j: number,
): string {
  const name = i >= 0 ? (from as GitTree).name(i) : (to as GitTree).name(j);
  return dir === '' ? name : `${dir}/${name}`;
}
