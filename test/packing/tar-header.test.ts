import { Header, Pax } from 'tar';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_MTIME, entryHeader } from '../../src/packing/tar-header.ts';

/*
 * entryHeader writes most headers itself, from a block node-tar encoded once; every one must be
 * the bytes node-tar's own Header (and Pax, when it needs one) gives for the same entry.
 */

function nodeTarHeader(path: string, type: 'File' | 'Directory', size: number, mode: number) {
  const fields = { path, size, mtime: ARCHIVE_MTIME, uid: 0, gid: 0, uname: '' };
  const block = Buffer.alloc(512);
  const needsPax = new Header({ ...fields, type, mode }).encode(block, 0);
  return needsPax ? Buffer.concat([new Pax(fields).encode(), block]) : block;
}

const SIZES = [0, 1, 7, 8, 511, 512, 513, 65_536, 2 ** 20 + 3, 8 ** 10 - 1, 8 ** 10, 8 ** 11 - 1];
const NAMES = [
  'a',
  'agent.json',
  'src/graph.py',
  'a b/c~d!e$(f)[g]{h}@i#j%k^l&m+n=o,p;q\'r"s`t.txt',
  `${'d/'.repeat(49)}x`,
  'x'.repeat(98),
  'x'.repeat(99),
  // From here node-tar splits the path into prefix and name, or needs pax.
  'x'.repeat(100),
  `${'dir/'.repeat(30)}file.py`,
  `${'nested-directory-name/'.repeat(9)}module.py`,
  'ünïcödé.py',
  'tab\there.txt',
  `${'y'.repeat(160)}/${'z'.repeat(120)}`,
];

describe('entryHeader', () => {
  it('gives node-tar’s bytes for files of every size class, both modes', () => {
    for (const name of NAMES) {
      for (const size of SIZES) {
        for (const executable of [false, true]) {
          const mode = executable ? 0o755 : 0o644;
          const ours = Buffer.from(entryHeader(name, 'File', size, executable));
          expect(ours.equals(nodeTarHeader(name, 'File', size, mode)), `${name} ${size}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('gives node-tar’s bytes for directories', () => {
    for (const name of NAMES) {
      const ours = Buffer.from(entryHeader(`${name}/`, 'Directory', 0, true));
      expect(ours.equals(nodeTarHeader(`${name}/`, 'Directory', 0, 0o755)), name).toBe(true);
    }
  });

  it('goes to a pax header for a size ustar cannot hold, as node-tar does', () => {
    const header = entryHeader('big.bin', 'File', 8 ** 11, false);
    expect(header.length).toBeGreaterThan(512);
    expect(Buffer.from(header).equals(nodeTarHeader('big.bin', 'File', 8 ** 11, 0o644))).toBe(true);
  });
});
