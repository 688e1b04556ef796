import type { Writable } from 'node:stream';
import type { WalkedFile } from './read-walked-file.ts';

/** How much of the tar stream goes to gzip in one write. */
const SLAB_BYTES = 256 * 1024;
/** Slabs with gzip at once before the writer waits: it compresses these while one is filled. */
const SLABS_AHEAD = 3;

/**
 * The tar stream on its way to gzip, assembled in a few buffers ("slabs") used in turn: headers
 * and padding are copied in, files read straight into them, and each full slab is one write to
 * gzip. A slab is filled again only once gzip has consumed what it held. So packing allocates no
 * buffer per file or per read (each would be garbage for V8 to collect), and memory holds a few
 * slabs whatever the tree.
 *
 * Filling is synchronous; the writer asks `behind` between entries and between reads, and waits
 * with `catchUp()` while gzip has SLABS_AHEAD slabs to compress.
 */
export class ArchiveSlabs {
  readonly #gzip: Writable;
  readonly #free: Buffer[] = [];
  #slab: Buffer = Buffer.allocUnsafe(SLAB_BYTES);
  #used = 0;
  #sent = 0;
  #consumed: (() => void) | undefined;
  #failure: Error | undefined;

  constructor(gzip: Writable) {
    this.#gzip = gzip;
  }

  /** gzip has SLABS_AHEAD slabs or more to compress: the writer should `catchUp()` first. */
  get behind(): boolean {
    return this.#sent >= SLABS_AHEAD;
  }

  /** Resolves once gzip has consumed a slab; rejects if a write to gzip failed. */
  catchUp(): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve) => {
      this.#consumed = resolve;
    });
  }

  copy(piece: Buffer): void {
    for (let offset = 0; offset < piece.length; ) {
      const copied = piece.copy(this.#slab, this.#used, offset);
      this.#used += copied;
      offset += copied;
      if (this.#used === SLAB_BYTES) this.#send();
    }
  }

  zeros(bytes: number): void {
    for (let left = bytes; left > 0; ) {
      const count = Math.min(left, SLAB_BYTES - this.#used);
      this.#slab.fill(0, this.#used, this.#used + count);
      this.#used += count;
      left -= count;
      if (this.#used === SLAB_BYTES) this.#send();
    }
  }

  /**
   * Reads up to `length` bytes of `file` at `position` straight into the slab being filled, at
   * most to its end; how many it read.
   */
  read(file: WalkedFile, position: number, length: number): number {
    const read = file.read(
      this.#slab,
      this.#used,
      Math.min(length, SLAB_BYTES - this.#used),
      position,
    );
    this.#used += read;
    if (this.#used === SLAB_BYTES) this.#send();
    return read;
  }

  /** Sends what the slab being filled holds and ends gzip's input. */
  end(): void {
    if (this.#used > 0) this.#gzip.write(this.#slab.subarray(0, this.#used));
    this.#gzip.end();
  }

  #send(): void {
    const slab = this.#slab;
    this.#sent++;
    this.#gzip.write(slab, (error) => {
      this.#sent--;
      if (error) this.#failure ??= error;
      else this.#free.push(slab);
      const consumed = this.#consumed;
      this.#consumed = undefined;
      consumed?.();
    });
    this.#slab = this.#free.pop() ?? Buffer.allocUnsafe(SLAB_BYTES);
    this.#used = 0;
  }
}
