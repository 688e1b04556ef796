import { createHash } from 'node:crypto';
import { chmod, cp, open, readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_MTIME } from '../../src/packing/write-archive.ts';
import { listArchive, makeTree, pack, scratchDir, sha256Of } from './tree-helpers.ts';

const TREE = {
  'agent.json': '{"graphs":{"agent":"./src/graph.py:graph"}}',
  'src/graph.py': 'graph = None\n',
  'src/run.sh': '#!/bin/sh\necho hi\n',
  'assets/blob.bin': Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 251)),
  // Longer than a ustar name field: node-tar adds a pax header, which must be stable too.
  [`deep/${'long-directory-name/'.repeat(8)}file.txt`]: 'x',
};

describe('packSource reproducibility', () => {
  it('gives the same bytes for the same tree, whatever its mtimes, modes and owner', async () => {
    const root = await makeTree(TREE, { repository: true });
    await chmod(path.join(root, 'src/run.sh'), 0o755);
    const first = await pack(root, 'agent.json');
    const second = await pack(root, 'agent.json');
    expect(await sha256Of(second.file)).toBe(await sha256Of(first.file));

    const copy = path.join(await scratchDir(), 'copy');
    await cp(root, copy, { recursive: true });
    await utimes(path.join(copy, 'agent.json'), new Date('2031-05-06'), new Date('2031-05-06'));
    await utimes(path.join(copy, 'src'), new Date('2001-01-01'), new Date('2001-01-01'));
    // Group and other bits differ; the owner's executable bit is what git keeps.
    await chmod(path.join(copy, 'src/run.sh'), 0o700);
    await chmod(path.join(copy, 'src/graph.py'), 0o664);
    await chmod(path.join(copy, 'assets/blob.bin'), 0o600);
    const fromCopy = await pack(copy, 'agent.json');
    expect(await sha256Of(fromCopy.file)).toBe(await sha256Of(first.file));
  });

  it('writes fixed metadata: mtime, uid and gid 0, no names, modes 0644 and 0755', async () => {
    const root = await makeTree(TREE);
    await chmod(path.join(root, 'src/run.sh'), 0o744);
    const packed = await pack(root, 'agent.json');
    const entries = await listArchive(packed.file);
    for (const entry of entries) {
      expect(entry).toMatchObject({ uid: 0, gid: 0, mtime: ARCHIVE_MTIME });
      expect(entry.uname ?? '').toBe('');
      expect(entry.gname ?? '').toBe('');
    }
    const modes = Object.fromEntries(entries.map((e) => [e.path, e.mode?.toString(8)]));
    expect(modes).toMatchObject({
      'agent.json': '644',
      'src/': '755',
      'src/graph.py': '644',
      'src/run.sh': '755',
    });
    expect(entries.map((e) => e.path)).toEqual([...entries.map((e) => e.path)].sort());

    // gzip header: no timestamp (bytes 4–7), OS byte fixed at 255 ("unknown").
    const header = Buffer.alloc(10);
    const handle = await open(packed.file);
    await handle.read(header, 0, 10, 0);
    await handle.close();
    expect([...header.subarray(0, 3)]).toEqual([0x1f, 0x8b, 8]);
    expect(header.readUInt32LE(4)).toBe(0);
    expect(header[9]).toBe(255);
  });

  it('writes uid and gid as 0 in the raw header, not as empty fields', async () => {
    const root = await makeTree({ 'agent.json': '{}' });
    const packed = await pack(root, 'agent.json');
    const { gunzipSync } = await import('node:zlib');
    const tar = gunzipSync(await readFile(packed.file));
    const field = (offset: number, length: number) =>
      tar
        .subarray(offset, offset + length)
        .toString('latin1')
        .replace(/\0+$/, '');
    expect(field(0, 100)).toBe('agent.json');
    expect(Number.parseInt(field(108, 8), 8)).toBe(0);
    expect(field(108, 8)).toMatch(/^0+ ?$/);
    expect(field(116, 8)).toMatch(/^0+ ?$/);
    expect(field(265, 32)).toBe('');
    expect(field(297, 32)).toBe('');
  });
});

