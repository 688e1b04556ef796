import { afterEach, describe, expect, it } from 'vitest';
import { everythingWritten, failureMessage } from '../../../scripts/runner/run-action.ts';
import { API_KEY, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { fakeAgentServer } from '../../support/fake-agent-server.ts';
import { changesTo, ROLLBACK, redeploysOf, summaryRow } from './rollback-fixture.ts';

/*
 * The phase after DEPLOYED as the runner runs it: /info, then the smoke test, against the
 * emulator's agent-server stand-in (the deployment's URL once a revision is DEPLOYED). The
 * stand-in's delays are set per test; /info is asked at the product's own 2 s interval.
 */
const emulator = useEmulator({ serviceGeneration: 'new' });
afterEach(() => emulator().resetAgentServer());

const GREETS = `
- name: greets
  assistant: agent
  input: {messages: [{role: user, content: "Where is my order?"}]}
  expect: {contains: "You said: Where is my order?"}
`;

/** The stand-in's requests made during `run`, as method, route and the key that came. */
function agentRequests(before: number, deploymentId: string) {
  return emulator()
    .agentServerRequests.slice(before)
    .map(({ method, path, apiKey, authorization }) => ({
      route: `${method} ${path.replace(`/${deploymentId}`, '')}`,
      apiKey,
      authorization,
    }));
}

describe('smoke-test after DEPLOYED: the new revision serves, and its graphs answer', () => {
  it('waits while the old revision still serves, then runs the cases on the new one', async () => {
    const emu = emulator();
    emu.configureAgentServer({ previousRevisionForMs: 2_500 });
    const deployment = emu.seedDeployment();
    const before = emu.agentServerRequests.length;
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', 'smoke-test': GREETS });

    expect(run.exitCode, run.stdout).toBe(0);
    const revision = run.outputs['revision-id'];
    expect(run.outputs).toMatchObject({
      result: 'deployed',
      'serving-revision': revision,
      smoke: 'passed',
    });
    expect(JSON.parse(run.outputs['smoke-results'] ?? '')).toEqual([
      { name: 'greets', passed: true, ms: expect.any(Number) },
    ]);
    const seen = agentRequests(before, deployment.id);
    expect(seen.filter((request) => request.route === 'GET /info').length).toBeGreaterThan(1);
    expect(seen.at(-1)).toEqual({
      route: 'POST /runs/wait',
      apiKey: API_KEY,
      authorization: undefined,
    });
    expect(run.stdout).toContain(
      `→ revision ${deployment.latest_revision_id}, not yet ${revision}`,
    );
    expect(summaryRow(run.summary, 'Serving revision')).toContain('**proved**');
    expect(summaryRow(run.summary, 'Smoke test')).toBe('| Smoke test | **passed** (1 case) |');
    expect(run.summary).toContain('| greets |');
    expect(everythingWritten(run)).not.toContain(API_KEY);
  });

  it('fails when the new revision never serves, naming both, and rolls back', async () => {
    const emu = emulator();
    emu.configureAgentServer({ previousRevisionForMs: 3_600_000 });
    const deployment = emu.seedDeployment();
    const live = deployment.latest_revision_id;
    const run = await runDeploy(emu, deployment.id, {
      ...ROLLBACK,
      'smoke-test': GREETS,
      timeout: '12s',
    });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({
      result: 'unhealthy',
      status: 'DEPLOYED',
      'serving-revision': live,
      'rolled-back-to': live,
    });
    expect(run.outputs.smoke).toBeUndefined();
    expect(failureMessage(run)).toContain(
      `still runs revision ${live}, not this run's ${run.outputs['revision-id']}`,
    );
    expect(run.stdout).toContain(
      '::error title=Deployed%2C but the new revision was not seen serving::',
    );
    expect(run.stdout).not.toContain('Smoke test 1/1');
  });

  it('goes on with one note when /info names no revision, as a self-hosted server', async () => {
    const emu = emulator();
    emu.configureAgentServer({ info: 'no-revision' });
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', 'smoke-test': GREETS });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.smoke).toBe('passed');
    expect(run.outputs['serving-revision']).toBeUndefined();
    const notes = run.stdout
      .split('\n')
      .filter((line) => line.includes('does not say which revision it runs'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain(
      '→ this server does not say which revision it runs; the checks go on.',
    );
  });

  it('passes and fails each kind of expectation, runs every case, and is unhealthy', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const smokeTest = [
      ['contains passes', 'contains: "You said: hi"'],
      ['contains fails', 'contains: "refund"'],
      ['matches passes', 'matches: "Hello from \\\\w+!"'],
      ['matches fails', 'matches: "^\\\\[\\\\]$"'],
      [
        'json passes',
        'json: {topic: billing, messages: [{role: assistant, content: "Hello from agent!"}]}',
      ],
      ['json fails', 'json: {topic: shipping}'],
    ]
      .map(([name, expectation]) =>
        [
          `- name: ${name}`,
          '  assistant: agent',
          '  input: {topic: billing}',
          `  expect: {${expectation}}`,
        ].join('\n'),
      )
      .join('\n')
      .replace('input: {topic: billing}', 'input: {messages: [{role: user, content: hi}]}');
    const run = await runDeploy(emu, deployment.id, {
      'repo-ref': 'main',
      'smoke-test': smokeTest,
    });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'unhealthy', smoke: 'failed' });
    const results = JSON.parse(run.outputs['smoke-results'] ?? '') as Array<{
      name: string;
      passed: boolean;
      problem?: string;
    }>;
    expect(results.map(({ name, passed, problem }) => [name, passed, problem])).toEqual([
      ['contains passes', true, undefined],
      ['contains fails', false, 'the answer does not contain "refund"'],
      ['matches passes', true, undefined],
      ['matches fails', false, 'the answer does not match /^\\[\\]$/'],
      ['json passes', true, undefined],
      ['json fails', false, 'json: the answer\'s "topic" is "billing", not "shipping"'],
    ]);
    expect(failureMessage(run)).toContain('its smoke test failed (3 of 6 cases)');
    expect(summaryRow(run.summary, 'Smoke test')).toBe('| Smoke test | **failed**: 3 of 6 cases |');
    expect(run.outputs['rolled-back-to']).toBeUndefined();
  });

  it.each([
    [
      'an __error__ answer',
      { agent: 'error' as const },
      '',
      'the run failed: ValueError: The stand-in graph agent was switched to fail.',
    ],
    [
      'a 500',
      { agent: 'status-500' as const },
      '',
      'HTTP 500: The stand-in graph agent was switched to answer 500.',
    ],
    [
      'a case timeout',
      { agent: { slowMs: 5_000 } },
      '\n  timeout: 300ms',
      "no answer within the case's timeout of 300ms",
    ],
  ])('fails a case on %s', async (_, graphs, timeout, problem) => {
    const emu = emulator();
    emu.configureAgentServer({ graphs });
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, {
      'repo-ref': 'main',
      'smoke-test': `${GREETS.trimEnd()}${timeout}`,
    });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.smoke).toBe('failed');
    expect(JSON.parse(run.outputs['smoke-results'] ?? '')[0]).toMatchObject({
      passed: false,
      problem,
    });
    expect(failureMessage(run)).toContain(`First failed case "greets": ${problem}`);
    expect(run.stdout).toContain('::error title=Deployed%2C but the smoke test failed::');
  });

  it('refuses a bad smoke-test before any request: not even the deploy is sent', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const agentBefore = emu.agentServerRequests.length;
    const run = await runDeploy(emu, deployment.id, {
      'repo-ref': 'main',
      'smoke-test': '- name: typo\n  assistant: agent\n  input: {}\n  expect: {contain: x}',
    });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      'Input "smoke-test": case 1 ("typo"): expect has the unknown member "contain"; known: contains, matches, json.',
    );
    expect(run.outputs).toEqual({ result: 'failed' });
    expect(emu.requests).toEqual([]);
    expect(emu.agentServerRequests.length).toBe(agentBefore);
  });

  it('rolls nothing back on the first revision a deployment has had, and says so once', async () => {
    const emu = emulator();
    emu.configureAgentServer({ graphs: { agent: 'error' } });
    const run = await runDeploy(emu, '', {
      ...ROLLBACK,
      'deployment-name': 'smoke-created-here',
      'create-if-missing': 'true',
      source: 'sourcehost',
      'agent-config-path': 'agent.json',
      'source-config': '{"repo_url": "https://sourcehost.example.com/acme/agents"}',
      'smoke-test': GREETS,
    });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ created: 'true', result: 'unhealthy', smoke: 'failed' });
    expect(run.outputs['rolled-back-to']).toBeUndefined();
    expect(redeploysOf(emu)).toEqual([]);
    expect(changesTo(emu)).toEqual(['POST /v2/deployments']);
    const lines = run.stdout.split('\n').filter((line) => line.includes('nothing to roll back to'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^Not rolled back: there is nothing to roll back to: \S+ is the first revision/,
      ),
      expect.stringMatching(/^::error /),
    ]);
    expect(run.stdout).not.toContain('::warning');
  });
});

