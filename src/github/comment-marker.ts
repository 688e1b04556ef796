import { createHash } from 'node:crypto';
import { redact } from '../common/redactor.ts';

/*
 * The hidden first line that tells the action's comment for one deployment apart from its
 * comments for others: `<!-- agent-deploy:NAME -->`, NAME written so that two deployments
 * never share a line and nothing in it can end the HTML comment or break the line.
 */

/** Characters written as they are; a `-` is too, unless it follows another `-`. */
const KEPT = /^[A-Za-z0-9.:/@+=]$/;
/** Longer encoded names are cut and end in `~` and a hash of the whole name. */
const MAX_NAME_CHARS = 200;
const CUT_NAME_CHARS = 150;
const HASH_HEX_CHARS = 32;

/**
 * The marker line of the comment for `marker` (a deployment's name or id). A secret value in
 * it is starred out first; then every character outside KEPT, and each `-` that follows a
 * `-`, is percent-encoded as UTF-8 (`%` itself included), so the encoding can be undone and no
 * two names share a line. Earlier versions replaced such characters with `_`, folded `--`
 * into `-` and cut at 200 characters; for a name none of that touched, the line is unchanged,
 * so their comments are still found. The others get a new comment: their old line could
 * stand for more than one deployment.
 */
export function commentMarkerLine(marker: string): string {
  const name = redact(marker);
  let encoded = encodeName(name);
  if (encoded.length > MAX_NAME_CHARS) {
    const digest = createHash('sha256').update(name).digest('hex').slice(0, HASH_HEX_CHARS);
    encoded = `${wholeEscapes(encoded.slice(0, CUT_NAME_CHARS))}~${digest}`;
  }
  return `<!-- agent-deploy:${encoded} -->`;
}

/** True when the comment's first line is exactly `markerLine`. */
export function startsWithMarker(body: unknown, markerLine: string): boolean {
  if (typeof body !== 'string') return false;
  return body.replace(/\r\n?/g, '\n').split('\n', 1)[0] === markerLine;
}

/** True when the comment is the one this marker names: the marker is its whole first line. */
export function isMarkedComment(body: string | undefined, marker: string): boolean {
  return startsWithMarker(body, commentMarkerLine(marker));
}

function encodeName(name: string): string {
  let encoded = '';
  let previous = '';
  for (const char of name) {
    const kept = KEPT.test(char) || (char === '-' && previous !== '-');
    encoded += kept ? char : percentEncoded(char);
    previous = char;
  }
  return encoded;
}

/** `%XX` per UTF-8 byte; a lone surrogate, which has no UTF-8, as `%uXXXX`. */
function percentEncoded(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0xd800 && code <= 0xdfff) return `%u${code.toString(16).toUpperCase()}`;
  return [...Buffer.from(char, 'utf8')]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

/** The text without an escape cut short at its end. */
function wholeEscapes(text: string): string {
  return text.replace(/%(?:u[0-9A-F]{0,3}|[0-9A-F]?)$/, '');
}
