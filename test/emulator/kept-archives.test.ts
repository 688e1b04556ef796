import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeptArchives, MAX_KEPT_ARCHIVES } from '../../emulator/state/kept-archives.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kept-archives-test-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** One upload copied in two pieces; the path kept, or undefined. */
async function copy(archives: KeptArchives, text: string, keep = true) {
  const copying = archives.begin();
  for (const piece of [text.slice(0, 2), text.slice(2)]) {
    await new Promise<void>((done) => copying.write(Buffer.from(piece), done));
  }
  if (keep) return copying.finish();
  await copying.discard();
  return undefined;
}

describe('the archives the storage sink keeps for real agent servers', () => {
  it('keeps a whole copy, and nothing of one discarded', async () => {
    const archives = new KeptArchives(dir);
    const kept = await copy(archives, 'archive bytes');
    expect(kept).toBeDefined();
    expect(await readFile(kept as string, 'utf8')).toBe('archive bytes');
    expect(archives.has(kept as string)).toBe(true);
    await copy(archives, 'refused upload', false);
    expect(await readdir(dir)).toEqual([kept?.slice(dir.length + 1)]);
  });

  it(`keeps at most ${MAX_KEPT_ARCHIVES}, dropping the oldest first`, async () => {
    const archives = new KeptArchives(dir);
    const paths: string[] = [];
    for (let index = 0; index <= MAX_KEPT_ARCHIVES; index++) {
      paths.push((await copy(archives, `archive ${index}`)) as string);
    }
    expect(archives.has(paths[0] as string)).toBe(false);
    expect(paths.slice(1).every((path) => archives.has(path))).toBe(true);
    expect((await readdir(dir)).length).toBe(MAX_KEPT_ARCHIVES);
  });
});
