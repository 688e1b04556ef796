import { MAX_SERVICE_TEXT_CHARS, oneLine, stripControls, truncate } from './runner-text.ts';
import { escapeInline } from './text-forms.ts';

/*
 * Every function here that takes service text redacts it (through oneLine or truncate) before
 * it escapes, quotes or cuts anything: `lsv2\_pt\_…` is neither the value the redactor knows
 * nor what the runner masks, yet GitHub shows it as the key.
 */

/** Text safe inside a Markdown table cell: one bounded line, no markup, no HTML, no links. */
export function cell(text: string, maxChars = MAX_SERVICE_TEXT_CHARS): string {
  return escapeInline(oneLine(text, maxChars));
}

/** Inline code: one bounded line; a code span shows HTML and links as text already. */
export function code(text: string, maxChars = MAX_SERVICE_TEXT_CHARS): string {
  const clean = oneLine(text, maxChars).replace(/\|/g, '\\|').replace(/`/g, 'ˋ');
  return `\`${clean}\``;
}

/** Several lines of text as a paragraph (or, with a prefix, a quote), each line escaped. */
export function prose(
  text: string,
  linePrefix = '',
  maxChars = 4 * MAX_SERVICE_TEXT_CHARS,
): string {
  return truncate(stripControls(text), maxChars)
    .split(/\r\n?|\n/)
    .map((line) => escapeInline(line.trim()).replace(/^([-+=])|^(\d+)([.)])/, '$2\\$1$3'))
    .map((line) => `${linePrefix}${line}`)
    .join('<br>\n');
}

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * A table of facts, one per row, under a header that names its columns (an empty header row
 * shows as an empty band on GitHub, and a screen reader announces no column names).
 */
export function factTable(rows: string[][]): string {
  return table(['Fact', 'Value'], rows);
}

/** The summary of a step that failed before it had anything else to show: the message, line by line. */
export function renderFailureSummary(title: string, message: string): string {
  return `### ❌ ${cell(title)}\n\n${prose(message)}\n`;
}
