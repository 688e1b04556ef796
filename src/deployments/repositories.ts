import type { SourceRepository } from '../client/service-schemas.ts';
import { InputError } from '../common/inputs.ts';

const NAMES_SHOWN_WHEN_MISSING = 5;

export const fullName = (repository: SourceRepository) => `${repository.owner}/${repository.name}`;

/** The entry for `owner/name`, compared case-insensitively as the source host does. */
export function matchRepository(
  repositories: readonly SourceRepository[],
  wanted: string,
): SourceRepository | undefined {
  const key = wanted.toLowerCase();
  return repositories.find((repository) => fullName(repository).toLowerCase() === key);
}

/** The error for a repository the integration does not reach, naming a few that it does. */
export function repositoryNotFound(
  wanted: string,
  integrationId: string,
  repositories: readonly SourceRepository[],
): InputError {
  const shown = repositories.slice(0, NAMES_SHOWN_WHEN_MISSING).map(fullName);
  const more = repositories.length - shown.length;
  const found =
    repositories.length === 0
      ? 'it reaches no repositories at all'
      : `it reaches ${repositories.length}: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  return new InputError([
    {
      input: 'repository',
      message: `"${wanted}" is not among the repositories of integration ${integrationId}; ${found}.`,
    },
  ]);
}
