import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A listing of a large monorepo fits; past this git's answer is not read. */
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;

/** A commit's id as git writes it: SHA-1, or SHA-256 in repositories that use it. */
export const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** One file of a commit's tree: `100644`/`100755` a file, `120000` a symlink, `160000` a submodule. */
export interface TreeEntry {
  mode: string;
  oid: string;
}

/** One path of `git diff --raw`: what it was at the base and what it is at the head. */
export interface DiffEntry {
  /** `A`, `D`, `M`, `T` (kind changed), `R` (renamed), or another of git's letters. */
  status: string;
  /** The path at the base; undefined for an added path. */
  from?: { path: string } & TreeEntry;
  /** The path at the head; undefined for a deleted path. */
  to?: { path: string } & TreeEntry;
}

/**
 * The git commands the change detection runs, in the checkout, without a shell: the paths and
 * revisions are arguments, never command text. No pager, no prompt for credentials, no external
 * diff tool or text conversion, whatever the user's git config says.
 */
export class Git {
  readonly #cwd: string;
  readonly #signal: AbortSignal | undefined;

  constructor(cwd: string, signal?: AbortSignal) {
    this.#cwd = cwd;
    this.#signal = signal;
  }

  async output(args: readonly string[]): Promise<string> {
    const { stdout } = await run('git', ['--no-pager', '-c', 'core.quotePath=false', ...args], {
      cwd: this.#cwd,
      encoding: 'utf8',
      maxBuffer: MAX_OUTPUT_BYTES,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' },
      ...(this.#signal && { signal: this.#signal }),
    });
    return stdout;
  }

  /**
   * The checkout's top directory and the commit checked out, in one call; throws when `cwd` is
   * in no git repository, or no commit is checked out.
   */
  async checkout(): Promise<{ top: string; head: string }> {
    const out = await this.output(['rev-parse', '--show-toplevel', '--verify', 'HEAD^{commit}']);
    const [top = '', head = ''] = out.trim().split('\n');
    return { top, head };
  }

  /** The commit `revision` names, or undefined when this clone does not hold it. */
  async commitOf(revision: string): Promise<string | undefined> {
    try {
      const out = await this.output([
        'rev-parse',
        '--verify',
        '--quiet',
        '--end-of-options',
        `${revision}^{commit}`,
      ]);
      return out.trim() || undefined;
    } catch (error) {
      if (this.#signal?.aborted) throw error;
      return undefined;
    }
  }

  /** Fetches one commit from `origin` (a shallow clone lacks most); false when that failed. */
  async fetchCommit(commit: string): Promise<{ fetched: boolean; why?: string }> {
    try {
      await this.output(['fetch', '--quiet', '--no-tags', '--depth=1', 'origin', commit]);
      return { fetched: (await this.commitOf(commit)) === commit };
    } catch (error) {
      if (this.#signal?.aborted) throw error;
      const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
      return { fetched: false, why: stderr.split('\n').at(-1) ?? '' };
    }
  }

  /** Every file of `commit`'s tree (submodules as their commit), by path from the top. */
  async listTree(commit: string): Promise<Map<string, TreeEntry>> {
    const out = await this.output(['ls-tree', '-r', '-z', '--full-tree', commit]);
    const tree = new Map<string, TreeEntry>();
    for (const record of out.split('\0')) {
      const tab = record.indexOf('\t');
      if (tab < 0) continue;
      const [mode = '', , oid = ''] = record.slice(0, tab).split(' ');
      tree.set(record.slice(tab + 1), { mode, oid });
    }
    return tree;
  }

  /** What differs between two commits, with renames found (`-M`), in one call. */
  async diff(base: string, head: string): Promise<DiffEntry[]> {
    const out = await this.output([
      'diff',
      '--raw',
      '-z',
      '-M',
      '--no-abbrev',
      '--no-ext-diff',
      '--no-textconv',
      '--no-relative',
      '--ignore-submodules=none',
      base,
      head,
      '--',
    ]);
    return parseRawDiff(out);
  }

  /**
   * The contents of the blobs `oids`, in one `git cat-file --batch`; a blob larger than
   * `maxBytes` is left out (its id maps to undefined).
   */
  readBlobs(oids: readonly string[], maxBytes: number): Promise<Map<string, Buffer | undefined>> {
    return readBatch(this.#cwd, oids, maxBytes, this.#signal);
  }
}

/** Parses `git diff --raw -z`: `:mode mode oid oid status\0path\0` (and a second path for renames and copies). */
export function parseRawDiff(out: string): DiffEntry[] {
  const fields = out.split('\0');
  const entries: DiffEntry[] = [];
  for (let index = 0; index < fields.length; ) {
    const header = fields[index++] as string;
    if (!header.startsWith(':')) continue;
    const [fromMode = '', toMode = '', fromOid = '', toOid = '', code = ''] = header
      .slice(1)
      .split(' ');
    const status = code.charAt(0);
    const first = fields[index++] as string;
    const second = status === 'R' || status === 'C' ? (fields[index++] as string) : first;
    const entry: DiffEntry = { status };
    if (status !== 'A') entry.from = { path: first, mode: fromMode, oid: fromOid };
    if (status !== 'D') entry.to = { path: second, mode: toMode, oid: toOid };
    entries.push(entry);
  }
  return entries;
}

async function readBatch(
  cwd: string,
  oids: readonly string[],
  maxBytes: number,
  signal: AbortSignal | undefined,
): Promise<Map<string, Buffer | undefined>> {
  const blobs = new Map<string, Buffer | undefined>();
  const wanted = [...new Set(oids)];
  if (wanted.length === 0) return blobs;
  const child = spawn('git', ['cat-file', '--batch'], {
    cwd,
    stdio: ['pipe', 'pipe', 'ignore'],
    ...(signal && { signal }),
  });
  const chunks: Buffer[] = [];
  let total = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    total += chunk.length;
    if (total > MAX_OUTPUT_BYTES) child.kill();
    else chunks.push(chunk);
  });
  const closed = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  child.stdin.end(`${wanted.join('\n')}\n`);
  const code = await closed;
  if (code !== 0) throw new Error(`git cat-file --batch ended with ${code}`);
  const out = Buffer.concat(chunks);
  let at = 0;
  for (const oid of wanted) {
    const lineEnd = out.indexOf(0x0a, at);
    if (lineEnd < 0) break;
    const [, type, size] = out.subarray(at, lineEnd).toString('utf8').split(' ');
    at = lineEnd + 1;
    if (type === undefined || size === undefined) {
      blobs.set(oid, undefined);
      continue;
    }
    const bytes = Number(size);
    blobs.set(oid, type === 'blob' && bytes <= maxBytes ? out.subarray(at, at + bytes) : undefined);
    at += bytes + 1;
  }
  return blobs;
}
