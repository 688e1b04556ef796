// The command line as a CI job gets it: the package `npm pack` makes, installed into an empty
// directory with `npm install <tarball>` and nothing else, its `agent-deploy` run from there.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface PackedCli {
  /** The `agent-deploy` an install puts in node_modules/.bin. */
  bin: string;
  /** The directory it was installed into (its node_modules and package.json). */
  installDir: string;
  tarball: string;
}

/** What the package is made of: a new build of dist/ is a new package. */
function packageKey(): string {
  const hash = createHash('sha256');
  const files = [
    'package.json',
    ...readdirSync(join(ROOT, 'dist')).map((file) => `dist/${file}`),
    ...readdirSync(ROOT)
      .filter((dir) => existsSync(join(ROOT, dir, 'action.yml')) && dir !== '.')
      .map((dir) => `${dir}/action.yml`),
    'action.yml',
  ];
  for (const file of files.sort()) hash.update(file).update(readFileSync(join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Packs and installs the command line once per build of dist/, for every test file that asks
 * (they run in separate processes: a lock directory lets one do it while the others wait).
 * The install is offline: a package that needed anything but itself would fail here.
 */
export async function installPackedCli(): Promise<PackedCli> {
  const dir = join(tmpdir(), `agent-deploy-packed-${packageKey()}`);
  const result = {
    bin: join(dir, 'install', 'node_modules', '.bin', 'agent-deploy'),
    installDir: join(dir, 'install'),
    tarball: join(dir, 'agent-deploy-action.tgz'),
  };
  const ready = join(dir, 'ready');
  const lock = `${dir}.lock`;
  for (let waited = 0; !existsSync(ready); waited += 200) {
    try {
      mkdirSync(lock);
    } catch {
      if (waited > 180_000) throw new Error(`another test held ${lock} for 3 minutes`);
      await sleep(200);
      continue;
    }
    try {
      if (!existsSync(ready)) pack(dir, result);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return result;
}

function pack(dir: string, { installDir, tarball }: PackedCli): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(installDir, { recursive: true });
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1) as string;
  writeFileSync(tarball, readFileSync(join(dir, packed)));
  execFileSync(
    'npm',
    ['install', '--offline', '--omit=dev', '--no-audit', '--no-fund', '--no-package-lock', tarball],
    { cwd: installDir, stdio: 'ignore' },
  );
  writeFileSync(join(dir, 'ready'), '');
}

/** Bytes under `dir`, every file counted once. */
export function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** The oldest Node the package says it runs on: package.json's `engines`, `>=X.Y.Z`. */
export const ENGINES_FLOOR = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node as string
).replace(/^>=/, '');

/**
 * A Node 22 besides this process's 24: the `node22` devDependency (the `node` package at the
 * floor `engines` names), installed by `npm ci` as the `node` devDependency installs Node 24.
 */
export const NODE_22 = join(ROOT, 'node_modules', 'node22', 'bin', 'node');

/** The version a `node` executable reports, without the `v`; undefined when it does not run. */
export function versionOf(node: string): string | undefined {
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  return version?.startsWith('v') ? version.slice(1) : undefined;
}

/**
 * A Node older than the package runs on, for the one line it must get: CLI_TEST_OLD_NODE when
 * set, else the first `node` on PATH outside node_modules, or in /usr/local/bin or /usr/bin,
 * whose major version is below the floor's (the machine's own Node 20, say).
 */
export function olderNode(): string | undefined {
  const floorMajor = Number(ENGINES_FLOOR.split('.')[0]);
  const candidates = [
    process.env.CLI_TEST_OLD_NODE,
    ...(process.env.PATH ?? '')
      .split(delimiter)
      .filter((dir) => dir && !dir.includes('node_modules'))
      .map((dir) => join(dir, 'node')),
    '/usr/local/bin/node',
    '/usr/bin/node',
  ].filter((file): file is string => !!file && existsSync(file));
  return candidates.find((node) => Number(versionOf(node)?.split('.')[0]) < floorMajor);
}

/** A PATH whose `node` is `node`: the shebang of the installed bin finds that one. */
export function pathWith(node: string): string {
  const rest = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules'));
  return [dirname(node), ...rest].join(delimiter);
}
