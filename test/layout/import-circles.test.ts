import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyFile, importCircles, localImports, ROOT } from './module-imports.ts';

/*
 * No module imports itself through others, in src/ or in emulator/: a circle of files can only
 * be read, changed and tested together. Each circle is named with every file in it.
 */

describe('import circles', () => {
  it('finds every circle, with all its files: two that import each other, three in a ring, one alone', () => {
    const texts: Record<string, string> = {
      [join(ROOT, 'a/one.ts')]: "import type { T } from './two.ts';",
      [join(ROOT, 'a/two.ts')]: "import { one } from './one.ts';\nimport { x } from './leaf.ts';",
      [join(ROOT, 'a/leaf.ts')]: "import { y } from 'node:path';",
      [join(ROOT, 'b/three.ts')]: "import { four } from '../c/four.ts';",
      [join(ROOT, 'c/four.ts')]: "export { five } from '../b/five.ts';",
      [join(ROOT, 'b/five.ts')]: "const three = await import('./three.ts');",
      [join(ROOT, 'd/self.ts')]: "import { me } from './self.ts';",
    };
    const imports = localImports(Object.keys(texts), (file) => texts[file] as string);
    expect(importCircles(imports)).toEqual([
      ['a/one.ts', 'a/two.ts'],
      ['b/five.ts', 'b/three.ts', 'c/four.ts'],
      ['d/self.ts'],
    ]);
  });

  it.each(['src', 'emulator'])('%s/ has none', (folder) => {
    const files = everyFile(join(ROOT, folder));
    expect(files.length).toBeGreaterThan(10);
    expect(importCircles(localImports(files))).toEqual([]);
  });
});
