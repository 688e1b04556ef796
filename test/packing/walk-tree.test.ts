import { execFileSync } from 'node:child_process';
import { link, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listArchive, makeTree, pack, scratchDir } from './tree-helpers.ts';

/*
 * Packing writes the files as the walk listed them, or nothing: each file is opened once without
 * following a link or waiting on a FIFO, checked on that handle, and read from it. The swaps
 * below happen after the directory holding the file was listed, before the file is opened.
 */

const SECRET = 'the target of a symlink, never to be packed';

async function packWithSwap(swap: (root: string) => Promise<void>) {
  const root = await makeTree({
    'agent.json': '{"graphs":{}}',
    'src/graph.py': 'graph = None\n',
    'src/tools.py': 'tools = []\n',
  });
  const tempDir = await scratchDir('pack-out-');
  const listed: string[] = [];
  const packing = pack(root, 'agent.json', {
    tempDir,
    onListed: async (dir) => {
      listed.push(dir);
      if (dir === 'src') await swap(root);
    },
  });
  return { packing, listed, tempDir };
}

async function failureOf(swap: (root: string) => Promise<void>) {
  const { packing, listed, tempDir } = await packWithSwap(swap);
  const error = await packing.then(
    () => expect.fail('packing should have failed'),
    (reason: unknown) => reason as Error,
  );
  expect(listed).toEqual(['', 'src']);
  return { error, tempDir };
}

describe('packing a file that changed after its directory was listed', () => {
  it('refuses a file replaced by a FIFO, without waiting on it', async () => {
    const { error, tempDir } = await failureOf(async (root) => {
      const file = path.join(root, 'src/graph.py');
      await rm(file);
      execFileSync('mkfifo', [file]);
    });
    expect(error.message).toBe(
      'src/graph.py changed while packing: it is now a FIFO, not a regular file',
    );
    expect(await readdir(tempDir)).toEqual([]);
  }, 15_000);

  it('refuses a file replaced by a symlink, and never reads its target', async () => {
    let target = '';
    const { error, tempDir } = await failureOf(async (root) => {
      const file = path.join(root, 'src/graph.py');
      target = path.join(await scratchDir(), 'secret-target.txt');
      await writeFile(target, SECRET);
      await rm(file);
      await symlink(target, file);
    });
    await rm(target, { force: true });
    expect(error.message).toBe('src/graph.py changed while packing: it is now a symlink');
    // Nothing was written that could hold the target's bytes.
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('refuses a file replaced by a directory', async () => {
    const { error } = await failureOf(async (root) => {
      await rm(path.join(root, 'src/tools.py'));
      await mkdir(path.join(root, 'src/tools.py'));
    });
    expect(error.message).toBe(
      'src/tools.py changed while packing: it is now a directory, not a regular file',
    );
  });

  it('refuses a file that is gone', async () => {
    const { error } = await failureOf((root) => rm(path.join(root, 'src/graph.py')));
    expect(error.message).toBe('src/graph.py changed while packing: it is gone');
  });

  it('packs a file that grew as it was when opened, its header saying that size', async () => {
    const { packing } = await packWithSwap(async (root) => {
      await writeFile(path.join(root, 'src/tools.py'), 'tools = ["grown"]\n');
    });
    const packed = await packing;
    const entries = await listArchive(packed.file, { withContents: true });
    expect(entries.find((entry) => entry.path === 'src/tools.py')).toMatchObject({
      size: 18,
      contents: 'tools = ["grown"]\n',
    });
  });

  it('sets apart a file that became a hard link, with a warning, and packs the rest', async () => {
    const elsewhere = await scratchDir();
    const { packing } = await packWithSwap(async (root) => {
      await link(path.join(root, 'src/graph.py'), path.join(elsewhere, 'second-name'));
    });
    const packed = await packing;
    expect(packed.leftOut.hardLinks).toEqual(['src/graph.py']);
    expect(packed.warnings).toContain(
      'left out 1 hard links (the archive holds none): "src/graph.py"',
    );
    expect((await listArchive(packed.file)).map((entry) => entry.path)).toEqual([
      'agent.json',
      'src/',
      'src/tools.py',
    ]);
  });
});

describe('packing when the step stops', () => {
  it('stops packing with the signal’s reason and leaves no archive', async () => {
    const files: Record<string, string> = { 'agent.json': '{}' };
    for (let i = 0; i < 200; i++) files[`src/m${i}.py`] = 'x';
    const root = await makeTree(files, { repository: true });
    const tempDir = await scratchDir('pack-out-');
    const controller = new AbortController();
    const stop = new Error('the step stopped');
    const packing = pack(root, 'agent.json', {
      tempDir,
      signal: controller.signal,
      log: (line) => {
        if (line.startsWith('packing')) controller.abort(stop);
      },
    });
    await expect(packing).rejects.toBe(stop);
    expect(await readdir(tempDir)).toEqual([]);

    const aborted = pack(root, 'agent.json', { tempDir, signal: AbortSignal.abort(stop) });
    await expect(aborted).rejects.toBe(stop);
    expect(await readdir(tempDir)).toEqual([]);
  });
});
