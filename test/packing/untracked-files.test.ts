import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runEnvironmentOf } from '../../src/common/run-environment.ts';
import { inRunEnvironment } from '../../src/common/step-environment.ts';
import { UntrackedFiles } from '../../src/packing/untracked-files.ts';
import { git } from '../support/git-repository.ts';
import { hasGit, makeTree, pack, scratchDir, writeTree } from './tree-helpers.ts';

/*
 * How many packed files git does not track: where a file another step wrote into the
 * workspace would hide. One `git ls-files` in the packed root's repository; nothing said when
 * git cannot say.
 */

/** A real repository of `tracked`, with `untracked` written after the commit. */
async function repository(tracked: Record<string, string>, untracked: Record<string, string>) {
  const root = await makeTree(tracked);
  git(root, 'init', '--quiet');
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '-m', 'agent');
  await writeTree(root, untracked);
  return root;
}

describe.runIf(hasGit())('untracked files in the archive', () => {
  it('counts the packed files git does not track and names the first few in the log', async () => {
    const root = await repository(
      { 'agent.json': '{}', 'src/agent.py': 'x', '.gitignore': '*.log\n' },
      {
        'notes.txt': 'written by an earlier step',
        'data/new.csv': 'a,b',
        'debug.log': 'ignored: not packed, so not counted',
        'gha-creds-0123abcd.json': '{}',
      },
    );
    const packed = await pack(root, 'agent.json');
    expect(packed.untracked).toBe(2);
    expect(packed.logs).toContain(
      'git does not track 2 of the files to pack: "data/new.csv", "notes.txt"',
    );
  });

  it('says every file is tracked when none is new, and counts in the dependencies too', async () => {
    const repo = await repository(
      { 'agents/support/agent.json': '{}', 'libs/common/util.py': 'x' },
      { 'libs/common/generated.py': 'x' },
    );
    const root = path.join(repo, 'agents/support');
    expect((await pack(root, 'agent.json')).untracked).toBe(0);
    const widened = await pack(root, 'agent.json', {
      dependencies: [
        { entry: '.', dir: root },
        { entry: '../../libs/common', dir: path.join(repo, 'libs/common') },
      ],
    });
    expect(widened.untracked).toBe(1);
    expect(widened.logs).toContain(
      'git does not track 1 of the files to pack: "libs/common/generated.py"',
    );
  });

  it('says nothing outside a repository, or in a .git folder git cannot read', async () => {
    for (const root of [
      await makeTree({ 'agent.json': '{}' }),
      await makeTree({ 'agent.json': '{}' }, { repository: true }),
    ]) {
      const packed = await pack(root, 'agent.json');
      expect(packed.untracked).toBeUndefined();
      expect(packed.logs.join('\n')).not.toContain('git does not track');
    }
  });

  it('says nothing when there is no git to ask', async () => {
    const root = await repository({ 'agent.json': '{}' }, { 'new.py': 'x' });
    // A step whose PATH holds no git: the child git is started from the step's environment.
    const noGit = runEnvironmentOf({ PATH: await scratchDir('no-git-') });
    const untracked = inRunEnvironment(
      noGit,
      () => new UntrackedFiles({ top: root, archiveRoot: root, directories: [root] }),
    );
    untracked.add('agent.json');
    untracked.add('new.py');
    expect(await untracked.result()).toBeUndefined();
  });

  it('counts the files packed before git answered and after it, against the same listing', async () => {
    const root = await repository(
      { 'agent.json': '{}', 'src/a.py': 'x', 'src/d.py': 'x' },
      { 'src/b.py': 'x' },
    );
    const untracked = new UntrackedFiles({ top: root, archiveRoot: root, directories: [root] });
    // git has not answered yet: these wait for its listing.
    untracked.add('agent.json');
    untracked.add('src/b.py');
    expect(await untracked.result()).toEqual({ count: 1, examples: ['src/b.py'] });
    untracked.add('src/c.py');
    untracked.add('src/d.py');
    expect(await untracked.result()).toEqual({ count: 2, examples: ['src/b.py', 'src/c.py'] });
    // Out of the order of their paths, files cannot be looked for: the count is unknown.
    untracked.add('src/a.py');
    expect(await untracked.result()).toBeUndefined();
  });

  it('finds the repository inside an archive root that holds more than it', async () => {
    const repo = await repository({ 'agent.json': '{}' }, { 'new.py': 'x' });
    const untracked = new UntrackedFiles({
      top: repo,
      archiveRoot: path.dirname(repo),
      directories: [repo],
    });
    const name = path.basename(repo);
    for (const file of [`${name}/agent.json`, `${name}/new.py`, 'elsewhere/util.py']) {
      untracked.add(file);
    }
    expect(await untracked.result()).toEqual({
      count: 2,
      examples: [`${name}/new.py`, 'elsewhere/util.py'],
    });
  });

  it('counts right among names beyond ASCII, which git lists in the order of their bytes', async () => {
    const root = await repository(
      { 'agent.json': '{}', 'a.py': 'x', 'ä.py': 'x', '中/模块.py': 'x', 'z.py': 'x' },
      { 'é.py': 'x', '中/新.py': 'x' },
    );
    const packed = await pack(root, 'agent.json');
    expect(packed.untracked).toBe(2);
    expect(packed.logs).toContain('git does not track 2 of the files to pack: "é.py", "中/新.py"');
  });

  it('says nothing rather than a wrong count where the two orders part (an emoji beside a full-width letter)', async () => {
    const root = await repository({ 'agent.json': '{}', '😀.py': 'x', 'ｆ.py': 'x' }, {});
    const packed = await pack(root, 'agent.json');
    expect(packed.untracked).toBeUndefined();
    expect(packed.logs.join('\n')).not.toContain('git does not track');
  });
});
