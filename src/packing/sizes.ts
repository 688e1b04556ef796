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
    (entry) => `${JSON.stringify(entry.path)} (${formatMegabytes(entry.bytes)})`,
  );
  return `Largest files: ${listed.join(', ')}.`;
}

/** Bytes in MB of 2^20 bytes, one decimal, the unit in which the upload limit is "200 MB". */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}

/** A size for a person: bytes, KB or MB (of 1024), one decimal above bytes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MEGABYTE) return `${(bytes / 1024).toFixed(1)} KB`;
  return formatMegabytes(bytes);
}
