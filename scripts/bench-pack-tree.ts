// The workspaces `npm run bench:pack` ships, generated under the OS temp dir: each a checkout
// (a `.git` at its top) whose `agent/` folder is the `source-path`.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MB = 1024 * 1024;

/** The folder of the workspace that is packed: the action's `source-path`, tar's `-C`. */
export const SOURCE_PATH = 'agent';
export const AGENT_CONFIG = 'langgraph.json';

const CONFIG_TEXT = '{"dependencies":["."],"graphs":{"agent":"./src/pkg0/mod0/file0.py:graph"}}\n';

/**
 * An agent of about 90 MB in 422 files: 400 text modules of 60–175 kB (45.9 MB, from a small
 * vocabulary, so they compress about seven times over), 20 random 2 MB blobs that do not
 * compress, the agent config and a requirements file.
 */
export async function generateAgentTree(workspace: string): Promise<string> {
  const root = await checkout(workspace);
  await writeSized(path.join(root, 'requirements.txt'), 'langgraph\nlangchain-openai\n');
  const words = Array.from(
    { length: 400 },
    (_, i) => `w${(i * 2654435761).toString(36).slice(0, 3 + (i % 7))}`,
  );
  for (let i = 0; i < 400; i++) {
    const size = 60 * 1024 + ((i * 7919) % (115 * 1024));
    const file = path.join(root, 'src', `pkg${i % 23}`, `mod${i % 11}`, `file${i}.py`);
    await writeSized(file, textOf(size, words, i));
  }
  for (let i = 0; i < 20; i++) {
    await writeSized(path.join(root, 'assets', `blob${i}.bin`), randomBytes(2 * MB));
  }
  return workspace;
}

/**
 * An agent of `count` small files (1 to 64 bytes) a few hundred to a folder, as a vendored
 * dependency tree is, plus its config: what matters here is the number of files.
 */
export async function generateSmallFiles(workspace: string, count: number): Promise<string> {
  const root = await checkout(workspace);
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
  return workspace;
}

/** The workspace as actions/checkout leaves it, with the agent's config in `agent/`. */
async function checkout(workspace: string): Promise<string> {
  await writeSized(path.join(workspace, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  await writeSized(path.join(workspace, '.gitignore'), '*.log\n');
  const root = path.join(workspace, SOURCE_PATH);
  await writeSized(path.join(root, AGENT_CONFIG), CONFIG_TEXT);
  await writeSized(path.join(root, 'src', 'pkg0', 'mod0', 'file0.py'), 'graph = None\n');
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
