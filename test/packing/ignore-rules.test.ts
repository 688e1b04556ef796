import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IgnoreRules } from '../../src/packing/ignore-rules.ts';
import { scratchDir } from './tree-helpers.ts';

/*
 * A directory is entered only when it was kept, so an entry's verdict needs only the
 * `.gitignore` files that apply in its directory, not the directories above it again. The cost
 * of a verdict is bounded by the number of `.gitignore` files, however deep the entry is.
 */

const DEPTH = 3000;

describe('ignore rules in a deep tree', () => {
  it('decides 3,000 levels down consulting each .gitignore once per verdict', async () => {
    const root = await scratchDir('deep-');
    await mkdir(path.join(root, '.git'));
    await mkdir(path.join(root, 'd'));
    await writeFile(path.join(root, '.gitignore'), '*.log\n!keep.log\nbuild/\n');
    await writeFile(path.join(root, 'd', '.gitignore'), '*.tmp\n!d/keep.tmp\n');
    const rules = await IgnoreRules.load(root);

    // The levels are entered as the walk enters them; past the real ones they hold no
    // `.gitignore` (the paths are too long for the file system to look at, which is no rule).
    const verdicts = { log: 0, keptLog: 0, tmp: 0, build: 0, kept: 0 };
    let dir = '';
    for (let depth = 0; depth < DEPTH; depth++) {
      await rules.enterDirectory(dir);
      const at = (name: string) => (dir === '' ? name : `${dir}/${name}`);
      if (rules.verdict(at('a.log'), false).ignored) verdicts.log++;
      if (!rules.verdict(at('keep.log'), false).ignored) verdicts.keptLog++;
      if (depth > 0 && rules.verdict(at('x.tmp'), false).ignored) verdicts.tmp++;
      if (rules.verdict(at('build'), true).ignored) verdicts.build++;
      const next = at('d');
      if (rules.verdict(next, true).ignored) break;
      verdicts.kept++;
      dir = next;
    }

    expect(verdicts).toEqual({
      log: DEPTH,
      keptLog: DEPTH,
      tmp: DEPTH - 1,
      build: DEPTH,
      kept: DEPTH,
    });
    expect(rules.verdict(`${dir}/a.log`, false)).toEqual({
      ignored: true,
      rule: '.gitignore: *.log',
    });
    expect(rules.verdict(`${dir}/x.tmp`, false)).toEqual({
      ignored: true,
      rule: 'd/.gitignore: *.tmp',
    });
    // About 5 verdicts a level, each consulting at most the two files: linear in the depth.
    // Testing every level above each entry again would consult millions.
    expect(rules.consulted).toBeLessThanOrEqual(5 * DEPTH * 2);
  }, 60_000);
});

describe('ignore rules entered with a listing', () => {
  it('reads an ignore file only where the listing names one', async () => {
    const read: string[] = [];
    const files: Record<string, string> = {
      'a/.gitignore': '*.tmp\n',
      'b/.dockerignore': '*.bak\n',
    };
    const rules = await IgnoreRules.load('/repo', undefined, {
      files: {
        repositoryTop: async () => '/repo',
        readFile: async (file) => {
          read.push(path.relative('/repo', file));
          return files[path.relative('/repo', file)];
        },
      },
    });
    read.length = 0;
    await rules.enterDirectory('', ['a', 'b', 'c']);
    await rules.enterDirectory('a', ['.gitignore', 'x.tmp']);
    await rules.enterDirectory('b', ['.dockerignore', 'y.bak']);
    await rules.enterDirectory('c', []);
    expect(read).toEqual(['a/.gitignore', 'b/.dockerignore']);
    expect(rules.verdict('a/x.tmp', false).ignored).toBe(true);
    expect(rules.verdict('b/y.bak', false).ignored).toBe(true);

    // Without a listing every directory is looked at, as for a commit's tree.
    await rules.enterDirectory('d');
    expect(read).toEqual(['a/.gitignore', 'b/.dockerignore', 'd/.gitignore', 'd/.dockerignore']);
  });
});
