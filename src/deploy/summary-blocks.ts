import { cell, code } from '../common/markdown.ts';
import type { LogExcerpt } from './revision-logs.ts';
import type { RollbackOutcome } from './roll-back.ts';

/** A log excerpt is the user's program output: shown as text, bounded, never as Markdown. */
const MAX_EXCERPT_CHARS = 16 * 1024;

/** The failed revision's last log lines, in a collapsed block of plain text. */
export function renderLogExcerpt(excerpt: LogExcerpt): string {
  const title = `${excerpt.kind === 'build' ? 'Build' : 'Deploy'} log`;
  if (excerpt.lines.length === 0) {
    return excerpt.unavailable
      ? `_${title}: this service has no logs for the revision._`
      : `_${title}: no lines could be read._`;
  }
  let text = '';
  for (const line of excerpt.lines) {
    // A fence ends at a run of backticks; inside one, HTML and links are plain text already.
    const safe = line.replace(/`/g, 'ˋ');
    if (text.length + safe.length > MAX_EXCERPT_CHARS) break;
    text += `${safe}\n`;
  }
  const summary = `${title}: last ${excerpt.lines.length} lines`;
  return `<details><summary>${summary}</summary>\n\n\`\`\`text\n${text}\`\`\`\n\n</details>`;
}

export function rollbackCell(rollback: RollbackOutcome): string {
  if (rollback.result === 'none') return `not rolled back: ${cell(rollback.reason)}`;
  const revision = code(rollback.revisionId);
  switch (rollback.result) {
    case 'deployed':
      return `rolled back: ${revision} is live again (as ${code(rollback.newRevisionId ?? '?')})`;
    case 'not-started':
      return `rollback to ${revision} could not start: ${code(rollback.problem ?? 'no answer')}`;
    default:
      return `rollback to ${revision} **${rollback.result}**${rollback.status ? ` (${code(rollback.status)})` : ''}`;
  }
}
