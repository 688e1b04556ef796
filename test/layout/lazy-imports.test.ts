import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What every run loads is what src/index.ts reaches through static imports (the bundle is one
 * file plus chunks that `await import()` loads). Octokit, the packer's tar and ignore rules, and
 * the YAML parser belong to optional features: none of them may be on that path.
 */
const INDEX = resolve(import.meta.dirname, '../../src/index.ts');
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

/** Every package the modules reachable from `entry` import statically, with who imports it. */
function staticPackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (!specifier.startsWith('node:') && !packages.has(specifier)) {
        packages.set(specifier, file);
      }
    }
  };
  visit(entry);
  return packages;
}

describe('what every run loads', () => {
  it('reads static imports only', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      'import {\n  c,\n} from "c-package";',
      "export { d } from './d.ts';",
      "import './side-effect.ts';",
      "const e = await import('tar');",
    ].join('\n');
    expect(staticSpecifiers(text)).toEqual(['./a.ts', 'c-package', './d.ts', './side-effect.ts']);
  });

  it('holds none of the optional features’ packages', () => {
    const packages = staticPackages(INDEX);
    expect(packages.has('@actions/core')).toBe(true);
    const loaded = OPTIONAL_PACKAGES.filter((name) => packages.has(name)).map(
      (name) => `${name} (from ${packages.get(name)})`,
    );
    expect(loaded).toEqual([]);
  });
});
