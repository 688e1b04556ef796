// src/changes/diff-index.ts: `git diff --raw -z` read where it lies, entries found by path.
import { describe, expect, it } from 'vitest';
import { DiffIndex } from '../../src/changes/diff-index.ts';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const ZERO = '0'.repeat(40);

const parse = (out: string) => DiffIndex.parse(Buffer.from(out));

describe('DiffIndex', () => {
  const out = [
    `:000000 100644 ${ZERO} ${A} A`,
    'agents/new file.py',
    `:100644 000000 ${A} ${ZERO} D`,
    'old.py',
    `:100644 100755 ${A} ${A} M`,
    'run.sh',
    `:100644 100644 ${A} ${B} R087`,
    'agents/a/helpers.py',
    'libs/helpers.py',
    `:100644 120000 ${A} ${B} T`,
    'link',
    '',
  ].join('\0');

  it('reads what each path was at the base and is at the head, a rename with both paths', () => {
    expect([...parse(out).entries()]).toEqual([
      { status: 'A', to: { path: 'agents/new file.py', mode: '100644', oid: A } },
      { status: 'D', from: { path: 'old.py', mode: '100644', oid: A } },
      {
        status: 'M',
        from: { path: 'run.sh', mode: '100644', oid: A },
        to: { path: 'run.sh', mode: '100755', oid: A },
      },
      {
        status: 'R',
        from: { path: 'agents/a/helpers.py', mode: '100644', oid: A },
        to: { path: 'libs/helpers.py', mode: '100644', oid: B },
      },
      {
        status: 'T',
        from: { path: 'link', mode: '100644', oid: A },
        to: { path: 'link', mode: '120000', oid: B },
      },
    ]);
  });

  it('finds the entries under a directory by their path at the base or at the head', () => {
    const diff = parse(out);
    const under = (side: 'from' | 'to', dir: string) => {
      const [first, end] = diff[side].under(dir);
      return Array.from({ length: end - first }, (_, at) =>
        diff[side].path(diff[side].recordAt(first + at)),
      );
    };
    expect(under('from', 'agents')).toEqual(['agents/a/helpers.py']);
    expect(under('to', 'agents')).toEqual(['agents/new file.py']);
    expect(under('to', 'libs')).toEqual(['libs/helpers.py']);
    expect(under('from', '')).toEqual(['agents/a/helpers.py', 'link', 'old.py', 'run.sh']);
    expect(
      ['run.sh', 'libs/helpers.py', 'agents/a/helpers.py', 'docs'].map((file) => diff.names(file)),
    ).toEqual([true, true, true, false]);
  });

  it('takes a path with a line break or a colon as a path', () => {
    const diff = parse(`:100644 100644 ${A} ${B} M\0a\n:b.py\0`);
    expect([...diff.entries()]).toEqual([
      {
        status: 'M',
        from: { path: 'a\n:b.py', mode: '100644', oid: A },
        to: { path: 'a\n:b.py', mode: '100644', oid: B },
      },
    ]);
  });

  it('names the entries that are ignore files at either commit, in git’s order', () => {
    const diff = parse(
      [
        `:100644 100644 ${A} ${B} R090`,
        'lib/.gitignore',
        'lib/rules.txt',
        `:100644 100644 ${A} ${B} M`,
        'lib/a.dockerignore',
        `:000000 100644 ${ZERO} ${A} A`,
        '.dockerignore',
        '',
      ].join('\0'),
    );
    expect(diff.named([Buffer.from('.gitignore'), Buffer.from('.dockerignore')])).toEqual([0, 2]);
  });
});
