/*
 * Terminal escape sequences and control characters: never written, and never allowed to hide
 * a secret value from redaction by standing inside it.
 */

/** CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC ] … ESC \`, OSC-8 links among them), other escapes. */
const ESCAPE_SEQUENCE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it removes
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[P^_][^\u001b]*(?:\u001b\\)?|\u001b[@-Z\\-_]?|\u009b[0-?]*[ -/]*[@-~]|\u009d[^\u0007\u009c]*[\u0007\u009c]?/g;
/**
 * C0 and C1 controls and DEL, except tab and line breaks; format characters (zero-width spaces
 * and joiners, bidi marks and overrides, soft hyphens, tags), the combining grapheme joiner and
 * variation selectors: each is invisible, and one inside a key would keep the key readable
 * while no redaction matched it.
 */
const CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cf}\p{Variation_Selector}]|\u034f/gu;

/** Removes terminal escape sequences, control and invisible format characters; keeps tabs and line breaks. */
export function stripControls(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROL, '');
}

/** Characters that would start emphasis, code, a link, an image, a table cell, strike-through or math. */
const MARKDOWN_PUNCTUATION = /[\\`*_[\]()#!~|{}$]/g;
/** A zero-width space keeps GitHub from turning a URL, a host or a @mention into a link. */
const UNLINK = '\u200b';

/**
 * Text shown as written: never markup, HTML, a link, a mention or a workflow's emphasis. The
 * redactor knows this form of each secret too, in case escaped text ever reaches a sink.
 */
export function escapeInline(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MARKDOWN_PUNCTUATION, '\\$&')
    .replace(/:\/\//g, `:${UNLINK}//`)
    .replace(/\b(www)\./gi, `$1${UNLINK}.`)
    .replace(/@/g, `@${UNLINK}`);
}
