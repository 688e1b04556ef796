// src/changes/tree-diff.ts: a diff worked out from the trees is git's own, byte for byte.
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ObjectReader } from '../../src/changes/object-reader.ts';
import { diffTrees } from '../../src/changes/tree-diff.ts';
import { TreeStore } from '../../src/changes/tree-store.ts';
import { GIT_ENV, GitRepository, git } from '../support/git-repository.ts';

const repos: GitRepository[] = [];
const readers: ObjectReader[] = [];
afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
  for (const repo of repos.splice(0)) repo.delete();
});

function repository(files: Record<string, string>): { repo: GitRepository; base: string } {
  const repo = GitRepository.create();
  repos.push(repo);
  return { repo, base: repo.write(files).commit('first') };
}

/** The diff from the trees, and what `git diff --raw -z -M` prints, for `base` against HEAD. */
async function bothDiffs(repo: GitRepository, base: string) {
  const reader = new ObjectReader(repo.dir, GIT_ENV);
  readers.push(reader);
  const tree = (revision: string) => git(repo.dir, 'rev-parse', `${revision}^{tree}`);
  const own = await diffTrees(new TreeStore(reader), tree(base), tree('HEAD'));
  const args = ['diff', '--raw', '-z', '-M', '--no-abbrev', '--ignore-submodules=none'];
  const byGit = execFileSync('git', [...args, base, 'HEAD', '--'], { cwd: repo.dir, env: GIT_ENV });
  return { own: own?.toString('latin1'), byGit: byGit.toString('latin1') };
}

const LIBRARY = {
  'agents/a/langgraph.json': '{}\n',
  'agents/a/agent.py': 'graph = 1\n',
  'agents/a/src/tools.py': 'x = 1\n',
  'agents/a-b/notes.md': 'notes\n',
  'agents/a.txt': 'a\n',
  'libs/util/pkg/mod.py': 'y = 1\n',
  'run.sh': 'echo\n',
};

describe('diffTrees', () => {
  it('writes what git writes for files modified, added deep and shallow, made executable', async () => {
    const { repo, base } = repository(LIBRARY);
    repo
      .write({
        'agents/a/agent.py': 'graph = 2\n',
        'agents/a/src/new/deep/file.py': 'z = 1\n',
        'agents/a0/langgraph.json': '{}\n',
        'agents/a-b/more.md': 'more\n',
        'zzz.txt': 'last\n',
        'agents/a/src/tools.py': 'x = 2\n',
      })
      .executable('run.sh')
      .commit();

    const { own, byGit } = await bothDiffs(repo, base);

    expect(own).toBe(byGit);
    expect(own?.match(/\0/g)).toHaveLength(14);
  });

  it('writes what git writes for files deleted, a whole directory with them, and a kind changed', async () => {
    const { repo, base } = repository(LIBRARY);
    repo.remove('libs', 'agents/a/src/tools.py', 'run.sh');
    symlinkSync('agent.py', path.join(repo.dir, 'run.sh'));
    repo.commit();

    const { own, byGit } = await bothDiffs(repo, base);

    expect(own).toBe(byGit);
    expect(own).toContain(':100644 120000 ');
    expect(own).toContain(' T\0run.sh\0');
    expect(own).toContain(' D\0libs/util/pkg/mod.py\0');
  });

  it('writes what git writes for a thousand files added, more than one slab of records holds', async () => {
    const { repo, base } = repository(LIBRARY);
    const files: Record<string, string> = {};
    for (let n = 0; n < 600; n++) {
      files[`data/set-${n % 3}/row_${n}.py`] = `${n % 7}\n`;
      files[`agents/a/src/t${n % 2}_${n}.py`] = `${n % 5}\n`;
    }
    repo.write(files).commit();

    const { own, byGit } = await bothDiffs(repo, base);

    expect(own).toBe(byGit);
    expect(own?.length).toBeGreaterThan(2 * 64 * 1024);
  });

  it('leaves the diff to git when paths are both deleted and added: they may be a rename', async () => {
    const { repo, base } = repository(LIBRARY);
    repo.move('libs/util/pkg/mod.py', 'agents/a/mod.py').commit();

    const { own, byGit } = await bothDiffs(repo, base);

    expect(own).toBeUndefined();
    expect(byGit).toContain(' R100\0libs/util/pkg/mod.py\0agents/a/mod.py\0');
  });

  it('has nothing to say about a commit against itself or one with the same tree', async () => {
    const { repo, base } = repository(LIBRARY);
    repo.commit('empty');

    expect(await bothDiffs(repo, base)).toEqual({ own: '', byGit: '' });
  });
});
