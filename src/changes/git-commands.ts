import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { childEnvironment } from '../common/step-environment.ts';
import { DiffIndex } from './diff-index.ts';
import { TreeListing } from './tree-listing.ts';

const run = promisify(execFile);

/** A listing of a large monorepo fits; past this git's answer is not read. */
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;

/**
 * The commit checked out, as git names it. Read by calls that run at once (the listing, the
 * first diffs, the commit's id): nothing moves it while a step runs.
 */
export const HEAD = 'HEAD';

/** A commit's id as git writes it: SHA-1, or SHA-256 in repositories that use it. */
export const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

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

  /** Whether the step's signal ended the git commands. */
  get stopped(): boolean {
    return this.#signal?.aborted === true;
  }

  async output(args: readonly string[]): Promise<string> {
    return (await this.bytes(args)).toString('utf8');
  }

  /** What git wrote, as its bytes: a listing is read where it lies, not copied into strings. */
  async bytes(args: readonly string[]): Promise<Buffer> {
    const { stdout } = await run('git', ['--no-pager', '-c', 'core.quotePath=false', ...args], {
      cwd: this.#cwd,
      encoding: 'buffer',
      maxBuffer: MAX_OUTPUT_BYTES,
      env: childEnvironment({ GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' }),
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
      if (this.stopped) throw error;
      return undefined;
    }
  }

  /**
   * Fetches one commit from `origin` (a shallow clone lacks most). When that failed, `said` is
   * the line of git's own error that says why: its first `fatal:` or `error:` line (git goes on
   * with advice after it, whose last line alone says nothing).
   */
  async fetchCommit(commit: string): Promise<{ fetched: boolean; said?: string }> {
    try {
      await this.output(['fetch', '--quiet', '--no-tags', '--depth=1', 'origin', commit]);
      return { fetched: (await this.commitOf(commit)) === commit };
    } catch (error) {
      if (this.stopped) throw error;
      const lines = String((error as { stderr?: unknown }).stderr ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const said = lines.find((line) => /^(?:fatal|error):/.test(line)) ?? lines[0];
      return { fetched: false, ...(said && { said }) };
    }
  }

  /** Every file of `commit`'s tree (submodules as their commit), by path from the top. */
  async listTree(commit: string): Promise<TreeListing> {
    return TreeListing.parse(await this.bytes(['ls-tree', '-r', '-z', '--full-tree', commit]));
  }

  /** What differs between two commits, with renames found (`-M`), in one call. */
  async diff(base: string, head: string): Promise<DiffIndex> {
    const out = await this.bytes([
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
    return DiffIndex.parse(out);
  }

  /**
   * The contents of the blobs `oids`, in one `git cat-file --batch`; a blob larger than
   * `maxBytes` is left out (its id maps to undefined).
   */
  readBlobs(oids: readonly string[], maxBytes: number): Promise<Map<string, Buffer | undefined>> {
    return readBatch(this.#cwd, oids, maxBytes, this.#signal);
  }
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
    env: childEnvironment(),
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
