import type { Writable } from 'node:stream';
import { escapeRawControls } from '../common/action-runtime.ts';
import type { StepEvent } from '../common/step-events.ts';
import type { CliResult, LogView } from './log-view.ts';

/**
 * One JSON object a line on standard output for everything the step tells (docs/cli.md gives
 * the schema): its `type`, the event's own members, `message` (the log line), and `time`.
 */
export class JsonView implements LogView {
  readonly #out: Writable;
  readonly #debug: boolean;

  constructor(out: Writable, options: { debug: boolean }) {
    this.#out = out;
    this.#debug = options.debug;
  }

  line(text: string, event?: StepEvent): void {
    this.#emit(event ? { ...event, message: text } : { type: 'log', message: text });
  }

  debug(text: string): void {
    if (this.#debug) this.#emit({ type: 'debug', message: text });
  }

  group(title: string, lines: readonly string[]): void {
    this.#emit({ type: 'group', title, lines });
  }

  warning(text: string, title?: string): void {
    this.#emit({ type: 'warning', message: text, ...(title && { title }) });
  }

  error(text: string, title?: string): void {
    this.#emit({ type: 'error', message: text, ...(title && { title }) });
  }

  result(result: CliResult): void {
    this.#emit({ type: 'result', ...result });
  }

  #emit(event: { type: string } & Record<string, unknown>): void {
    const line = JSON.stringify({ ...event, time: new Date().toISOString() });
    this.#out.write(`${escapeRawControls(line)}\n`);
  }
}
