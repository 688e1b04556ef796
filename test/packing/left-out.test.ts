import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_GLOBSTARS } from '../../src/packing/ignore-rules.ts';
import { MAX_TREE_DEPTH } from '../../src/packing/walk-tree.ts';
import { archivedFiles, makeTree, pack } from './tree-helpers.ts';

/*
 * What the packer leaves out whatever the ignore files say (always-left-out directories, `.env`
 * files), how `.dockerignore` applies, and the log lines that say what was left out: one line
 * per reason, not one per file.
 */

const PYTHON_CHECKOUT = {
  'agent.json': '{}',
  'src/agent.py': 'graph = None\n',
  'src/__pycache__/agent.cpython-312.pyc': 'bytecode',
  '.venv/lib/python3.12/site-packages/langgraph/__init__.py': 'x',
  'venv/pyvenv.cfg': 'home = /usr/bin\n',
  'node_modules/left-pad/index.js': 'module.exports = 1;\n',
  'web/node_modules/react/index.js': 'x',
  '.tox/py312/log.txt': 'x',
  '.mypy_cache/3.12/agent.json': '{}',
  'pkg/.git/HEAD': 'a nested repository',
};

describe('always-left-out directories', () => {
  it('are never packed, in any directory, even when an ignore file re-includes them', async () => {
    const root = await makeTree(
      {
        ...PYTHON_CHECKOUT,
        '.gitignore': '!node_modules/\n!.venv/\n',
        '.dockerignore': '!__pycache__/\n',
      },
      { repository: true },
    );
    const packed = await pack(root, 'agent.json');
    expect(await archivedFiles(packed.file)).toEqual([
      '.dockerignore',
      '.gitignore',
      'agent.json',
      'src/agent.py',
    ]);
  });

  it('are not read: a symlink inside a virtualenv is neither walked nor warned about', async () => {
    const root = await makeTree(PYTHON_CHECKOUT);
    await symlink('/usr/bin/python3', path.join(root, '.venv/python'));
    const packed = await pack(root, 'agent.json');
    expect(packed.warnings).toEqual([]);
    expect(packed.logs).toContain('left out 1 .venv/ directory (never packed, not read): ".venv"');
  });

  it('are said in one line each, counting the directories', async () => {
    const root = await makeTree(PYTHON_CHECKOUT, { repository: true });
    const packed = await pack(root, 'agent.json');
    const leftOut = packed.logs.filter((line) => line.startsWith('left out'));
    expect(leftOut).toEqual([
      'left out 2 .git/ directories (never packed, not read): ".git", "pkg/.git"',
      'left out 1 .mypy_cache/ directory (never packed, not read): ".mypy_cache"',
      'left out 1 .tox/ directory (never packed, not read): ".tox"',
      'left out 1 .venv/ directory (never packed, not read): ".venv"',
      'left out 1 __pycache__/ directory (never packed, not read): "src/__pycache__"',
      'left out 2 node_modules/ directories (never packed, not read): "node_modules", "web/node_modules"',
      'left out 1 venv/ directory (never packed, not read): "venv"',
    ]);
  });
});

describe('.dockerignore', () => {
  const TREE = {
    'agent.json': '{}',
    '.dockerignore': '*.csv\n!keep.csv\nscratch/\n',
    'data/big.csv': 'a,b\n'.repeat(256),
    'data/keep.csv': 'a\n',
    'scratch/notes.txt': 'x',
    'sub/.dockerignore': '*.txt\n',
    'sub/readme.txt': 'x',
    'sub/code.py': 'x',
    'readme.txt': 'only sub/.dockerignore leaves out .txt files, and only below sub/',
  };

  it.each([
    ['inside a repository', true],
    ['outside one', false],
  ])(
    'applies with gitignore semantics, negations and nested files included, %s',
    async (_, repository) => {
      const root = await makeTree(TREE, { repository });
      const packed = await pack(root, 'agent.json');
      expect(await archivedFiles(packed.file)).toEqual([
        '.dockerignore',
        'agent.json',
        'data/keep.csv',
        'readme.txt',
        'sub/.dockerignore',
        'sub/code.py',
      ]);
      const leftOut = packed.logs.filter((line) => / by the rule /.test(line));
      expect(leftOut).toEqual([
        'left out 1 file (1.0 kB) by the rule "*.csv" in .dockerignore: "data/big.csv"',
        'left out 1 directory (not read) by the rule "scratch/" in .dockerignore: "scratch"',
        'left out 1 file (1 B) by the rule "*.txt" in sub/.dockerignore: "sub/readme.txt"',
      ]);
    },
  );

  it('leaves out what either file leaves out: a negation re-includes only against its own kind', async () => {
    const root = await makeTree(
      {
        'agent.json': '{}',
        '.gitignore': '*.log\n',
        '.dockerignore': '!debug.log\ndist/\n',
        'debug.log': 'x',
        'dist/app.js': 'x',
      },
      { repository: true },
    );
    const packed = await pack(root, 'agent.json');
    expect(await archivedFiles(packed.file)).toEqual(['.dockerignore', '.gitignore', 'agent.json']);
  });

  it('groups many files under one rule in one line, with their count and size', async () => {
    const files: Record<string, string> = { 'agent.json': '{}', '.gitignore': '*.log\n' };
    for (let n = 0; n < 40; n++)
      files[`logs/run-${String(n).padStart(2, '0')}.log`] = 'x'.repeat(100);
    const root = await makeTree(files, { repository: true });
    const packed = await pack(root, 'agent.json');
    expect(packed.logs.filter((line) => /^left out .* by the rule /.test(line))).toEqual([
      'left out 40 files (3.9 kB) by the rule "*.log" in .gitignore: "logs/run-00.log", "logs/run-01.log", "logs/run-02.log", …',
    ]);
  });
});

