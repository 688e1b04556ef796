import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IgnoreFileSource } from '../../src/packing/ignore-file-source.ts';
import { IgnoreRules } from '../../src/packing/ignore-rules.ts';
import { entryVerdict, packedPathVerdict } from '../../src/packing/packed-entry.ts';
import { archivedFiles, makeTree, pack } from './tree-helpers.ts';

/*
 * One decision says whether the packer packs an entry: the walk of the working tree takes it
 * entry by entry, and a path's verdict (what the change detection asks of a commit) takes it
 * directory by directory down to the path. Both must say the same of every file.
 */

/** Ignore files held in memory, as a commit holds them: absolute path → text. */
function inMemory(top: string, files: Record<string, string>): IgnoreFileSource {
  return {
    repositoryTop: async () => top,
    readFile: async (file) => files[path.relative(top, file).split(path.sep).join('/')],
  };
}

const rulesOf = (files: Record<string, string>, root = '/repo/agent') =>
  IgnoreRules.load(root, undefined, { files: inMemory('/repo', files) });

describe('entryVerdict', () => {
  it('decides in the walk’s order: always-left-out, .git, .env, ignore rules, the name, the kind', async () => {
    const rules = await rulesOf({
      '.gitignore': '*.log\n!keep.log\nnode_modules-like/\n',
      'agent/.dockerignore': 'tests/\n.env.example\n',
    });
    await rules.enterDirectory('');
    const verdicts = Object.fromEntries(
      (
        [
          ['node_modules', 'directory'],
          ['Node_Modules', 'directory'],
          ['node_modules', 'file'],
          ['.git', 'file'],
          ['.env', 'file'],
          ['.env.example', 'file'],
          ['.env', 'directory'],
          ['tests', 'directory'],
          ['a.log', 'file'],
          ['keep.log', 'file'],
          ['a\\b', 'file'],
          ['a.log', 'symlink'],
          ['link.py', 'symlink'],
          ['second-name.py', 'hard-link'],
          ['fifo', 'other'],
          ['src', 'directory'],
          ['agent.py', 'file'],
        ] as const
      ).map(([name, kind]) => {
        const verdict = entryVerdict(name, kind, rules);
        const why = verdict.packed ? 'packed' : `${verdict.reason} ${verdict.rule ?? ''}`.trim();
        return [`${name} (${kind})`, why];
      }),
    );
    expect(verdicts).toEqual({
      'node_modules (directory)': 'always-left-out',
      'Node_Modules (directory)': 'always-left-out',
      'node_modules (file)': 'packed',
      '.git (file)': 'git-pointer',
      '.env (file)': 'env-file',
      '.env.example (file)': 'env-file',
      '.env (directory)': 'packed',
      'tests (directory)': 'ignored .dockerignore: tests/',
      'a.log (file)': 'ignored .gitignore: *.log',
      'keep.log (file)': 'packed',
      'a\\b (file)': 'unsafe-name',
      'a.log (symlink)': 'ignored .gitignore: *.log',
      'link.py (symlink)': 'symlink',
      'second-name.py (hard-link)': 'hard-link',
      'fifo (other)': 'other',
      'src (directory)': 'packed',
      'agent.py (file)': 'packed',
    });
  });
});

describe('packedPathVerdict', () => {
  it('judges each directory on the way, with the ignore files of each level', async () => {
    const rules = await rulesOf({
      '.gitignore': 'build/\n',
      'agent/.dockerignore': 'tests/\n',
      'agent/src/.gitignore': '*.tmp\n',
      'agent/src/.dockerignore': 'fixtures/\n',
    });
    const verdict = async (entry: string) => {
      const found = await packedPathVerdict(entry, 'file', rules);
      return found.packed ? 'packed' : `${found.reason} ${found.rule ?? ''}`.trim();
    };
    expect(await verdict('src/agent.py')).toBe('packed');
    expect(await verdict('src/x.tmp')).toBe('ignored agent/src/.gitignore: *.tmp');
    expect(await verdict('x.tmp')).toBe('packed');
    expect(await verdict('tests/test_agent.py')).toBe('ignored .dockerignore: tests/');
    expect(await verdict('src/fixtures/a.json')).toBe('ignored src/.dockerignore: fixtures/');
    expect(await verdict('src/build/out.js')).toBe('ignored .gitignore: build/');
    expect(await verdict('src/__pycache__/agent.pyc')).toBe('always-left-out');
    expect(await verdict('src/.venv/lib/x.py')).toBe('always-left-out');
    expect(await verdict('config/.env.production')).toBe('env-file');
  });

  it('says of every file of a working tree what the packer did with it', async () => {
    const root = await makeTree(
      {
        '.gitignore': '*.log\n!important.log\ndist/\n',
        '.dockerignore': 'tests/\n**/*.snap\n',
        'agent.json': '{}',
        'src/agent.py': 'x',
        'src/agent.log': 'x',
        'src/important.log': 'x',
        'src/.gitignore': '!dist/\ncache/\n',
        'src/dist/bundle.js': 'x',
        'src/cache/entry': 'x',
        'src/__pycache__/agent.pyc': 'x',
        'src/view.snap': 'x',
        'tests/test_agent.py': 'x',
        'dist/out.js': 'x',
        'docs/.dockerignore': '*\n!keep.md\n',
        'docs/keep.md': 'x',
        'docs/drop.md': 'x',
        '.env.local': 'SECRET=1',
        'node_modules/pkg/index.js': 'x',
      },
      { repository: true },
    );
    const packed = await pack(root, 'agent.json');
    const rules = await IgnoreRules.load(root);
    const judged: string[] = [];
    for (const file of await filesUnder(root)) {
      if ((await packedPathVerdict(file, 'file', rules)).packed) judged.push(file);
    }
    expect(judged).toEqual(await archivedFiles(packed.file));
    expect(judged).toEqual([
      '.dockerignore',
      '.gitignore',
      'agent.json',
      'docs/keep.md',
      'src/.gitignore',
      'src/agent.py',
      'src/dist/bundle.js',
      'src/important.log',
    ]);
  });
});

/** Every regular file under `root` but `.git/`, sorted as the archive sorts them. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('.git/'))
    .sort();
}
