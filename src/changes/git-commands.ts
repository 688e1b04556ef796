import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { childEnvironment } from '../common/step-environment.ts';
import { CommitFiles } from './commit-files.ts';
import { DiffIndex } from './diff-index.ts';
import { ObjectReader } from './object-reader.ts';
import { diffTrees } from './tree-diff.ts';
import { TreeStore } from './tree-store.ts';

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
 * revisions are arguments (or lines to `git cat-file`), never command text. No pager, no prompt
 * for credentials, no external diff tool or text conversion, whatever the user's git config
 * says. Commits, trees and blobs are read by one `git cat-file` that lives until `close()` (see
 * ObjectReader); the other commands run only where its answers do not settle a question.
 */
export class Git {
  readonly #cwd: string;
  readonly #signal: AbortSignal | undefined;
  #reader: ObjectReader | undefined;
  #store: TreeStore | undefined;

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
      env: gitEnvironment(),
      ...(this.#signal && { signal: this.#signal }),
    });
    return stdout;
  }

  /**
   * The checkout's top directory; throws when `cwd` is in no git repository, or no commit is
   * checked out.
   */
  async top(): Promise<string> {
    const out = await this.output(['rev-parse', '--show-toplevel', '--verify', 'HEAD^{commit}']);
    return out.split('\n')[0] ?? '';
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

  /**
   * The id of the tree the head commit has at the directory git runs in (`HEAD:./`): where the
   * workspace lies in the commit, as git sees it. Undefined when the head has no such directory;
   * throws when git has no work tree there (git then ends, and `top()` says why).
   */
  treeHere(): Promise<string | undefined> {
    return this.#trees().treeNamed(`${HEAD}:./`);
  }

  /**
   * The files of the commit `revision` names, read from its trees (see CommitFiles), and the
   * commit's id; the files named one of `watched` are noted as they come in, and each that is a
   * regular file handed to `onWatched` (to read its blob while the walk goes on).
   */
  async listTree(
    revision: string,
    watched: readonly Buffer[],
    onWatched?: (oid: string) => void,
  ): Promise<{ commit: string; files: CommitFiles }> {
    const trees = this.#trees();
    const ids = await trees.commit(revision);
    if (!ids) throw new Error(`git has no commit ${revision}`);
    const files = await CommitFiles.walk(trees, ids.tree, watched, onWatched);
    return { commit: ids.commit, files };
  }

  /**
   * What differs between two commits, with renames found (`-M`): from their trees, reading only
   * those that differ, and from `git diff` when a deleted and an added path could be a rename.
   */
  async diff(base: string, head: string): Promise<DiffIndex> {
    const trees = this.#trees();
    const [from, to] = await Promise.all([trees.commit(base), trees.commit(head)]);
    if (!from || !to) throw new Error(`git has no commit ${from ? head : base}`);
    const own = await diffTrees(trees, from.tree, to.tree);
    if (own) return DiffIndex.parse(own);
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
      from.commit,
      to.commit,
      '--',
    ]);
    return DiffIndex.parse(out);
  }

  /** The contents of the blob `oid`; undefined when there is none, or it is larger than `maxBytes`. */
  async readBlob(oid: string, maxBytes: number): Promise<Buffer | undefined> {
    const found = await this.#objects().read(oid, maxBytes);
    return found?.type === 'blob' ? found.body : undefined;
  }

  /** Ends the git process that reads objects, if one was started. */
  close(): void {
    this.#reader?.close();
  }

  #objects(): ObjectReader {
    this.#reader ??= new ObjectReader(this.#cwd, gitEnvironment(), this.#signal);
    return this.#reader;
  }

  #trees(): TreeStore {
    this.#store ??= new TreeStore(this.#objects());
    return this.#store;
  }
}

/** What git runs with: no prompt for credentials, no optional locks, git's own words. */
function gitEnvironment(): NodeJS.ProcessEnv {
  return childEnvironment({ GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' });
}
