import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyFile, specifiers } from './module-imports.ts';

/*
 * The floors of src/. An action folder (one with a main.ts) may import any shared folder but
 * no other action's folder: what two actions share lives in a shared folder. The shared
 * folders import only the floors below them: common/ (the runtime port and text helpers)
 * nothing; client/ (the control plane's) and agent-server-client/ (a deployment's agent
 * server's) common/; evaluation/ (the evaluation gate's core) common/; github/, packing/ and
 * deployments/ (shared deployment logic) common/ and client/; deployment-evaluation/ (a
 * deployment's server evaluated: the deploy's gate and the eval action both run it) those below
 * it and evaluation/. A front end (cli/, the command line) may import any folder, as
 * src/index.ts does, and no folder imports it.
 */
const SRC = resolve(import.meta.dirname, '../../src');

const ACTION_FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => readdirSync(join(SRC, name)).includes('main.ts'));

/** A front end runs the actions (the command line): it may import any folder, and none imports it. */
const FRONT_ENDS = ['cli'];

const SHARED_FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() &&
      !ACTION_FOLDERS.includes(entry.name) &&
      !FRONT_ENDS.includes(entry.name),
  )
  .map((entry) => entry.name);

/** What each shared folder may import besides itself. */
const SHARED_FLOORS: Record<string, string[]> = {
  common: [],
  client: ['common'],
  'agent-server-client': ['common'],
  github: ['common', 'client'],
  packing: ['common', 'client'],
  deployments: ['common', 'client'],
  evaluation: ['common'],
  'deployment-evaluation': ['common', 'client', 'agent-server-client', 'deployments', 'evaluation'],
};

/** The src/ folders a folder's files must not import. */
function forbiddenFor(folder: string): string[] {
  if (FRONT_ENDS.includes(folder)) return [];
  const floors = SHARED_FLOORS[folder];
  if (floors)
    return [...SHARED_FOLDERS, ...ACTION_FOLDERS, ...FRONT_ENDS].filter(
      (f) => f !== folder && !floors.includes(f),
    );
  return [...ACTION_FOLDERS, ...FRONT_ENDS].filter((f) => f !== folder);
}

/** The imports of a file in src/ that reach a folder its own folder must not import. */
function floorBreaches(file: string, text: string): string[] {
  const floor = relative(SRC, file).split('/')[0] as string;
  const forbidden = forbiddenFor(floor);
  return specifiers(text).filter((specifier) => {
    if (!specifier.startsWith('.')) return false;
    const target = relative(SRC, resolve(dirname(file), specifier)).split('/')[0] as string;
    return forbidden.includes(target);
  });
}

/** Every .ts file of a folder of src/, its subfolders' too. */
function filesOf(folder: string): string[] {
  return everyFile(join(SRC, folder));
}

describe('import floors', () => {
  it('knows the action folders', () => {
    expect(ACTION_FOLDERS.sort()).toEqual([
      'changes',
      'delete',
      'deploy',
      'eval',
      'listener',
      'registry',
      'repos',
      'sweep',
    ]);
  });

  it('finds a forbidden import however it is written', () => {
    const text = [
      "import { a } from './text-forms.ts';",
      "import type { B } from '../client/service-error.ts';",
      'import {',
      '  c,',
      "} from '../github/run-context.ts';",
      "export { d } from '../deploy/report.ts';",
      "const e = await import('../repos/main.ts');",
    ].join('\n');
    expect(floorBreaches(join(SRC, 'common/x.ts'), text)).toEqual([
      '../client/service-error.ts',
      '../github/run-context.ts',
      '../deploy/report.ts',
      '../repos/main.ts',
    ]);
    expect(floorBreaches(join(SRC, 'github/x.ts'), text)).toEqual([
      '../deploy/report.ts',
      '../repos/main.ts',
    ]);
    expect(floorBreaches(join(SRC, 'deploy/x.ts'), text)).toEqual(['../repos/main.ts']);
    expect(floorBreaches(join(SRC, 'cli/x.ts'), text)).toEqual([]);
    const intoFrontEnd = "import { runCli } from '../cli/run-cli.ts';";
    expect(floorBreaches(join(SRC, 'deploy/x.ts'), intoFrontEnd)).toEqual(['../cli/run-cli.ts']);
    expect(floorBreaches(join(SRC, 'common/x.ts'), intoFrontEnd)).toEqual(['../cli/run-cli.ts']);
    expect(floorBreaches(join(SRC, 'deployments/x.ts'), text)).toEqual([
      '../github/run-context.ts',
      '../deploy/report.ts',
      '../repos/main.ts',
    ]);
  });

  it('gives every shared folder its floors', () => {
    expect(SHARED_FOLDERS.sort()).toEqual(Object.keys(SHARED_FLOORS).sort());
  });

  it('src/ imports nothing it must not: no action folder but its own, no floor above it', () => {
    const folders = [...Object.keys(SHARED_FLOORS), ...ACTION_FOLDERS, ...FRONT_ENDS];
    expect(folders.filter((folder) => filesOf(folder).length === 0)).toEqual([]);
    const breaches = folders
      .flatMap(filesOf)
      .flatMap((file) =>
        floorBreaches(file, readFileSync(file, 'utf8')).map(
          (specifier) => `${relative(SRC, file)} → ${specifier}`,
        ),
      );
    expect(breaches).toEqual([]);
  });
});

