// src/changes/checkout.ts: where the checkout's top is, from git's answer for the workspace.
import { mkdirSync, mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locateCheckout } from '../../src/changes/checkout.ts';
import { Git } from '../../src/changes/git-commands.ts';
import { GitRepository } from '../support/git-repository.ts';

const repos: GitRepository[] = [];
const gits: Git[] = [];
afterEach(() => {
  for (const git of gits.splice(0)) git.close();
  for (const repo of repos.splice(0)) repo.delete();
});

function repository(): GitRepository {
  const repo = GitRepository.create();
  repos.push(repo);
  repo
    .write({
      'app/agents/a/langgraph.json': '{}\n',
      'libs/one/util.py': 'x = 1\n',
      'libs/two/util.py': 'x = 1\n',
    })
    .commit();
  return repo;
}

/** Locates the checkout from `workspace`; says whether it had to ask `git rev-parse`. */
async function locate(workspace: string) {
  const git = new Git(workspace);
  gits.push(git);
  const top = vi.spyOn(git, 'top');
  const here = git.treeHere();
  here.catch(() => {});
  const head = git.listTree('HEAD', []);
  head.catch(() => {});
  const found = await locateCheckout(git, workspace, head, here);
  return { top: found.top, workspace: found.workspace, askedRevParse: top.mock.calls.length > 0 };
}

describe('locateCheckout', () => {
  it('takes the workspace as the top when git says it is the top’s tree, asking nothing more', async () => {
    const repo = repository();
    const real = realpathSync(repo.dir);

    expect(await locate(repo.dir)).toEqual({ top: real, workspace: real, askedRevParse: false });
  });

  it('takes the top from the one directory the workspace is', async () => {
    const repo = repository();
    const real = realpathSync(repo.dir);

    expect(await locate(path.join(repo.dir, 'app/agents'))).toEqual({
      top: real,
      workspace: path.join(real, 'app/agents'),
      askedRevParse: false,
    });
  });

  it('asks git rev-parse when two directories are alike, or the head lacks the workspace', async () => {
    const repo = repository();
    const real = realpathSync(repo.dir);
    mkdirSync(path.join(repo.dir, 'untracked/dir'), { recursive: true });

    expect(await locate(path.join(repo.dir, 'libs/two'))).toEqual({
      top: real,
      workspace: path.join(real, 'libs/two'),
      askedRevParse: true,
    });
    expect(await locate(path.join(repo.dir, 'untracked/dir'))).toMatchObject({
      top: real,
      askedRevParse: true,
    });
  });

  it('says the workspace is no checkout, in git’s words, when git finds no repository', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'changes-no-repo-'));
    repos.push({ delete: () => GitRepository.removeDirectory(dir) } as GitRepository);

    await expect(locate(dir)).rejects.toThrow(
      /^The workspace .* is not a git checkout with a commit checked out \(git: fatal: not a git repository/,
    );
  });
});
