export interface LargeEntry {
  path: string;
  bytes: number;
}

export const MEGABYTE = 1024 * 1024;

/** The signed upload URL accepts at most this many bytes (`X-Goog-Content-Length-Range: 0,209715200`). */
export const MAX_ARCHIVE_BYTES = 200 * MEGABYTE;
/** Above this an archive is worth a warning: slow to upload and to build. */
export const WARN_ARCHIVE_BYTES = 50 * MEGABYTE;

/** How many of the biggest files a size message names. */
const LARGEST_SHOWN = 5;

/** The biggest files seen so far, biggest first; ties by path so the list is stable. */
export class LargestFiles {
  readonly #count: number;
  readonly #largest: LargeEntry[] = [];

  constructor(count = LARGEST_SHOWN) {
    this.#count = count;
  }

  offer(path: string, bytes: number): void {
    const largest = this.#largest;
    const last = largest.at(-1);
    if (largest.length === this.#count && last !== undefined && bytes <= last.bytes) return;
    largest.push({ path, bytes });
    largest.sort((a, b) => b.bytes - a.bytes || (a.path < b.path ? -1 : 1));
    if (largest.length > this.#count) largest.pop();
  }

  get entries(): LargeEntry[] {
    return [...this.#largest];
  }
}

/** `Largest files: a (12.0 MB), b (3.1 MB).` or nothing when there are none. */
export function describeLargest(largest: readonly LargeEntry[]): string {
  if (largest.length === 0) return '';
  const listed = largest.map(
    (entry) => `${JSON.stringify(entry.path)} (${formatSize(entry.bytes)})`,
  );
  return `Largest files: ${listed.join(', ')}.`;
}

const KILOBYTE = 1024;

/**
 * A size for a person, in the unit it comes in: `512 B`, `1.4 kB`, `3.2 MB`, one decimal above
 * bytes. kB is 1024 bytes and MB 2^20, the unit in which the upload limit is "200 MB". A size
 * that would read `1024.0 kB` once rounded reads `1.0 MB`.
 */
export function formatSize(bytes: number): string {
  const whole = Math.max(0, Math.round(bytes));
  if (whole < KILOBYTE) return `${whole} B`;
  const kilobytes = (whole / KILOBYTE).toFixed(1);
  if (Number(kilobytes) < KILOBYTE) return `${kilobytes} kB`;
  return `${(whole / MEGABYTE).toFixed(1)} MB`;
}

/** `1.2 MB/s`: bytes over milliseconds; `—` when no time was measured. */
export function formatRate(bytes: number, ms: number): string {
  return ms <= 0 ? '—' : `${formatSize((bytes / ms) * 1000)}/s`;
}
