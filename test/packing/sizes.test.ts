import { randomBytes } from 'node:crypto';
import { readdir, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_ARCHIVE_BYTES, packSource, WARN_ARCHIVE_BYTES } from '../../src/packing/pack.ts';
import { formatRate, formatSize, LargestFiles } from '../../src/packing/sizes.ts';
import { makeTree, pack, scratchDir } from './tree-helpers.ts';

describe('packSource size limits', () => {
  it('uses the signed URL’s limit and warns from 50 MB by default', () => {
    expect(MAX_ARCHIVE_BYTES).toBe(209_715_200);
    expect(WARN_ARCHIVE_BYTES).toBe(52_428_800);
  });

  it('warns above the warning size, naming the largest files', async () => {
    const root = await makeTree({
      'agent.json': '{}',
      'model/weights.bin': randomBytes(40_000),
      'data/table.bin': randomBytes(20_000),
    });
    const packed = await pack(root, 'agent.json', { limits: { warnBytes: 30_000 } });
    expect(packed.warnings).toHaveLength(1);
    expect(packed.warnings[0]).toMatch(/^the source archive is \d+\.\d kB, above 29\.3 kB/);
    expect(packed.warnings[0]).toContain(
      'Largest files: "model/weights.bin" (39.1 kB), "data/table.bin" (19.5 kB)',
    );
    expect(packed.largest.map((entry) => entry.path)).toEqual([
      'model/weights.bin',
      'data/table.bin',
      'agent.json',
    ]);
  });

  it('refuses an archive above the limit, naming the largest files, and leaves no file behind', async () => {
    const root = await makeTree({ 'agent.json': '{}', 'big/random.bin': randomBytes(300_000) });
    const tempDir = await scratchDir('pack-out-');
    const packing = packSource({
      root,
      configPath: 'agent.json',
      tempDir,
      log: () => {},
      warn: () => {},
      limits: { maxBytes: 100_000 },
    });
    await expect(packing).rejects.toThrow(
      /^the source archive is larger than 97\.7 kB \(100000 bytes\), the most the upload URL accepts\. Largest files: "big\/random\.bin" \(293\.0 kB\)/,
    );
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('packs files larger than the limit when they compress below it (a sparse file here)', async () => {
    const root = await makeTree({ 'agent.json': '{}' });
    const sparse = path.join(root, 'zeros.bin');
    await writeFile(sparse, '');
    await truncate(sparse, 8 * 1024 * 1024);
    const packed = await pack(root, 'agent.json', { limits: { maxBytes: 1024 * 1024 } });
    expect(packed.bytes).toBeLessThan(1024 * 1024);
    expect(packed.logs).toContainEqual(
      expect.stringMatching(/^packed 2 files \(8\.0 MB uncompressed\) into \d+\.\d kB$/),
    );
    expect(packed.largest[0]).toEqual({ path: 'zeros.bin', bytes: 8 * 1024 * 1024 });
  });

  it('keeps the few largest files, biggest first, ties by path', () => {
    const largest = new LargestFiles(3);
    for (const [i, bytes] of [3, 9, 1, 9, 4, 7, 2].entries()) largest.offer(`f${i}`, bytes);
    expect(largest.entries).toEqual([
      { path: 'f1', bytes: 9 },
      { path: 'f3', bytes: 9 },
      { path: 'f5', bytes: 7 },
    ]);
  });
});

describe('sizes for a person', () => {
  it('says a size in the unit it comes in: B, kB of 1024, MB of 2^20', () => {
    const sizes = [0, 1, 1023, 1024, 1130, 1_047_600, 1_048_575, 1_048_576, 209_715_200];
    expect(sizes.map(formatSize)).toEqual([
      '0 B',
      '1 B',
      '1023 B',
      '1.0 kB',
      '1.1 kB',
      '1023.0 kB',
      '1.0 MB',
      '1.0 MB',
      '200.0 MB',
    ]);
  });

  it('says a rate per second, and no rate when no time was measured', () => {
    expect(formatRate(1130, 10)).toBe('110.4 kB/s');
    expect(formatRate(4 * 1_048_576, 2000)).toBe('2.0 MB/s');
    expect(formatRate(1130, 0)).toBe('—');
  });
});
