export interface SourceFile {
  /** The path inside the archive: relative, `/`-separated, no `.` or `..` segment. */
  path: string;
  bytes: number;
  executable: boolean;
  /** Which file the walk saw, so packing can tell it is still the same one. */
  dev: number;
  ino: number;
}

/**
 * Paths are written into buffers of this size, one after another, and the numbers go in blocks
 * of BLOCK_FILES files. Both are reserved large: only the pages written become memory, and
 * blocks this large are mapped by the allocator on their own, so release() gives them back to
 * the system at once.
 */
const TEXT_BYTES = 32 * 1024 * 1024;
const BLOCK_FILES = 2 ** 20;
/** Beyond one byte per character: the paths are stored two bytes a character from the first. */
const WIDE = /[\u0100-\uffff]/;

/** Per file: where its path is (buffer, start, end). */
const TEXT_FIELDS = 3;
/** Per file: bytes, dev, ino. */
const NUMBER_FIELDS = 3;

/** The numbers of BLOCK_FILES files, in one buffer. */
class Block {
  readonly numbers: Float64Array;
  readonly places: Uint32Array;
  readonly executable: Uint8Array;
  readonly buffer: ArrayBuffer;

  constructor() {
    const numberBytes = 8 * NUMBER_FIELDS * BLOCK_FILES;
    const placeBytes = 4 * TEXT_FIELDS * BLOCK_FILES;
    this.buffer = new ArrayBuffer(numberBytes + placeBytes + BLOCK_FILES);
    this.numbers = new Float64Array(this.buffer, 0, NUMBER_FIELDS * BLOCK_FILES);
    this.places = new Uint32Array(this.buffer, numberBytes, TEXT_FIELDS * BLOCK_FILES);
    this.executable = new Uint8Array(this.buffer, numberBytes + placeBytes, BLOCK_FILES);
  }
}

/**
 * The files a walk found, kept outside V8's heap: the paths one after another in buffers, and
 * the sizes, devices, inodes and executable bits in typed arrays, in blocks that are only ever
 * added to (growing by copying would leave the old copies for the collector). As objects and
 * strings, 200,000 files were 35 MB that survived collection after collection, and V8 collects
 * nothing of it until a full collection, which may come only after the step's later work has
 * added to the peak; here they are some 13 MB that no collector scans, given back by release()
 * as soon as the archive is written. Each file read back is a new SourceFile, short-lived.
 *
 * A path is stored as Latin-1 while every character of every path fits in a byte, else (the
 * whole table from then on) as UTF-16 big-endian: either way comparing the bytes compares the
 * UTF-16 code units, the order of byPath, and nothing is lost.
 */
export class FileTable implements Iterable<SourceFile> {
  #texts: Buffer[] = [];
  #textUsed = TEXT_BYTES;
  #wide = false;
  #blocks: Block[] = [];
  /** After sort(): the files' indexes in path order. */
  #order: Uint32Array | undefined;
  #length = 0;

  get length(): number {
    return this.#length;
  }

