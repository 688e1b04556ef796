import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everythingWritten } from '../../../scripts/runner/run-action.ts';
import { API_KEY, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { TEST_AGENT_DIR } from '../../support/real-agent-server.ts';
import { expectRolledBackAfterRealFailures, redeploysOf, summaryRow } from './rollback-fixture.ts';

/*
 * The whole path as a user of a JS agent meets it: the bundled deploy action packs the test agent
 * from source-path, the emulator builds it into a revision that the real agent server (the
 * published JS server) serves behind its key check on every route but /info, and the checks
 * after DEPLOYED run against that server: /info names the revision (the platform's host members,
 * which the emulator adds as the hosted platform does), /ok needs the key, and the smoke cases
 * reach real graphs.
 */
const emulator = useEmulator({ serviceGeneration: 'new', agentServerKind: 'real' });
let checkout: string;
beforeAll(async () => {
  checkout = await mkdtemp(path.join(tmpdir(), 'real-agent-checkout-'));
  await cp(TEST_AGENT_DIR, path.join(checkout, 'agent'), { recursive: true });
});
afterAll(() => rm(checkout, { recursive: true, force: true }));

/** The test agent's auth handler takes the key from this secret, as a deployed agent would. */
const SHIP = {
  'source-path': 'agent',
  'agent-config-path': 'langgraph.json',
  secrets: `REAL_AGENT_API_KEY=${API_KEY}`,
  'health-check': '/ok',
  'rollback-on-failure': 'true',
  timeout: '90s',
};

const PASSING = `
- name: echoes
  assistant: echo
  input: {messages: [{role: user, content: hi}]}
  expect: {contains: "You said: hi"}
- name: knows ada
  assistant: context
  input: {messages: []}
  context: {user: ada}
  expect: {json: {messages: [{role: assistant, content: ada}]}}
- name: remembers
  assistant: memory
  turns:
    - input: {messages: [{role: user, content: one}]}
      expect: {contains: "turn 1: one"}
    - input: {messages: [{role: user, content: two}]}
      expect: {contains: "turn 2: two"}
`;

const FAILING = `
- name: raises
  assistant: boom
  input: {messages: []}
- name: too slow
  assistant: slow
  input: {messages: []}
  context: {delay_ms: 8000}
  timeout: 3s
`;

function ship(deploymentId: string, smokeTest: string) {
  return runDeploy(
    emulator(),
    deploymentId,
    { ...SHIP, 'smoke-test': smokeTest },
    { env: { GITHUB_WORKSPACE: checkout } },
  );
}

describe('a JS agent shipped to the emulator and served by the real agent server', () => {
  it('is proved by /info, passes /ok with the key and every kind of smoke case: deployed', async () => {
    const deployment = emulator().seedDeployment({ source: 'internal_source' });
    const run = await ship(deployment.id, PASSING);

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({
      result: 'deployed',
      healthy: 'true',
      smoke: 'passed',
    });
    const revisionId = run.outputs['revision-id'];
    expect(summaryRow(run.summary, 'Serving revision')).toContain(revisionId);
    expect(run.stdout).toMatch(/\/ok answered 401.*X-Api-Key/i);
    const results = JSON.parse(run.outputs['smoke-results'] ?? '') as Array<{
      name: string;
      passed: boolean;
    }>;
    expect(results.map(({ name, passed }) => [name, passed])).toEqual([
      ['echoes', true],
      ['knows ada', true],
      ['remembers', true],
    ]);
    expect(redeploysOf(emulator())).toEqual([]);
    expect(everythingWritten(run)).not.toContain(API_KEY);
  }, 120_000);

  it('fails a raising graph in its own words and a slow run as no answer, then rolls back to the revision that served', async () => {
    const deployment = emulator().seedDeployment({ source: 'internal_source' });
    const first = await ship(deployment.id, PASSING);
    expect(first.outputs.result, first.stdout).toBe('deployed');
    const live = first.outputs['revision-id'];

    const run = await ship(deployment.id, FAILING);

    expectRolledBackAfterRealFailures(run, live);
  }, 180_000);
});
