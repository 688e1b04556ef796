import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The GitHub client (src/github/github-client.ts) builds Octokit from the parts @actions/github
 * builds its own from, without loading @actions/github (whose import reads the runner's variables
 * and parses the event file). It stays a devDependency so that these parts are the very packages
 * it names: each resolves to one copy, the same from the project as from @actions/github.
 */
const OCTOKIT_PARTS = [
  '@octokit/core',
  '@octokit/plugin-rest-endpoint-methods',
  '@octokit/plugin-paginate-rest',
];

const modules = resolve(import.meta.dirname, '../../node_modules');
const actionsGithub = JSON.parse(
  readFileSync(join(modules, '@actions/github/package.json'), 'utf8'),
) as { dependencies: Record<string, string> };

describe('the Octokit the GitHub client builds', () => {
  it.each(OCTOKIT_PARTS)('takes %s from the copy @actions/github depends on', (part) => {
    expect(Object.keys(actionsGithub.dependencies)).toContain(part);
    expect(existsSync(join(modules, part, 'package.json'))).toBe(true);
    // No copy of its own under @actions/github: it would resolve the project's.
    expect(existsSync(join(modules, '@actions/github/node_modules', part))).toBe(false);
  });
});
