import * as core from '@actions/core';
import { processRedactor, redact } from './redactor.ts';
import { inertLog, oneLine, stripControls, truncate } from './runner-text.ts';
import { isToldAsIs } from './step-control.ts';

/** No one message the action writes grows past this, whatever a service sent. */
const MAX_MESSAGE_CHARS = 8 * 1024;
const MAX_TITLE_CHARS = 200;
/** Outputs feed later steps: a value, never a bulk copy of what the service sent. */
export const MAX_OUTPUT_CHARS = 2 * 1024;
/** A JSON output (a listener, a list of repositories) may hold more, but not without end. */
export const MAX_JSON_OUTPUT_CHARS = 64 * 1024;
/** GitHub takes at most 1 MiB of job summary per step; a summary stays well under it. */
export const MAX_SUMMARY_BYTES = 512 * 1024;

/**
 * What every action of this repository uses to talk to the runner: @actions/core, with every
 * known secret value redacted from what is written and handed to the runner's masking first.
 * The values are the process's (processRedactor): the text primitives have redacted service
 * text before escaping or cutting it; each sink here redacts once more, as the last step
 * before anything is cut.
 */
export class ActionRuntime {
  /** Registers secret values with the runner's masking and with the process's redaction. */
  addSecrets(values: Iterable<string>): void {
    for (const value of processRedactor.add(values)) core.setSecret(value);
  }

  /** A log line; one that holds service text still cannot act as a workflow command. */
  info(message: string): void {
    core.info(inertLog(this.#clean(message)));
  }

  /** A line shown only when the run has step debug logging on. */
  debug(message: string): void {
    core.debug(inertLog(this.#clean(message)));
  }

  /** Lines in a collapsible group of the log, under a title. */
  group(title: string, lines: readonly string[]): void {
    core.startGroup(oneLine(title, MAX_TITLE_CHARS));
    for (const line of lines) this.info(line);
    core.endGroup();
  }

  /** An annotation: @actions/core escapes line breaks, so the message stays the command's data. */
  warning(message: string, title?: string): void {
    core.warning(stripControls(this.#clean(message)), this.#title(title));
  }

  error(message: string, title?: string): void {
    core.error(stripControls(this.#clean(message)), this.#title(title));
  }

  /** Controls go before the redaction (one inside a value would hide it), the cut after. */
  #clean(message: string): string {
    return truncate(stripControls(message), MAX_MESSAGE_CHARS);
  }

  #title(title: string | undefined) {
    return title ? { title: oneLine(title, MAX_TITLE_CHARS) } : {};
  }

  /**
   * Sets each output given, redacted; `undefined` leaves one unset. Outputs named in `ownWords`
   * hold only values the action picks itself (`deployed`, `true`, a number), so a secret that
   * happens to be such a word does not star them out for the steps that read them. A value
   * that is not one bounded line (JSON outputs: bounded JSON) is left unset, with a warning.
   */
  setOutputs(
    values: Record<string, string | undefined>,
    ownWords: ReadonlySet<string> = new Set(),
    jsonOutputs: ReadonlySet<string> = new Set(),
  ): void {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) continue;
      const json = jsonOutputs.has(name);
      const redacted = ownWords.has(name) ? value : redact(value);
      const written = json ? escapeRawControls(redacted) : redacted;
      const problem = outputProblem(written, json);
      if (problem) {
        this.warning(`Output ${name} is left unset: ${problem}.`);
        continue;
      }
      core.setOutput(name, written);
    }
  }

  async writeSummary(markdown: string): Promise<void> {
    if (!process.env.GITHUB_STEP_SUMMARY) return;
    const bounded = withinBytes(redact(markdown), MAX_SUMMARY_BYTES);
    await core.summary.addRaw(bounded, true).write();
  }
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
