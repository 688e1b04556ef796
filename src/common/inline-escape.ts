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
