/**
 * Paths held where git wrote them: byte ranges of one buffer of its output, in git's own order
 * (by their bytes, which is how git sorts a tree), never copied into strings of their own. A
 * monorepo of 300,000 files is one buffer and three arrays of numbers, and the paths under a
 * directory are found by two binary searches, not by reading every path.
 */
export class SortedPaths {
  readonly #bytes: Buffer;
  readonly #starts: Int32Array;
  readonly #ends: Int32Array;
  /** Record numbers, in the order of their paths' bytes. */
  readonly #order: Int32Array;

  /**
   * `starts[record]` and `ends[record]` are the path of each record in `bytes` (-1 for a record
   * without one, left out). Records already in order are taken as they are; otherwise sorted.
   */
  constructor(bytes: Buffer, starts: Int32Array, ends: Int32Array) {
    this.#bytes = bytes;
    this.#starts = starts;
    this.#ends = ends;
    let count = 0;
    for (let record = 0; record < starts.length; record++)
      if ((starts[record] as number) >= 0) count++;
    const order = new Int32Array(count);
    let at = 0;
    for (let record = 0; record < starts.length; record++) {
      if ((starts[record] as number) >= 0) order[at++] = record;
    }
    this.#order = this.#inOrder(order)
      ? order
      : Int32Array.from([...order].sort((a, b) => this.#compareRecords(a, b)));
  }

  get size(): number {
    return this.#order.length;
  }

  /** The record at `position` of the order. */
  recordAt(position: number): number {
    return this.#order[position] as number;
  }

  /** The record whose path is `path`, or undefined. */
  find(path: string): number | undefined {
    const key = Buffer.from(path);
    const position = this.#lowerBound(key);
    if (position >= this.#order.length) return undefined;
    const record = this.#order[position] as number;
    return this.#compareWith(record, key) === 0 ? record : undefined;
  }

  /** The positions `[from, to)` of the paths under `dir` (from the top; `''` is every path). */
  under(dir: string): [number, number] {
    if (dir === '') return [0, this.#order.length];
    const prefix = Buffer.from(`${dir}/`);
    // Every path under `dir/` sorts before `dir0`: `0` is the byte after `/`.
    const after = Buffer.from(prefix);
    after[after.length - 1] = 0x30;
    return [this.#lowerBound(prefix), this.#lowerBound(after)];
  }

  /** The path of `record`, as text. */
  path(record: number): string {
    return this.#bytes.toString('utf8', this.#starts[record], this.#ends[record]);
  }

  /** Whether the last segment of `record`'s path is `name` (UTF-8 bytes), compared without decoding. */
  endsWithName(record: number, name: Buffer): boolean {
    const start = this.#starts[record] as number;
    const end = this.#ends[record] as number;
    const at = end - name.length;
    if (at < start || this.#bytes[end - 1] !== name[name.length - 1]) return false;
    if (at > start && this.#bytes[at - 1] !== 0x2f) return false;
    return this.#bytes.compare(name, 0, name.length, at, end) === 0;
  }

  #lowerBound(key: Buffer): number {
    let low = 0;
    let high = this.#order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#compareWith(this.#order[middle] as number, key) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The record's path against `key`, byte by byte. */
  #compareWith(record: number, key: Buffer): number {
    return this.#bytes.compare(key, 0, key.length, this.#starts[record], this.#ends[record]);
  }

  #compareRecords(a: number, b: number): number {
    return this.#bytes.compare(
      this.#bytes,
      this.#starts[b],
      this.#ends[b],
      this.#starts[a],
      this.#ends[a],
    );
  }

  #inOrder(records: Int32Array): boolean {
    for (let index = 1; index < records.length; index++) {
      if (this.#compareRecords(records[index - 1] as number, records[index] as number) > 0) {
        return false;
      }
    }
    return true;
  }
}
