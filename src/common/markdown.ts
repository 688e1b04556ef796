import { deploymentSha, githubRunContext, workflowRunUrl } from '../github/run-context.ts';
import { MAX_SERVICE_TEXT_CHARS, oneLine, stripControls, truncate } from './runner-text.ts';

/** Characters that would start emphasis, code, a link, an image, a table cell, strike-through or math. */
const MARKDOWN_PUNCTUATION = /[\\`*_[\]()#!~|{}$]/g;
/** A zero-width space keeps GitHub from turning a URL, a host or a @mention into a link. */
const UNLINK = '\u200b';

/** Text shown as written: never markup, HTML, a link, a mention or a workflow's emphasis. */
function escapeInline(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MARKDOWN_PUNCTUATION, '\\$&')
    .replace(/:\/\//g, `:${UNLINK}//`)
    .replace(/\b(www)\./gi, `$1${UNLINK}.`)
    .replace(/@/g, `@${UNLINK}`);
}

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

export interface RunLinks {
  run?: string;
  commit?: string;
  sha?: string;
}

/**
 * Links to the workflow run and the commit deployed (on a pull request its head, the commit
 * the pull request shows, not the merge commit in GITHUB_SHA), from @actions/github's context.
 */
export function workflowLinks(): RunLinks {
  const run = githubRunContext();
  if (!run) return {};
  const runUrl = workflowRunUrl(run);
  const sha = deploymentSha(run);
  return {
    ...(runUrl && { run: runUrl }),
    ...(sha && { commit: `${run.serverUrl}/${run.owner}/${run.repo}/commit/${sha}`, sha }),
  };
}

export function linksLine(links: RunLinks): string {
  const parts = [];
  if (links.run) parts.push(`[Workflow run](${links.run})`);
  if (links.commit && links.sha)
    parts.push(`commit [\`${links.sha.slice(0, 7)}\`](${links.commit})`);
  return parts.join(' · ');
}

/** The summary of a step that failed before it had anything else to show: the message, line by line. */
export function renderFailureSummary(title: string, message: string): string {
  return `### ❌ ${cell(title)}\n\n${prose(message)}\n`;
}
