import { defineConfig } from 'vitest/config';

/**
 * The in-process tests only: decisions tested where they are made (test/<folder>/ mirrors
 * src/<folder>/), the client and the emulator over loopback, packing, and the action.yml files
 * against the code and the READMEs. No bundle is built, no action is spawned and no real agent
 * server is started; `npm test` runs these, the tests against the real agent server and the
 * runner-contract tests, which spawn dist/ as the runner does.
 */
export const IN_PROCESS_TESTS = ['test/**/*.test.ts'];

/** The tests that spawn (or read) the bundled actions: they live in test/runner-contract/ only. */
export const SPAWNING_TESTS = ['test/runner-contract/**'];

/**
 * The in-process tests that start the real agent server (the published JS one, from the
 * LangGraph CLI): its start alone takes seconds, more than the rest of a file, so only
 * `npm test` runs them.
 */
export const REAL_SERVER_TESTS = ['test/agent-server/**', 'test/**/real-agent-*.test.ts'];

export default defineConfig({
  test: {
    include: IN_PROCESS_TESTS,
    exclude: [...SPAWNING_TESTS, ...REAL_SERVER_TESTS],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One worker runs many files: a fresh process per file spent two thirds of the run importing
    // undici, zod and the emulator again. These tests keep no state between files.
    isolate: false,
    setupFiles: ['test/support/restore-env.ts'],
  },
});
