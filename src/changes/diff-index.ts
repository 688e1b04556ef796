import type { TreeEntry } from './git-tree.ts';
import { SortedPaths } from './sorted-paths.ts';

/** One path of `git diff --raw`: what it was at the base and what it is at the head. */
export interface DiffEntry {
  /** `A`, `D`, `M`, `T` (kind changed), `R` (renamed), or another of git's letters. */
  status: string;
  /** The path at the base; undefined for an added path. */
  from?: { path: string } & TreeEntry;
  /** The path at the head; undefined for a deleted path. */
  to?: { path: string } & TreeEntry;
}

/**
 * What differs between two commits, as `git diff --raw -z` wrote it: `:<mode> <mode> <oid> <oid>
 * <status>\0<path>\0` (a second path for renames and copies), kept as git's bytes. Entries are
 * numbered in git's order; `from` and `to` find them by their path at the base and at the head,
 * so the entries under one directory are found without reading the others.
 */
export class DiffIndex {
  readonly #bytes: Buffer;
  /** Where each entry's header starts (its `:`). */
  readonly #headers: Int32Array;
  readonly from: SortedPaths;
  readonly to: SortedPaths;

  private constructor(bytes: Buffer, headers: Int32Array, from: SortedPaths, to: SortedPaths) {
    this.#bytes = bytes;
    this.#headers = headers;
    this.from = from;
    this.to = to;
  }

  static parse(bytes: Buffer): DiffIndex {
    const headers: number[] = [];
    const sides: Record<'from' | 'to', { starts: number[]; ends: number[] }> = {
      from: { starts: [], ends: [] },
      to: { starts: [], ends: [] },
    };
    let at = 0;
    const field = (): [number, number] => {
      const end = bytes.indexOf(0, at);
      const stop = end < 0 ? bytes.length : end;
      const found: [number, number] = [at, stop];
      at = stop + 1;
      return found;
    };
    while (at < bytes.length) {
      const [start, end] = field();
      if (bytes[start] !== 0x3a) continue;
      const status = String.fromCharCode(bytes[bytes.lastIndexOf(0x20, end) + 1] as number);
      const first = field();
      const second = status === 'R' || status === 'C' ? field() : first;
      headers.push(start);
      for (const [side, path, present] of [
        ['from', first, status !== 'A'],
        ['to', second, status !== 'D'],
      ] as const) {
        sides[side].starts.push(present ? path[0] : -1);
        sides[side].ends.push(present ? path[1] : -1);
      }
    }
    const sorted = ({ starts, ends }: { starts: number[]; ends: number[] }) =>
      new SortedPaths(bytes, Int32Array.from(starts), Int32Array.from(ends));
    return new DiffIndex(bytes, Int32Array.from(headers), sorted(sides.from), sorted(sides.to));
  }

  /** How many entries. */
  get size(): number {
    return this.#headers.length;
  }

  /** Entry `index`, read from git's bytes. */
  entry(index: number): DiffEntry {
    const at = (this.#headers[index] as number) + 1;
    const end = this.#bytes.indexOf(0, at);
    const [fromMode = '', toMode = '', fromOid = '', toOid = '', code = ''] = this.#bytes
      .toString('latin1', at, end)
      .split(' ');
    const status = code.charAt(0);
    const entry: DiffEntry = { status };
    if (status !== 'A') entry.from = { path: this.from.path(index), mode: fromMode, oid: fromOid };
    if (status !== 'D') entry.to = { path: this.to.path(index), mode: toMode, oid: toOid };
    return entry;
  }

  /** Every entry, in git's order. */
  *entries(): Generator<DiffEntry> {
    for (let index = 0; index < this.size; index++) yield this.entry(index);
  }

  /** Whether an entry names `file`, at the base or at the head. */
  names(file: string): boolean {
    return this.from.find(file) !== undefined || this.to.find(file) !== undefined;
  }

  /** The entries whose path at the base or at the head ends in one of `names`, in git's order. */
  named(names: readonly Buffer[]): number[] {
    const found = new Set<number>();
    for (const side of [this.from, this.to]) {
      for (let position = 0; position < side.size; position++) {
        const index = side.recordAt(position);
        if (names.some((name) => side.endsWithName(index, name))) found.add(index);
      }
    }
    return [...found].sort((a, b) => a - b);
  }
}