describe('.env files', () => {
  it('are never packed, whatever the ignore files say, and one warning names them all', async () => {
    const root = await makeTree(
      {
        'agent.json': '{}',
        '.gitignore': '!.env\n',
        '.env': 'OPENAI_API_KEY=sk-secret',
        '.env.local': 'x',
        'config/.env.production': 'x',
        '.envrc': 'not a .env file',
        'env.py': 'x',
      },
      { repository: true },
    );
    const packed = await pack(root, 'agent.json');
    expect(await archivedFiles(packed.file)).toEqual([
      '.envrc',
      '.gitignore',
      'agent.json',
      'env.py',
    ]);
    expect(packed.warnings).toEqual([
      'left out 3 .env files (never packed, whatever the ignore files say): ".env", ".env.local", "config/.env.production". A .env file holds secrets, not code: give the values the agent needs through the secrets input instead.',
    ]);
  });

  it('cannot be the agent config', async () => {
    const root = await makeTree({ '.env.json': '{}' });
    await expect(pack(root, '.env.json')).rejects.toThrow('is a .env file, which is never packed');
  });
});

describe('credential files another step wrote into the workspace', () => {
  const CREDENTIALS = 'gha-creds-4f2a9c0e1b7d3a56.json';

  it('are never packed from source-path ".", whatever the ignore files say, and one warning names them', async () => {
    const root = await makeTree(
      {
        'agent.json': '{}',
        '.gitignore': '!gha-creds-*.json\n',
        [CREDENTIALS]: '{"type": "service_account", "private_key": "-----BEGIN"}',
        'sub/GHA-CREDS-upper.JSON': '{}',
        'gha-creds.json': 'not one: no dash after "creds"',
        'agent.py': 'x',
      },
      { repository: true },
    );
    const packed = await pack(root, 'agent.json');
    expect(await archivedFiles(packed.file)).toEqual([
      '.gitignore',
      'agent.json',
      'agent.py',
      'gha-creds.json',
    ]);
    expect(packed.warnings).toEqual([
      `left out 2 credential files another step wrote into the workspace (never packed, whatever the ignore files say): "${CREDENTIALS}", "sub/GHA-CREDS-upper.JSON". A gha-creds-*.json file is the Google Cloud credential google-github-actions/auth leaves for later steps, not code.`,
    ]);
  });

  it('are never packed through a dependency that widens the archive to the workspace', async () => {
    const workspace = await makeTree(
      {
        [CREDENTIALS]: '{"private_key": "-----BEGIN"}',
        'agent/langgraph.json': '{"dependencies": [".", ".."]}',
        'agent/agent.py': 'x',
        'lib/util.py': 'x',
      },
      { repository: true },
    );
    const root = path.join(workspace, 'agent');
    const packed = await pack(root, 'langgraph.json', {
      dependencies: [
        { entry: '.', dir: root },
        { entry: '..', dir: workspace },
      ],
    });
    expect(await archivedFiles(packed.file)).toEqual([
      'agent/agent.py',
      'agent/langgraph.json',
      'lib/util.py',
    ]);
    expect(packed.warnings).toEqual([expect.stringContaining(`: "${CREDENTIALS}". `)]);
  });

  it('cannot be the agent config', async () => {
    const root = await makeTree({ [CREDENTIALS]: '{}' });
    await expect(pack(root, CREDENTIALS)).rejects.toThrow(
      'is a credential file (gha-creds-*.json), which is never packed',
    );
  });
});

describe('names in any case, and trees that would make ignore rules slow', () => {
  it('leaves out .env files and always-left-out directories whatever their case', async () => {
    const root = await makeTree({
      'agent.json': '{}',
      '.ENV': 'OPENAI_API_KEY=sk-upper',
      'config/.Env.Production': 'KEY=x',
      'Node_Modules/pkg/index.js': 'x',
      'src/__PYCACHE__/a.pyc': 'x',
      'src/agent.py': 'x',
    });
    const packed = await pack(root, 'agent.json');
    expect(await archivedFiles(packed.file)).toEqual(['agent.json', 'src/agent.py']);
  });

  it(`stops with an error below ${MAX_TREE_DEPTH} directories, naming where`, async () => {
    const deep = Array.from({ length: MAX_TREE_DEPTH + 1 }, () => 'd').join('/');
    const root = await makeTree({ 'agent.json': '{}', [`${deep}/x.py`]: 'x' });
    await expect(pack(root, 'agent.json')).rejects.toThrow(
      `lies more than ${MAX_TREE_DEPTH} directories deep; the packer goes no deeper`,
    );
    const fine = await makeTree({ 'agent.json': '{}', [`${deep.slice(2)}/x.py`]: 'x' });
    expect(await archivedFiles((await pack(fine, 'agent.json')).file)).toContain(
      `${deep.slice(2)}/x.py`,
    );
  });

  it(`refuses a pattern with more than ${MAX_GLOBSTARS} "**", naming the file and the line`, async () => {
    const root = await makeTree({
      'agent.json': '{}',
      'src/.dockerignore': '# generated\n*.log\na/**/a/**/a/**/a/**/b\n',
      'src/agent.py': 'x',
    });
    await expect(pack(root, 'agent.json')).rejects.toThrow(
      `src/.dockerignore line 3 holds 4 "**"; at most ${MAX_GLOBSTARS} are read in one pattern`,
    );
    const fine = await makeTree({
      'agent.json': '{}',
      'src/.dockerignore': '# a/**/a/**/a/**/a/** in a comment\n**/a/**/b/**\n',
      'src/agent.py': 'x',
    });
    expect(await archivedFiles((await pack(fine, 'agent.json')).file)).toContain('src/agent.py');
  });
});
