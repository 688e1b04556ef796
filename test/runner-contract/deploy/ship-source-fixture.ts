import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import type { ActionRun } from '../../../scripts/runner/run-action.ts';
import { runDeploy } from '../../support/deploy-fixture.ts';
import { useEmulator } from '../../support/emulator.ts';

/*
 * The workspace, emulator and readers shared by ship-source.test.ts and
 * ship-source-refusals.test.ts.
 */

export const BEARER_TOKEN = 'emulator-bearer-token';

const made: string[] = [];

// An emulator per test: its storage sink's record of uploads and its queued upload failures
// are not reset between tests.
export function useEmulatorPerTest(): () => Emulator {
  const emulator = useEmulator(
    { serviceGeneration: 'new', bearerTokens: [BEARER_TOKEN] },
    { per: 'test' },
  );
  afterEach(async () => {
    // A tree of tens of thousands of files can answer ENOTEMPTY while rm empties it: try again.
    await Promise.all(
      made.splice(0).map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 5 })),
    );
  });
  return emulator;
}

async function scratch(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A checkout as actions/checkout leaves it: `.git` at the top, `.gitignore` files, nested dirs. */
export const CHECKOUT: Record<string, string | Buffer> = {
  '.git/HEAD': 'ref: refs/heads/main\n',
  '.git/config': '[remote "origin"]\n\turl = https://github.com/acme/agents\n',
  '.git/objects/ab/cdef': 'blob',
  '.gitignore': '*.log\n.env\n',
  'README.md': '# agents\n',
  'docs/guide.md': 'not part of the agent\n',
  'agent/langgraph.json': '{"dependencies":["."],"graphs":{"agent":"./src/graph.py:graph"}}\n',
  'agent/.gitignore': 'node_modules/\n',
  'agent/requirements.txt': 'langgraph\n',
  'agent/src/graph.py': 'graph = None\n',
  'agent/src/tools/deep/search.py': 'def search(): ...\n',
  'agent/.env': 'OPENAI_API_KEY=sk-never-uploaded\n',
  'agent/debug.log': 'a log git ignores\n',
  'agent/node_modules/left-pad/index.js': 'module.exports = 1;\n',
};

export async function workspace(files: Record<string, string | Buffer> = CHECKOUT) {
  const root = await scratch('workspace-');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  return root;
}

/** The deploy, run in `root` as its GITHUB_WORKSPACE with a RUNNER_TEMP of its own. */
export async function deployFrom(
  emu: Emulator,
  root: string,
  inputs: Record<string, string>,
  deploymentId = emu.seedDeployment({ source: 'internal_source' }).id,
) {
  const runnerTemp = await scratch('runner-temp-');
  const run = await runDeploy(emu, deploymentId, inputs, {
    env: { GITHUB_WORKSPACE: root, RUNNER_TEMP: runnerTemp },
  });
  return { run, runnerTemp, deploymentId };
}

/** Archive entries that are files, as paths inside the archive. */
export const filesIn = (upload: Emulator['uploads'][number] | undefined) =>
  (upload?.entries ?? [])
    .filter((entry) => entry.type === 'File')
    .map((entry) => entry.path.replace(/^\.\//, ''))
    .sort();

export const CREDENTIAL_HEADERS = ['x-api-key', 'authorization', 'x-tenant-id', 'cookie'];

/** Every control-plane request and every upload, in the order they arrived. */
export function timeline(emu: Emulator): string[] {
  const requests = emu.requests.map((r) => ({ at: r.at, line: `${r.method} ${r.path}` }));
  const uploads = emu.uploads.map((u) => ({ at: u.at, line: `${u.method} storage ${u.status}` }));
  return [...requests, ...uploads].sort((a, b) => a.at - b.at).map(({ line }) => line);
}

export const uploadLines = (run: ActionRun) =>
  run.stdout.split('\n').filter((line) => /upload/i.test(line) && !line.startsWith('::'));
