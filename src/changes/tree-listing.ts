import { SortedPaths } from './sorted-paths.ts';

/** One file of a commit's tree: `100644`/`100755` a file, `120000` a symlink, `160000` a submodule. */
export interface TreeEntry {
  mode: string;
  oid: string;
}

/**
 * One commit's every file, as `git ls-tree -r -z --full-tree` wrote them: `<mode> <type>
 * <oid>\t<path>\0` each, kept as git's bytes and read where asked (see SortedPaths).
 */
export class TreeListing {
  readonly #bytes: Buffer;
  /** Where each record starts: its mode. */
  readonly #records: Int32Array;
  readonly paths: SortedPaths;

  private constructor(bytes: Buffer, records: Int32Array, paths: SortedPaths) {
    this.#bytes = bytes;
    this.#records = records;
    this.paths = paths;
  }

  static parse(bytes: Buffer): TreeListing {
    // A record is at least `<6> <4> <40>\t<1>\0`, 55 bytes: room for every one, allotted once.
    const room = Math.ceil(bytes.length / 55) + 1;
    const records = new Int32Array(room);
    const starts = new Int32Array(room);
    const ends = new Int32Array(room);
    let count = 0;
    for (let at = 0; at < bytes.length; ) {
      const end = bytes.indexOf(0, at);
      const stop = end < 0 ? bytes.length : end;
      const tab = bytes.indexOf(0x09, at);
      if (tab >= 0 && tab < stop) {
        records[count] = at;
        starts[count] = tab + 1;
        ends[count] = stop;
        count++;
      }
      at = stop + 1;
    }
    const paths = new SortedPaths(bytes, starts.subarray(0, count), ends.subarray(0, count));
    return new TreeListing(bytes, records.subarray(0, count), paths);
  }

  /** The entry at `file` (from the top), or undefined. */
  get(file: string): TreeEntry | undefined {
    const record = this.paths.find(file);
    return record === undefined ? undefined : this.entry(record);
  }

  entry(record: number): TreeEntry {
    const at = this.#records[record] as number;
    // `<mode> <type> <oid>\t`: the oid runs from the second space to the tab.
    const space = this.#bytes.indexOf(0x20, at + 1);
    const tab = this.#bytes.indexOf(0x09, space + 1);
    const type = this.#bytes.indexOf(0x20, space + 1);
    return {
      mode: this.#bytes.toString('latin1', at, space),
      oid: this.#bytes.toString('latin1', type + 1, tab),
    };
  }
}
