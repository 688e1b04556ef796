import { describe, expect, it } from 'vitest';
import { parseRawDiff } from '../../src/changes/git-commands.ts';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const ZERO = '0'.repeat(40);

describe('parseRawDiff', () => {
  it('reads what each path was at the base and is at the head, a rename with both paths', () => {
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

    expect(parseRawDiff(out)).toEqual([
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

  it('takes a path with a line break or a colon as a path', () => {
    const out = `:100644 100644 ${A} ${B} M\0a\n:b.py\0`;
    expect(parseRawDiff(out)).toEqual([
      {
        status: 'M',
        from: { path: 'a\n:b.py', mode: '100644', oid: A },
        to: { path: 'a\n:b.py', mode: '100644', oid: B },
      },
    ]);
  });
});
