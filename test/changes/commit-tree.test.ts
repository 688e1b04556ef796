// src/changes/commit-tree.ts: a base commit's tree, derived from the head's and the diff.
import { describe, expect, it } from 'vitest';
import { BlobCache, CommitTree, kindOfMode } from '../../src/changes/commit-tree.ts';
import { Git } from '../../src/changes/git-commands.ts';
import { diffIndex, treeListing } from '../support/git-output.ts';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const file = (oid: string, mode = '100644') => ({ mode, oid });

const head = new CommitTree(
  'h'.repeat(40),
  '/repo',
  treeListing([
    ['agents/a/agent.py', file(B)],
    ['libs/new/util.py', file(A)],
    ['docs/moved.md', file(A)],
    ['run.sh', file(A, '100755')],
  ]),
  new BlobCache(new Git('/repo')),
);

// At the base: agents/a/agent.py had other contents, libs/new did not exist, docs/moved.md was
// agents/a/notes.md, run.sh was not executable, and agents/b/agent.py existed.
const base = head.atBase(
  'b'.repeat(40),
  diffIndex([
    {
      status: 'M',
      from: { path: 'agents/a/agent.py', ...file(A) },
      to: { path: 'agents/a/agent.py', ...file(B) },
    },
    { status: 'A', to: { path: 'libs/new/util.py', ...file(A) } },
    {
      status: 'R',
      from: { path: 'agents/a/notes.md', ...file(A) },
      to: { path: 'docs/moved.md', ...file(A) },
    },
    {
      status: 'M',
      from: { path: 'run.sh', ...file(A) },
      to: { path: 'run.sh', ...file(A, '100755') },
    },
    { status: 'D', from: { path: 'agents/b/agent.py', ...file(B) } },
  ]),
);

describe('CommitTree.atBase', () => {
  it('puts back each path the diff names as it was, and shares the rest with the head', () => {
    expect(Object.fromEntries(base.files())).toEqual({
      'agents/a/agent.py': file(A),
      'agents/a/notes.md': file(A),
      'run.sh': file(A),
      'agents/b/agent.py': file(B),
    });
    expect(head.get('libs/new/util.py')).toEqual(file(A));
    expect(base.get('libs/new/util.py')).toBeUndefined();
    expect(base.get('agents/a/notes.md')).toEqual(file(A));
  });

  it('lists a directory’s files at either commit, and only the files named when asked', () => {
    expect([...base.under('agents/a')].map(([path]) => path)).toEqual([
      'agents/a/agent.py',
      'agents/a/notes.md',
    ]);
    expect([...head.under('agents')].map(([path]) => path)).toEqual(['agents/a/agent.py']);
    expect([...base.files([Buffer.from('agent.py')])].map(([path]) => path).sort()).toEqual([
      'agents/a/agent.py',
      'agents/b/agent.py',
    ]);
  });

  it('knows which directories each commit holds', () => {
    expect(
      ['agents', 'agents/b', 'libs/new', 'docs', 'agents/a/notes.md'].map((dir) =>
        base.hasDirectory(dir),
      ),
    ).toEqual([true, true, false, false, false]);
    expect(['agents/b', 'libs/new', 'docs', 'lib'].map((dir) => head.hasDirectory(dir))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('kindOfMode', () => {
  it('reads a mode as the packer sees the entry: a submodule is a directory it would walk', () => {
    expect(['100644', '100755', '120000', '160000', '040000', '100664'].map(kindOfMode)).toEqual([
      'file',
      'file',
      'symlink',
      'directory',
      'directory',
      'other',
    ]);
  });
});
