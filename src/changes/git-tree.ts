/** One file of a commit's tree: `100644`/`100755` a file, `120000` a symlink, `160000` a submodule. */
export interface TreeEntry {
  mode: string;
  oid: string;
}

/** The modes as git writes a tree's entries, and as it shows them (`git ls-tree`, `git diff --raw`). */
const SHOWN_MODES = new Map([
  ['100644', '100644'],
  ['100755', '100755'],
  ['120000', '120000'],
  ['160000', '160000'],
  ['40000', '040000'],
]);

/** The modes git writes a file's entry with, as it shows them too. */
const USUAL_MODES = ['100644', '100755', '120000', '160000'].map((mode) => Buffer.from(mode));

const HEX = Buffer.from('0123456789abcdef');

const SLASH = 0x2f;

/**
 * One tree object as `git cat-file` gives it: `<mode> <name>\0<oid bytes>` per entry, in git's
 * order (a tree's name compared as if it ended in `/`). Kept as git's bytes; where each entry's
 * name and id lie is found once, so an entry is looked up by binary search.
 */
export class GitTree {
  readonly #bytes: Buffer;
  /** Per entry: where its name and its id start (its mode starts where the entry before ends). */
  readonly #names: Int32Array;
  readonly #oids: Int32Array;
  readonly #oidBytes: number;

  private constructor(bytes: Buffer, names: Int32Array, oids: Int32Array, oidBytes: number) {
    this.#bytes = bytes;
    this.#names = names;
    this.#oids = oids;
    this.#oidBytes = oidBytes;
  }

  /** `oidBytes`: 20 for SHA-1, 32 for SHA-256. */
  static parse(bytes: Buffer, oidBytes: number): GitTree {
    // An entry is at least `<5> <1>\0<20>`: room for every one, allotted once.
    const room = Math.ceil(bytes.length / (8 + oidBytes)) + 1;
    const names = new Int32Array(room);
    const oids = new Int32Array(room);
    let count = 0;
    for (let at = 0; at < bytes.length; count++) {
      const space = bytes.indexOf(0x20, at);
      const end = space < 0 ? -1 : bytes.indexOf(0, space);
      if (end < 0 || end + 1 + oidBytes > bytes.length) {
        throw new Error('git gave a tree object that is cut short');
      }
      names[count] = space + 1;
      oids[count] = end + 1;
      at = end + 1 + oidBytes;
    }
    return new GitTree(bytes, names.subarray(0, count), oids.subarray(0, count), oidBytes);
  }

  get size(): number {
    return this.#names.length;
  }

  /** Whether entry `index` is a tree (a directory of the commit). */
  isTree(index: number): boolean {
    // `40000` is the only mode that starts with a 4.
    return this.#bytes[this.#modeAt(index)] === 0x34;
  }

