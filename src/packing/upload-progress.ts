import { formatDuration } from '../common/parse-duration.ts';
import type { StepBase } from '../common/step-context.ts';
import { formatRate, formatSize } from './sizes.ts';

/** At most one progress line this often, plus one at the end. */
const LINE_EVERY_MS = 5000;

/** Progress lines for an upload: percent sent, size and rate, paced so a fast upload stays quiet. */
export class UploadProgress {
  readonly #total: number;
  readonly #log: StepBase['log'];
  readonly #now: () => number;
  #sent = 0;
  #startedAt: number;
  #lastLineAt: number;

  constructor(total: number, log: StepBase['log'], now: () => number) {
    this.#total = total;
    this.#log = log;
    this.#now = now;
    this.#startedAt = now();
    this.#lastLineAt = this.#startedAt;
  }

  /** A new attempt sends from the start; the pacing of lines carries on. */
  restart(): void {
    this.#sent = 0;
    this.#startedAt = this.#now();
  }

  add(bytes: number): void {
    this.#sent += bytes;
    const now = this.#now();
    if (now - this.#lastLineAt < LINE_EVERY_MS) return;
    this.#lastLineAt = now;
    const percent = this.#total === 0 ? 100 : Math.floor((this.#sent / this.#total) * 100);
    this.#log(
      `uploading the source archive: ${percent}% (${formatSize(this.#sent)} of ${formatSize(this.#total)}, ${formatRate(this.#sent, now - this.#startedAt)})`,
      { type: 'upload', sentBytes: this.#sent, totalBytes: this.#total, done: false },
    );
  }

  finish(): void {
    const ms = this.#now() - this.#startedAt;
    this.#log(
      `uploaded the source archive: ${formatSize(this.#total)} in ${formatDuration(ms)} (${formatRate(this.#sent, ms)})`,
      { type: 'upload', sentBytes: this.#total, totalBytes: this.#total, done: true },
    );
  }
}
