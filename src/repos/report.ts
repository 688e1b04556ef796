import type { SourceRepository } from '../client/repository-schemas.ts';
import { cell, code, table } from '../common/markdown.ts';
import { fullName } from './find-repository.ts';

export const REPOS_OUTPUT_NAMES = [
  'repositories',
  'count',
  'repo-url',
  'default-branch',
  'repo-id',
  'integration-id',
] as const;

type ReposOutputs = Partial<Record<(typeof REPOS_OUTPUT_NAMES)[number], string>>;

export function listOutputs(repositories: readonly SourceRepository[]): ReposOutputs {
  return { repositories: JSON.stringify(repositories), count: String(repositories.length) };
}

/** The values a deployment create request takes from the matched repository. */
export function matchOutputs(match: SourceRepository): ReposOutputs {
  return {
    'repo-url': match.url,
    'default-branch': match.default_branch,
    'repo-id': String(match.id),
    'integration-id': match.host_integration_id,
  };
}

// A job summary is capped at 1 MiB; an integration may reach thousands of repositories.
const MAX_ROWS = 200;

export interface RepositoriesSummary {
  integrationId: string;
  repositories: readonly SourceRepository[];
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
  const rows = shown.map((repository) => [
    repository === match ? '✅' : '',
    cell(fullName(repository)),
    code(repository.default_branch),
    code(String(repository.id)),
    cell(repository.url),
  ]);
  lines.push('', table(['Match', 'Repository', 'Default branch', 'Id', 'URL'], rows));
  const hidden = repositories.length - shown.length;
  if (hidden > 0) {
    lines.push('', `${hidden} more not shown; the \`repositories\` output has them all.`);
  }
  return `${lines.join('\n')}\n`;
}

export function repositoryCount(count: number): string {
  return `${count} ${count === 1 ? 'repository' : 'repositories'}`;
}
