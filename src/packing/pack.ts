import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { StepBase } from '../common/step-context.ts';
import { words } from '../common/wording.ts';
import { checkConfigPath } from './config-path.ts';
import { IgnoreRules } from './ignore-rules.ts';
import { describeCredentialFiles, describeEnvFiles, describeLeftOut } from './left-out.ts';
import { archiveLayout, type LocalDependency } from './local-dependencies.ts';
import { countSetApart, nothingSetApart, type SetApart, type SetApartCount } from './set-apart.ts';
import {
  describeLargest,
  formatSize,
  type LargeEntry,
  MAX_ARCHIVE_BYTES,
  WARN_ARCHIVE_BYTES,
} from './sizes.ts';
import { UntrackedFiles } from './untracked-files.ts';
import { byPath, walkTree } from './walk-tree.ts';
import { type ArchiveContents, ArchiveTooLargeError, writeArchive } from './write-archive.ts';

export { MAX_ARCHIVE_BYTES, WARN_ARCHIVE_BYTES } from './sizes.ts';

/**
 * What to pack and where, with the step's log and warnings, and its signal: the time-out or the
 * job's cancel stops the walk and the write.
 */
export type PackOptions = Pick<StepBase, 'log' | 'warn'> &
  Partial<Pick<StepBase, 'signal'>> & {
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
    /** Tests set smaller limits; the defaults are the service's. */
    limits?: { warnBytes?: number; maxBytes?: number };
    /** Tests change the tree here: a directory was listed, none of its entries packed yet. */
    onListed?: (dir: string) => Promise<void>;
  };

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
  /** The archive's root, absolute: `root`, or the directory holding it and its dependencies. */
  archiveRoot: string;
  /** The directories packed, as paths inside the archive (`.` for its root), sorted. */
  directories: string[];
  /** What was left out although git does not ignore it. */
  leftOut: { symlinks: string[]; hardLinks: string[]; other: string[] };
  /** How many packed files git does not track; undefined when git could not say. */
  untracked?: number;
  /** Everything the walk left out, of every kind: how many, and the first few. */
  setApart: SetApartCount;
}

/**
 * Packs `root`, and each local dependency outside it at its place, into a reproducible
 * `.tar.gz` in `tempDir`: each directory with its own `.gitignore` and `.dockerignore` rules,
 * no always-left-out directory (`.git`, `node_modules`, `.venv`, ...), no `.env` or credential
 * file, no symlink, hard link or unsafe path. The tree is walked and written in one pass, so
 * memory holds the listings on the way down, not the tree.
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
  const configEntry = rootPrefix === '' ? inRoot : `${rootPrefix}/${inRoot}`;
  // The prefixes end in `/`: walked in their order, the files come in the order of their paths.
  const walks = [...layout.directories].sort((a, b) => byPath(a.prefix, b.prefix));
  const directories = layout.directories.map(({ prefix }) => prefix.replace(/\/$/, '') || '.');
  if (layout.archiveRoot !== root) {
    log(
      `local dependencies outside ${root}: the archive's root is ${layout.archiveRoot}, holding ${directories.join(', ')}`,
    );
  }
  log(`packing ${layout.archiveRoot}`);
  const untracked =
    rules.repositoryTop === undefined
      ? undefined
      : new UntrackedFiles({
          top: rules.repositoryTop,
          archiveRoot: layout.archiveRoot,
          directories: layout.directories.map(({ dir }) => dir),
          signal,
        });
  const setApart = nothingSetApart();
  const file = path.join(tempDir, `agent-source-${randomUUID()}.tar.gz`);
  let archive: ArchiveContents;
  try {
    archive = await writeArchive(file, maxBytes, signal, async (tar) => {
      for (const { dir, prefix } of walks) {
        const dirRules =
          dir === root ? rules : await IgnoreRules.load(dir, signal, { shownPrefix: prefix });
        await walkTree({
          root: dir,
          prefix,
          rules: dirRules,
          setApart,
          signal,
          onListed: options.onListed,
          onFile: async (absolute, entry) => {
            if ((await tar.addFile(absolute, entry)) === 'hard-link') {
              setApart.hardLinks.push(entry);
            } else {
              untracked?.add(entry);
            }
          },
        });
      }
    });
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof ArchiveTooLargeError) throw tooLarge(maxBytes, error.largest);
    throw error;
  }
  const { largest } = archive;
  for (const line of describeLeftOut(setApart.leftOut.groups)) log(line);
  for (const warning of [
    describeEnvFiles(setApart.envFiles),
    describeCredentialFiles(setApart.credentialFiles),
  ]) {
    if (warning) warn(warning);
  }
  reportLeftOut(setApart, warn);
  const notTracked = await untracked?.result();
  if (notTracked && notTracked.count > 0) {
    const shown = notTracked.examples.map((entry) => JSON.stringify(entry)).join(', ');
    const more = notTracked.count > notTracked.examples.length ? ', …' : '';
    log(`git does not track ${notTracked.count} of the files to pack: ${shown}${more}`);
  }
  log(
    `packed ${archive.files} files (${formatSize(archive.fileBytes)} uncompressed) into ${formatSize(archive.bytes)}`,
  );
  if (archive.bytes > warnBytes) {
    warn(
      `the source archive is ${formatSize(archive.bytes)}, above ${formatSize(warnBytes)}: uploads and builds will be slow. ${describeLargest(largest)} Leave files out with .gitignore.`,
    );
  }
  const { symlinks, hardLinks, other } = setApart;
  return {
    file,
    bytes: archive.bytes,
    entries: archive.files,
    largest,
    configEntry,
    archiveRoot: layout.archiveRoot,
    directories,
    leftOut: { symlinks, hardLinks, other },
    setApart: countSetApart(setApart),
    ...(notTracked && { untracked: notTracked.count }),
  };
}

/** `largest`: of the files read until the archive passed the limit; the rest were not read. */
function tooLarge(maxBytes: number, largest: LargeEntry[]): Error {
  return new Error(
    `the source archive is larger than ${formatSize(maxBytes)} (${maxBytes} bytes), the most the upload URL accepts. ${describeLargest(largest)} Leave large files out with .gitignore, or point ${words().input('agent-config-path')} at a smaller directory.`,
  );
}

function reportLeftOut(setApart: SetApart, warn: StepBase['warn']): void {
  const kinds: [string[], string][] = [
    [setApart.symlinks, 'symlinks (the archive holds none)'],
    [setApart.hardLinks, 'hard links (the archive holds none)'],
    [setApart.other, 'special files or names with a backslash'],
  ];
  for (const [paths, what] of kinds) {
    if (paths.length === 0) continue;
    const shown = paths.slice(0, 10).map((entry) => JSON.stringify(entry));
    const more = paths.length > 10 ? ` and ${paths.length - 10} more` : '';
    warn(`left out ${paths.length} ${what}: ${shown.join(', ')}${more}`);
  }
}
