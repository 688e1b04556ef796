// src/evaluation/dataset-file.ts: eval-dataset's file read as JSON Lines or as a JSON array, every
// problem named with its line, and the size counted as the file is read.
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDatasetFile } from '../../src/evaluation/dataset-file.ts';
import { MAX_DATASET_BYTES } from '../../src/evaluation/examples.ts';
import { workspaceWith } from './eval-fixtures.ts';

const read = async (content: string | Buffer, path = 'evals/qa.jsonl') =>
  readDatasetFile(path, await workspaceWith({ [path]: content }));
const refusal = async (content: string | Buffer) =>
  read(content).then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('a JSON Lines dataset', () => {
  it('reads one example a line, blank lines skipped, and tells each example’s line', async () => {
    const text = '{"inputs":{"q":"a"},"outputs":{"answer":"A"}}\n\n{"inputs":{"q":"b"}}\r\n';
    expect(await read(text)).toEqual({
      label: 'evals/qa.jsonl',
      examples: [
        { where: 'line 1', inputs: { q: 'a' }, outputs: { answer: 'A' } },
        { where: 'line 3', inputs: { q: 'b' } },
      ],
    });
  });

  it('reads a file that starts with a byte-order mark', async () => {
    const text = `\ufeff{"inputs":{"q":"a"}}\n`;
    expect((await read(text)).examples).toHaveLength(1);
  });

  it.each([
    ['{"inputs":{}}\n{"inputs": {}\n', 'Input "eval-dataset": line 2: is not JSON'],
    [
      '{"inputs":{}}\n{"outputs":{}}\n',
      'Input "eval-dataset": line 2: has no inputs (the object the run gets)',
    ],
    ['\n\n', 'Input "eval-dataset": holds no example'],
    [
      `${'['.repeat(300)}${']'.repeat(300)}`,
      'Input "eval-dataset": is JSON nested too deeply (more than 256 levels)',
    ],
  ])('refuses %j', async (text, message) => {
    expect(await refusal(text)).toBe(message);
  });
});

describe('a JSON array dataset', () => {
  it('reads each item, and tells the line it starts on', async () => {
    const text = '[\n  {"inputs": {"q": "a,[b]"}},\n  {\n    "inputs": {"q": "c"}\n  }\n]';
    expect((await read(text, 'evals/qa.json')).examples).toEqual([
      { where: 'item 1 (line 2)', inputs: { q: 'a,[b]' } },
      { where: 'item 2 (line 3)', inputs: { q: 'c' } },
    ]);
  });

  it.each([
    ['[\n{"inputs":{}},\n{"inputs" {}}\n]', 'Input "eval-dataset": is not JSON (line 3)'],
    [
      '[\n{"inputs":{}},\n"text"\n]',
      'Input "eval-dataset": item 2 (line 3): must be a JSON object with inputs',
    ],
    ['[]', 'Input "eval-dataset": holds no example'],
  ])('refuses %j', async (text, message) => {
    expect(await refusal(text)).toBe(message);
  });
});

describe('the bounds', () => {
  it('refuse more than 5000 examples', async () => {
    const text = '{"inputs":{}}\n'.repeat(5001);
    expect(await refusal(text)).toBe(
      'Input "eval-dataset": holds more than 5000 examples, the most read',
    );
  });

  it('refuse a file of more than 20 MB, counted as it is read', async () => {
    const workspace = await workspaceWith({ 'big.jsonl': '' });
    const handle = await open(join(workspace, 'big.jsonl'), 'w');
    const line = Buffer.from(`{"inputs":{"q":"${'x'.repeat(1000)}"}}\n`);
    const lines = Math.ceil(MAX_DATASET_BYTES / line.length) + 1;
    await handle.write(Buffer.concat(Array.from({ length: lines }, () => line)));
    await handle.close();
    await expect(readDatasetFile('big.jsonl', workspace)).rejects.toThrow(
      'Input "eval-dataset": is larger than 20 MB, the most read',
    );
  });

  it('refuse a file that is not UTF-8', async () => {
    expect(await refusal(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))).toBe(
      'Input "eval-dataset": is not UTF-8 text',
    );
  });
});
