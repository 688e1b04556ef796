import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * Emulator: when deployed JS agents are served by the real agent server, the storage sink keeps
 * a copy of each archive it accepts, in a directory of its own, so the archive can be unpacked
 * once its revision goes live. At most MAX_KEPT_ARCHIVES are kept; the oldest goes first.
 */

export const MAX_KEPT_ARCHIVES = 16;

export class KeptArchives {
  readonly #dir: string;
  readonly #files: string[] = [];

  constructor(dir: string) {
    this.#dir = dir;
  }

  /** A copy of an upload, written while it arrives. */
  begin(): ArchiveCopy {
    return new ArchiveCopy(join(this.#dir, `${randomUUID()}.tar.gz`), (file) => this.#add(file));
  }

  /** Whether the copy is still kept (not yet made room for). */
  has(file: string): boolean {
    return this.#files.includes(file);
  }

  /** Keeps one more copy, and drops the oldest past the limit. */
  async #add(file: string): Promise<void> {
    this.#files.push(file);
    const dropped = this.#files.splice(0, Math.max(0, this.#files.length - MAX_KEPT_ARCHIVES));
    await Promise.all(dropped.map((oldest) => rm(oldest, { force: true })));
  }
}

export class ArchiveCopy {
  readonly #file: string;
  readonly #partial: string;
  readonly #stream: WriteStream;
  readonly #kept: (file: string) => Promise<void>;

  constructor(file: string, kept: (file: string) => Promise<void>) {
    this.#file = file;
    this.#partial = `${file}.partial`;
    this.#stream = createWriteStream(this.#partial);
    this.#stream.on('error', () => undefined);
    this.#kept = kept;
  }

  /** Writes the next piece; `done` is called once it is written (or could not be). */
  write(chunk: Buffer, done: () => void): void {
    this.#stream.write(chunk, () => done());
  }

  /** The path of the whole copy, or undefined when it could not be written. */
  async finish(): Promise<string | undefined> {
    try {
      await new Promise<void>((resolve, reject) => {
        this.#stream.once('error', reject);
        this.#stream.end(() => resolve());
      });
      await rename(this.#partial, this.#file);
      await this.#kept(this.#file);
      return this.#file;
    } catch {
      await rm(this.#partial, { force: true });
      return undefined;
    }
  }

  /** Drops what was written: the upload was refused or broke off. */
  async discard(): Promise<void> {
    this.#stream.destroy();
    await rm(this.#partial, { force: true });
  }
}
