import type { IgnoreRules } from './ignore-rules.ts';
import { isAlwaysLeftOut, isCredentialFile, isEnvFile } from './left-out.ts';

/**
 * What an entry of a packed directory is, as far as packing cares. A hard link is a regular
 * file whose inode has more than one name; `other` is a socket, FIFO or device.
 */
export type EntryKind = 'directory' | 'file' | 'hard-link' | 'symlink' | 'other';

/** Why the packer leaves an entry out. */
export type LeftOutReason =
  /** A directory never packed, whatever the ignore files say (`node_modules`, `.git`, ...). */
  | 'always-left-out'
  /** A `.git` file: a worktree's pointer to its repository, git's own. */
  | 'git-pointer'
  /** `.env` or `.env.*`: secrets, not code. */
  | 'env-file'
  /** A credential file another step wrote (`gha-creds-*.json`): a cloud key, not code. */
  | 'credential-file'
  /** A `.gitignore` or `.dockerignore` rule; `rule` names it. */
  | 'ignored'
  /** A name no extractor can take safely (a backslash in it). */
  | 'unsafe-name'
  | 'symlink'
  | 'hard-link'
  | 'other';

export type EntryVerdict =
  | { packed: true }
  | { packed: false; reason: LeftOutReason; rule?: string };

const PACKED: EntryVerdict = { packed: true };

/**
 * The one decision on whether the packer packs an entry: `entry` is its path relative to the
 * packed directory `rules` belong to, and the directory holding it was kept (and entered, so
 * `rules` know its ignore files). A directory that is packed is walked into; the walk of the
 * working tree and the change detection of a commit both decide here, in this order.
 */
export function entryVerdict(entry: string, kind: EntryKind, rules: IgnoreRules): EntryVerdict {
  const name = entry.slice(entry.lastIndexOf('/') + 1);
  const isDirectory = kind === 'directory';
  if (isDirectory && isAlwaysLeftOut(name)) return { packed: false, reason: 'always-left-out' };
  if (name === '.git') return { packed: false, reason: 'git-pointer' };
  if (!isDirectory && isEnvFile(name)) return { packed: false, reason: 'env-file' };
  if (!isDirectory && isCredentialFile(name)) return { packed: false, reason: 'credential-file' };
  const verdict = rules.verdict(entry, isDirectory);
  if (verdict.ignored) {
    return { packed: false, reason: 'ignored', rule: verdict.rule ?? 'an ignore rule' };
  }
  if (archivePathProblem(entry) !== undefined) return { packed: false, reason: 'unsafe-name' };
  if (kind === 'directory' || kind === 'file') return PACKED;
  return { packed: false, reason: kind };
}

/**
 * Whether the packer packs the entry at `entry` (relative to the packed directory of `rules`):
 * each directory on the way judged as the walk judges it on entering, then the entry itself.
 */
export async function packedPathVerdict(
  entry: string,
  kind: EntryKind,
  rules: IgnoreRules,
): Promise<EntryVerdict> {
  const segments = entry.split('/');
  for (let depth = 0; depth < segments.length; depth++) {
    await rules.enterDirectory(segments.slice(0, depth).join('/'));
    const isLast = depth === segments.length - 1;
    const verdict = entryVerdict(
      segments.slice(0, depth + 1).join('/'),
      isLast ? kind : 'directory',
      rules,
    );
    if (!verdict.packed) return verdict;
  }
  return PACKED;
}

/**
 * Why `name` may not be a path inside the archive, or undefined when it may: a relative,
 * `/`-separated path with no empty, `.` or `..` segment, so that no extractor can place it
 * outside the directory it extracts into.
 */
export function archivePathProblem(name: string): string | undefined {
  // One pass for the common case, a path with none of the problems below.
  if (!SUSPECT.test(name)) return undefined;
  if (name === '') return 'it is empty';
  if (name.includes('\0')) return 'it holds a NUL character';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'it is absolute';
  if (name.includes('\\'))
    return 'it holds a backslash, which Windows extractors read as a separator';
  const segments = name.split('/');
  if (segments.includes('..')) return 'it has a ".." segment';
  if (segments.includes('.') || segments.includes('')) return 'it has an empty or "." segment';
  return undefined;
}

/**
 * Matches every path archivePathProblem has a problem with (and a few it has none with): empty,
 * a NUL or a backslash, absolute, a drive letter, or an empty, `.` or `..` segment.
 */
const SUSPECT = /^$|[\0\\]|^\/|^[A-Za-z]:|(?:^|\/)\.{0,2}(?:\/|$)/;

/** Throws when `name` could escape the extraction directory; the tree walk never builds such a name. */
export function assertArchivePath(name: string): void {
  const problem = archivePathProblem(name);
  if (problem !== undefined) {
    throw new Error(`refusing to pack ${JSON.stringify(name)}: ${problem}`);
  }
}
