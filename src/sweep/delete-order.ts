/** What the order of deletes needs to know of a stale preview. */
export interface Orderable {
  number: number;
  /** Undefined when it could not be read. */
  idleMs: number | undefined;
}

/**
 * The stale previews this run deletes, and those left for the next run: the longest idle
 * first, at most `maxDeletes`. A preview whose idle time is unknown comes after every one
 * whose is known; ties go to the older pull request (the smaller number), so the order is
 * the same from run to run.
 */
export function deleteOrder<T extends Orderable>(
  stale: readonly T[],
  maxDeletes: number,
): { now: T[]; later: T[] } {
  const ordered = [...stale].sort(
    (a, b) =>
      (b.idleMs ?? Number.NEGATIVE_INFINITY) - (a.idleMs ?? Number.NEGATIVE_INFINITY) ||
      a.number - b.number,
  );
  return { now: ordered.slice(0, maxDeletes), later: ordered.slice(maxDeletes) };
}
