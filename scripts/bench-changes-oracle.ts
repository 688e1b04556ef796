// The oracle `npm run bench:changes` checks the changes action against: what a deploy of each
// agent packs at a commit's checkout, taken by the deploy's own code from the working tree, with
// no git at all. It reads the agent config as the deploy does (checkAgentConfig), lays out the
// archive as the packer does (archiveLayout), walks each packed directory with the packer's own
// walk and ignore rules, and hashes every packed file's contents: the archive is a reproducible
// function of that list (paths, executable bits, contents), so two digests differ exactly when
// the two archives' file lists or contents do. `archivedFiles` packs for real, to check that.
import { createHash } from 'node:crypto';
import { globSync } from 'node:fs';
import { lstat, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { list } from 'tar';
import { checkAgentConfig } from '../src/packing/agent-config.ts';
import { IgnoreRules } from '../src/packing/ignore-rules.ts';
import { archiveLayout } from '../src/packing/local-dependencies.ts';
import { packSource } from '../src/packing/pack.ts';
import { nothingSetApart } from '../src/packing/set-apart.ts';
import { walkTree } from '../src/packing/walk-tree.ts';

/** Each agent config's digest at one checkout, by the config's path from the workspace. */
export type Digests = Map<string, string>;

export class PackingOracle {
  /** Content hashes by file identity: a file git's checkout did not rewrite is not read again. */
  readonly #contents = new Map<string, string>();

  /** The digest of what a deploy of each agent of the checkout in `workspace` would pack. */
  async digests(workspace: string): Promise<Digests> {
    // Where the synthetic monorepo keeps its agents; no need to walk all of it to find them.
    const configs = globSync('agents/*/langgraph.json', { cwd: workspace }).sort();
    // A packed directory is walked once per checkout, however many agents pack it.
    const walks = new Map<string, Promise<string[]>>();
    const digests: Digests = new Map();
    for (const config of configs) {
      const lines = await this.files(workspace, config, walks);
      digests.set(config, createHash('sha256').update(lines.join('\n')).digest('hex'));
    }
    return digests;
  }

  /** `path executable sha256` of each file a deploy of the agent packs, paths as in the archive. */
  async files(
    workspace: string,
    config: string,
    walks = new Map<string, Promise<string[]>>(),
  ): Promise<string[]> {
    const { root, dependencies } = await checkedAgent(workspace, config);
    const lines: string[] = [];
    for (const { dir, prefix } of archiveLayout(root, dependencies).directories) {
      let walk = walks.get(dir);
      if (!walk) {
        walk = this.#walk(dir);
        walks.set(dir, walk);
      }
      lines.push(...(await walk).map((line) => `${prefix}${line}`));
    }
    return lines.sort();
  }

  /** `path executable sha256` of each file the packer packs from `dir`, in the archive's order. */
  async #walk(dir: string): Promise<string[]> {
    const files: Promise<string | undefined>[] = [];
    await walkTree({
      root: dir,
      prefix: '',
      rules: await IgnoreRules.load(dir),
      setApart: nothingSetApart(),
      onFile: async (absolute, entry) => {
        files.push(
          lstat(absolute).then(async (stat) => {
            // The packer sets a hard link apart.
            if (stat.nlink > 1) return undefined;
            return `${entry} ${(stat.mode & 0o100) !== 0} ${await this.#hash(absolute)}`;
          }),
        );
      },
    });
    return (await Promise.all(files)).filter((line) => line !== undefined);
  }

  async #hash(file: string): Promise<string> {
    const stat = await lstat(file, { bigint: true });
    const identity = `${file} ${stat.ino} ${stat.size} ${stat.mtimeNs} ${stat.ctimeNs}`;
    let hash = this.#contents.get(identity);
    if (!hash) {
      hash = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
      this.#contents.set(identity, hash);
    }
    return hash;
  }
}

/**
 * The files of an agent's real archive, as the deploy action packs it: `path executable sha256`
 * read back from the `.tar.gz`, in the form PackingOracle.files gives. Checks the oracle.
 */
export async function archivedFiles(workspace: string, config: string): Promise<string[]> {
  const { root, dependencies } = await checkedAgent(workspace, config);
  const tempDir = await mkdtemp(path.join(tmpdir(), 'bench-changes-pack-'));
  try {
    const packed = await packSource({
      root,
      configPath: path.basename(config),
      dependencies,
      tempDir,
      log: () => {},
      warn: () => {},
    });
    const entries: string[] = [];
    await list({
      file: packed.file,
      onReadEntry: (entry) => {
        const hash = createHash('sha256');
        entry.on('data', (chunk: Buffer) => hash.update(chunk));
        entry.on('end', () => {
          if (entry.type !== 'File') return;
          const executable = ((entry.mode ?? 0) & 0o100) !== 0;
          entries.push(`${entry.path} ${executable} ${hash.digest('hex')}`);
        });
      },
    });
    return entries.sort();
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

/** The agent's directory and the local dependencies its config names, checked as a deploy checks them. */
async function checkedAgent(workspace: string, config: string) {
  const root = path.join(workspace, path.dirname(config));
  const dependencies = await checkAgentConfig({
    sourceRoot: root,
    configEntry: path.basename(config),
    workspace,
    shown: config,
  });
  return { root, dependencies };
}
