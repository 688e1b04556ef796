/*
 * Text the action writes where the runner or a person reads it may hold what a service sent:
 * a name, a status, an error's detail, a log line. Such text is data. These functions keep it
 * from acting: no workflow command, no terminal control sequence, no unbounded write.
 */

import { redact } from './redactor.ts';
import { stripControls } from './text-forms.ts';

export { stripControls };

/**
 * Every character .NET's `Char.IsWhiteSpace` accepts. The runner trims these with
 * `TrimStart()` before it looks for `::` at the start of a line, so any of them may stand
 * before a forged command, not only what JavaScript's `\s` matches (U+0085 is not in `\s`).
 */
export const RUNNER_WHITESPACE =
  '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

const COMMAND_AT_LINE_START = new RegExp(`(^|[\\r\\n])([${RUNNER_WHITESPACE}]*):(?=:)`, 'g');
const LEGACY_COMMAND = /##\[/g;
/** A ZERO WIDTH SPACE: not whitespace to .NET, so a line that starts with it is no command. */
const BREAK = '\u200b';

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

/**
 * One line of service text for a message, output or table: no secret value, no controls, no
 * breaks, bounded. Redacted once controls are gone (one may be put inside a key to hide it),
 * again once breaks are spaces, and always before the cut, which could otherwise leave part
 * of a value showing.
 */
export function oneLine(text: string, maxChars: number): string {
  const flat = redact(stripControls(text))
    .replace(new RegExp(`[${RUNNER_WHITESPACE}]+`, 'g'), ' ')
    .trim();
  return truncate(flat, maxChars);
}

/**
 * Cuts text to at most `maxChars` characters, with a visible ellipsis when it was longer.
 * Secret values are redacted first, so no cut leaves the start of one.
 */
export function truncate(text: string, maxChars: number): string {
  return cut(redact(text), maxChars);
}

function cut(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  // Never split a surrogate pair: a lone half renders as a replacement character.
  const end = /[\ud800-\udbff]/.test(text.charAt(maxChars - 2)) ? maxChars - 2 : maxChars - 1;
  return `${text.slice(0, end)}…`;
}

/** How long one piece of service text may be wherever the action repeats it. */
export const MAX_SERVICE_TEXT_CHARS = 500;

/** Text ending in one full stop (or its own `!` or `?`), for a message that goes on after it. */
export function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}
