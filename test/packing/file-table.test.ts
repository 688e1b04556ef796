import { describe, expect, it } from 'vitest';
import { FileTable, type SourceFile } from '../../src/packing/file-table.ts';
import { byPath } from '../../src/packing/walk-tree.ts';

const file = (path: string, index = 0): SourceFile => ({
  path,
  bytes: index * 1000 + 1,
  executable: index % 3 === 0,
  dev: 2049 + index,
  ino: 2 ** 40 + index,
});

function tableOf(paths: string[]): FileTable {
  const table = new FileTable();
  paths.forEach((path, index) => {
    table.push(file(path, index));
  });
  return table;
}

describe('FileTable', () => {
  it('gives back every file as pushed, in the order pushed until sorted', () => {
    const paths = ['b.py', 'a/x.py', 'a-b.py'];
    const table = tableOf(paths);
    expect(table.length).toBe(3);
    expect([...table]).toEqual(paths.map((path, index) => file(path, index)));
  });

  it('sorts by UTF-16 code units, as byPath does, Latin-1 paths', () => {
    // '-' and '.' sort before '/', so a-b.py comes before a/x.py; 'Z' before 'a'; é after z.
    const paths = ['a/x.py', 'a-b.py', 'a.py', 'Z.py', 'é.py', 'z.py', 'a/b/c.py', 'a', 'ab'];
    const table = tableOf(paths);
    table.sort();
    expect([...table].map((entry) => entry.path)).toEqual([...paths].sort(byPath));
    expect([...table.paths()]).toEqual([...paths].sort(byPath));
  });

  it('keeps paths beyond Latin-1 exactly, and sorts them by code units (not code points)', () => {
    // U+1F600 is a surrogate pair (0xD83D …), so it sorts before U+FFFD as UTF-16 code units.
    const paths = ['a.py', '\u{1F600}.py', '\uFFFD.py', 'ünï.py', '\uD800lone.py', 'z/日本.py'];
    const table = tableOf(paths);
    table.sort();
    expect([...table].map((entry) => entry.path)).toEqual([...paths].sort(byPath));
    expect([...table].find((entry) => entry.path === 'z/日本.py')).toEqual(file('z/日本.py', 5));
  });

  it('holds many files, their numbers intact, through a wide path late, and empties on release', () => {
    const paths = Array.from(
      { length: 20_000 },
      (_, i) => `dir${i % 37}/${'n'.repeat(i % 90)}${i}`,
    );
    // After 20,000 Latin-1 paths, one that is not: every path is written again two bytes wide.
    paths.push('dir3/ü-and-Ω.py');
    const table = tableOf(paths);
    table.sort();
    const sorted = [...table];
    expect(sorted.map((entry) => entry.path)).toEqual([...paths].sort(byPath));
    const pushedAt = new Map(paths.map((path, index) => [path, index]));
    for (const entry of sorted) expect(entry).toEqual(file(entry.path, pushedAt.get(entry.path)));
    table.release();
    expect(table.length).toBe(0);
    expect([...table]).toEqual([]);
  });
});
