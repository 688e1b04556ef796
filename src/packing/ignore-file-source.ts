import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the ignore files are read from: the working tree (what the packer packs), or a commit
 * (what a deploy of that commit would have packed). Paths are absolute, as on disk.
 */
export interface IgnoreFileSource {
  /** The repository's top directory around `root`, or undefined when it lies in none. */
  repositoryTop(root: string): Promise<string | undefined>;
  /** The text of the regular file at `file`; undefined when there is none or it is a symlink. */
  readFile(file: string): Promise<string | undefined>;
}

/** The files on disk. Like git (since 2.32), an ignore file that is a symlink is not read. */
export const WORKING_TREE: IgnoreFileSource = {
  repositoryTop: findRepositoryTop,
  async readFile(file) {
    const stat = await lstat(file).catch(() => undefined);
    return stat?.isFile() ? readFile(file, 'utf8') : undefined;
  },
};

/** The closest directory at or above `start` that holds `.git` (a directory, or a file in worktrees). */
async function findRepositoryTop(start: string): Promise<string | undefined> {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (await lstat(path.join(dir, '.git')).catch(() => undefined)) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}
