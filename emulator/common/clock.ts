/**
 * The emulator's one clock: when requests arrive, when revisions change status, when threads
 * are made. Milliseconds since the epoch, from the monotonic clock (a wall-clock step does not
 * move a revision back or forward).
 */
export function now(): number {
  return performance.timeOrigin + performance.now();
}

/** A time of the clock as the service writes it in an answer. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
