// src/changes/tree-store.ts: commits and trees, each read from git once.
import { afterEach, describe, expect, it } from 'vitest';
import { ObjectReader } from '../../src/changes/object-reader.ts';
import { TreeStore } from '../../src/changes/tree-store.ts';
import { GIT_ENV, GitRepository, git } from '../support/git-repository.ts';

const repos: GitRepository[] = [];
const readers: ObjectReader[] = [];
afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
  for (const repo of repos.splice(0)) repo.delete();
});

function store(): { repo: GitRepository; trees: TreeStore } {
  const repo = GitRepository.create();
  repos.push(repo);
  repo.write({ 'agents/a/langgraph.json': '{}\n', 'README.md': 'x\n' }).commit();
  git(repo.dir, 'tag', '-a', 'v1', '-m', 'the first');
  const reader = new ObjectReader(repo.dir, GIT_ENV);
  readers.push(reader);
  return { repo, trees: new TreeStore(reader) };
}

describe('TreeStore', () => {
  it('gives a commit’s id and its top tree’s, a tag’s commit for the tag, nothing for a stranger', async () => {
    const { repo, trees } = store();
    const ids = { commit: repo.head(), tree: git(repo.dir, 'rev-parse', 'HEAD^{tree}') };

    expect(await trees.commit('HEAD')).toEqual(ids);
    expect(await trees.commit('v1')).toEqual(ids);
    expect(await trees.commit('f'.repeat(40))).toBeUndefined();
    expect(await trees.commit(ids.tree)).toBeUndefined();
  });

  it('asks again for a commit the clone lacked, which a fetch may have brought since', async () => {
    const { repo } = store();
    const base = repo.head();
    repo.write({ 'README.md': 'y\n' }).commit();
    const bare = repo.bare();
    const clone = GitRepository.clone(bare, { depth: 1 });
    repos.push(clone, { delete: () => GitRepository.removeDirectory(bare) } as GitRepository);
    const reader = new ObjectReader(clone.dir, GIT_ENV);
    readers.push(reader);
    const trees = new TreeStore(reader);

    expect(await trees.commit(base)).toBeUndefined();
    git(clone.dir, 'fetch', '--quiet', '--depth=1', 'origin', base);
    expect(await trees.commit(base)).toMatchObject({ commit: base });
  });

  it('reads a tree by id or by name, and nothing that is not one', async () => {
    const { repo, trees } = store();
    const agents = git(repo.dir, 'rev-parse', 'HEAD:agents');

    expect(await trees.treeNamed('HEAD:agents')).toBe(agents);
    const tree = await trees.tree(agents);
    expect([tree.size, tree.name(0), tree.isTree(0)]).toEqual([1, 'a', true]);
    expect(await trees.treeNamed('HEAD:README.md')).toBeUndefined();
    expect(await trees.treeNamed('HEAD:nowhere')).toBeUndefined();
    const blob = git(repo.dir, 'rev-parse', 'HEAD:README.md');
    await expect(trees.tree(blob)).rejects.toThrow(`git has no tree ${blob}`);
  });
});
