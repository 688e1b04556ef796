/*
 * Terminal escape sequences and control characters: never written, and never allowed to hide
 * a secret value from redaction by standing inside it.
 */

/** CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC ] … ESC \`, OSC-8 links among them), other escapes. */
const ESCAPE_SEQUENCE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it removes
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[P^_][^\u001b]*(?:\u001b\\)?|\u001b[@-Z\\-_]?|\u009b[0-?]*[ -/]*[@-~]|\u009d[^\u0007\u009c]*[\u0007\u009c]?/g;
/** C0 and C1 controls and DEL, except tab and line breaks; bidi overrides that reorder text. */
const CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Removes terminal escape sequences and control characters; keeps tabs and line breaks. */
export function stripControls(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROL, '');
}