/*
 * deploy/'s own floors, from the ground up: its inputs (every file at its root that no higher
 * floor names), the phases of a deploy (the evaluation gate beside the checks after DEPLOYED,
 * which run it), the report of them, the dry run's plan, GitHub's view
 * of both, and main.ts. A part imports only its own floor and those below, so every arrow
 * inside deploy/ runs one way: what two parts share lives on the lower one's floor.
 */
const DEPLOY = join(SRC, 'deploy');
const DEPLOY_FLOORS: readonly string[][] = [
  ['change/'],
  ['find/'],
  ['follow/'],
  ['after-deployed/', 'gate/'],
  ['recover/'],
  ['report/'],
  ['plan/'],
  ['github-view.ts'],
  ['main.ts'],
];

/** A deploy/ file's floor: 0 for its inputs at the root, else 1 + the index of its part. */
function deployFloor(file: string): number {
  const [first, ...rest] = relative(DEPLOY, file).split('/');
  const part = rest.length > 0 ? `${first}/` : (first as string);
  return DEPLOY_FLOORS.findIndex((parts) => parts.includes(part)) + 1;
}

/** The imports of a deploy/ file that reach a part of deploy/ on a floor above its own. */
function deployFloorBreaches(file: string, text: string): string[] {
  return specifiers(text).filter((specifier) => {
    if (!specifier.startsWith('.')) return false;
    const target = resolve(dirname(file), specifier);
    if (relative(DEPLOY, target).startsWith('..')) return false;
    return deployFloor(target) > deployFloor(file);
  });
}

describe("deploy/'s floors", () => {
  it('finds an import that runs back up, however it is written', () => {
    const text = [
      "import type { TimelineEntry } from '../report/report.ts';",
      "import { noRollback } from '../recover/roll-back.ts';",
      "import { parseSecretLines } from '../secret-lines.ts';",
      "import { formatTypical } from './deploy-history.ts';",
      "export { renderPlanComment } from '../plan/plan-report.ts';",
      "import { x } from '../../common/markdown.ts';",
    ].join('\n');
    expect(deployFloorBreaches(join(DEPLOY, 'follow/x.ts'), text)).toEqual([
      '../report/report.ts',
      '../recover/roll-back.ts',
      '../plan/plan-report.ts',
    ]);
    const intoAPhase = "import { smokeTestInput } from './after-deployed/smoke-cases.ts';";
    expect(deployFloorBreaches(join(DEPLOY, 'settings.ts'), intoAPhase)).toEqual([
      './after-deployed/smoke-cases.ts',
    ]);
    expect(deployFloorBreaches(join(DEPLOY, 'main.ts'), intoAPhase)).toEqual([]);
  });

  it('names every folder of deploy/ on a floor', () => {
    const folders = readdirSync(DEPLOY, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${entry.name}/`);
    expect(folders.filter((folder) => deployFloor(join(DEPLOY, folder, 'x.ts')) === 0)).toEqual([]);
  });

  it('has every arrow inside deploy/ run down or along a floor, never back up', () => {
    const breaches = filesOf('deploy').flatMap((file) =>
      deployFloorBreaches(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${relative(SRC, file)} → ${specifier}`,
      ),
    );
    expect(breaches).toEqual([]);
  });
});

describe('the runner behind one port', () => {
  it('has @actions/core imported by the GitHub runtime alone; every other module writes through ActionRuntime', () => {
    const importers = everyFile(SRC).filter((file) =>
      specifiers(readFileSync(file, 'utf8')).includes('@actions/core'),
    );
    expect(importers.map((file) => relative(SRC, file))).toEqual(['common/github-runtime.ts']);
  });
});