describe('where the key goes', () => {
  it('never to a plain-http URL that is not loopback: nothing is sent there', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({
      source_config: { custom_url: 'http://agents.example.com' },
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', 'smoke-test': GREETS });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('unhealthy');
    expect(run.outputs.smoke).toBeUndefined();
    expect(failureMessage(run)).toContain(
      "No smoke test was sent: the deployment's URL is plain http:// to agents.example.com",
    );
    expect(run.stdout).not.toContain('Serving revision 1');
  });

  it('never to where a redirect points: redirects are not followed', async () => {
    const emu = emulator();
    const elsewhere = await fakeAgentServer(() => ({ status: 200, body: {} }));
    const redirecting = await fakeAgentServer(() => ({
      status: 307,
      headers: { location: `${elsewhere.url}/catch` },
    }));
    const deployment = emu.seedDeployment({ source_config: { custom_url: redirecting.url } });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', 'smoke-test': GREETS });

    expect(run.exitCode).toBe(1);
    expect(elsewhere.seen).toEqual([]);
    expect(redirecting.seen.map((seen) => `${seen.method} ${seen.path}`)).toEqual([
      'GET /info',
      'POST /runs/wait',
    ]);
    expect(redirecting.seen.every((seen) => seen.headers.authorization === undefined)).toBe(true);
    expect(JSON.parse(run.outputs['smoke-results'] ?? '')[0].problem).toBe('HTTP 307');
  });
});
