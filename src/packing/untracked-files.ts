import { execFile } from 'node:child_process';
import path from 'node:path';

/** What git said about the packed files: how many it does not track, and the first few. */
export interface UntrackedFiles {
  count: number;
  examples: string[];
}

export interface PackedFiles {
  /** The top directory of the repository around the packed root. */
  top: string;
  /** The archive's root: the packed paths are relative to it. */
  archiveRoot: string;
  /** The packed directories, absolute. */
  directories: readonly string[];
  /** The packed files, as paths inside the archive; read once. */
  files: Iterable<string>;
  signal?: AbortSignal;
}

/** Enough for a repository of a few hundred thousand files, listed once. */
const MAX_LISTING_BYTES = 64 * 1024 * 1024;
/** A git that takes longer is not waited for: the count is a hint, not a check. */
const GIT_TIMEOUT_MS = 10_000;
const EXAMPLES = 3;

/**
 * Which packed files the repository around the packed root does not track: where a file
 * another step wrote usually hides. One `git ls-files` call, limited to the packed directories
 * inside the repository. Undefined when git cannot say: no git, no work tree (a bare `.git`
 * folder, a repository git refuses to read), an error, or a git that took too long.
 */
export async function untrackedFiles(packed: PackedFiles): Promise<UntrackedFiles | undefined> {
  const { top, archiveRoot } = packed;
  const inRepository = (absolute: string) => {
    const relative = path.relative(top, absolute);
    const outside =
      relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
    return outside ? undefined : relative.split(path.sep).join('/');
  };
  const pathspecs = packed.directories.map(inRepository).filter((dir) => dir !== undefined);
  if (pathspecs.length === 0) return undefined;
  const listing = await listTracked(top, pathspecs, packed.signal);
  if (listing === undefined) return undefined;
  const tracked = new Set(listing.split('\0'));
  let count = 0;
  const examples: string[] = [];
  for (const file of packed.files) {
    const relative = inRepository(path.join(archiveRoot, file));
    if (relative !== undefined && tracked.has(relative)) continue;
    count++;
    if (examples.length < EXAMPLES) examples.push(file);
  }
  return { count, examples };
}

/** ` · 2 files git does not track` for a report's packed row; nothing when git could not say. */
export function untrackedNote(untracked: number | undefined): string {
  if (untracked === undefined) return '';
  if (untracked === 0) return ' · every file tracked by git';
  return ` · ${untracked} ${untracked === 1 ? 'file' : 'files'} git does not track`;
}

function listTracked(
  top: string,
  directories: string[],
  signal: AbortSignal | undefined,
): Promise<string | undefined> {
  const pathspecs = directories.map((dir) => dir || '.');
  // Reading only: no fsmonitor hook run, no index refresh written, never a prompt.
  const args = ['-c', 'core.fsmonitor=false', '--literal-pathspecs', 'ls-files', '-z'];
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^INPUT_/i.test(name)),
  );
  return new Promise((resolve) => {
    execFile(
      'git',
      [...args, '--full-name', '--', ...pathspecs],
      {
        cwd: top,
        env: { ...env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' },
        encoding: 'utf8',
        maxBuffer: MAX_LISTING_BYTES,
        timeout: GIT_TIMEOUT_MS,
        windowsHide: true,
        ...(signal && { signal }),
      },
      (error, stdout) => resolve(error ? undefined : stdout),
    );
  });
}
