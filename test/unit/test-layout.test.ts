import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IN_PROCESS_TESTS, SPAWNING_TESTS } from '../../vitest.fast.config.ts';

/** What a test imports when it spawns a bundled action. */
const SPAWNS =
  /from '[^']*(scripts\/runner\/run-action|support\/deploy-fixture|runner-contract-setup|chaos\/run-case)/;

describe('npm run test:fast', () => {
  const fast = globSync(IN_PROCESS_TESTS, { exclude: SPAWNING_TESTS });

  it('finds the in-process tests', () => {
    expect(fast.length).toBeGreaterThan(40);
    expect(fast).toContain('test/unit/test-layout.test.ts');
  });

  it.each(fast)('%s spawns no bundle, so it needs none', (file) => {
    expect(readFileSync(file, 'utf8')).not.toMatch(SPAWNS);
  });
});
