/*
 * Characters that do not show as themselves: an input that holds one is not what it looks
 * like, and a message that repeats it raw would hide the mistake it reports.
 */

/** Controls (Cc), format characters (Cf: zero-width, bidi), line and paragraph separators, spaces other than U+0020. */
const INVISIBLE = /[[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}]--[ ]]/v;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gv');

const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * `text` with every invisible character written as an escape (`\u200b`, `\n`), and `"` and `\`
 * escaped, so that it can be shown between quotes and a bad value looks bad.
 */
export function showInvisible(text: string): string {
  return text.replace(/["\\]/g, '\\$&').replace(INVISIBLE_ALL, escapeOf);
}

function escapeOf(char: string): string {
  const short = SHORT_ESCAPES[char];
  if (short) return short;
  const code = char.codePointAt(0) as number;
  const hex = code.toString(16);
  return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}

/** What kind of invisible character `char` is, for a message. */
function kindOf(char: string): string {
  if (char === '\n' || char === '\r') return 'a line break';
  if (/\p{Cc}/u.test(char)) return 'a control character';
  if (/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(char)) {
    return 'a bidi control, which reorders the text around it';
  }
  if (/[\u200b-\u200d\u2060\ufeff]/.test(char)) return 'a zero-width character';
  if (/\p{Cf}/u.test(char)) return 'an invisible format character';
  if (/[\u2028\u2029]/.test(char)) return 'a line or paragraph separator';
  if (/[\u00a0\u2007\u202f]/.test(char)) return 'a no-break space';
  return 'a space other than the plain one';
}

/**
 * Why `value` is not one line of visible text, naming the first invisible character as an
 * escape; undefined when it is one.
 */
export function invisibleCharacterProblem(value: string): string | undefined {
  const found = INVISIBLE.exec(value);
  if (!found) return undefined;
  const char = found[0];
  return `must be one line without control or invisible characters; it holds ${escapeOf(char)} (${kindOf(char)})`;
}
