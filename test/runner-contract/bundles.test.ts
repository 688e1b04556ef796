// The bundles the action.yml files name are there: built by `npm run bundle` (npm test's global
// setup), so this runs with the runner-contract tests, not in the fast loop.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTION_ENTRIES, POST_ENTRIES } from '../../scripts/runner/action-manifest.ts';

describe('the bundles', () => {
  it.each(Object.entries({ ...ACTION_ENTRIES, 'registry post': POST_ENTRIES.registry }))(
    '%s is built',
    (_, entry) => {
      expect(existsSync(entry)).toBe(true);
    },
  );
});
