import { lstat } from 'node:fs/promises';
import path from 'node:path';
import type { IgnoreRules } from './ignore-rules.ts';
import { archivePathProblem, type EntryVerdict, entryVerdict } from './packed-entry.ts';

/**
 * Checks, before anything is packed, that `configPath` names a regular file inside `root` that
 * the archive will hold, and returns its path inside the archive. Throws an error naming the
 * `agent-config-path` input and saying why otherwise.
 */
export async function checkConfigPath(
  root: string,
  configPath: string,
  rules: IgnoreRules,
): Promise<string> {
  const shown = JSON.stringify(configPath);
  const fail = (why: string) => new Error(`agent-config-path ${shown} ${why}`);
  if (configPath.trim() === '') {
    throw new Error(
      'agent-config-path is empty: name the agent config file inside the packed directory',
    );
  }
  if (
    path.isAbsolute(configPath) ||
    path.posix.isAbsolute(configPath) ||
    /^[A-Za-z]:/.test(configPath)
  ) {
    throw fail(`is absolute; give it relative to the directory that is packed (${root})`);
  }
  const segments = configPath.split(/[\\/]/).filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) {
    throw fail(
      `has a ".." segment; it must name a file inside the directory that is packed (${root})`,
    );
  }
  if (segments.length === 0) throw fail('names the packed directory itself, not a file');
  const inArchive = segments.join('/');
  const problem = archivePathProblem(inArchive);
  if (problem !== undefined) throw fail(`cannot be a path inside the archive: ${problem}`);

  const unpacked = await packedFileProblem(root, segments, rules);
  if (unpacked !== undefined) throw fail(unpacked);
  return inArchive;
}

/**
 * Why the file at `segments` under `root` would not be in the archive, or undefined when it
 * would: it exists, is a regular file reached without a symlink, and the packer's own verdict
 * (entryVerdict) keeps it and every directory on the way.
 */
export async function packedFileProblem(
  root: string,
  segments: readonly string[],
  rules: IgnoreRules,
): Promise<string | undefined> {
  const rootVerdict = rules.rootVerdict();
  if (rootVerdict.ignored) {
    return `is ignored: the packed directory itself is ignored by ${rootVerdict.rule}`;
  }
  for (let depth = 0; depth < segments.length; depth++) {
    const name = segments[depth] as string;
    const dir = segments.slice(0, depth).join('/');
    const entry = segments.slice(0, depth + 1).join('/');
    const isLast = depth === segments.length - 1;
    if (name.toLowerCase() === '.git') return 'is inside .git, which is never packed';
    const stat = await lstat(path.join(root, entry)).catch(() => undefined);
    if (!stat) return `does not exist in ${root}`;
    if (stat.isSymbolicLink()) {
      return `${isLast ? 'is' : `passes through "${entry}", which is`} a symlink; the archive holds no symlinks, so point it at the file itself`;
    }
    if (!isLast && !stat.isDirectory()) return `does not exist in ${root}`;
    if (isLast && !stat.isFile()) return 'is not a regular file';
    await rules.enterDirectory(dir);
    const kind = !isLast ? 'directory' : stat.nlink > 1 ? 'hard-link' : 'file';
    const verdict = entryVerdict(entry, kind, rules);
    if (!verdict.packed) return leftOutProblem(verdict, name);
  }
  return undefined;
}

function leftOutProblem(verdict: Extract<EntryVerdict, { packed: false }>, name: string): string {
  switch (verdict.reason) {
    case 'always-left-out':
      return `is inside ${name}/, which is never packed`;
    case 'env-file':
      return 'is a .env file, which is never packed';
    case 'credential-file':
      return 'is a credential file (gha-creds-*.json), which is never packed';
    case 'hard-link':
      return 'is a hard link; the archive holds no hard links, so copy the file instead';
    case 'ignored':
      return `is ignored by ${verdict.rule}, so the archive would not hold it`;
    default:
      return 'has a name no archive can hold safely, so the archive would not hold it';
  }
}
