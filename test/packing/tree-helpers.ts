import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { list } from 'tar';
import { afterEach } from 'vitest';
import { type PackedSource, type PackOptions, packSource } from '../../src/packing/pack.ts';

const made: string[] = [];

afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh directory under the OS temp dir, removed after the test. */
export async function scratchDir(prefix = 'pack-test-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Writes `files` (path → content) under `root`, making the directories on the way. */
export async function writeTree(root: string, files: Record<string, string | Buffer>) {
  for (const [name, content] of Object.entries(files)) {
    const target = path.join(root, name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** A scratch tree; with `repository`, it is a git repository (just `.git/`, no git needed). */
export async function makeTree(
  files: Record<string, string | Buffer>,
  options: { repository?: boolean } = {},
): Promise<string> {
  const root = await scratchDir();
  if (options.repository) await mkdir(path.join(root, '.git', 'objects'), { recursive: true });
  await writeTree(root, files);
  return root;
}

export interface PackRun extends PackedSource {
  logs: string[];
  warnings: string[];
}

/** Packs with collected log and warning lines, into a scratch temp dir. */
export async function pack(
  root: string,
  configPath: string,
  extra: Partial<PackOptions> = {},
): Promise<PackRun> {
  const logs: string[] = [];
  const warnings: string[] = [];
  const packed = await packSource({
    root,
    configPath,
    tempDir: await scratchDir('pack-out-'),
    log: (line) => logs.push(line),
    warn: (line) => warnings.push(line),
    ...extra,
  });
  return { ...packed, logs, warnings };
}

export interface ListedEntry {
  path: string;
  type: string;
  mode: number | undefined;
  uid: number | undefined;
  gid: number | undefined;
  uname: string | undefined;
  gname: string | undefined;
  mtime: Date | undefined;
  size: number;
  /** What a file holds, as text, when asked for. */
  contents?: string;
}

/** The archive's entries as node-tar reads them, in archive order. */
export async function listArchive(
  file: string,
  { withContents = false } = {},
): Promise<ListedEntry[]> {
  const entries: ListedEntry[] = [];
  await list({
    file,
    onReadEntry: (entry) => {
      const { path: name, type, mode, uid, gid, uname, gname, mtime, size } = entry;
      const listed: ListedEntry = { path: name, type, mode, uid, gid, uname, gname, mtime, size };
      entries.push(listed);
      if (!withContents) return;
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => {
        listed.contents = Buffer.concat(chunks).toString('utf8');
      });
    },
  });
  return entries;
}

/** The archive's file paths (no directories), in archive order. */
export async function archivedFiles(file: string): Promise<string[]> {
  return (await listArchive(file)).filter((e) => e.type === 'File').map((e) => e.path);
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** Whether a `git` binary is on PATH, for the tests that compare with git itself. */
export function hasGit(): boolean {
  try {
    execFileSync('git', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The files git would add under `root` (a fresh repository, nothing committed): untracked and not ignored. */
export function filesGitWouldAdd(root: string): string[] {
  execFileSync('git', ['init', '--quiet', root], { stdio: 'ignore' });
  const out = execFileSync('git', ['ls-files', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
  });
  return out.toString('utf8').split('\0').filter(Boolean).sort();
}
