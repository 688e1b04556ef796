import { context } from '@actions/github';
/** Text safe inside a Markdown table cell: no pipes, no line breaks, no HTML. */
export function cell(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Inline code that survives backticks in the value. */
export function code(text: string): string {
  const clean = cell(text).replace(/`/g, 'ˋ');
  return `\`${clean}\``;
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

/** Links to the workflow run and commit, from @actions/github's context. */
export function workflowLinks(): RunLinks {
  if (!process.env.GITHUB_REPOSITORY) return {};
  const { serverUrl, repo, runId, sha } = context;
  const repository = `${serverUrl}/${repo.owner}/${repo.repo}`;
  return {
    ...(runId && { run: `${repository}/actions/runs/${runId}` }),
    ...(sha && { commit: `${repository}/commit/${sha}`, sha }),
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
  return `### ❌ ${title}\n\n${message.split('\n').map(cell).join('<br>\n')}\n`;
}
