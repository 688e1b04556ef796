import { execFileSync } from 'node:child_process';
import { readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SourceTree } from '../../src/packing/walk-tree.ts';
import { makeTree, pack, scratchDir } from './tree-helpers.ts';

/*
 * Packing writes the files the walk saw, or nothing: each file is opened once without following
 * a link or waiting on a FIFO, checked on that handle, and read from it. The swaps below happen
 * between the walk and the write.
 */

const SECRET = 'the target of a symlink, never to be packed';

async function packWithSwap(swap: (root: string) => Promise<void>) {
  const root = await makeTree({
    'agent.json': '{"graphs":{}}',
    'src/graph.py': 'graph = None\n',
    'src/tools.py': 'tools = []\n',
  });
  const outside = path.join(await scratchDir(), 'secret.txt');
  await writeFile(outside, SECRET);
  const tempDir = await scratchDir('pack-out-');
  let walked: SourceTree | undefined;
  const packing = pack(root, 'agent.json', {
    tempDir,
    onWalked: async (tree) => {
      walked = tree;
      await swap(root);
    },
  });
  const error = await packing.then(
    () => expect.fail('packing should have failed'),
    (reason: unknown) => reason as Error,
  );
  return { error, walked, tempDir, outside };
}

describe('packing a file that changed after the walk', () => {
  it('refuses a file replaced by a FIFO, without waiting on it', async () => {
    const { error, walked, tempDir } = await packWithSwap(async (root) => {
      const file = path.join(root, 'src/graph.py');
      await rm(file);
      execFileSync('mkfifo', [file]);
    });
    expect([...(walked?.files ?? [])].map((f) => f.path)).toContain('src/graph.py');
    expect(error.message).toBe(
      'src/graph.py changed while packing: it is now a FIFO, not a regular file',
    );
    expect(await readdir(tempDir)).toEqual([]);
  }, 15_000);

  it('refuses a file replaced by a symlink, and never reads its target', async () => {
    let target = '';
    const { error, tempDir } = await packWithSwap(async (root) => {
      const file = path.join(root, 'src/graph.py');
      target = path.join(path.dirname(root), 'secret-target.txt');
      await writeFile(target, SECRET);
      await rm(file);
      await symlink(target, file);
    });
    await rm(target, { force: true });
    expect(error.message).toBe('src/graph.py changed while packing: it is now a symlink');
    // Nothing was written that could hold the target's bytes.
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('refuses a file whose size changed', async () => {
    const { error, tempDir } = await packWithSwap(async (root) => {
      await writeFile(path.join(root, 'src/tools.py'), 'tools = ["grown"]\n', { flag: 'r+' });
    });
    expect(error.message).toBe(
      'src/tools.py changed while packing: its size went from 11 to 18 bytes',
    );
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('refuses a file replaced by another file of the same size', async () => {
    const { error } = await packWithSwap(async (root) => {
      const file = path.join(root, 'src/tools.py');
      const replacement = `${file}.new`;
      await writeFile(replacement, 'other = 1\n\n');
      await rename(replacement, file);
    });
    expect(error.message).toBe(
      'src/tools.py changed while packing: it was replaced by another file',
    );
  });

  it('refuses a file that is gone', async () => {
    const { error } = await packWithSwap((root) => rm(path.join(root, 'src/graph.py')));
    expect(error.message).toBe('src/graph.py changed while packing: it is gone');
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
