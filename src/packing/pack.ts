import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkConfigPath } from './config-path.ts';
import { IgnoreRules } from './ignore-rules.ts';
import { describeCredentialFiles, describeEnvFiles, describeLeftOut } from './left-out.ts';
import { archiveLayout, type LocalDependency } from './local-dependencies.ts';
import {
  describeLargest,
  formatMegabytes,
  type LargeEntry,
  largestEntries,
  MAX_ARCHIVE_BYTES,
  WARN_ARCHIVE_BYTES,
} from './sizes.ts';
import { untrackedFiles } from './untracked-files.ts';
import { emptyTree, finishTree, type SourceTree, walkInto } from './walk-tree.ts';
import { ArchiveTooLargeError, writeArchive } from './write-archive.ts';

export { MAX_ARCHIVE_BYTES, WARN_ARCHIVE_BYTES } from './sizes.ts';

export interface PackOptions {
  /** The directory to pack: it holds the agent config and becomes the archive's top. */
  root: string;
  /** The agent config file, relative to `root`. */
  configPath: string;
  /**
   * The local directories the agent config's `dependencies` names, already checked. One
   * outside `root` widens the archive's root to the deepest directory holding both.
   */
  dependencies?: readonly LocalDependency[];
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
  /** The directories packed, as paths inside the archive (`.` for its root), sorted. */
  directories: string[];
  /** What was left out although git does not ignore it. */
  leftOut: { symlinks: string[]; hardLinks: string[]; other: string[] };
  /** How many packed files git does not track; undefined when git could not say. */
  untracked?: number;
}

/**
 * Packs `root`, and each local dependency outside it at its place, into a reproducible
 * `.tar.gz` in `tempDir`: each directory with its own `.gitignore` and `.dockerignore` rules,
 * no always-left-out directory (`.git`, `node_modules`, `.venv`, ...), no `.env` or credential
 * file, no symlink, hard link or unsafe path.
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

  const layout = archiveLayout(root, options.dependencies ?? []);
  const rootPrefix = path.relative(layout.archiveRoot, root).split(path.sep).join('/');
  const shownPrefix = rootPrefix === '' ? '' : `${rootPrefix}/`;
  const rules = await IgnoreRules.load(root, signal, { shownPrefix });
  if (!rules.inRepository) {
    log(
      `${root} is not in a git repository: .gitignore files do not apply (git tracks nothing here); .dockerignore files still do`,
    );
  }
  const inRoot = await checkConfigPath(root, configPath, rules);
  const tree = emptyTree();
  for (const { dir, prefix } of layout.directories) {
    const dirRules =
      dir === root ? rules : await IgnoreRules.load(dir, signal, { shownPrefix: prefix });
    await walkInto(tree, dir, prefix, dirRules, signal);
  }
  finishTree(tree);
  const configEntry = rootPrefix === '' ? inRoot : `${rootPrefix}/${inRoot}`;
  const directories = layout.directories.map(({ prefix }) => prefix.replace(/\/$/, '') || '.');
  if (layout.archiveRoot !== root) {
    log(
      `local dependencies outside ${root}: the archive's root is ${layout.archiveRoot}, holding ${directories.join(', ')}`,
    );
  }
  for (const line of describeLeftOut(tree.leftOut.groups)) log(line);
  for (const warning of [
    describeEnvFiles(tree.envFiles),
    describeCredentialFiles(tree.credentialFiles),
  ]) {
    if (warning) warn(warning);
  }
  reportLeftOut(tree, warn);
  const untracked =
    rules.repositoryTop === undefined
      ? undefined
      : await untrackedFiles({
          top: rules.repositoryTop,
          archiveRoot: layout.archiveRoot,
          directories: layout.directories.map(({ dir }) => dir),
          files: tree.files.paths(),
          signal,
        });
  if (untracked && untracked.count > 0) {
    const shown = untracked.examples.map((entry) => JSON.stringify(entry)).join(', ');
    const more = untracked.count > untracked.examples.length ? ', …' : '';
    log(`git does not track ${untracked.count} of the files to pack: ${shown}${more}`);
  }
  const largest = largestEntries(tree.files);
  log(
    `packing ${tree.files.length} files (${formatMegabytes(tree.totalBytes)} uncompressed) from ${layout.archiveRoot}`,
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
    bytes = await writeArchive(layout.archiveRoot, tree, file, maxBytes, signal);
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof ArchiveTooLargeError) throw tooLarge(maxBytes, largest);
    throw error;
  }
  const entries = tree.files.length;
  tree.files.release();
  log(`packed ${entries} files into ${formatMegabytes(bytes)}`);
  if (bytes > warnBytes) {
    warn(
      `the source archive is ${formatMegabytes(bytes)}, above ${formatMegabytes(warnBytes)}: uploads and builds will be slow. ${describeLargest(largest)} Leave files out with .gitignore.`,
    );
  }
  const { symlinks, hardLinks, other } = tree;
  return {
    file,
    bytes,
    entries,
    largest,
    configEntry,
    directories,
    leftOut: { symlinks, hardLinks, other },
    ...(untracked && { untracked: untracked.count }),
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
