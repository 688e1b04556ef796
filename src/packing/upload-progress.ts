import type { StepBase } from '../common/step-context.ts';
import { formatMegabytes, MEGABYTE } from './sizes.ts';

/** At most one progress line this often, plus one at the end. */
const LINE_EVERY_MS = 5000;

/** Progress lines for an upload: percent sent and MB/s, paced so a fast upload stays quiet. */
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
      `uploading the source archive: ${percent}% (${formatMegabytes(this.#sent)} of ${formatMegabytes(this.#total)}, ${this.#rate(now)})`,
    );
  }

  finish(): void {
    const now = this.#now();
    const seconds = ((now - this.#startedAt) / 1000).toFixed(1);
    this.#log(
      `uploaded the source archive: ${formatMegabytes(this.#total)} in ${seconds} s (${this.#rate(now)})`,
    );
  }

  #rate(now: number): string {
    const seconds = (now - this.#startedAt) / 1000;
    return seconds <= 0 ? '— MB/s' : `${(this.#sent / MEGABYTE / seconds).toFixed(1)} MB/s`;
  }
}
