import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Most test files mostly wait (on loopback sockets, polls, a spawned action), so twice as
    // many workers as cores keep the cores busy; vitest's own default is one fewer than the
    // cores, a single worker on a 2-core runner.
    maxWorkers: 2 * availableParallelism(),
    // One worker runs many files, importing undici, zod and the emulator once, not per file.
    // The files keep no state between them: restore-env.ts puts the environment back, and the
    // servers each starts are closed by its own hooks.
    isolate: false,
    globalSetup: ['test/support/bundle-once.ts'],
    setupFiles: ['test/support/restore-env.ts'],
    // CI prints the counts once more as one plain closing line, as vitest's own line gives them.
    reporters: process.env.CI ? ['default', './test/support/count-reporter.ts'] : ['default'],
  },
});
