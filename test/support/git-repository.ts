// Real git repositories for tests: made in a scratch folder, with an identity in the
// environment (a clean machine has none) and no user or system config.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Test Committer',
  GIT_COMMITTER_EMAIL: 'committer@example.com',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function git(cwd: string, ...args: string[]): string {
  const options = { cwd, env: GIT_ENV, encoding: 'utf8' as const, stdio: 'pipe' as const };
  return execFileSync('git', args, options).trim();
}

/** A repository in a scratch folder; `remove()` deletes it. */
export class GitRepository {
  readonly dir: string;

  private constructor(dir: string) {
    this.dir = dir;
  }

  static create(prefix = 'changes-repo-'): GitRepository {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    git(dir, 'init', '--quiet', '--initial-branch=main');
    return new GitRepository(dir);
  }

  /** A clone of `source` over file:// (so `--depth` applies), into a new scratch folder. */
  static clone(source: string, options: { depth?: number } = {}): GitRepository {
    const dir = mkdtempSync(path.join(tmpdir(), 'changes-clone-'));
    const depth = options.depth ? [`--depth=${options.depth}`] : [];
    git(tmpdir(), 'clone', '--quiet', ...depth, `file://${source}`, dir);
    return new GitRepository(dir);
  }

  /** Writes files (path → content), making directories on the way. */
  write(files: Record<string, string>): this {
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(this.dir, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
    return this;
  }

  remove(...names: string[]): this {
    git(this.dir, 'rm', '-r', '--quiet', ...names);
    return this;
  }

  move(from: string, to: string): this {
    mkdirSync(path.dirname(path.join(this.dir, to)), { recursive: true });
    git(this.dir, 'mv', from, to);
    return this;
  }

  executable(name: string): this {
    chmodSync(path.join(this.dir, name), 0o755);
    return this;
  }

  /** Commits everything in the working tree; returns the new commit's id. */
  commit(message = 'change'): string {
    git(this.dir, 'add', '-A');
    git(this.dir, 'commit', '--quiet', '--allow-empty', '-m', message);
    return this.head();
  }

  head(): string {
    return git(this.dir, 'rev-parse', 'HEAD');
  }

  /** A bare copy of this repository, for clones over file:// to fetch from. */
  bare(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'changes-bare-'));
    git(tmpdir(), 'clone', '--quiet', '--bare', this.dir, dir);
    return dir;
  }

  delete(): void {
    GitRepository.removeDirectory(this.dir);
  }

  static removeDirectory(dir: string): void {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An agent config naming local dependencies. */
export function agentConfig(dependencies: string[] = ['.']): string {
  return `${JSON.stringify({ dependencies, graphs: { agent: './agent.py:graph' } }, null, 2)}\n`;
}
