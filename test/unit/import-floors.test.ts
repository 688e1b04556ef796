import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The floors of src/: an action folder (one with a main.ts) may import common/ and github/;
 * github/ may import common/ but no action; common/ imports neither github/ nor any action.
 */
const SRC = resolve(import.meta.dirname, '../../src');

const ACTION_FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => readdirSync(join(SRC, name)).includes('main.ts'));

const FORBIDDEN: Record<string, string[]> = {
  common: ['github', ...ACTION_FOLDERS],
  github: ACTION_FOLDERS,
};

/** Every module specifier of static imports, re-exports and dynamic imports in the text. */
function specifiers(text: string): string[] {
  const found = text.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g);
  return [...found].map((match) => match[1] as string);
}

/** The imports of a file in src/ that reach a folder its own folder must not import. */
function floorBreaches(file: string, text: string): string[] {
  const floor = relative(SRC, file).split('/')[0] as string;
  const forbidden = FORBIDDEN[floor] ?? [];
  return specifiers(text).filter((specifier) => {
    if (!specifier.startsWith('.')) return false;
    const target = relative(SRC, resolve(dirname(file), specifier)).split('/')[0] as string;
    return forbidden.includes(target);
  });
}

function filesOf(folder: string): string[] {
  const dir = join(SRC, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name));
}

describe('import floors', () => {
  it('knows the action folders', () => {
    expect(ACTION_FOLDERS.sort()).toEqual(['delete', 'deploy', 'listener', 'registry', 'repos']);
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
      '../github/run-context.ts',
      '../deploy/report.ts',
      '../repos/main.ts',
    ]);
    expect(floorBreaches(join(SRC, 'github/x.ts'), text)).toEqual([
      '../deploy/report.ts',
      '../repos/main.ts',
    ]);
    expect(floorBreaches(join(SRC, 'deploy/x.ts'), text)).toEqual([]);
  });

  it.each(['common', 'github'])('src/%s imports nothing from the floors above it', (folder) => {
    const files = filesOf(folder);
    expect(files.length).toBeGreaterThan(0);
    const breaches = files.flatMap((file) =>
      floorBreaches(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${relative(SRC, file)} → ${specifier}`,
      ),
    );
    expect(breaches).toEqual([]);
  });
});