  /** How long the entry's name is, in bytes. */
  nameLength(index: number): number {
    return (this.#oids[index] as number) - 1 - (this.#names[index] as number);
  }

  /** The entry's mode as git shows it: the canonical form of what the tree holds. */
  mode(index: number): string {
    const written = this.#bytes.toString(
      'latin1',
      this.#modeAt(index),
      (this.#names[index] as number) - 1,
    );
    return SHOWN_MODES.get(written) ?? canonicalMode(Number.parseInt(written, 8));
  }

  oid(index: number): string {
    const start = this.#oids[index] as number;
    return this.#bytes.toString('hex', start, start + this.#oidBytes);
  }

  /** Writes the entry's mode, as git shows it (six digits), into `target` at `at`; returns the end. */
  writeMode(index: number, target: Buffer, at: number): number {
    const start = this.#modeAt(index);
    const end = (this.#names[index] as number) - 1;
    const usual =
      end - start === 6 &&
      USUAL_MODES.some((mode) => this.#bytes.compare(mode, 0, 6, start, end) === 0);
    if (usual) return at + this.#bytes.copy(target, at, start, end);
    return at + target.write(this.mode(index), at, 'latin1');
  }

  /** Writes the entry's id in hex into `target` at `at`; returns the end. */
  writeOid(index: number, target: Buffer, at: number): number {
    const start = this.#oids[index] as number;
    let to = at;
    for (let from = start; from < start + this.#oidBytes; from++) {
      const byte = this.#bytes[from] as number;
      target[to++] = HEX[byte >> 4] as number;
      target[to++] = HEX[byte & 15] as number;
    }
    return to;
  }

  /** The entry's name, as text. */
  name(index: number): string {
    return this.#bytes.toString('utf8', this.#names[index], (this.#oids[index] as number) - 1);
  }

  /** The entry's name as git's bytes (a view, not a copy). */
  nameBytes(index: number): Buffer {
    return this.#bytes.subarray(this.#names[index], (this.#oids[index] as number) - 1);
  }

  entry(index: number): TreeEntry {
    return { mode: this.mode(index), oid: this.oid(index) };
  }

  /** Whether entry `index` is named `name` (UTF-8 bytes). */
  isNamed(index: number, name: Buffer): boolean {
    const start = this.#names[index] as number;
    const end = (this.#oids[index] as number) - 1;
    return (
      end - start === name.length && this.#bytes.compare(name, 0, name.length, start, end) === 0
    );
  }

  /** Whether entries `index` here and `other` there are the same object with the same mode. */
  sameAs(index: number, other: GitTree, otherIndex: number): boolean {
    const at = this.#oids[index] as number;
    const there = other.#oids[otherIndex] as number;
    return (
      this.#bytes.compare(other.#bytes, there, there + other.#oidBytes, at, at + this.#oidBytes) ===
        0 && this.mode(index) === other.mode(otherIndex)
    );
  }

  /** Entry `index` here against entry `otherIndex` of `other`, in git's order. */
  compareEntries(index: number, other: GitTree, otherIndex: number): number {
    return compareNames(
      this.#bytes,
      this.#names[index] as number,
      (this.#oids[index] as number) - 1,
      this.isTree(index),
      other.#bytes,
      other.#names[otherIndex] as number,
      (other.#oids[otherIndex] as number) - 1,
      other.isTree(otherIndex),
    );
  }

  #modeAt(index: number): number {
    return index === 0 ? 0 : (this.#oids[index - 1] as number) + this.#oidBytes;
  }

  /** The entry named `name` that is a tree (`tree`) or not, or undefined. */
  find(name: Buffer, tree: boolean): number | undefined {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = compareNames(
        this.#bytes,
        this.#names[middle] as number,
        (this.#oids[middle] as number) - 1,
        this.isTree(middle),
        name,
        0,
        name.length,
        tree,
      );
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return undefined;
  }
}

/**
 * Two names in git's order of a tree's entries: by their bytes, a tree's as if it ended in `/`
 * (git's base_name_compare). This is the order of the full paths too, so a tree walked in it
 * lists its files as `git ls-tree -r` and `git diff` do.
 */
function compareNames(
  a: Buffer,
  aStart: number,
  aEnd: number,
  aTree: boolean,
  b: Buffer,
  bStart: number,
  bEnd: number,
  bTree: boolean,
): number {
  const length = Math.min(aEnd - aStart, bEnd - bStart);
  const order = a.compare(b, bStart, bStart + length, aStart, aStart + length);
  if (order !== 0) return order;
  const aNext = aStart + length < aEnd ? (a[aStart + length] as number) : aTree ? SLASH : 0;
  const bNext = bStart + length < bEnd ? (b[bStart + length] as number) : bTree ? SLASH : 0;
  return aNext - bNext;
}

/** The form git shows a mode in (its canon_mode): a file 644 or 755, a symlink, a tree, a submodule. */
function canonicalMode(mode: number): string {
  const type = mode & 0o170000;
  if (type === 0o100000) return mode & 0o100 ? '100755' : '100644';
  if (type === 0o120000) return '120000';
  if (type === 0o040000) return '040000';
  return '160000';
}
