import { globSync, readFileSync } from 'node:fs';
import { basename, dirname, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IN_PROCESS_TESTS, REAL_SERVER_TESTS, SPAWNING_TESTS } from '../../vitest.fast.config.ts';

/** What a test imports when it spawns a bundled action. */
const SPAWNS =
  /from '[^']*(scripts\/runner\/run-action|support\/deploy-fixture|support\/private-control-plane|runner-contract\/)/;

/** The folders of src/ that hold a module of each name. */
const MODULE_FOLDERS = new Map<string, string[]>();
for (const file of globSync('src/**/*.ts')) {
  const name = basename(file, '.ts');
  MODULE_FOLDERS.set(name, [...(MODULE_FOLDERS.get(name) ?? []), relative('src', dirname(file))]);
}

describe('npm run test:fast', () => {
  const fast = globSync(IN_PROCESS_TESTS, { exclude: [...SPAWNING_TESTS, ...REAL_SERVER_TESTS] });

  it('finds the in-process tests, and leaves the runner-contract tests out', () => {
    expect(fast.length).toBeGreaterThan(40);
    expect(fast).toContain('test/layout/test-layout.test.ts');
    expect(fast.filter((file) => file.startsWith('test/runner-contract/'))).toEqual([]);
  });

  it('leaves out the tests that start the real agent server, which `npm test` runs', () => {
    const starters = globSync('test/**/*.test.ts').filter((file) =>
      /from '[^']*support\/real-agent-server/.test(readFileSync(file, 'utf8')),
    );
    expect(starters.length).toBeGreaterThan(0);
    expect(fast.filter((file) => starters.includes(file))).toEqual([]);
  });

  it('holds no test that spawns a bundle, so it needs none', () => {
    expect(fast.filter((file) => SPAWNS.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});

/** The folders of test/ that mirror a folder of src/ (not contract/, emulator/, layout/, ...). */
const MIRRORS = new Set([...MODULE_FOLDERS.values()].flat().map((folder) => folder.split('/')[0]));

describe('a test named after a module, in a folder that mirrors src/', () => {
  const named = globSync('test/**/*.test.ts', { exclude: SPAWNING_TESTS }).filter(
    (file) =>
      MIRRORS.has(relative('test', file).split('/')[0] as string) &&
      MODULE_FOLDERS.has(basename(file, '.test.ts')),
  );

  it('is found', () => {
    expect(named).toContain('test/deploy/follow/wait-for-revision.test.ts');
  });

  it('sits in the test folder that mirrors its module', () => {
    const misplaced = named.filter((file) => {
      const folders = MODULE_FOLDERS.get(basename(file, '.test.ts')) ?? [];
      return !folders.includes(relative('test', dirname(file)));
    });
    expect(misplaced).toEqual([]);
  });
});
