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

/**
 * Links to the workflow run and commit, from the variables @actions/github's `context` reads
 * (GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID, GITHUB_SHA). Read directly: importing
 * @actions/github for them bundles Octokit and an HTTP client (a 1 MB chunk) that nothing calls.
 */
export async function workflowLinks(): Promise<RunLinks> {
  const { GITHUB_REPOSITORY: slug, GITHUB_RUN_ID: runId, GITHUB_SHA: sha } = process.env;
  if (!slug) return {};
  const [owner, repo] = slug.split('/');
  const repository = `${process.env.GITHUB_SERVER_URL ?? 'https://github.com'}/${owner}/${repo}`;
  const run = Number.parseInt(runId ?? '', 10);
  return {
    ...(run && { run: `${repository}/actions/runs/${run}` }),
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
