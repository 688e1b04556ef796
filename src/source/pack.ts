import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkConfigPath } from './config-path.ts';
import { IgnoreRules } from './ignore-rules.ts';
import {
  describeLargest,
  formatMegabytes,
  type LargeEntry,
  largestEntries,
  MAX_ARCHIVE_BYTES,
  WARN_ARCHIVE_BYTES,
} from './sizes.ts';
import { type SourceTree, walkTree } from './walk-tree.ts';
import { ArchiveTooLargeError, writeArchive } from './write-archive.ts';

export { MAX_ARCHIVE_BYTES, WARN_ARCHIVE_BYTES } from './sizes.ts';

export interface PackOptions {
  /** The directory to pack: it holds the agent config and becomes the archive's top. */
  root: string;
  /** The agent config file, relative to `root`. */
  configPath: string;
  /** Where the archive is written; the caller removes it. */
  tempDir: string;
  log: (line: string) => void;
  warn: (line: string) => void;
  /** Tests set smaller limits; the defaults are the service's. */
  limits?: { warnBytes?: number; maxBytes?: number };
  /** The step's signal: its time-out or the job's cancel stops the walk and the write. */
  signal?: AbortSignal;
  /** Runs between the walk and the write; tests change the tree here. */
  onWalked?: (tree: SourceTree) => Promise<void>;
}

export interface PackedSource {
  /** The `.tar.gz` file. */
  file: string;
  /** Its size in bytes: the upload's Content-Length. */
  bytes: number;
  /** How many files it holds (directories not counted). */
  entries: number;
  /** The biggest files, uncompressed, biggest first. */
  largest: LargeEntry[];
  /** `configPath` as a path inside the archive, for `agent_config_path`. */
  configEntry: string;
  /** What was left out although git does not ignore it. */
  leftOut: { symlinks: string[]; hardLinks: string[]; other: string[] };
}

/**
 * Packs the files git would track under `root` into a reproducible `.tar.gz` in `tempDir`:
 * `.gitignore` rules honoured, `.git` left out, no symlink, hard link or unsafe path.
 */
export async function packSource(options: PackOptions): Promise<PackedSource> {
  const { configPath, tempDir, log, warn, signal } = options;
  const maxBytes = options.limits?.maxBytes ?? MAX_ARCHIVE_BYTES;
  const warnBytes = options.limits?.warnBytes ?? WARN_ARCHIVE_BYTES;
  const root = path.resolve(options.root);
  const rootStat = await stat(root).catch(() => undefined);
  if (!rootStat?.isDirectory()) {
    throw new Error(`the directory to pack, ${root}, does not exist or is not a directory`);
  }

  const rules = await IgnoreRules.load(root, signal);
  if (!rules.inRepository) {
    log(
      `${root} is not in a git repository: every file but .git is packed (.gitignore applies only in a repository)`,
    );
  }
  const configEntry = await checkConfigPath(root, configPath, rules);
  const tree = await walkTree(root, rules, signal);
  reportLeftOut(tree, warn);
  const largest = largestEntries(tree.files);
  log(
    `packing ${tree.files.length} files (${formatMegabytes(tree.totalBytes)} uncompressed) from ${root}`,
  );
  if (tree.totalBytes > maxBytes) {
    // Not refused yet: the limit is on the compressed archive, and text compresses well.
    log(
      `the files add up to more than the upload limit (${formatMegabytes(maxBytes)}); they fit only if they compress well. ${describeLargest(largest)}`,
    );
  }

  await options.onWalked?.(tree);
  const file = path.join(tempDir, `agent-source-${randomUUID()}.tar.gz`);
  let bytes: number;
  try {
    bytes = await writeArchive(root, tree, file, maxBytes, signal);
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof ArchiveTooLargeError) throw tooLarge(maxBytes, largest);
    throw error;
  }
  log(`packed ${tree.files.length} files into ${formatMegabytes(bytes)}`);
  if (bytes > warnBytes) {
    warn(
      `the source archive is ${formatMegabytes(bytes)}, above ${formatMegabytes(warnBytes)}: uploads and builds will be slow. ${describeLargest(largest)} Leave files out with .gitignore.`,
    );
  }
  const { symlinks, hardLinks, other } = tree;
  return {
    file,
    bytes,
    entries: tree.files.length,
    largest,
    configEntry,
    leftOut: { symlinks, hardLinks, other },
  };
}

function tooLarge(maxBytes: number, largest: LargeEntry[]): Error {
  return new Error(
    `the source archive is larger than ${formatMegabytes(maxBytes)} (${maxBytes} bytes), the most the upload URL accepts. ${describeLargest(largest)} Leave large files out with .gitignore, or point agent-config-path at a smaller directory.`,
  );
}

function reportLeftOut(tree: SourceTree, warn: (line: string) => void): void {
  const kinds: [string[], string][] = [
    [tree.symlinks, 'symlinks (the archive holds none)'],
    [tree.hardLinks, 'hard links (the archive holds none)'],
    [tree.other, 'special files or names with a backslash'],
  ];
  for (const [paths, what] of kinds) {
    if (paths.length === 0) continue;
    const shown = paths.slice(0, 10).map((entry) => JSON.stringify(entry));
    const more = paths.length > 10 ? ` and ${paths.length - 10} more` : '';
    warn(`left out ${paths.length} ${what}: ${shown.join(', ')}${more}`);
  }
}
