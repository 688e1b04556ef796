import type { SourceRepository } from '../client/service-schemas.ts';
import { jsonListOutput, listOutputCut } from '../common/list-output.ts';
import { cell, code, table } from '../common/markdown.ts';
import { gitRefProblem } from '../common/reference-rules.ts';
import { scriptSafeOutput, shellTextProblem } from '../common/shell-safe.ts';
import { words } from '../common/wording.ts';
import { fullName } from '../deployments/repositories.ts';

export const REPOS_OUTPUT_NAMES = [
  'repositories',
  'count',
  'repo-url',
  'default-branch',
  'repo-id',
  'integration-id',
] as const;

type ReposOutputs = Partial<Record<(typeof REPOS_OUTPUT_NAMES)[number], string>>;

export const REPOS_JSON_OUTPUTS: ReadonlySet<string> = new Set(['repositories']);

/**
 * `count` and the `repositories` JSON: as many repositories, from the first, as fit in a JSON
 * output (jsonListOutput); `listed` says how many that is, and `warning` says how many were
 * left out, when any were.
 */
export function listOutputs(repositories: readonly SourceRepository[]): {
  outputs: ReposOutputs;
  listed: number;
  warning?: string;
} {
  const list = jsonListOutput(repositories);
  const outputs = { repositories: list.json, count: String(repositories.length) };
  const warning = listOutputCut(
    'repositories',
    list,
    'repositories',
    `Pick one with ${words().input('repository')}.`,
  );
  return { outputs, listed: list.listed, ...(warning && { warning }) };
}

/**
 * The values a deployment create request takes from the matched repository. The URL and the
 * branch are the service's text and often land in a script: one a shell would act on is left
 * unset, with a warning saying why.
 */
export function matchOutputs(match: SourceRepository): {
  outputs: ReposOutputs;
  warnings: string[];
} {
  const warnings: string[] = [];
  const unlessRefused = (output: string, what: string, value: string, problem?: string) => {
    const safe = scriptSafeOutput(output, `the repository's ${what}`, value, problem);
    if (safe.warning) warnings.push(safe.warning);
    return safe.value;
  };
  const { url, default_branch: branch } = match;
  const outputs = {
    'repo-url': unlessRefused('repo-url', 'URL', url, shellTextProblem(url)),
    'default-branch': unlessRefused(
      'default-branch',
      'default branch',
      branch,
      shellTextProblem(branch) ?? gitRefProblem(branch),
    ),
    'repo-id': String(match.id),
    'integration-id': match.host_integration_id,
  };
  return { outputs, warnings };
}

// A job summary is capped at 1 MiB; an integration may reach thousands of repositories.
const MAX_ROWS = 200;
const MAX_TABLE_CHARS = 200 * 1024;

export interface RepositoriesSummary {
  integrationId: string;
  repositories: readonly SourceRepository[];
  /** How many of them the `repositories` output holds. */
  listed: number;
  wanted?: string;
  match?: SourceRepository;
}

export function renderRepositoriesSummary(summary: RepositoriesSummary): string {
  const { integrationId, repositories, wanted, match } = summary;
  const icon = wanted && !match ? '❌' : '✅';
  const count = repositoryCount(repositories.length);
  const lines = [`### ${icon} Repositories of integration ${code(integrationId)}`, ''];
  if (wanted) {
    lines.push(
      match
        ? `${count}; matched **${cell(fullName(match))}**.`
        : `${count}; none matches **${cell(wanted)}**.`,
    );
  } else {
    lines.push(`${count}.`);
  }
  if (repositories.length === 0) return `${lines.join('\n')}\n`;

  const shown = repositories.slice(0, MAX_ROWS);
  if (match && !shown.includes(match)) shown.push(match);
  const rows: string[][] = [];
  let tableChars = 0;
  for (const repository of shown) {
    const row = [
      repository === match ? '✅' : '',
      cell(fullName(repository)),
      code(repository.default_branch),
      code(String(repository.id)),
      cell(repository.url),
    ];
    tableChars += row.join(' | ').length;
    // Escaping can make a row several times longer than what the service sent.
    if (tableChars > MAX_TABLE_CHARS && repository !== match) continue;
    rows.push(row);
  }
  lines.push('', table(['Match', 'Repository', 'Default branch', 'Id', 'URL'], rows));
  const hidden = repositories.length - rows.length;
  const listed = summary.listed;
  if (listed < repositories.length) {
    lines.push(
      '',
      `The \`repositories\` output holds the first ${listed} of them: the JSON of all would be longer than an output may be. Pick one with \`${words().input('repository')}\`.`,
    );
  } else if (hidden > 0) {
    lines.push('', `${hidden} more not shown; the \`repositories\` output has them all.`);
  }
  return `${lines.join('\n')}\n`;
}

export function repositoryCount(count: number): string {
  return `${count} ${count === 1 ? 'repository' : 'repositories'}`;
}
