import path from 'node:path';
import { type IgnoreFileSource, WORKING_TREE } from './ignore-file-source.ts';
import { IgnoreMatcher } from './ignore-matcher.ts';

/** One ignore file: its rules apply to paths below the directory that holds it. */
interface IgnoreLevel {
  /** The directory, relative to the chain's base (`''` for the base itself), `/`-separated. */
  dir: string;
  /** How messages name the file: relative to the base, `path/.gitignore`. */
  file: string;
  rules: IgnoreMatcher;
}

export interface IgnoreVerdict {
  ignored: boolean;
  /** Which rule decided, for messages: `path/.gitignore: pattern` or `path/.dockerignore: pattern`. */
  rule?: string;
}

/** The ignore files of one kind that apply in one directory, closest first. */
interface LevelChain {
  level: IgnoreLevel;
  next: LevelChain | undefined;
}

/**
 * The ignore rules for the tree under `root`, with gitignore semantics (`!` negations
 * included). Paths are relative to `root` and use `/`. Two kinds of file count, each on its own:
 *
 * - `.gitignore`, as git reads it. Inside a repository the base is the repository's top
 *   directory, so the `.gitignore` files between it and `root` count too. Outside one git
 *   tracks nothing, so no `.gitignore` applies; `inRepository` says which it was.
 * - `.dockerignore`, as the service's own client reads it: the one in `root` and in every
 *   directory below it, in or out of a repository.
 *
 * An entry is left out when either kind leaves it out; a `!` negation re-includes an entry only
 * against the rules of its own kind. Each directory entered keeps, per kind, the chain of files
 * that apply in it, closest first, so a verdict consults only those files: its cost does not
 * grow with the depth of the entry.
 */
export class IgnoreRules {
  readonly #git: RuleChains;
  readonly #docker: RuleChains;
  readonly #signal: AbortSignal | undefined;
  readonly inRepository: boolean;
  /** The top directory of the repository around `root`, when it is in one. */
  readonly repositoryTop: string | undefined;

  private constructor(git: RuleChains, docker: RuleChains, top?: string, signal?: AbortSignal) {
    this.#git = git;
    this.#docker = docker;
    this.inRepository = git.reads;
    this.repositoryTop = top;
    this.#signal = signal;
  }

  /**
   * Finds the repository around `root` (if any) and reads the `.gitignore` files above it.
   * With `signal`, every directory entered afterwards first checks that the step goes on.
   * `shownPrefix` (`''` or ending in `/`) goes before a `.dockerignore`'s path in messages:
   * where `root` lies in the archive. `files` says where the ignore files are read: the working
   * tree unless told otherwise.
   */
  static async load(
    root: string,
    signal?: AbortSignal,
    options: { shownPrefix?: string; files?: IgnoreFileSource } = {},
  ): Promise<IgnoreRules> {
    const files = options.files ?? WORKING_TREE;
    const top = await files.repositoryTop(root);
    const git = new RuleChains(files, '.gitignore', top ?? root, root, top !== undefined);
    const docker = new RuleChains(files, '.dockerignore', root, root, true, options.shownPrefix);
    await git.loadAboveRoot();
    return new IgnoreRules(git, docker, top, signal);
  }

  /** How many ignore files the verdicts so far consulted: the measure of their cost. */
  get consulted(): number {
    return this.#git.consulted + this.#docker.consulted;
  }

  /**
   * Reads the ignore files in `dir` (relative to `root`); call it before deciding on its entries.
   * `listed`, the names in `dir` as a listing just read, spares looking for a file it lacks.
   */
  async enterDirectory(dir: string, listed?: readonly string[]): Promise<void> {
    this.#signal?.throwIfAborted();
    await this.#git.enter(dir, listed);
    await this.#docker.enter(dir, listed);
  }

  /**
   * Whether `entry` (relative to `root`) is left out, given that every directory above it was
   * kept. Per kind, as git does, the closest file with a matching rule decides, and within one
   * file the last matching rule.
   */
  verdict(entry: string, isDirectory: boolean): IgnoreVerdict {
    const git = this.#git.verdict(entry, isDirectory);
    return git.ignored ? git : this.#docker.verdict(entry, isDirectory);
  }

  /** Whether `root` itself, or a directory between the repository's top and it, is ignored. */
  rootVerdict(): IgnoreVerdict {
    return this.#git.rootVerdict();
  }
}

/** The files of one kind (`.gitignore` or `.dockerignore`) from `base` down. */
class RuleChains {
  /** Per directory (relative to the base), the files that apply in it. */
  readonly #chains = new Map<string, LevelChain | undefined>();
  readonly #files: IgnoreFileSource;
  readonly #fileName: string;
  readonly #base: string;
  /** `root` relative to the base, `/`-separated, `''` when they are the same. */
  readonly #rootPrefix: string;
  /** Whether files of this kind are read at all (a `.gitignore` only inside a repository). */
  readonly reads: boolean;
  /** Before a file's path in messages. */
  readonly #shownPrefix: string;
  consulted = 0;

