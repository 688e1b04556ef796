import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';

/** One `.gitignore` file: its rules apply to paths below the directory that holds it. */
interface IgnoreLevel {
  /** The directory, relative to the base (`''` for the base itself), `/`-separated. */
  dir: string;
  file: string;
  rules: Ignore;
}

export interface IgnoreVerdict {
  ignored: boolean;
  /** Which `.gitignore` rule decided, for messages: `path/.gitignore: pattern`. */
  rule?: string;
}

/**
 * Git's `.gitignore` rules for the tree under `root`. Paths are relative to `root` and use `/`.
 *
 * Inside a repository the base is the repository's top directory, so the `.gitignore` files
 * between it and `root` count too. Outside one git tracks nothing, so no rule applies and
 * every file but `.git` is packed (issue 11); `inRepository` says which it was.
 */
export class IgnoreRules {
  readonly #levels = new Map<string, IgnoreLevel | null>();
  readonly #base: string;
  /** `root` relative to the base, `/`-separated, `''` when they are the same. */
  readonly #rootPrefix: string;
  readonly inRepository: boolean;

  private constructor(base: string, root: string, inRepository: boolean) {
    this.#base = base;
    this.#rootPrefix = path.relative(base, root).split(path.sep).filter(Boolean).join('/');
    this.inRepository = inRepository;
  }

  /** Finds the repository around `root` (if any) and reads the `.gitignore` files above it. */
  static async load(root: string): Promise<IgnoreRules> {
    const top = await findRepositoryTop(root);
    const rules = new IgnoreRules(top ?? root, root, top !== undefined);
    const above = rules.#rootPrefix === '' ? [] : rules.#rootPrefix.split('/');
    for (let depth = 0; depth < above.length; depth++) {
      await rules.#loadLevel(above.slice(0, depth).join('/'));
    }
    return rules;
  }

  /** Reads the `.gitignore` in `dir` (relative to `root`); call it before deciding on its entries. */
  async enterDirectory(dir: string): Promise<void> {
    await this.#loadLevel(this.#fromBase(dir));
  }

  /**
   * Whether git would leave out `entry` (relative to `root`), given that every directory above
   * it was kept. As git does, the closest `.gitignore` with a matching rule decides, and within
   * one file the last matching rule.
   */
  verdict(entry: string, isDirectory: boolean): IgnoreVerdict {
    return this.#verdictFromBase(this.#fromBase(entry), isDirectory);
  }

  /** Whether `root` itself, or a directory between the repository's top and it, is ignored. */
  rootVerdict(): IgnoreVerdict {
    const steps = this.#rootPrefix === '' ? [] : this.#rootPrefix.split('/');
    for (let depth = 1; depth <= steps.length; depth++) {
      const verdict = this.#verdictFromBase(steps.slice(0, depth).join('/'), true);
      if (verdict.ignored) return verdict;
    }
    return { ignored: false };
  }

  #verdictFromBase(full: string, isDirectory: boolean): IgnoreVerdict {
    const parents = full.split('/').slice(0, -1);
    for (let depth = parents.length; depth >= 0; depth--) {
      const level = this.#levels.get(parents.slice(0, depth).join('/'));
      if (!level) continue;
      const relative = full.slice(level.dir === '' ? 0 : level.dir.length + 1);
      const result = level.rules.test(isDirectory ? `${relative}/` : relative);
      if (result.unignored) return { ignored: false };
      if (!result.ignored) continue;
      // `ignore` also tests the parent directories. When this file ignores a parent that a
      // closer file re-included (we only get here if it was kept), git does not carry that
      // over to this entry, so this file has no say.
      const parent = relative.split('/').slice(0, -1).join('/');
      if (parent !== '' && level.rules.test(`${parent}/`).ignored) continue;
      return { ignored: true, rule: `${level.file}: ${result.rule?.pattern ?? ''}` };
    }
    return { ignored: false };
  }

  #fromBase(entry: string): string {
    if (this.#rootPrefix === '') return entry;
    return entry === '' ? this.#rootPrefix : `${this.#rootPrefix}/${entry}`;
  }

  async #loadLevel(dir: string): Promise<void> {
    if (this.#levels.has(dir)) return;
    if (!this.inRepository) {
      this.#levels.set(dir, null);
      return;
    }
    const file = path.join(this.#base, ...dir.split('/').filter(Boolean), '.gitignore');
    // Like git (since 2.32), a `.gitignore` that is a symlink is not read.
    const stat = await lstat(file).catch(() => undefined);
    if (!stat?.isFile()) {
      this.#levels.set(dir, null);
      return;
    }
    const rules = ignore({ ignorecase: CASE_INSENSITIVE_FILESYSTEM }).add(
      await readFile(file, 'utf8'),
    );
    const shown = dir === '' ? '.gitignore' : `${dir}/.gitignore`;
    this.#levels.set(dir, { dir, file: shown, rules });
  }
}

/** Git's default `core.ignorecase` follows the file system: off on Linux, on for macOS and Windows. */
const CASE_INSENSITIVE_FILESYSTEM = process.platform === 'darwin' || process.platform === 'win32';

/** The closest directory at or above `start` that holds `.git` (a directory, or a file in worktrees). */
async function findRepositoryTop(start: string): Promise<string | undefined> {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (await lstat(path.join(dir, '.git')).catch(() => undefined)) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}
