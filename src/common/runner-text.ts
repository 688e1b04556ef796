/*
 * Text the action writes where the runner or a person reads it may hold what a service sent:
 * a name, a status, an error's detail, a log line. Such text is data. These functions keep it
 * from acting: no workflow command, no terminal control sequence, no unbounded write.
 */

/**
 * Every character .NET's `Char.IsWhiteSpace` accepts. The runner trims these with
 * `TrimStart()` before it looks for `::` at the start of a line, so any of them may stand
 * before a forged command, not only what JavaScript's `\s` matches (U+0085 is not in `\s`).
 */
export const RUNNER_WHITESPACE =
  '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

const COMMAND_AT_LINE_START = new RegExp(`(^|[\\r\\n])([${RUNNER_WHITESPACE}]*):(?=:)`, 'g');
const LEGACY_COMMAND = /##\[/g;
/** CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC ] … ESC \`, OSC-8 links among them), other escapes. */
const ESCAPE_SEQUENCE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it removes
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[P^_][^\u001b]*(?:\u001b\\)?|\u001b[@-Z\\-_]?|\u009b[0-?]*[ -/]*[@-~]|\u009d[^\u0007\u009c]*[\u0007\u009c]?/g;
/** C0 and C1 controls and DEL, except tab and line breaks; bidi overrides that reorder text. */
const CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A ZERO WIDTH SPACE: not whitespace to .NET, so a line that starts with it is no command. */
const BREAK = '\u200b';

/** Removes terminal escape sequences and control characters; keeps tabs and line breaks. */
export function stripControls(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROL, '');
}

/**
 * A log text that cannot act as a workflow command, whatever it holds: controls stripped, every
 * line break one the runner also sees, and `::` at a line's start or `##[` anywhere broken.
 */
export function inertLog(text: string): string {
  return stripControls(text)
    .replace(/\r\n?/g, '\n')
    .replace(COMMAND_AT_LINE_START, `$1$2:${BREAK}`)
    .replace(LEGACY_COMMAND, `#${BREAK}#[`);
}

/** One line of service text for a message, output or table: no controls, no breaks, bounded. */
export function oneLine(text: string, maxChars: number): string {
  const flat = stripControls(text)
    .replace(new RegExp(`[${RUNNER_WHITESPACE}]+`, 'g'), ' ')
    .trim();
  return truncate(flat, maxChars);
}

/** Cuts text to at most `maxChars` characters, with a visible ellipsis when it was longer. */
export function truncate(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  // Never split a surrogate pair: a lone half renders as a replacement character.
  const end = /[\ud800-\udbff]/.test(text.charAt(maxChars - 2)) ? maxChars - 2 : maxChars - 1;
  return `${text.slice(0, end)}…`;
}

/** How long one piece of service text may be wherever the action repeats it. */
export const MAX_SERVICE_TEXT_CHARS = 500;
