import { defineConfig } from 'vitest/config';

/**
 * The in-process tests only: decisions tested where they are made, the client and the emulator
 * over loopback, packing, and the action.yml files against the code and the README. No bundle is built and no action is spawned, so this runs in well
 * under a minute; `npm test` runs these and the runner-contract tests that spawn dist/.
 */
export const IN_PROCESS_TESTS = [
  'test/unit/**/*.test.ts',
  'test/client/**/*.test.ts',
  'test/contract/**/*.test.ts',
  'test/emulator/**/*.test.ts',
  'test/source/**/*.test.ts',
  'test/github/**/*.test.ts',
  'test/metadata/**/*.test.ts',
];

/** Tests in those folders that spawn or read the bundled actions, and so belong to `npm test` only. */
export const SPAWNING_TESTS = [
  'test/github/runner-contract*.test.ts',
  'test/metadata/action-bundles.test.ts',
];

export default defineConfig({
  test: {
    include: IN_PROCESS_TESTS,
    exclude: SPAWNING_TESTS,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One worker runs many files: a fresh process per file spent two thirds of the run importing
    // undici, zod and the emulator again. These tests keep no state between files.
    isolate: false,
  },
});
