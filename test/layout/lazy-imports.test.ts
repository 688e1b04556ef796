import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What a step loads before anything else is its action's module and what that reaches through
 * static imports: src/index.ts imports each action's module with `import()` when its step runs
 * (the bundle is a small index plus chunks), so a step never loads another action's code (no
 * action imports another's: import-floors.test.ts). Octokit, the packer's tar and ignore
 * rules, and the YAML parser belong to optional features: they are on no step's static path.
 */
const SRC = resolve(import.meta.dirname, '../../src');
const INDEX = resolve(SRC, 'index.ts');
const OPTIONAL_PACKAGES = [
  '@actions/github',
  '@octokit/core',
  '@octokit/plugin-paginate-rest',
  '@octokit/plugin-rest-endpoint-methods',
  'tar',
  'ignore',
  'yaml',
];

/** Specifiers of the imports and re-exports evaluated with the module: no `import type`, no `import()`. */
function staticSpecifiers(text: string): string[] {
  const found = text.matchAll(
    /^(?:(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+|import\s+)['"]([^'"]+)['"]/gms,
  );
  return [...found].map((match) => match[1] as string);
}

/** Specifiers of the `import()`s in a module, a webpack magic comment or not. */
function dynamicSpecifiers(text: string): string[] {
  const found = text.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g);
  return [...found].map((match) => match[1] as string);
}

/** Every package the modules reachable from `entry` through static imports import, and who. */
function staticPackages(entry: string): Map<string, string> {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const specifier of staticSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (!specifier.startsWith('node:') && !packages.has(specifier)) {
        packages.set(specifier, relative(SRC, file));
      }
    }
  };
  visit(entry);
  return packages;
}

/** The folder of src/ a module is in: an action's (`deploy`), the CLI's, or a shared one. */
const folderOf = (file: string) => relative(SRC, file).split('/')[0] as string;

const INDEX_TEXT = readFileSync(INDEX, 'utf8');
/** What a step runs: each module src/index.ts imports when asked, but the command line. */
const STEP_MODULES = dynamicSpecifiers(INDEX_TEXT)
  .map((specifier) => resolve(SRC, specifier))
  .filter((file) => folderOf(file) !== 'cli');

describe('what a step loads', () => {
  it('reads static and dynamic imports apart', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      'import {\n  c,\n} from "c-package";',
      "export { d } from './d.ts';",
      "import './side-effect.ts';",
      "const e = await import('tar');",
      "export const f = async () => (await import('./f/main.ts')).run();",
      'const g = () => import(/* webpackChunkName: "some" */ \'./g/main.ts\');',
    ].join('\n');
    expect(staticSpecifiers(text)).toEqual(['./a.ts', 'c-package', './d.ts', './side-effect.ts']);
    expect(dynamicSpecifiers(text)).toEqual(['tar', './f/main.ts', './g/main.ts']);
  });

  it('is no action’s code until its step runs: src/index.ts imports every action with import()', () => {
    const loaded = staticSpecifiers(INDEX_TEXT).filter(
      (specifier) => !specifier.startsWith('node:'),
    );
    expect(loaded).toEqual([]);
    const actions = readdirSync(SRC).filter((name) => existsSync(join(SRC, name, 'main.ts')));
    expect([...new Set(STEP_MODULES.map(folderOf))].sort()).toEqual(actions.sort());
  });

  it('holds none of the optional features’ packages in any step’s own code', () => {
    const loaded = STEP_MODULES.flatMap((entry) => {
      const packages = staticPackages(entry);
      const missingCore = packages.has('@actions/core')
        ? []
        : [`${relative(SRC, entry)}: no @actions/core`];
      return [
        ...missingCore,
        ...OPTIONAL_PACKAGES.filter((name) => packages.has(name)).map(
          (name) => `${relative(SRC, entry)}: ${name} (from ${packages.get(name)})`,
        ),
      ];
    });
    expect(loaded).toEqual([]);
  });
});
