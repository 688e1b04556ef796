import { escapeInline, stripControls } from './text-forms.ts';

export const REDACTED = '***';

/**
 * A run this long of a known value is starred out even where the rest of the value is not:
 * a service may echo only the start of a key, or a key it cut at its own length limit.
 */
export const PARTIAL_RUN_CHARS = 12;

const START_KEYS = 1 << 16;

/**
 * Replaces every known secret value in text the action writes: log lines, the job summary,
 * outputs, error messages and what is sent to GitHub. The runner masks its log too, but not
 * outputs, API requests, or what a service answer carries before the action has told the
 * runner about it.
 *
 * Each value is replaced whole in every form it may take (each line, JSON-escaped,
 * Markdown-escaped), and any run of PARTIAL_RUN_CHARS or more characters of a form that long
 * is starred out too. Both passes are linear in the text's length.
 */
export class Redactor {
  readonly #forms = new Set<string>();
  #ordered: string[] = [];
  /** Every PARTIAL_RUN_CHARS-long piece of every form at least that long. */
  readonly #pieces = new Set<string>();
  /** Which piece starts (by startKey) exist: most places in a text are passed over on it. */
  readonly #starts = new Uint8Array(START_KEYS);

  /** Registers values; returns those forms not seen before (each needs masking by the runner once). */
  add(values: Iterable<string>): string[] {
    const added: string[] = [];
    for (const value of values) {
      for (const form of secretForms(value)) {
        if (this.#forms.has(form)) continue;
        this.#forms.add(form);
        added.push(form);
        for (const piece of piecesOf(form)) {
          this.#pieces.add(piece);
          this.#starts[startKey(piece, 0)] = 1;
        }
      }
    }
    if (added.length > 0) this.#ordered = [...this.#forms].sort((a, b) => b.length - a.length);
    return added;
  }

  redact(text: string): string {
    if (this.#forms.size === 0 || text === '') return text;
    let result = text;
    for (const value of this.#ordered) {
      if (result.includes(value)) result = result.split(value).join(REDACTED);
    }
    return this.#pieces.size > 0 ? starPartialRuns(result, this.#pieces, this.#starts) : result;
  }
}

/**
 * The one redactor of the process, as the runner's masking is one per job: the text
 * primitives (runner-text.ts, markdown.ts), the service's error descriptions, the runtime's
 * sinks and the GitHub client all read the values registered here.
 */
export const processRedactor = new Redactor();

/** `text` with every value registered with the process's redactor starred out. */
export function redact(text: string): string {
  return processRedactor.redact(text);
}

/**
 * Shorter forms are not registered: a value such as `1`, or a secret's line `{`, would star out
 * every id, number and brace the action writes, and is no secret of its own.
 */
export const MIN_SECRET_CHARS = 4;

/**
 * A value, each of its lines, the escaped forms it takes inside JSON text and Markdown, and
 * what is left of it once control characters are stripped, as every written text is; each at
 * least MIN_SECRET_CHARS long.
 */
function secretForms(value: string): string[] {
  return [...allForms(value)].filter((form) => form.trim().length >= MIN_SECRET_CHARS);
}

function allForms(value: string): Set<string> {
  if (value.trim() === '') return new Set();
  const forms = new Set([value]);
  const printable = stripControls(value);
  if (printable.trim() !== '') forms.add(printable);
  for (const line of value.split(/\r?\n/)) if (line.trim() !== '') forms.add(line);
  forms.add(JSON.stringify(value).slice(1, -1));
  forms.add(escapeInline(value));
  return forms;
}

/**
 * The pieces of a form worth finding alone. A piece of only blanks, or of one character
 * repeated, tells nothing of the value and would star out indentation or a rule of dashes.
 */
function piecesOf(form: string): string[] {
  const pieces: string[] = [];
  for (let at = 0; at + PARTIAL_RUN_CHARS <= form.length; at++) {
    const piece = form.slice(at, at + PARTIAL_RUN_CHARS);
    if (piece.trim() === '' || piece === piece.charAt(0).repeat(PARTIAL_RUN_CHARS)) continue;
    pieces.push(piece);
  }
  return pieces;
}

/** Replaces each longest run of text covered by known pieces with one REDACTED. */
function starPartialRuns(text: string, pieces: ReadonlySet<string>, starts: Uint8Array): string {
  const runs: Array<[number, number]> = [];
  for (let at = 0; at + PARTIAL_RUN_CHARS <= text.length; at++) {
    if (starts[startKey(text, at)] === 0) continue;
    if (!pieces.has(text.slice(at, at + PARTIAL_RUN_CHARS))) continue;
    const last = runs.at(-1);
    if (last && at <= last[1]) last[1] = at + PARTIAL_RUN_CHARS;
    else runs.push([at, at + PARTIAL_RUN_CHARS]);
  }
  if (runs.length === 0) return text;
  let result = '';
  let kept = 0;
  for (const [start, end] of runs) {
    result += `${text.slice(kept, wholeStart(text, start))}${REDACTED}`;
    kept = wholeEnd(text, end);
  }
  return result + text.slice(kept);
}

/** A hash of the first three characters at `at`, to pass over places no piece starts cheaply. */
function startKey(text: string, at: number): number {
  const hash = text.charCodeAt(at) * 961 + text.charCodeAt(at + 1) * 31 + text.charCodeAt(at + 2);
  return hash & (START_KEYS - 1);
}

/** A run never starts or ends inside a surrogate pair, which would leave half a character. */
function wholeStart(text: string, start: number): number {
  const split = isLowSurrogate(text, start) && isHighSurrogate(text, start - 1);
  return split ? start - 1 : start;
}

function wholeEnd(text: string, end: number): number {
  const split = isHighSurrogate(text, end - 1) && isLowSurrogate(text, end);
  return split ? end + 1 : end;
}

function isHighSurrogate(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return code >= 0xdc00 && code <= 0xdfff;
}