  constructor(
    files: IgnoreFileSource,
    fileName: string,
    base: string,
    root: string,
    reads: boolean,
    shownPrefix = '',
  ) {
    this.#files = files;
    this.#shownPrefix = shownPrefix;
    this.#fileName = fileName;
    this.#base = base;
    this.#rootPrefix = path.relative(base, root).split(path.sep).filter(Boolean).join('/');
    this.reads = reads;
  }

  async loadAboveRoot(): Promise<void> {
    const aboveRoot = parentOf(this.#rootPrefix);
    if (aboveRoot !== undefined) await this.#loadLevel(aboveRoot);
  }

  async enter(dir: string, listed?: readonly string[]): Promise<void> {
    const fileName = this.#fileName;
    const sameName = CASE_INSENSITIVE_FILESYSTEM
      ? (name: string) => name.toLowerCase() === fileName
      : (name: string) => name === fileName;
    await this.#loadLevel(this.#fromBase(dir), listed?.some(sameName) ?? true);
  }

  verdict(entry: string, isDirectory: boolean): IgnoreVerdict {
    return this.#verdictFromBase(this.#fromBase(entry), isDirectory);
  }

  rootVerdict(): IgnoreVerdict {
    const steps = this.#rootPrefix === '' ? [] : this.#rootPrefix.split('/');
    for (let depth = 1; depth <= steps.length; depth++) {
      const verdict = this.#verdictFromBase(steps.slice(0, depth).join('/'), true);
      if (verdict.ignored) return verdict;
    }
    return { ignored: false };
  }

  #verdictFromBase(full: string, isDirectory: boolean): IgnoreVerdict {
    for (let link = this.#chainAbove(full); link; link = link.next) {
      this.consulted++;
      const { level } = link;
      const relative = full.slice(level.dir === '' ? 0 : level.dir.length + 1);
      const result = level.rules.test(isDirectory ? `${relative}/` : relative);
      if (result.unignored) return { ignored: false };
      if (!result.ignored) continue;
      // `ignore` also tests the parent directories. When this file ignores a parent that a
      // closer file re-included (we only get here if it was kept), git does not carry that
      // over to this entry, so this file has no say.
      const parent = parentOf(relative) ?? '';
      if (parent !== '' && level.rules.test(`${parent}/`).ignored) continue;
      return { ignored: true, rule: `${level.file}: ${result.rule?.pattern ?? ''}` };
    }
    return { ignored: false };
  }

  /** The chain of the closest entered directory that holds `full`. */
  #chainAbove(full: string): LevelChain | undefined {
    for (let dir = parentOf(full); dir !== undefined; dir = parentOf(dir)) {
      if (this.#chains.has(dir)) return this.#chains.get(dir);
    }
    return undefined;
  }

  #fromBase(entry: string): string {
    if (this.#rootPrefix === '') return entry;
    return entry === '' ? this.#rootPrefix : `${this.#rootPrefix}/${entry}`;
  }

  async #loadLevel(dir: string, mayHold = true): Promise<void> {
    if (this.#chains.has(dir)) return;
    const parent = parentOf(dir);
    if (parent !== undefined) await this.#loadLevel(parent);
    const above = parent === undefined ? undefined : this.#chains.get(parent);
    const level = this.reads && mayHold ? await this.#readLevel(dir) : undefined;
    this.#chains.set(dir, level ? { level, next: above } : above);
  }

  async #readLevel(dir: string): Promise<IgnoreLevel | undefined> {
    const text = await this.#files.readFile(path.join(this.#base, dir, this.#fileName));
    if (text === undefined) return undefined;
    const shown = `${this.#shownPrefix}${dir === '' ? '' : `${dir}/`}${this.#fileName}`;
    refuseSlowPatterns(text, shown);
    const rules = new IgnoreMatcher(text, CASE_INSENSITIVE_FILESYSTEM);
    return { dir, file: shown, rules };
  }
}

/**
 * The most `**` one pattern may hold. Each one more multiplies the time a single match takes by
 * the depth of the path: eight of them take seconds for one entry 40 directories down, twelve
 * take minutes, and a match cannot be interrupted by the step's time-out.
 */
export const MAX_GLOBSTARS = 3;

function refuseSlowPatterns(text: string, shown: string): void {
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const globstars = line.match(/\*\*/g)?.length ?? 0;
    if (globstars > MAX_GLOBSTARS && !line.startsWith('#')) {
      throw new Error(
        `${shown} line ${index + 1} holds ${globstars} "**"; at most ${MAX_GLOBSTARS} are read in one pattern (each one more makes matching slower by the depth of the tree)`,
      );
    }
  }
}

/** The directory that holds `entry` (`''` for the top), or undefined for the top itself. */
function parentOf(entry: string): string | undefined {
  if (entry === '') return undefined;
  const slash = entry.lastIndexOf('/');
  return slash === -1 ? '' : entry.slice(0, slash);
}

/** Git's default `core.ignorecase` follows the file system: off on Linux, on for macOS and Windows. */
const CASE_INSENSITIVE_FILESYSTEM = process.platform === 'darwin' || process.platform === 'win32';