  push(file: SourceFile): void {
    if (!this.#wide && WIDE.test(file.path)) this.#widen();
    const index = this.#length;
    const slot = index % BLOCK_FILES;
    if (slot === 0) this.#blocks.push(new Block());
    const block = this.#blocks[this.#blocks.length - 1] as Block;
    block.places.set(this.#write(file.path), TEXT_FIELDS * slot);
    block.numbers[NUMBER_FIELDS * slot] = file.bytes;
    block.numbers[NUMBER_FIELDS * slot + 1] = file.dev;
    block.numbers[NUMBER_FIELDS * slot + 2] = file.ino;
    block.executable[slot] = file.executable ? 1 : 0;
    this.#length = index + 1;
    this.#order = undefined;
  }

  /** Puts the files in path order: UTF-16 code units, as byPath compares. */
  sort(): void {
    const order = new Uint32Array(this.#length);
    for (let index = 0; index < order.length; index++) order[index] = index;
    const blocks = this.#blocks;
    const texts = this.#texts;
    order.sort((a, b) => {
      const placesA = (blocks[Math.floor(a / BLOCK_FILES)] as Block).places;
      const placesB = (blocks[Math.floor(b / BLOCK_FILES)] as Block).places;
      const atA = TEXT_FIELDS * (a % BLOCK_FILES);
      const atB = TEXT_FIELDS * (b % BLOCK_FILES);
      // Buffer#compare(target, targetStart, targetEnd, sourceStart, sourceEnd): a against b.
      return (texts[placesA[atA] as number] as Buffer).compare(
        texts[placesB[atB] as number] as Buffer,
        placesB[atB + 1],
        placesB[atB + 2],
        placesA[atA + 1],
        placesA[atA + 2],
      );
    });
    this.#order = order;
  }

  /** The file at `position`: in path order once sorted, else in the order pushed. */
  at(position: number): SourceFile {
    const index = this.#order ? (this.#order[position] as number) : position;
    const block = this.#blocks[Math.floor(index / BLOCK_FILES)] as Block;
    const slot = index % BLOCK_FILES;
    const at = NUMBER_FIELDS * slot;
    return {
      path: this.#read(index),
      bytes: block.numbers[at] as number,
      dev: block.numbers[at + 1] as number,
      ino: block.numbers[at + 2] as number,
      executable: block.executable[slot] === 1,
    };
  }

  /**
   * Gives the table's memory back now rather than at V8's next full collection, which may come
   * only after the step's other work has added to the peak: the table is empty afterwards.
   */
  release(): void {
    // Transferring a buffer detaches it, which frees its memory now.
    for (const text of this.#texts) (text.buffer as ArrayBuffer).transfer(0);
    for (const block of this.#blocks) block.buffer.transfer(0);
    this.#texts = [];
    this.#textUsed = TEXT_BYTES;
    this.#blocks = [];
    this.#order = undefined;
    this.#length = 0;
  }

  *[Symbol.iterator](): Iterator<SourceFile> {
    for (let position = 0; position < this.#length; position++) yield this.at(position);
  }

  /** The paths alone, in the order of the iterator. */
  *paths(): Generator<string> {
    for (let position = 0; position < this.#length; position++) {
      yield this.#read(this.#order ? (this.#order[position] as number) : position);
    }
  }

  /** Which text buffer holds the path of file `index`, and where in it. */
  #place(index: number): [number, number, number] {
    const { places } = this.#blocks[Math.floor(index / BLOCK_FILES)] as Block;
    const at = TEXT_FIELDS * (index % BLOCK_FILES);
    return [places[at] as number, places[at + 1] as number, places[at + 2] as number];
  }

  /** Writes `path` after the last one, in a new buffer when it does not fit; where it went. */
  #write(path: string): [number, number, number] {
    const bytes = this.#wide ? 2 * path.length : path.length;
    if (this.#textUsed + bytes > TEXT_BYTES) {
      // A buffer of its own (Buffer.alloc* may share a pool), so that release() can free it.
      this.#texts.push(Buffer.from(new ArrayBuffer(Math.max(TEXT_BYTES, bytes))));
      this.#textUsed = 0;
    }
    const text = this.#texts.length - 1;
    const buffer = this.#texts[text] as Buffer;
    const start = this.#textUsed;
    buffer.write(path, start, this.#wide ? 'utf16le' : 'latin1');
    if (this.#wide) buffer.subarray(start, start + bytes).swap16();
    this.#textUsed = start + bytes;
    return [text, start, start + bytes];
  }

  #read(index: number): string {
    const [text, start, end] = this.#place(index);
    const buffer = this.#texts[text] as Buffer;
    if (!this.#wide) return buffer.toString('latin1', start, end);
    // Back to little-endian, in a copy, which is what Node decodes.
    return Buffer.from(buffer.subarray(start, end)).swap16().toString('utf16le');
  }

  /** From here on two bytes a character: the paths so far are written again that way. */
  #widen(): void {
    const paths = Array.from({ length: this.#length }, (_, index) => this.#read(index));
    this.#wide = true;
    this.#texts = [];
    this.#textUsed = TEXT_BYTES;
    paths.forEach((path, index) => {
      const { places } = this.#blocks[Math.floor(index / BLOCK_FILES)] as Block;
      places.set(this.#write(path), TEXT_FIELDS * (index % BLOCK_FILES));
    });
  }
}
