import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { requestsTo } from '../../support/deploy-fixture.ts';
import { git } from '../../support/git-repository.ts';
import {
  deployFrom,
  filesIn,
  timeline,
  useEmulatorPerTest,
  workspace,
} from './ship-source-fixture.ts';

/*
 * What the bundled action packs from a typical Python agent checkout, and from a monorepo
 * whose agent names a local library outside its own directory, as the storage host receives it.
 */

const emulator = useEmulatorPerTest();

const runnerLog = (stdout: string) => stdout.split('\n').filter((line) => !line.startsWith('::'));

describe('packing a Python agent checkout', () => {
  it('leaves out virtualenvs, caches, installed packages, .dockerignored files and .env, saying so in grouped lines', async () => {
    const emu = emulator();
    const root = await workspace({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'agent/langgraph.json': '{"dependencies":["."],"graphs":{"agent":"./src/agent.py:graph"}}\n',
      'agent/src/agent.py': 'graph = None\n',
      'agent/.dockerignore': 'notebooks/\n*.csv\n!schema.csv\n',
      'agent/notebooks/explore.ipynb': '{}',
      'agent/data/big.csv': 'a,b\n'.repeat(1000),
      'agent/data/schema.csv': 'a,b\n',
      'agent/.venv/lib/python3.12/site-packages/langgraph/__init__.py': 'x',
      'agent/node_modules/left-pad/index.js': 'x',
      'agent/src/__pycache__/agent.cpython-312.pyc': 'x',
      'agent/.tox/py312/log.txt': 'x',
      'agent/.mypy_cache/3.12/agent.json': '{}',
      'agent/.env': 'OPENAI_API_KEY=sk-never-uploaded\n',
      'agent/.env.local': 'X=1\n',
    });
    const { run } = await deployFrom(emu, root, {
      'source-path': 'agent',
      'agent-config-path': 'langgraph.json',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(filesIn(emu.uploads[0])).toEqual([
      '.dockerignore',
      'data/schema.csv',
      'langgraph.json',
      'src/agent.py',
    ]);
    const leftOut = runnerLog(run.stdout).filter((line) => line.startsWith('left out'));
    expect(leftOut).toEqual([
      'left out 1 .mypy_cache/ directory (never packed, not read): ".mypy_cache"',
      'left out 1 .tox/ directory (never packed, not read): ".tox"',
      'left out 1 .venv/ directory (never packed, not read): ".venv"',
      'left out 1 __pycache__/ directory (never packed, not read): "src/__pycache__"',
      'left out 1 node_modules/ directory (never packed, not read): "node_modules"',
      'left out 1 file (3.9 kB) by the rule "*.csv" in .dockerignore: "data/big.csv"',
      'left out 1 directory (not read) by the rule "notebooks/" in .dockerignore: "notebooks"',
    ]);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(warnings).toEqual([
      '::warning::left out 2 .env files (never packed, whatever the ignore files say): ".env", ".env.local". A .env file holds secrets, not code: give the values the agent needs through the secrets input instead.',
    ]);
    expect(run.stdout).not.toContain('sk-never-uploaded');
    expect(run.summary).toMatch(
      /\| Packed \| `agent` · 4 files, a \d+(\.\d)? k?B archive · left out 9: `\.env`, `\.env\.local`, `\.mypy_cache`, … \|/,
    );
  });
});

describe('a checkout another step wrote a credential file into', () => {
  it('leaves the credential file out with a warning, and says how many packed files git does not track', async () => {
    const emu = emulator();
    const root = await workspace({
      'langgraph.json': '{"dependencies":["."],"graphs":{"agent":"./agent.py:graph"}}\n',
      'agent.py': 'graph = None\n',
    });
    git(root, 'init', '--quiet');
    git(root, 'add', '--all');
    git(root, 'commit', '--quiet', '-m', 'agent');
    await writeFile(path.join(root, 'gha-creds-7e1f0c2d9a4b.json'), '{"private_key":"-----BEGIN"}');
    await writeFile(path.join(root, 'notes.md'), 'written by an earlier step\n');
    const { run } = await deployFrom(emu, root, {
      'source-path': '.',
      'agent-config-path': 'langgraph.json',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(filesIn(emu.uploads[0])).toEqual(['agent.py', 'langgraph.json', 'notes.md']);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^::warning::left out 1 credential file another step wrote into the workspace .*: "gha-creds-7e1f0c2d9a4b\.json"\./,
      ),
    ]);
    expect(runnerLog(run.stdout)).toContain(
      'git does not track 1 of the files to pack: "notes.md"',
    );
    expect(run.summary).toMatch(
      /\| Packed \| `\.` · 3 files, a \d+ B archive · 1 of 3 not tracked by git · left out 2: `gha-creds-7e1f0c2d9a4b\.json`, `\.git` \|/,
    );
  });
});

describe('a monorepo agent with a local dependency outside its directory', () => {
  const MONOREPO = {
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.gitignore': '*.log\n',
    'README.md': 'not named, not packed',
    'agents/support/langgraph.json':
      '{"dependencies":[".","../../libs/common","langchain-openai"],"graphs":{"support":"./support/agent.py:graph"}}\n',
    'agents/support/support/agent.py': 'from common.util import x\n',
    'agents/support/build.log': 'ignored by the top .gitignore',
    'agents/billing/agent.py': 'a sibling agent, not named',
    'libs/common/common/util.py': 'x = 1\n',
    'libs/common/.dockerignore': 'tests/\n',
    'libs/common/tests/test_util.py': 'x',
    'libs/other/lib.py': 'not named',
  };

  it('packs the library at its place and sends the config path relative to the widened root', async () => {
    const emu = emulator();
    const root = await workspace(MONOREPO);
    const { run } = await deployFrom(emu, root, {
      'source-path': 'agents/support',
      'agent-config-path': 'langgraph.json',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(filesIn(emu.uploads[0])).toEqual([
      'agents/support/langgraph.json',
      'agents/support/support/agent.py',
      'libs/common/.dockerignore',
      'libs/common/common/util.py',
    ]);
    const revision = requestsTo(emu, 'POST', /\/revisions$/)[0]?.body as {
      source_revision_config: Record<string, unknown>;
    };
    expect(revision.source_revision_config.agent_config_path).toBe('agents/support/langgraph.json');
    expect(run.summary).toMatch(
      /\| Packed \| `agents\/support`, `libs\/common` · 4 files, a \d+ B archive · left out 2: `agents\/support\/build\.log`, `libs\/common\/tests` \|/,
    );
    expect(runnerLog(run.stdout)).toContain(
      'left out 1 directory (not read) by the rule "tests/" in libs/common/.dockerignore: "libs/common/tests"',
    );
  });

  it.each([
    ['missing', '../../libs/commn', /dependency "\.\.\/\.\.\/libs\/commn" does not exist/],
    ['a file', './support/agent.py', /dependency "\.\/support\/agent\.py" is not a directory/],
    [
      'outside the workspace',
      '../../../elsewhere',
      /dependency "\.\.\/\.\.\/\.\.\/elsewhere" leads out of the workspace/,
    ],
  ])(
    'that is %s fails the step naming the entry, before any request',
    async (_, entry, message) => {
      const emu = emulator();
      const root = await workspace({
        ...MONOREPO,
        'agents/support/langgraph.json': JSON.stringify({
          dependencies: ['.', entry],
          graphs: { support: './support/agent.py:graph' },
        }),
      });
      const { run } = await deployFrom(emu, root, {
        'source-path': 'agents/support',
        'agent-config-path': 'langgraph.json',
      });

      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toMatch(message);
      expect(failureMessage(run)).toMatch(
        /^Input "agent-config-path": the agent config agents\/support\/langgraph\.json/,
      );
      expect(timeline(emu)).toEqual([]);
    },
  );
});
