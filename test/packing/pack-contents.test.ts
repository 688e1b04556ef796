import { link, mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archivePathProblem, assertArchivePath } from '../../src/packing/packed-entry.ts';
import {
  archivedFiles,
  filesGitWouldAdd,
  hasGit,
  listArchive,
  makeTree,
  pack,
  writeTree,
} from './tree-helpers.ts';

const AGENT = { 'agent.json': '{"graphs":{}}' };

/** Rules that exercise git's precedence: nesting, negation, anchoring, directory-only patterns. */
const TRICKY_TREE = {
  ...AGENT,
  '.gitignore': '*.log\n!keep.log\n/build/\nsecrets/\n.env*\n!.env.example\ndocs/**/*.tmp\n',
  'app.log': 'x',
  'keep.log': 'x',
  '.env': 'TOKEN=1',
  '.env.local': 'TOKEN=2',
  '.env.example': 'TOKEN=',
  'build/out.js': 'x',
  'src/build/kept.js': 'anchored /build/ matches only at the top',
  'secrets/key.pem': 'x',
  'src/secrets/nested.pem': 'x',
  'docs/a/b/note.tmp': 'x',
  'docs/a/b/note.md': 'x',
  'src/.gitignore': '!debug.log\n*.json\n!keep.json\ngenerated/\n',
  'src/debug.log': 'a nested negation re-includes what the top file ignored',
  'src/other.log': 'x',
  'src/data.json': 'x',
  'src/keep.json': 'x',
  'src/generated/a.py': 'x',
  'src/generated/.gitignore': '!a.py\n',
  'src/main.py': 'print(1)',
  'pkg/.gitignore': '!/sub/\n',
  'pkg/sub/deep/file.txt': 'x',
};

