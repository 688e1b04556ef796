// src/changes/commit-files.ts: a commit's files from its trees are those `git ls-tree -r` lists.
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CommitFiles } from '../../src/changes/commit-files.ts';
import { ObjectReader } from '../../src/changes/object-reader.ts';
import { TreeStore } from '../../src/changes/tree-store.ts';
import { GIT_ENV, GitRepository, git } from '../support/git-repository.ts';

const repos: GitRepository[] = [];
const readers: ObjectReader[] = [];
afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
  for (const repo of repos.splice(0)) repo.delete();
});

const FILES = {
  'agents/a/langgraph.json': '{}\n',
  'agents/a/.dockerignore': 'tests/\n',
  'agents/a/src/agent.py': 'graph = 1\n',
  'agents/a-b/langgraph.json': '{}\n',
  'agents/a.md': 'a\n',
  'libs/util/pkg/mod.py': 'y = 1\n',
  'libs/copy/pkg/mod.py': 'y = 1\n',
  '.gitignore': '*.log\n',
  'run.sh': 'echo\n',
};

async function walked(
  watched: string[] = [],
): Promise<{ repo: GitRepository; files: CommitFiles }> {
  const repo = GitRepository.create();
  repos.push(repo);
  repo.write(FILES).executable('run.sh');
  symlinkSync('agent.py', path.join(repo.dir, 'agents/a/src/alias.py'));
  repo.commit();
  const reader = new ObjectReader(repo.dir, GIT_ENV);
  readers.push(reader);
  const root = git(repo.dir, 'rev-parse', 'HEAD^{tree}');
  const names = watched.map((name) => Buffer.from(name));
  return { repo, files: await CommitFiles.walk(new TreeStore(reader), root, names) };
}

/** `git ls-tree -r` of HEAD, as path → mode and blob. */
function listed(
  repo: GitRepository,
  ...dir: string[]
): Array<[string, { mode: string; oid: string }]> {
  return git(repo.dir, 'ls-tree', '-r', 'HEAD', '--', ...dir)
    .split('\n')
    .map((line) => {
      const [mode = '', , oid = ''] = line.split('\t')[0]?.split(' ') ?? [];
      return [line.split('\t')[1] ?? '', { mode, oid }];
    });
}

describe('CommitFiles', () => {
  it('holds every file git lists, and a directory’s files in git’s order', async () => {
    const { repo, files } = await walked();

    expect(Object.fromEntries(files.files())).toEqual(Object.fromEntries(listed(repo)));
    expect([...files.under('agents')]).toEqual(listed(repo, 'agents/'));
    expect([...files.under('')]).toEqual(listed(repo));
    expect(files.get('agents/a/src/alias.py')).toEqual(
      listed(repo, 'agents/a/src/alias.py')[0]?.[1],
    );
    expect([files.get('agents/a'), files.get('agents/a/nothing'), files.get('')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('finds the files of the names it watched without reading the rest, and the others too', async () => {
    const { files } = await walked(['langgraph.json', '.dockerignore']);
    const named = (...names: string[]) =>
      [...files.files(names.map((name) => Buffer.from(name)))].map(([file]) => file).sort();

    expect(named('langgraph.json')).toEqual([
      'agents/a-b/langgraph.json',
      'agents/a/langgraph.json',
    ]);
    expect(named('.gitignore', '.dockerignore')).toEqual(['.gitignore', 'agents/a/.dockerignore']);
    expect(named('mod.py')).toEqual(['libs/copy/pkg/mod.py', 'libs/util/pkg/mod.py']);
  });

  it('counts the files under a directory and knows the directories the commit has', async () => {
    const { files } = await walked();

    expect(
      ['', 'agents', 'agents/a', 'libs/util', 'nowhere', 'run.sh'].map((dir) =>
        files.countUnder(dir),
      ),
    ).toEqual([10, 6, 4, 1, 0, 0]);
    expect(
      ['agents/a/src', 'agents/a.md', 'libs/copy/pkg', 'lib'].map((dir) =>
        files.hasFilesUnder(dir),
      ),
    ).toEqual([true, false, true, false]);
  });

  it('says which directories have a tree: two when their contents are the same', async () => {
    const { repo, files } = await walked();
    const tree = (dir: string) => git(repo.dir, 'rev-parse', `HEAD:${dir}`);

    expect(files.directoriesWithTree(git(repo.dir, 'rev-parse', 'HEAD^{tree}'))).toEqual(['']);
    expect(files.directoriesWithTree(tree('agents/a'))).toEqual(['agents/a']);
    expect(files.directoriesWithTree(tree('libs/util')).sort()).toEqual(['libs/copy', 'libs/util']);
    expect(files.directoriesWithTree(tree('agents/a/src/agent.py'))).toEqual([]);
  });
});
