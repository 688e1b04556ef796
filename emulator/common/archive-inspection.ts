import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';

export interface ArchiveEntry {
  /** As the archive names it, e.g. 'agent/agent_config.json' or './src/'. */
  path: string;
  /** The `tar` package's word: 'File', 'Directory', 'SymbolicLink', 'Link', ... */
  type: string;
  size: number;
}

export interface InspectedArchive {
  /** A gzip stream holding a tar archive that the `tar` package reads without error. */
  valid: boolean;
  /** The entries read before any error, in archive order. */
  entries: ArchiveEntry[];
  /** The gzip stream inflated past the limit: reading stopped there. */
  expandsPastLimit: boolean;
  /**
   * The text of small `.json` files (an agent config), by normalized path: at most
   * MAX_JSON_FILES of at most MAX_JSON_FILE_BYTES each, so the agent-server stand-in can tell
   * a deployment's graphs.
   */
  jsonFiles: Map<string, string>;
}

const MAX_JSON_FILES = 32;
const MAX_JSON_FILE_BYTES = 64 * 1024;

/**
 * Reads an uploaded body as the service's builder would, gzip first, then tar, strictly, while
 * it arrives: nothing is kept but the entries' names, and inflating stops once the output passes
 * `limit` bytes, so a small gzip of zeros cannot make the reader hold gigabytes.
 */
export class ArchiveInspector {
  readonly #gunzip = createGunzip({ chunkSize: 64 * 1024 });
  readonly #parser = new Parser({ strict: true });
  readonly #entries: ArchiveEntry[] = [];
  readonly #jsonFiles = new Map<string, string>();
  readonly #done: Promise<InspectedArchive>;
  #inflated = 0;
  #stopped = false;
  #expandsPastLimit = false;
  #tarValid = true;
  #tarEnded = false;
  #onStop: Array<() => void> = [];

  readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
    this.#parser.on('entry', (entry: ReadEntry) => {
      this.#entries.push({ path: entry.path, type: entry.type, size: entry.size ?? 0 });
      if (this.#keepsText(entry)) {
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          this.#jsonFiles.set(
            normalizeArchivePath(entry.path),
            Buffer.concat(chunks).toString('utf8'),
          );
        });
      }
      entry.resume();
    });
    this.#parser.on('error', () => {
      this.#tarValid = false;
    });
    // The parser emits 'eof' at the archive's end marker (two zero blocks). It would keep
    // whatever follows in one growing buffer; a tar reader ignores it, so it is not fed on.
    this.#parser.on('eof', () => {
      this.#tarEnded = true;
    });
    this.#done = new Promise((resolve) => {
      const finish = (gzipValid: boolean, expandsPastLimit: boolean) => {
        if (this.#stopped) return;
        this.#stopped = true;
        this.#expandsPastLimit = expandsPastLimit;
        for (const waiting of this.#onStop.splice(0)) waiting();
        const valid = gzipValid && !expandsPastLimit && this.#tarValid;
        resolve({
          valid,
          entries: [...this.#entries],
          expandsPastLimit,
          jsonFiles: new Map(this.#jsonFiles),
        });
      };
      this.#gunzip.on('data', (chunk: Buffer) => {
        this.#inflated += chunk.length;
        if (this.#inflated > this.limit) {
          this.#gunzip.destroy();
          finish(true, true);
        } else if (!this.#tarEnded) {
          this.#parser.write(chunk);
        }
      });
      this.#gunzip.on('error', () => finish(false, false));
      this.#gunzip.on('end', () => {
        // Fed plain tar, the parser works synchronously: every event has fired once end() returns.
        this.#parser.end();
        finish(true, false);
      });
    });
  }

  #keepsText(entry: ReadEntry): boolean {
    return (
      entry.type === 'File' &&
      entry.path.endsWith('.json') &&
      (entry.size ?? 0) <= MAX_JSON_FILE_BYTES &&
      this.#jsonFiles.size < MAX_JSON_FILES
    );
  }

  /** Whether the archive inflated past the limit (reading stopped there). */
  get expandsPastLimit(): boolean {
    return this.#expandsPastLimit;
  }

  /**
   * Feeds the next piece of the upload; `ready` is called when the inflater wants more (at
   * once unless it is behind), so the upload is read no faster than it is inflated.
   */
  write(chunk: Buffer, ready: () => void): void {
    if (this.#stopped || this.#gunzip.write(chunk)) {
      ready();
      return;
    }
    let called = false;
    const once = () => {
      if (called) return;
      called = true;
      ready();
    };
    this.#gunzip.once('drain', once);
    this.#onStop.push(once);
  }

  /** The verdict once the whole upload was fed (or reading stopped earlier). */
  end(): Promise<InspectedArchive> {
    if (!this.#stopped) this.#gunzip.end();
    return this.#done;
  }

  /** Stops reading an upload that will not be finished (cut off, or the client left). */
  abandon(): void {
    this.#gunzip.destroy();
  }
}

/** 'agent/./x.json' and './agent/x.json' name the same file as 'agent/x.json'. */
export function normalizeArchivePath(path: string): string {
  return path
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/');
}
