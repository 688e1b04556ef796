import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventProblems } from '../../support/cli-events-schema.ts';
import { API_KEY, useEmulator } from '../../support/deploy-fixture.ts';
import {
  ENGINES_FLOOR,
  installPackedCli,
  NODE_22,
  olderNode,
  sizeOf,
  versionOf,
} from './packed-cli.ts';
import {
  deployArgs as deployArgsOf,
  eventsOf,
  everythingWritten,
  runPackedCli,
} from './run-packed-cli.ts';

/*
 * The packed command line against the emulator, as a GitLab job's script runs it: the key in
 * LANGSMITH_API_KEY, a smoke test from a file, the outputs file read back as GitLab reads a
 * dotenv report. On this process's Node (24, as npm scripts run it) and on Node 22 at the floor
 * `engines` names; an older Node is refused in one line.
 */
const emulator = useEmulator({ serviceGeneration: 'new' });
const dir = mkdtempSync(join(tmpdir(), 'cli-deploy-'));
const CASES = join(dir, 'smoke.yaml');
writeFileSync(
  CASES,
  `- name: greets
  assistant: agent
  input: {messages: [{role: user, content: "Where is my order?"}]}
  expect: {contains: "You said: Where is my order?"}
`,
);
const SECRETS = join(dir, 'secrets.env');
const OPENAI_KEY = 'sk-openai-cli-5d2f8a1c9e7b';
writeFileSync(SECRETS, `OPENAI_API_KEY=${OPENAI_KEY}\n`);

const OLDER_NODE = olderNode();
const deployArgs = (id: string, extra: string[] = []) =>
  deployArgsOf(emulator(), id, ['--timeout', '60s', ...extra]);
const NODES: Array<[string, string]> = [
  ['this process’s Node', process.execPath],
  [`Node ${ENGINES_FLOOR}`, NODE_22],
];

describe('the packed command line', () => {
  it('installs with nothing but itself: no dependency, a bin, and the action.yml files', async () => {
    const { installDir } = await installPackedCli();
    // npm's own bookkeeping (.bin, .package-lock.json) aside, the package alone.
    const installed = readdirSync(join(installDir, 'node_modules'));
    expect(installed.filter((name) => !name.startsWith('.'))).toEqual(['agent-deploy-action']);
    expect(readdirSync(join(installDir, 'node_modules', '.bin'))).toEqual(['agent-deploy']);
    const packed = join(installDir, 'node_modules', 'agent-deploy-action');
    expect(
      JSON.parse(readFileSync(join(packed, 'package.json'), 'utf8')).dependencies,
    ).toBeUndefined();
    expect(readdirSync(packed).sort()).toEqual([
      'LICENSE',
      'README.md',
      'action.yml',
      'changes',
      'delete',
      'dist',
      'listener',
      'package.json',
      'registry',
      'repos',
      'sweep',
    ]);
    // The evaluation gate's chunks (langsmith, @langchain/core: 1.6 MB, loaded only when the
    // gate is on) took the package past 5 MiB.
    expect(sizeOf(packed)).toBeLessThan(6 * 1024 * 1024);
  });

  it('is run on the oldest Node engines names, which npm ci installed (node22)', () => {
    expect(versionOf(NODE_22), `${NODE_22} (run npm ci)`).toBe(ENGINES_FLOOR);
    expect(versionOf(process.execPath)?.split('.')[0]).toBe('24');
  });

  it('tells a Node older than that, in one line, which Node it needs: exit code 2, nothing sent', async () => {
    expect(
      OLDER_NODE,
      'no Node older than the floor on PATH (set CLI_TEST_OLD_NODE to one)',
    ).toBeDefined();
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runPackedCli(deployArgs(deployment.id), {
      node: OLDER_NODE as string,
      env: { LANGSMITH_API_KEY: API_KEY },
    });

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `agent-deploy needs Node.js ${ENGINES_FLOOR} or newer; this is Node.js ${versionOf(OLDER_NODE as string)}.\n`,
    );
    expect(emu.requests).toEqual([]);
    expect(run.outputsText).toBe('');
  });
});

describe.each(NODES)('agent-deploy deploy on %s', (_name, node) => {
  it('deploys with a smoke test and secrets from files, and writes outputs a later job reads', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runPackedCli(
      deployArgs(deployment.id, ['--smoke-test', `@${CASES}`, '--secrets', `@${SECRETS}`]),
      { node, env: { LANGSMITH_API_KEY: API_KEY } },
    );

    expect(run.exitCode, run.stderr).toBe(0);
    const revision = run.outputs.revision_id;
    expect(run.outputs).toMatchObject({
      deployment_id: deployment.id,
      result: 'deployed',
      status: 'DEPLOYED',
      new_revision: 'true',
      smoke: 'passed',
      serving_revision: revision,
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
    });
    expect(JSON.parse(run.outputs.smoke_results ?? '')).toEqual([
      { name: 'greets', passed: true, ms: expect.any(Number) },
    ]);
    expect(run.stderr).toContain('Result: deployed (DEPLOYED)');
    expect(run.summary).toContain('| Smoke test | **passed** (1 case) |');
    const sent = emu.requests.find(
      (request) => request.path.endsWith('/revisions') && request.method === 'POST',
    );
    expect(sent?.body).toMatchObject({
      source_revision_config: { repo_ref: 'main' },
      secrets: [{ name: 'OPENAI_API_KEY', value: OPENAI_KEY }],
    });
    const written = everythingWritten(run);
    expect(written).not.toContain(API_KEY);
    expect(written).not.toContain(OPENAI_KEY);
  });

  it('fails with exit code 1 when the build fails, the outputs file saying so', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision([{ status: 'BUILDING' }, { status: 'BUILD_FAILED' }]);
    const run = await runPackedCli(deployArgs(deployment.id), {
      node,
      env: { LANGSMITH_API_KEY: API_KEY },
    });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', status: 'BUILD_FAILED' });
    expect(run.stderr).toMatch(/^error: Deploy failed: /m);
  });
});

describe('agent-deploy deploy --json', () => {
  it('writes one JSON object a line: statuses, checks, the smoke case, the result last', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runPackedCli(
      deployArgs(deployment.id, ['--json', '--health-check', '/ok', '--smoke-test', `@${CASES}`]),
      { env: { LANGSMITH_API_KEY: API_KEY } },
    );

    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe('');
    const events = eventsOf(run);
    for (const event of events) expect(eventProblems(event), JSON.stringify(event)).toEqual([]);
    const revision = run.outputs.revision_id;
    const statuses = events.filter((event) => event.type === 'status');
    expect(statuses.at(-1)).toMatchObject({
      revision: 'deployed',
      revisionId: revision,
      status: 'DEPLOYED',
      atMs: expect.any(Number),
      message: expect.stringContaining('DEPLOYED'),
    });
    expect(events.filter((event) => event.type === 'check').map((event) => event.check)).toEqual(
      expect.arrayContaining(['serving-revision', 'health-check']),
    );
    expect(events.find((event) => event.type === 'smoke-case')).toMatchObject({
      index: 1,
      count: 1,
      name: 'greets',
      passed: true,
    });
    expect(events.at(-1)).toMatchObject({
      type: 'result',
      command: 'deploy',
      outcome: 'success',
      exitCode: 0,
      outputs: { result: 'deployed', 'revision-id': revision, smoke: 'passed' },
    });
    expect(events.filter((event) => event.type === 'result')).toHaveLength(1);
  });
});