describe('packSource contents', () => {
  it('honours nested .gitignore files and negations as git does', async () => {
    const root = await makeTree(TRICKY_TREE, { repository: true });
    const packed = await pack(root, 'agent.json');
    expect(await archivedFiles(packed.file)).toEqual([
      '.gitignore',
      'agent.json',
      'docs/a/b/note.md',
      'keep.log',
      'pkg/.gitignore',
      'pkg/sub/deep/file.txt',
      'src/.gitignore',
      'src/build/kept.js',
      'src/debug.log',
      'src/keep.json',
      'src/main.py',
    ]);
    expect(packed.entries).toBe(11);
  });

  it.runIf(hasGit())('keeps the same files as git itself', async () => {
    const root = await makeTree({
      ...TRICKY_TREE,
      // A closer file re-including a directory a farther one ignored.
      '.gitignore': `${TRICKY_TREE['.gitignore']}cache/\n`,
      'lib/.gitignore': '!cache/\n',
      'lib/cache/kept.txt': 'x',
      'cache/dropped.txt': 'x',
    });
    // Git would add a .env file; the packer never packs one, whatever the ignore files say.
    const gitFiles = filesGitWouldAdd(root).filter((file) => !/(^|\/)\.env(\.|$)/.test(file));
    const packed = await pack(root, 'agent.json');
    expect(await archivedFiles(packed.file)).toEqual(gitFiles);
  });

  it('applies the .gitignore files above the packed directory inside the repository', async () => {
    const repo = await makeTree(
      {
        '.gitignore': '*.secret\nagents/support/scratch/\n',
        'agents/.gitignore': '*.bak\n',
        'agents/support/agent.json': '{}',
        'agents/support/token.secret': 'x',
        'agents/support/old.bak': 'x',
        'agents/support/scratch/x.txt': 'x',
        'agents/support/graph.py': 'x',
      },
      { repository: true },
    );
    const packed = await pack(path.join(repo, 'agents/support'), 'agent.json');
    expect(await archivedFiles(packed.file)).toEqual(['agent.json', 'graph.py']);
  });

  it('packs every file but .git and .env when the tree is not in a repository: git tracks nothing there', async () => {
    const outer = await makeTree({
      '.gitignore': '*.py\n',
      'agent/.gitignore': '.env\n',
      'agent/.env': 'TOKEN=1',
      'agent/agent.json': '{}',
      'agent/graph.py': 'x',
      'agent/sub/.git/config': 'a nested repository’s .git is left out too',
      'agent/sub/code.txt': 'x',
    });
    const packed = await pack(path.join(outer, 'agent'), 'agent.json');
    expect(await archivedFiles(packed.file)).toEqual([
      '.gitignore',
      'agent.json',
      'graph.py',
      'sub/code.txt',
    ]);
  });

  it('leaves out .git, symlinks and hard links, and says which', async () => {
    const root = await makeTree(
      {
        ...AGENT,
        'src/main.py': 'x',
        'data/original.bin': 'x',
        '.git/HEAD': 'ref: x',
        'src/vendored/.git': 'gitdir: a file, as in worktrees and submodules',
      },
      { repository: true },
    );
    await symlink('/etc/passwd', path.join(root, 'src/passwd'));
    await symlink('main.py', path.join(root, 'src/alias.py'));
    await symlink('../src', path.join(root, 'data/src-link'));
    await link(path.join(root, 'data/original.bin'), path.join(root, 'data/second-name.bin'));
    const packed = await pack(root, 'agent.json');

    const entries = await listArchive(packed.file);
    expect(entries.map((e) => e.path)).toEqual(['agent.json', 'src/', 'src/main.py']);
    expect(entries.every((e) => e.type === 'File' || e.type === 'Directory')).toBe(true);
    expect(packed.leftOut).toEqual({
      symlinks: ['data/src-link', 'src/alias.py', 'src/passwd'],
      hardLinks: ['data/original.bin', 'data/second-name.bin'],
      other: [],
    });
    expect(packed.warnings.join('\n')).toContain('left out 3 symlinks');
    expect(packed.warnings.join('\n')).toContain('"data/second-name.bin"');
  });

  it('holds a directory entry only for directories with files, none empty', async () => {
    const root = await makeTree(
      { ...AGENT, '.gitignore': 'ignored/\n', 'ignored/x': 'x' },
      { repository: true },
    );
    await mkdir(path.join(root, 'empty/deeper'), { recursive: true });
    const packed = await pack(root, 'agent.json');
    expect((await listArchive(packed.file)).map((e) => e.path)).toEqual([
      '.gitignore',
      'agent.json',
    ]);
  });

  it('never holds an absolute path or a ".." segment, and leaves out names with a backslash', async () => {
    const root = await makeTree({ ...AGENT, '..data': 'a name that only starts with dots' });
    await writeTree(root, { 'a\\..\\..\\evil': 'x', 'deep/..hidden/x': 'x' });
    const packed = await pack(root, 'agent.json');
    const names = (await listArchive(packed.file)).map((e) => e.path);
    expect(names).toEqual(['..data', 'agent.json', 'deep/', 'deep/..hidden/', 'deep/..hidden/x']);
    for (const name of names) expect(archivePathProblem(name.replace(/\/$/, ''))).toBeUndefined();
    expect(packed.leftOut.other).toEqual(['a\\..\\..\\evil']);
  });
});

describe('archivePathProblem', () => {
  it.each([
    ['', 'it is empty'],
    ['/etc/passwd', 'it is absolute'],
    ['C:/x', 'it is absolute'],
    ['../x', 'it has a ".." segment'],
    ['a/../../x', 'it has a ".." segment'],
    ['a/..', 'it has a ".." segment'],
    ['a\\..\\x', 'it holds a backslash, which Windows extractors read as a separator'],
    ['a//b', 'it has an empty or "." segment'],
    ['./a', 'it has an empty or "." segment'],
    ['a\0b', 'it holds a NUL character'],
  ])('refuses %j: %s', (name, problem) => {
    expect(archivePathProblem(name)).toBe(problem);
    expect(() => assertArchivePath(name)).toThrow(problem);
  });

  it.each(['a', '..a', 'a..', 'a/b..c/d', '.env'])('accepts %j', (name) => {
    expect(archivePathProblem(name)).toBeUndefined();
  });
});
