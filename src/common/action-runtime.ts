import { redact } from './redactor.ts';
import type { RunEnvironment } from './run-environment.ts';
import { stripControls, truncate } from './runner-text.ts';
import { isToldAsIs } from './step-control.ts';
import type { StepEvent } from './step-events.ts';
import type { StopSignals } from './stop-signals.ts';
import type { Wording } from './wording.ts';

/** No one message the action writes grows past this, whatever a service sent. */
const MAX_MESSAGE_CHARS = 8 * 1024;
/** Outputs feed later steps: a value, never a bulk copy of what the service sent. */
export const MAX_OUTPUT_CHARS = 2 * 1024;
/** A JSON output (a listener, a list of repositories) may hold more, but not without end. */
export const MAX_JSON_OUTPUT_CHARS = 64 * 1024;
/** GitHub takes at most 1 MiB of job summary per step; a summary stays well under it. */
export const MAX_SUMMARY_BYTES = 512 * 1024;

/** Where an action's inputs come from, by the names action.yml gives them. */
export interface InputSource {
  /** One input's value as given (trimmed), or '' when it was not given. */
  read(name: string): string;
  /**
   * How messages name the inputs, where not as an action's (`Input "name"`, `name: true`): a
   * command line's flags, or the environment variable an input was read from (wording.ts).
   */
  readonly wording?: Wording;
  /**
   * Whether a value came from a file or standard input (`@FILE` on a command line): a message
   * never quotes such a value, which may be anything the file held.
   */
  fromFile?(name: string): boolean;
}

/**
 * The port every action's core talks to the outside through: the inputs it reads, the run's
 * environment and stop signals, and the log, annotations, outputs, job summary and saved state
 * it writes, and how the step's end reaches the process. On GitHub's runner it is GitHubRuntime
 * (github-runtime.ts, the only module that imports @actions/core); the command line gives
 * CliRuntime. Each one writes what it is given through the same rules (cleanMessage,
 * outputsToWrite, summaryToWrite), so a secret is redacted and a write bounded wherever it lands.
 */
export interface ActionRuntime {
  readonly inputs: InputSource;
  /** The workspace, the temporary directory, the run's facts, what a child process inherits. */
  readonly environment: RunEnvironment;
  /** The job's cancel (SIGINT, SIGTERM), heard in one place. */
  readonly stops: StopSignals;
  /**
   * The step has written its report: a failed one fails the process on the runner (which also
   * ends it soon, should a request the abort could not reach keep it alive); a command line
   * returns its own exit code instead.
   */
  stepEnded(failed: boolean): void;
  /** Registers secret values with the runner's masking, if it has one, and with redaction. */
  addSecrets(values: Iterable<string>): void;
  /**
   * A log line; one that holds service text still cannot act as a command. `event` is what the
   * line tells, as data, for a front end that shows events rather than lines: it holds service
   * text too, so such a front end redacts and bounds it as it does a line.
   */
  info(message: string, event?: StepEvent): void;
  /** A line shown only when the run asks for debug lines. */
  debug(message: string): void;
  /** Lines in a collapsible group of the log, under a title. */
  group(title: string, lines: readonly string[]): void;
  warning(message: string, title?: string): void;
  error(message: string, title?: string): void;
  /**
   * Sets each output given, redacted; `undefined` leaves one unset. Outputs named in `ownWords`
   * hold only values the action picks itself (`deployed`, `true`, a number), so a secret that
   * happens to be such a word does not star them out for the steps that read them.
   */
  setOutputs(
    values: Record<string, string | undefined>,
    ownWords?: ReadonlySet<string>,
    jsonOutputs?: ReadonlySet<string>,
  ): void;
  writeSummary(markdown: string): Promise<void>;
  /** Keeps a value for a later step of the same action (the registry's post step). */
  saveState(name: string, value: string): void;
  readState(name: string): string;
}

/** A message as any runtime writes it: controls out before the redaction (one inside a value would hide it), the cut after. */
export function cleanMessage(message: string): string {
  return truncate(stripControls(message), MAX_MESSAGE_CHARS);
}

/**
 * The outputs a runtime writes, each redacted unless it is one of the action's own words, and
 * a warning for each it must leave unset: a value that is not one bounded line (JSON outputs:
 * bounded JSON).
 */
export function outputsToWrite(
  values: Record<string, string | undefined>,
  ownWords: ReadonlySet<string> = new Set(),
  jsonOutputs: ReadonlySet<string> = new Set(),
): { written: Array<[string, string]>; warnings: string[] } {
  const written: Array<[string, string]> = [];
  const warnings: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const json = jsonOutputs.has(name);
    const redacted = ownWords.has(name) ? value : redact(value);
    const output = json ? escapeRawControls(redacted) : redacted;
    const problem = outputProblem(output, json);
    if (problem) warnings.push(`Output ${name} is left unset: ${problem}.`);
    else written.push([name, output]);
  }
  return { written, warnings };
}

/** The job summary as any runtime writes it: redacted, and cut to MAX_SUMMARY_BYTES. */
export function summaryToWrite(markdown: string): string {
  return withinBytes(redact(markdown), MAX_SUMMARY_BYTES);
}

/** Why a value may not be an output, or undefined when it may. */
export function outputProblem(value: string, json: boolean): string | undefined {
  const limit = json ? MAX_JSON_OUTPUT_CHARS : MAX_OUTPUT_CHARS;
  if (value.length > limit) {
    return `the value is ${value.length} characters long, more than the ${limit} an output may hold`;
  }
  // JSON text is one line once escapeRawControls has run; anything else must be one already.
  if (!json && /[\p{Cc}\u2028\u2029]/u.test(value)) return 'the value is not one line of text';
  return undefined;
}

/**
 * JSON text with DEL, the C1 controls and the line separators escaped: JSON.stringify escapes
 * only U+0000–U+001F, and a later step that prints the output would print the rest raw. They
 * can only stand inside strings, where `\uXXXX` means the same character.
 */
export function escapeRawControls(json: string): string {
  return json.replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `markdown` cut at a line break to fit `maxBytes` of UTF-8, saying so at the end. */
export function withinBytes(markdown: string, maxBytes: number): string {
  if (Buffer.byteLength(markdown) <= maxBytes) return markdown;
  const note = '\n\n_The rest of this summary was cut: it was longer than a job summary may be._\n';
  const room = maxBytes - Buffer.byteLength(note);
  // Cut in bytes, then back to the last whole line, which drops a character cut in two.
  const cut = Buffer.from(markdown).subarray(0, room).toString('utf8');
  const lastBreak = cut.lastIndexOf('\n');
  return `${lastBreak > 0 ? cut.slice(0, lastBreak) : cut.replace(/\uFFFD$/, '')}${note}`;
}

export function describeFailure(error: unknown): string {
  if (isToldAsIs(error)) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
