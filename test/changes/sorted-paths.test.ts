// src/changes/sorted-paths.ts: paths kept as git's bytes, found in git's order.
import { describe, expect, it } from 'vitest';
import { SortedPaths } from '../../src/changes/sorted-paths.ts';

/** The paths laid end to end in one buffer, as git writes them (`-` for a record without one). */
function sortedPaths(paths: string[]): SortedPaths {
  const starts: number[] = [];
  const ends: number[] = [];
  const chunks: Buffer[] = [];
  let at = 0;
  for (const file of paths) {
    const bytes = Buffer.from(file === '-' ? '' : `${file}\0`);
    starts.push(file === '-' ? -1 : at);
    ends.push(file === '-' ? -1 : at + bytes.length - 1);
    chunks.push(bytes);
    at += bytes.length;
  }
  return new SortedPaths(Buffer.concat(chunks), Int32Array.from(starts), Int32Array.from(ends));
}

const listed = (paths: SortedPaths, [first, end]: [number, number]) =>
  Array.from({ length: end - first }, (_, at) => paths.path(paths.recordAt(first + at)));

describe('SortedPaths', () => {
  it('orders by bytes, as git does, so a directory’s paths lie together', () => {
    // UTF-16 puts U+FF5E after the surrogates of U+1F600; UTF-8, and git, put it before.
    const paths = sortedPaths(['a/😀.py', 'a/～.py', 'a.b', 'a/b', '-', 'a-b/c', 'ab']);
    expect(listed(paths, [0, paths.size])).toEqual([
      'a-b/c',
      'a.b',
      'a/b',
      'a/～.py',
      'a/😀.py',
      'ab',
    ]);
    expect(listed(paths, paths.under('a'))).toEqual(['a/b', 'a/～.py', 'a/😀.py']);
    expect(listed(paths, paths.under('a-b'))).toEqual(['a-b/c']);
    expect(listed(paths, paths.under('b'))).toEqual([]);
    expect(listed(paths, paths.under(''))).toHaveLength(6);
  });

  it('finds a path by its record, and tells a file’s name without reading the path', () => {
    const paths = sortedPaths(['lib/.gitignore', 'lib/x.gitignore', '.gitignore', 'gitignore']);
    expect(
      ['.gitignore', 'lib/.gitignore', 'lib', 'gitignore'].map((file) => paths.find(file)),
    ).toEqual([2, 0, undefined, 3]);
    const name = Buffer.from('.gitignore');
    expect([0, 1, 2, 3].map((record) => paths.endsWithName(record, name))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});
