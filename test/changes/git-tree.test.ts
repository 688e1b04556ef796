// src/changes/git-tree.ts: a tree object read where git wrote it.
import { describe, expect, it } from 'vitest';
import { GitTree } from '../../src/changes/git-tree.ts';

/** A tree object of these entries, written as git writes one (in the order given). */
function treeOf(entries: Array<[mode: string, name: string, oid: string]>, oidBytes = 20): GitTree {
  const bytes = entries.map(([mode, name, oid]) =>
    Buffer.concat([Buffer.from(`${mode} ${name}\0`), Buffer.from(oid, 'hex')]),
  );
  return GitTree.parse(Buffer.concat(bytes), oidBytes);
}

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('GitTree', () => {
  // Git's order: `a.txt` < `a/` (a tree's name as if it ended in /) < `a0` < `b`.
  const tree = treeOf([
    ['100644', 'a.txt', A],
    ['40000', 'a', B],
    ['100664', 'a0', A],
    ['120000', 'b', B],
    ['160000', 'ü', A],
  ]);

  it('reads each entry: its name, its mode as git shows it, its id, whether it is a tree', () => {
    expect(Array.from({ length: tree.size }, (_, n) => tree.name(n))).toEqual([
      'a.txt',
      'a',
      'a0',
      'b',
      'ü',
    ]);
    // A mode git no longer writes (group-writable) is shown as git shows it.
    expect(Array.from({ length: tree.size }, (_, n) => tree.mode(n))).toEqual([
      '100644',
      '040000',
      '100644',
      '120000',
      '160000',
    ]);
    expect(tree.entry(3)).toEqual({ mode: '120000', oid: B });
    expect(Array.from({ length: tree.size }, (_, n) => tree.isTree(n))).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('writes an entry’s mode and id as a raw diff shows them', () => {
    const written = Buffer.alloc(60);
    let at = tree.writeMode(2, written, 0);
    at = tree.writeMode(3, written, at);
    at = tree.writeOid(4, written, at);
    expect(written.toString('latin1', 0, at)).toBe(`100644120000${A}`);
  });

  it('finds an entry by name, a tree only as a tree and a file only as one', () => {
    const find = (name: string, asTree: boolean) => tree.find(Buffer.from(name), asTree);
    expect([find('a.txt', false), find('a', true), find('a0', false), find('ü', false)]).toEqual([
      0, 1, 2, 4,
    ]);
    expect([find('a', false), find('b', true), find('c', false), find('', false)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('orders entries of two trees as git does, and knows the same object with the same mode', () => {
    const other = treeOf([
      ['40000', 'a', B],
      ['100755', 'a0', A],
    ]);
    expect(tree.compareEntries(0, other, 0)).toBeLessThan(0);
    expect(tree.compareEntries(1, other, 0)).toBe(0);
    expect(tree.compareEntries(2, other, 0)).toBeGreaterThan(0);
    expect(tree.sameAs(1, other, 0)).toBe(true);
    // The same blob, made executable.
    expect(tree.sameAs(2, other, 1)).toBe(false);
  });

  it('reads SHA-256 ids, and refuses a tree cut short', () => {
    const long = treeOf([['100644', 'x', 'c'.repeat(64)]], 32);
    expect(long.entry(0)).toEqual({ mode: '100644', oid: 'c'.repeat(64) });
    const whole = Buffer.concat([Buffer.from('100644 x\0'), Buffer.alloc(20)]);
    expect(() => GitTree.parse(whole.subarray(0, 25), 20)).toThrow('cut short');
  });
});
