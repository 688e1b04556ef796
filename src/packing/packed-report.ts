import path from 'node:path';
import { code } from '../common/markdown.ts';
import type { PackedSource } from './pack.ts';
import type { SetApartCount } from './set-apart.ts';
import { formatSize } from './sizes.ts';

/** What source-path's archive holds, told to a person: a summary's Packed row. */
export interface PackedReport {
  /** The packed directories as paths in the workspace, the way source-path names them. */
  directories: string[];
  files: number;
  /** The archive's size. */
  bytes: number;
  /** How many packed files git does not track; unset when git could not say. */
  untracked?: number;
  /** What the walk left out: how many entries, and the first few as paths in the archive. */
  setApart: SetApartCount;
}

type Packed = Pick<
  PackedSource,
  'archiveRoot' | 'directories' | 'entries' | 'bytes' | 'untracked' | 'setApart'
>;

/** The archive's directories become paths in the workspace: `.` says nothing to a reader. */
export function packedReport(archive: Packed, workspace: string): PackedReport {
  const inWorkspace = (dir: string) =>
    path.relative(workspace, path.resolve(archive.archiveRoot, dir)).split(path.sep).join('/') ||
    '.';
  return {
    directories: archive.directories.map(inWorkspace),
    files: archive.entries,
    bytes: archive.bytes,
    ...(archive.untracked !== undefined && { untracked: archive.untracked }),
    setApart: archive.setApart,
  };
}

const MAX_DIRECTORIES_SHOWN = 20;

/**
 * `` `agents/support`, `libs/common` · 12 files, a 48.2 kB archive · all 12 tracked by git ·
 * left out 2: `.env`, `notes` ``: the directories, what the archive holds, how many of its files
 * git does not track (where a file another step wrote would hide; said only when git could
 * say), and what was left out, so that "all tracked" is never read as "all packed".
 */
export function describePacked(packed: PackedReport): string {
  const { directories, files, untracked, setApart } = packed;
  const shown = directories.slice(0, MAX_DIRECTORIES_SHOWN).map((dir) => code(dir));
  const more =
    directories.length > shown.length ? ` and ${directories.length - shown.length} more` : '';
  const parts = [
    `${shown.join(', ')}${more}`,
    `${files} ${files === 1 ? 'file' : 'files'}, a ${formatSize(packed.bytes)} archive`,
  ];
  if (untracked === 0) parts.push(files === 1 ? 'tracked by git' : `all ${files} tracked by git`);
  else if (untracked !== undefined) parts.push(`${untracked} of ${files} not tracked by git`);
  if (setApart.count > 0) {
    const listed = setApart.examples.map((entry) => code(entry)).join(', ');
    const rest = setApart.count > setApart.examples.length ? ', …' : '';
    parts.push(`left out ${setApart.count}: ${listed}${rest}`);
  }
  return parts.join(' · ');
}
