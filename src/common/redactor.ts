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
 * Markdown-escaped, percent-encoded, base64), whatever the case of its letters, and any run of
 * PARTIAL_RUN_CHARS or more characters of a form that long is starred out too. Both passes are
 * linear in the text's length.
 */
export class Redactor {
  readonly #forms = new Set<string>();
  /** The forms with their case folded (see foldCase), longest first. */
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
        for (const piece of piecesOf(foldCase(form))) {
          this.#pieces.add(piece);
          this.#starts[startKey(piece, 0)] = 1;
        }
      }
    }
    if (added.length > 0) {
      const folded = new Set([...this.#forms].map(foldCase));
      this.#ordered = [...folded].sort((a, b) => b.length - a.length);
    }
    return added;
  }

  redact(text: string): string {
    if (this.#forms.size === 0 || text === '') return text;
    const folded = foldCase(text);
    const found: Array<[number, number]> = [];
    for (const form of this.#ordered) {
      for (let at = folded.indexOf(form); at !== -1; at = folded.indexOf(form, at + form.length)) {
        found.push([at, at + form.length]);
      }
    }
    const result = found.length > 0 ? starRanges(text, found) : text;
    if (this.#pieces.size === 0) return result;
    return starPartialRuns(result, foldCase(result), this.#pieces, this.#starts);
  }
}

/**
 * The text with its letters in lower case, each character still where it was: a key echoed in
 * capitals is found as well. A character whose lower case is longer keeps its own case.
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  return text.replace(/[^\0-@[-\x7f]/g, (char) => {
    const folded = char.toLowerCase();
    return folded.length === 1 ? folded : char;
  });
}

/** Each range of the text replaced with one REDACTED; overlapping ranges become one. */
function starRanges(text: string, found: Array<[number, number]>): string {
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  let result = '';
  let kept = 0;
  for (const [start, end] of found) {
    if (end <= kept) continue;
    if (start < kept) {
      kept = end;
      continue;
    }
    result += `${text.slice(kept, start)}${REDACTED}`;
    kept = end;
  }
  return result + text.slice(kept);
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
 * A value, each of its lines, the escaped forms it takes inside JSON text and Markdown, what is
 * left of it once control characters are stripped, as every written text is, and the encoded
 * forms the runner masks for its own secrets (percent-encoded, base64); each at least
 * MIN_SECRET_CHARS long, and none of a value shorter than that.
 */
function secretForms(value: string): string[] {
  if (value.trim().length < MIN_SECRET_CHARS) return [];
  return [...allForms(value)].filter((form) => form.trim().length >= MIN_SECRET_CHARS);
}

function allForms(value: string): Set<string> {
  const forms = new Set([value]);
  const printable = stripControls(value);
  if (printable.trim() !== '') forms.add(printable);
  for (const line of value.split(/\r?\n/)) if (line.trim() !== '') forms.add(line);
  forms.add(JSON.stringify(value).slice(1, -1));
  forms.add(escapeInline(value));
  for (const encoded of encodedForms(value)) forms.add(encoded);
  return forms;
}

/**
 * The value percent-encoded, and in base64 (standard and URL-safe, without padding) as it reads
 * when encoded from its first, second or third byte on: in `base64(user:key)` the key may start
 * anywhere in a group of three bytes. A last digit that also holds bits of whatever follows
 * the value is left off.
 */
function encodedForms(value: string): string[] {
  const forms: string[] = [];
  try {
    forms.push(encodeURIComponent(value));
  } catch {
    // A lone surrogate has no percent-encoding, and no service could echo one.
  }
  const bytes = Buffer.from(value, 'utf8');
  for (let offset = 0; offset <= 2 && offset < bytes.length; offset++) {
    const rest = bytes.subarray(offset);
    const digits = rest.toString('base64').replace(/=+$/, '');
    const stable = rest.length % 3 === 0 ? digits : digits.slice(0, -1);
    forms.push(stable, stable.replace(/\+/g, '-').replace(/\//g, '_'));
  }
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

/**
 * Replaces each longest run of text covered by known pieces with one REDACTED; the pieces are
 * looked for in `folded`, the text with its case folded.
 */
function starPartialRuns(
  text: string,
  folded: string,
  pieces: ReadonlySet<string>,
  starts: Uint8Array,
): string {
  const runs: Array<[number, number]> = [];
  for (let at = 0; at + PARTIAL_RUN_CHARS <= folded.length; at++) {
    if (starts[startKey(folded, at)] === 0) continue;
    if (!pieces.has(folded.slice(at, at + PARTIAL_RUN_CHARS))) continue;
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