describe('packSource entry order', () => {
  it('lists entries in the order of their names, each directory just before its first file', async () => {
    const root = await makeTree(
      {
        'agent.json': '{"graphs":{}}',
        '.gitignore': '*.log\n',
        'src.py': 'x',
        'src/a/b/deep.py': 'x',
        'src/a/b.py': 'x',
        'src/a/c/more.py': 'x',
        'src/a-z.py': 'x',
        'src/z.py': 'x',
        'src0.py': 'x',
        'logs/only.log': 'a directory holding only ignored files gets no entry',
        'tests/x.py': 'x',
      },
      { repository: true },
    );
    const packed = await pack(root, 'agent.json');
    const names = (await listArchive(packed.file)).map((entry) => entry.path);
    expect(names).toEqual([
      '.gitignore',
      'agent.json',
      'src.py',
      'src/',
      'src/a-z.py',
      'src/a/',
      'src/a/b.py',
      'src/a/b/',
      'src/a/b/deep.py',
      'src/a/c/',
      'src/a/c/more.py',
      'src/z.py',
      'src0.py',
      'tests/',
      'tests/x.py',
    ]);
    expect(names).toEqual([...names].sort());
  });

  it('keeps that order across local dependencies whose names share a beginning', async () => {
    const workspace = await makeTree({
      'agents/bot/agent.json': '{"graphs":{}}',
      'libs/common/util.py': 'x',
      'libs-extra/more.py': 'x',
    });
    const packed = await pack(path.join(workspace, 'agents/bot'), 'agent.json', {
      dependencies: [
        { entry: '../../libs/common', dir: path.join(workspace, 'libs/common') },
        { entry: '../../libs-extra', dir: path.join(workspace, 'libs-extra') },
      ],
    });
    const names = (await listArchive(packed.file)).map((entry) => entry.path);
    expect(names).toEqual([
      'agents/',
      'agents/bot/',
      'agents/bot/agent.json',
      'libs-extra/',
      'libs-extra/more.py',
      'libs/',
      'libs/common/',
      'libs/common/util.py',
    ]);
  });
});

describe('packSource bytes', () => {
  it("writes the same archive for this tree as node-tar's Pack did, byte for byte", async () => {
    const root = await makeTree(TREE, { repository: true });
    await chmod(path.join(root, 'src/run.sh'), 0o755);
    const packed = await pack(root, 'agent.json');
    const gzipped = await readFile(packed.file);
    // The tar inside, as node-tar's Pack wrote it for this tree (directories, a pax header for
    // the long path, an executable file), and the gzip stream node-tar's portable gzip made.
    expect(createHash('sha256').update(gunzipSync(gzipped)).digest('hex')).toBe(
      '108080aadb3340ad8238f66314062bb6171fd1c5f2cd7123b318e7e3d7d8ba39',
    );
    expect(await sha256Of(packed.file)).toBe(
      '6a89d143f665053adb5f666314091d9ca7d63a178f24ab2ed0021a1d66fa0ca1',
    );
  });
});

/** `bytes` pseudo-random bytes from `seed`: the same on every machine, and they do not compress. */
function noise(seed: string, bytes: number): Buffer {
  const blocks: Buffer[] = [];
  for (let i = 0; i * 32 < bytes; i++)
    blocks.push(createHash('sha256').update(`${seed}${i}`).digest());
  return Buffer.concat(blocks).subarray(0, bytes);
}

/** Source-like text of `bytes` bytes that compresses a few times over. */
function prose(seed: number, bytes: number): string {
  const words: string[] = [];
  for (let i = 0, length = 0; length < bytes; i++) {
    const word = `w${((seed * 31 + i * i * 17 + i) % 397).toString(36)}${i % 12 === 11 ? '\n' : ' '}`;
    words.push(word);
    length += word.length;
  }
  return words.join('').slice(0, bytes);
}

/**
 * Files larger than any read or write chunk, files at the edges of the sizes the writer treats
 * apart (64 KiB, a tar block, empty), many small files in many directories, an executable and a
 * path only a pax header holds: the archive of this tree is pinned byte for byte, tar and gzip.
 */
const LARGER_TREE: Record<string, string | Buffer> = {
  'agent.json': '{"graphs":{"agent":"./src/graph.py:graph"}}',
  'assets/noise.bin': noise('noise', 2_621_447),
  'assets/one-mebibyte.bin': noise('mebibyte', 1024 * 1024),
  'assets/small-limit.bin': noise('limit', 64 * 1024),
  'assets/small-limit-plus-one.bin': noise('plus-one', 64 * 1024 + 1),
  'assets/one-block.bin': noise('block', 512),
  'assets/empty.txt': '',
  'docs/long.md': prose(7, 3_000_000),
  [`deep/${'nested-directory-name/'.repeat(9)}module.py`]: prose(3, 9000),
  ...Object.fromEntries(
    Array.from({ length: 300 }, (_, i) => [
      `src/pkg${i % 7}/mod${i}.py`,
      prose(i, (i * 977) % 5000),
    ]),
  ),
};

describe('packSource bytes, larger tree', () => {
  it('writes the same tar and the same gzip stream as before, byte for byte', async () => {
    const root = await makeTree(LARGER_TREE, { repository: true });
    await chmod(path.join(root, 'src/pkg0/mod0.py'), 0o755);
    const packed = await pack(root, 'agent.json');
    const gzipped = await readFile(packed.file);
    expect(packed.entries).toBe(Object.keys(LARGER_TREE).length);
    expect(createHash('sha256').update(gunzipSync(gzipped)).digest('hex')).toBe(
      '67ce469f1977ffcc29b72bff3231fd48b1b3b30329a453d358d5903bc294034e',
    );
    expect(await sha256Of(packed.file)).toBe(
      '6cb01332e1f3ae978700d87b7868a5d9fda3446ad66ae6f36059b4a2dfd18110',
    );
  });
});
