// src/changes/git-commands.ts: the git commands the change detection runs.
import { afterEach, describe, expect, it } from 'vitest';
import { Git } from '../../src/changes/git-commands.ts';
import { GitRepository, git } from '../support/git-repository.ts';

const repos: GitRepository[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.delete();
});

describe('Git.fetchCommit', () => {
  it('says why a fetch failed in git’s own first error line, not the advice after it', async () => {
    const repo = GitRepository.create();
    repos.push(repo);
    repo.write({ 'a.txt': 'a\n' }).commit();
    git(repo.dir, 'remote', 'add', 'origin', `${repo.dir}-gone`);

    const fetched = await new Git(repo.dir).fetchCommit('f'.repeat(40));

    // git goes on with "Please make sure you have the correct access rights / and the
    // repository exists.": the last line alone says nothing.
    expect(fetched).toEqual({
      fetched: false,
      said: `fatal: '${repo.dir}-gone' does not appear to be a git repository`,
    });
  });
});
