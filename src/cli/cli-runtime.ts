import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import {
  type ActionRuntime,
  cleanMessage,
  type InputSource,
  outputsToWrite,
  summaryToWrite,
} from '../common/action-runtime.ts';
import { processRedactor } from '../common/redactor.ts';
import type { StepEvent } from '../common/step-events.ts';
import { dotenvText } from './dotenv.ts';
import type { FlagValues } from './flag-values.ts';
import type { LogView } from './log-view.ts';
import type { StateStore } from './state-file.ts';

/** The inputs as the command line gave them, each named in messages as its flag. */
export function cliInputs({ values, names }: FlagValues): InputSource {
  return {
    read: (name) => values[name] ?? '',
    nameOf: (name) => names[name] ?? `--${name}`,
  };
}

export interface CliFiles {
  /** `--outputs-file`: the outputs in dotenv form. */
  outputs?: string;
  /** `--summary-file`: the job summary's Markdown. */
  summary?: string;
}

/**
 * The command line as an action's runtime. There is no runner to mask anything: every text is
 * redacted here, by the same rules as on the runner (cleanMessage, outputsToWrite,
 * summaryToWrite), events' texts too, before a view shows it or a file holds it.
 */
export class CliRuntime implements ActionRuntime {
  readonly inputs: InputSource;
  readonly #view: LogView;
  readonly #files: CliFiles;
  readonly #state: StateStore;
  #written: Array<[string, string]> | undefined;

  constructor(inputs: InputSource, view: LogView, files: CliFiles, state: StateStore) {
    this.inputs = inputs;
    this.#view = view;
    this.#files = files;
    this.#state = state;
  }

  /** The outputs as written (redacted, bounded), once the step set them. */
  get outputs(): ReadonlyArray<[string, string]> {
    return this.#written ?? [];
  }

  addSecrets(values: Iterable<string>): void {
    processRedactor.add(values);
  }

  info(message: string, event?: StepEvent): void {
    this.#view.line(cleanMessage(message), event && cleanEvent(event));
  }

  debug(message: string): void {
    this.#view.debug(cleanMessage(message));
  }

  group(title: string, lines: readonly string[]): void {
    this.#view.group(cleanMessage(title), lines.map(cleanMessage));
  }

  warning(message: string, title?: string): void {
    this.#view.warning(cleanMessage(message), title && cleanMessage(title));
  }

  error(message: string, title?: string): void {
    this.#view.error(cleanMessage(message), title && cleanMessage(title));
  }

  /** The outputs, and the outputs file at once: a step stopped right after still leaves it. */
  setOutputs(
    values: Record<string, string | undefined>,
    ownWords?: ReadonlySet<string>,
    jsonOutputs?: ReadonlySet<string>,
  ): void {
    const { written, warnings } = outputsToWrite(values, ownWords, jsonOutputs);
    for (const warning of warnings) this.warning(warning);
    this.#written = written;
    this.#writeOutputsFile();
  }

  /** Writes the outputs file, unless the step's outputs did: empty, so a later job finds one. */
  finishOutputsFile(): void {
    if (this.#written === undefined) this.#writeOutputsFile();
  }

  #writeOutputsFile(): void {
    if (!this.#files.outputs) return;
    const { text, warnings } = dotenvText(this.outputs);
    for (const warning of warnings) this.warning(warning);
    writeFileSync(this.#files.outputs, text);
  }

  async writeSummary(markdown: string): Promise<void> {
    if (this.#files.summary) await writeFile(this.#files.summary, summaryToWrite(markdown));
  }

  saveState(name: string, value: string): void {
    this.#state.save(name, value);
  }

  readState(name: string): string {
    return this.#state.read(name);
  }
}

/** An event with each of its texts as a message is written: redacted, without controls, bounded. */
function cleanEvent(event: StepEvent): StepEvent {
  return Object.fromEntries(
    Object.entries(event).map(([key, value]) => [
      key,
      typeof value === 'string' ? cleanMessage(value) : value,
    ]),
  ) as unknown as StepEvent;
}
