// The source trees `npm run bench:pack` packs, generated under the OS temp dir.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MB = 1024 * 1024;

/**
 * A tree of about `bytes`: 55% text files of 2–64 kB in nested folders (source-like, from a
 * small vocabulary, so it compresses a few times over), 45% random binary from 64 kB to 4 MB
 * with one large file, which does not compress.
 */
export async function generateTree(root: string, bytes: number): Promise<string> {
  await mkdir(root, { recursive: true });
  await writeFile(path.join(root, 'agent.json'), '{"graphs":{"agent":"./src/agent.py:graph"}}\n');
  const words = Array.from(
    { length: 400 },
    (_, i) => `w${(i * 2654435761).toString(36).slice(0, 3 + (i % 7))}`,
  );
  let text = 0;
  for (let i = 0; text < bytes * 0.55; i++) {
    const size = 2048 + ((i * 7919) % (62 * 1024));
    await writeSized(
      path.join(root, 'src', `pkg${i % 23}`, `mod${i % 11}`, `file${i}.py`),
      textOf(size, words, i),
    );
    text += size;
  }
  const large = Math.floor(bytes * 0.1);
  await writeSized(path.join(root, 'assets', 'large.bin'), randomBytes(large));
  let binary = large;
  for (let i = 0; binary < bytes * 0.45; i++) {
    const size = Math.min(64 * 1024 + ((i * 104729) % (4 * MB)), Math.ceil(bytes * 0.45 - binary));
    await writeSized(path.join(root, 'assets', `blob${i}.bin`), randomBytes(size));
    binary += size;
  }
  return root;
}

function textOf(size: number, words: string[], seed: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const word = words[(seed * 31 + i * i * 17 + i) % words.length] ?? 'x';
    const piece = i % 12 === 11 ? `${word}\n` : `${word} `;
    parts.push(piece);
    length += piece.length;
  }
  return parts.join('').slice(0, size);
}

async function writeSized(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * A tree of `count` small files (1 to 64 bytes) a few hundred to a folder, as a vendored
 * dependency tree is: what matters here is the number of files, not their bytes.
 */
export async function generateSmallFiles(root: string, count: number): Promise<string> {
  await mkdir(root, { recursive: true });
  await writeFile(path.join(root, 'agent.json'), '{"graphs":{"agent":"./src/agent.py:graph"}}\n');
  const perFolder = 400;
  for (let folder = 0; folder * perFolder < count; folder++) {
    const dir = path.join(root, 'vendor', `pkg${folder % 50}`, `mod${folder}`);
    await mkdir(dir, { recursive: true });
    const inFolder = Math.min(perFolder, count - folder * perFolder);
    const writes: Promise<void>[] = [];
    for (let i = 0; i < inFolder; i++) {
      writes.push(writeFile(path.join(dir, `f${i}.py`), 'x'.repeat(1 + ((folder + i) % 64))));
    }
    await Promise.all(writes);
  }
  return root;
}
