import type { Readable, Writable } from 'node:stream';
import {
  type ActionRuntime,
  cleanMessage,
  type InputSource,
  outputsToWrite,
  summaryToWrite,
} from '../common/action-runtime.ts';
import { processRedactor } from '../common/redactor.ts';
import type { RunEnvironment } from '../common/run-environment.ts';
import { StepFailure } from '../common/step-control.ts';
import type { StepEvent } from '../common/step-events.ts';
import { ProcessStopSignals, type StopSignals } from '../common/stop-signals.ts';
import { commandLineWording, type Wording } from '../common/wording.ts';
import { dotenvText } from './dotenv.ts';
import type { FlagValues } from './flag-values.ts';
import type { LogView } from './log-view.ts';
import { writeFailure, writeOutputFile } from './output-files.ts';
import type { StateStore } from './state-file.ts';

/** What the command line reads and writes, and how it ends: the process's own, or a test's. */
export interface CliIo {
  args: readonly string[];
  /** The environment the command runs in: its credentials' variables and the run's facts. */
  env: Readonly<Record<string, string | undefined>>;
  stdin: Readable;
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
  /** The job's stop signals. */
  stops: StopSignals;
  /** Ends the process at once with `code` (a second stop signal). */
  exit(code: number): void;
  /** The command is done: the process ends with `code` once what is left has settled. */
  ended(code: number): void;
}

/** How long the process may live on after the command's end, whatever it still waits for. */
const EXIT_AFTER_END_MS = 1000;

/**
 * The process's own arguments, environment, streams and signals: the command line's one door to
 * the process, as github-runtime.ts is the actions'.
 */
export function processIo(): CliIo {
  return {
    args: process.argv.slice(2),
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    stops: new ProcessStopSignals(),
    exit: (code) => process.exit(code),
    ended: (code) => {
      process.exitCode = code;
      // A request the abort could not reach must not keep a stopped command alive.
      setTimeout(() => process.exit(), EXIT_AFTER_END_MS).unref();
    },
  };
}

/** The command line's inputs: their words are always its own. */
export type CliInputs = InputSource & { wording: Wording };

/**
 * The inputs as the command line gave them, each named in messages as its flag (or where it was
 * read from); GitHub's terms only in a GitHub Actions job (`onGitHub`, GITHUB_ACTIONS=true).
 */
export function cliInputs({ values, names, fromFile }: FlagValues, onGitHub: boolean): CliInputs {
  return {
    read: (name) => values[name] ?? '',
    wording: commandLineWording((name) => names[name] ?? `--${name}`, onGitHub),
    fromFile: (name) => fromFile.has(name),
  };
}

export interface CliFiles {
  /** `--outputs-file`: the outputs in dotenv form. */
  outputs?: string;
  /** `--outputs-prefix`: put before each name in the outputs file. */
  outputsPrefix?: string;
  /** `--summary-file`: the job summary's Markdown. */
  summary?: string;
}

/** The command's place: its run environment and stop signals, its files and saved state. */
export interface CliPlace {
  environment: RunEnvironment;
  stops: StopSignals;
  files: CliFiles;
  state: StateStore;
}

/**
 * The command line as an action's runtime. There is no runner to mask anything: every text is
 * redacted here, by the same rules as on the runner (cleanMessage, outputsToWrite,
 * summaryToWrite), events' texts too, before a view shows it or a file holds it. A file that
 * cannot be written is a warning: the command keeps its own exit code.
 */
export class CliRuntime implements ActionRuntime {
  readonly inputs: InputSource;
  readonly environment: RunEnvironment;
  readonly stops: StopSignals;
  readonly #view: LogView;
  readonly #files: CliFiles;
  readonly #state: StateStore;
  #written: Array<[string, string]> | undefined;
  #jsonOutputs: ReadonlySet<string> = new Set();

  constructor(inputs: InputSource, view: LogView, place: CliPlace) {
    this.inputs = inputs;
    this.#view = view;
    this.environment = place.environment;
    this.stops = place.stops;
    this.#files = place.files;
    this.#state = place.state;
  }

  /** The command line's exit code is the command's to return (run-cli.ts). */
  stepEnded(_failed: boolean): void {}

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
    this.#jsonOutputs = jsonOutputs ?? new Set();
    this.#writeOutputsFile();
  }

  /** Writes the outputs file, unless the step's outputs did: empty, so a later job finds one. */
  finishOutputsFile(): void {
    if (this.#written === undefined) this.#writeOutputsFile();
  }

  #writeOutputsFile(): void {
    const file = this.#files.outputs;
    if (!file) return;
    const { text, warnings } = dotenvText(
      this.outputs,
      this.#jsonOutputs,
      this.#files.outputsPrefix,
    );
    for (const warning of warnings) this.warning(warning);
    try {
      writeOutputFile(file, text);
    } catch (error) {
      this.warning(`Could not write the outputs file ${file}: ${writeFailure(error)}.`);
    }
  }

  /** Throws when the file cannot be written: runAction warns of it, as of any summary. */
  async writeSummary(markdown: string): Promise<void> {
    const file = this.#files.summary;
    if (!file) return;
    try {
      writeOutputFile(file, summaryToWrite(markdown));
    } catch (error) {
      throw new StepFailure(`${file}: ${writeFailure(error)}`);
    }
  }

  saveState(name: string, value: string): void {
    try {
      this.#state.save(name, value);
    } catch (error) {
      this.warning(`Could not save ${name} in the state file: ${writeFailure(error)}.`);
    }
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
