import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    globalSetup: ['test/support/bundle-once.ts'],
    setupFiles: ['test/support/restore-env.ts'],
    // CI prints the counts once more as one plain closing line, as vitest's own line gives them.
    reporters: process.env.CI ? ['default', './test/support/count-reporter.ts'] : ['default'],
  },
});
