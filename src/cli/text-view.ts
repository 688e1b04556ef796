import type { Writable } from 'node:stream';
import { inertLog } from '../common/runner-text.ts';
import type { StepEvent, UploadEvent } from '../common/step-events.ts';
import type { LogView } from './log-view.ts';

const BAR_CELLS = 24;

/**
 * Lines for a person, on standard error. On a terminal the upload's progress is one bar drawn
 * again in place; elsewhere (a CI log) every line is a plain line. A line cannot act as a
 * workflow command either, should the command line run inside a GitHub workflow.
 */
export class TextView implements LogView {
  readonly #out: Writable;
  readonly #terminal: boolean;
  readonly #debug: boolean;
  #barShown = false;

  constructor(out: Writable, options: { terminal: boolean; debug: boolean }) {
    this.#out = out;
    this.#terminal = options.terminal;
    this.#debug = options.debug;
  }

  line(text: string, event?: StepEvent): void {
    if (this.#terminal && event?.type === 'upload' && !event.done) {
      this.#clearBar();
      this.#out.write(progressBar(event));
      this.#barShown = true;
      return;
    }
    this.#write(text);
  }

  debug(text: string): void {
    if (this.#debug) this.#write(text, 'debug: ');
  }

  group(title: string, lines: readonly string[]): void {
    this.#write(title);
    for (const line of lines) this.#write(line, '  ', '  ');
  }

  warning(text: string, title?: string): void {
    this.#write(title ? `${title}: ${text}` : text, 'warning: ');
  }

  error(text: string, title?: string): void {
    this.#write(title ? `${title}: ${text}` : text, 'error: ');
  }

  result(): void {
    // The step's last line (its conclusion or its error) said it already.
  }

  /** Each line of `text`, the first after `first`, the rest after `rest`. */
  #write(text: string, first = '', rest = '  '): void {
    this.#clearBar();
    const lines = inertLog(text).split('\n');
    this.#out.write(lines.map((line, at) => `${at === 0 ? first : rest}${line}\n`).join(''));
  }

  #clearBar(): void {
    if (!this.#barShown) return;
    this.#out.write('\r\u001b[K');
    this.#barShown = false;
  }
}

/** `uploading ▕██████░░░░▏  25% 1.2 of 4.8 MB`, one line to draw over. */
export function progressBar({ sentBytes, totalBytes }: UploadEvent): string {
  const share = totalBytes === 0 ? 1 : Math.min(1, sentBytes / totalBytes);
  const filled = Math.round(share * BAR_CELLS);
  const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_CELLS - filled)}`;
  const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
  const percent = String(Math.floor(share * 100)).padStart(3);
  return `uploading ▕${bar}▏ ${percent}% ${mb(sentBytes)} of ${mb(totalBytes)} MB`;
}
