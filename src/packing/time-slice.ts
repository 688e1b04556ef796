import { setImmediate as nextTurn } from 'node:timers/promises';

/** The longest run of synchronous work before the event loop gets a turn. */
const SLICE_MS = 5;

/**
 * Packing calls the file system synchronously for each file (open, fstat, read, close):
 * for the small files a tree is mostly made of, a round trip through libuv's thread pool costs
 * many times the call itself (a tree of 200,000 files took 16 s of CPU packed that way, 4 s this
 * way). Between calls it asks `due()`, and when a slice has run SLICE_MS it yields, so the
 * step's time-out, a cancel and zlib's callbacks wait at most that long. A call that never
 * returns (a stalled network mount) holds the step, as it holds tar; directories are listed
 * asynchronously, so a stall met there, where it first shows, still lets the step end.
 */
export class TimeSlice {
  #since = performance.now();
  readonly #signal: AbortSignal | undefined;

  /** With `signal`, each turn given ends in its reason once it has fired: a stop is heard there. */
  constructor(signal?: AbortSignal) {
    this.#signal = signal;
  }

  due(): boolean {
    return performance.now() - this.#since >= SLICE_MS;
  }

  /**
   * Lets the event loop run what is waiting (I/O callbacks, timers, signals), then goes on,
   * unless the signal fired meanwhile.
   */
  async yield(): Promise<void> {
    await nextTurn();
    this.#signal?.throwIfAborted();
    this.#since = performance.now();
  }
}
