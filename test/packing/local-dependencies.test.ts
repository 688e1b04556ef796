import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveLayout } from '../../src/packing/local-dependencies.ts';
import { archivedFiles, makeTree, pack } from './tree-helpers.ts';

/*
 * A monorepo agent whose config names a local dependency outside its own directory: the
 * archive's root widens to the deepest directory holding both, each directory keeps its place,
 * and only the named directories come along, each with its own ignore rules.
 */

const MONOREPO = {
  '.gitignore': '*.log\n',
  'README.md': 'not packed: only the named directories come along',
  'agents/support/langgraph.json': '{"dependencies": [".", "../../libs/common"]}',
  'agents/support/agent.py': 'x',
  'agents/support/debug.log': 'x',
  'agents/other/agent.py': 'a sibling agent, not named',
  'libs/common/.dockerignore': 'tests/\n',
  'libs/common/common/util.py': 'x',
  'libs/common/tests/test_util.py': 'x',
  'libs/common/node_modules/x/index.js': 'x',
  'libs/common/.env': 'SECRET=1',
  'libs/unrelated/lib.py': 'x',
};

describe('packing with local dependencies', () => {
  it('widens the archive root and keeps each directory at its place', async () => {
    const repo = await makeTree(MONOREPO, { repository: true });
    const packed = await pack(path.join(repo, 'agents/support'), 'langgraph.json', {
      dependencies: [
        { entry: '.', dir: path.join(repo, 'agents/support') },
        { entry: '../../libs/common', dir: path.join(repo, 'libs/common') },
      ],
    });
    expect(await archivedFiles(packed.file)).toEqual([
      'agents/support/agent.py',
      'agents/support/langgraph.json',
      'libs/common/.dockerignore',
      'libs/common/common/util.py',
    ]);
    expect(packed.configEntry).toBe('agents/support/langgraph.json');
    expect(packed.directories).toEqual(['agents/support', 'libs/common']);
    expect(packed.logs).toContain(
      `local dependencies outside ${path.join(repo, 'agents/support')}: the archive's root is ${repo}, holding agents/support, libs/common`,
    );
    expect(packed.logs).toContain(
      'left out 1 directory (not read) by the rule "tests/" in libs/common/.dockerignore: "libs/common/tests"',
    );
    expect(packed.warnings[0]).toMatch(
      /^left out 1 \.env file \(never packed, whatever the ignore files say\): "libs\/common\/\.env"/,
    );
  });

  it('packs the root alone, as before, when every dependency is inside it', async () => {
    const repo = await makeTree(MONOREPO, { repository: true });
    const root = path.join(repo, 'agents/support');
    const packed = await pack(root, 'langgraph.json', {
      dependencies: [{ entry: '.', dir: root }],
    });
    expect(await archivedFiles(packed.file)).toEqual(['agent.py', 'langgraph.json']);
    expect(packed.configEntry).toBe('langgraph.json');
    expect(packed.directories).toEqual(['.']);
  });
});

describe('archiveLayout', () => {
  const dep = (dir: string) => ({ entry: dir, dir });

  it.each([
    ['/w/a/b', ['/w/a/b'], '/w/a/b', ['']],
    ['/w/agents/s', ['/w/agents/s', '/w/libs/c'], '/w', ['agents/s/', 'libs/c/']],
    ['/w/agents/s', ['/w/agents/s/lib', '/w/agents/x'], '/w/agents', ['s/', 'x/']],
    // A dependency that holds the agent's directory packs it whole, once.
    ['/w/agents/s', ['/w/agents'], '/w/agents', ['']],
  ])('%s with %j: root %s, directories %j', (root, dirs, archiveRoot, prefixes) => {
    const layout = archiveLayout(root, dirs.map(dep));
    expect(layout.archiveRoot).toBe(archiveRoot);
    expect(layout.directories.map((d) => d.prefix)).toEqual(prefixes);
  });
});
