import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import {
  type AfterDeployedRequest,
  proveRevision,
} from '../../../src/deploy/after-deployed/prove-revision.ts';
import type { TimeSplit } from '../../../src/deploy/after-deployed/rollback-reserve.ts';
import { SAYS_NO_REVISION } from '../../../src/deploy/after-deployed/serving-revision.ts';
import type { SmokeCase } from '../../../src/deploy/smoke-cases.ts';
import { prepareEvaluation } from '../../../src/evaluation/prepare-evaluation.ts';
import { API_KEY, clientFor } from '../../client/client-helpers.ts';
import { gateSettings, workspaceWith } from '../../evaluation/eval-fixtures.ts';
import { useEmulator } from '../../support/emulator.ts';
import { fakeAgentServer, testClock } from '../../support/fake-agent-server.ts';
import { publishedAgentServer } from './published-agent-server.ts';

/*
 * The phase after DEPLOYED, against the emulator's agent-server stand-in: each outcome decided
 * in-process, with the stand-in's delays and the phase's intervals shortened.
 */

const emulator = useEmulator({ serviceGeneration: 'new' });
let emu: Emulator;
beforeEach(() => {
  emu = emulator();
});
afterEach(() => emu.resetAgentServer());

const GREETS: SmokeCase = {
  name: 'greets',
  assistant: 'agent',
  input: { messages: [{ role: 'user', content: 'hi' }] },
  timeoutMs: 5_000,
  expect: { contains: 'You said: hi' },
};

/** A seeded deployment and a new revision of it, followed to DEPLOYED. */
async function deployed(seed: Parameters<Emulator['seedDeployment']>[0] = {}) {
  const { client } = clientFor(emu);
  const seeded = emu.seedDeployment(seed);
  const revision = await client.createRevision(seeded.id, {
    source_revision_config: { repo_ref: `ref-${Math.random()}` },
  });
  for (;;) {
    if (emu.getRevision(revision.id)?.status === 'DEPLOYED') break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { id: seeded.id, previous: seeded.latest_revision_id, revisionId: revision.id, client };
}

async function prove(
  target: Awaited<ReturnType<typeof deployed>>,
  given: Partial<AfterDeployedRequest> & { log?: (line: string) => void } = {},
) {
  const logs: string[] = [];
  const before = emu.agentServerRequests.length;
  const { signal, ...clock } = testClock();
  const { log = (line: string) => logs.push(line), ...asked } = given;
  const outcome = await proveRevision(
    { client: target.client, signal, log, debug: log, warn: log },
    {
      deploymentId: target.id,
      revisionId: target.revisionId,
      connection: { apiKey: API_KEY },
      ...clock,
      intervalMs: 5,
      ...asked,
    },
  );
  return { outcome, logs, requests: emu.agentServerRequests.slice(before) };
}

describe('proveRevision', () => {
  it('proves the revision serves, then checks health and runs the smoke test: passed', async () => {
    const target = await deployed();
    const { outcome, requests } = await prove(target, { healthCheck: '/ok', smokeTest: [GREETS] });
    expect(outcome).toMatchObject({ sent: true, passed: true, revisionAtFault: false });
    expect(outcome.serving).toMatchObject({
      verdict: 'proved',
      servingRevisionId: target.revisionId,
    });
    expect(outcome.health).toMatchObject({ healthy: true, sent: true });
    expect(outcome.smoke?.cases).toMatchObject([{ name: 'greets', passed: true }]);
    expect(outcome.deployedAs?.id).toBe(target.id);
    // The key goes to /info and /runs/wait only; the bearer token nowhere.
    expect(requests.map(({ method, path, apiKey }) => [method, path, apiKey])).toEqual([
      ['GET', `/${target.id}/info`, API_KEY],
      ['GET', `/${target.id}/ok`, undefined],
      ['POST', `/${target.id}/runs/wait`, API_KEY],
    ]);
    expect(requests.every((request) => request.authorization === undefined)).toBe(true);
  });

  it('waits while the previous revision still serves, then checks the new one', async () => {
    emu.configureAgentServer({ previousRevisionForMs: 3_600_000 });
    const target = await deployed();
    const logs: string[] = [];
    // The new revision serves once the check has seen the previous one: whenever that is.
    const log = (line: string) => {
      logs.push(line);
      if (line.includes('not yet')) emu.configureAgentServer({ previousRevisionForMs: 0 });
    };
    const { outcome } = await prove(target, { smokeTest: [GREETS], log });
    expect(outcome.passed).toBe(true);
    expect(outcome.serving?.attempts).toBeGreaterThan(1);
    expect(logs[0]).toContain(`revision ${target.previous}, not yet ${target.revisionId}`);
    const smokeAt = logs.findIndex((line) => line.startsWith('Smoke test 1/1'));
    expect(smokeAt).toBe(logs.length - 1);
  });

  it('fails when the new revision never serves, naming both; the revision is to blame', async () => {
    emu.configureAgentServer({ previousRevisionForMs: 3_600_000 });
    const target = await deployed();
    let remaining = 30_000;
    const { outcome, requests } = await prove(target, {
      healthCheck: '/ok',
      smokeTest: [GREETS],
      remainingMs: () => (remaining -= 2_000),
    });
    expect(outcome).toMatchObject({ sent: true, passed: false, revisionAtFault: true });
    expect(outcome.failure).toBe('it was never seen serving');
    expect(outcome.problem).toContain(
      `still runs revision ${target.previous}, not this run's ${target.revisionId}`,
    );
    expect(outcome.health).toBeUndefined();
    expect(outcome.smoke).toBeUndefined();
    expect(requests.every((request) => request.path.endsWith('/info'))).toBe(true);
  });

  it('goes on with a note when /info cannot tell (no revision, or no /info)', async () => {
    for (const info of ['no-revision', 'absent'] as const) {
      emu.configureAgentServer({ info });
      const target = await deployed();
      const { outcome, logs } = await prove(target, { smokeTest: [GREETS] });
      expect(outcome).toMatchObject({ passed: true, serving: { verdict: 'unknown' } });
      expect(outcome.serving?.servingRevisionId).toBeUndefined();
      expect(logs[0]).toContain(
        info === 'no-revision'
          ? '→ this server does not say which revision it runs; the checks go on.'
          : '→ which revision serves could not be proved: the server has no /info',
      );
    }
  });

  it('blames the revision for a failed smoke test, and runs every case', async () => {
    emu.configureAgentServer({ graphs: { agent: 'error' } });
    const target = await deployed();
    const cases = [GREETS, { ...GREETS, name: 'second' }];
    const { outcome } = await prove(target, { smokeTest: cases });
    expect(outcome).toMatchObject({ sent: true, passed: false, revisionAtFault: true });
    expect(outcome.smoke?.cases.map((result) => result.passed)).toEqual([false, false]);
    expect(outcome.failure).toBe('its smoke test failed (2 of 2 cases)');
    expect(outcome.problem).toContain('First failed case "greets": the run failed: ValueError');
  });

  it('runs no smoke test when the health check did not pass', async () => {
    emu.setAgentServerHealthy(false);
    const target = await deployed();
    let remaining = 20_000;
    const { outcome, requests } = await prove(target, {
      healthCheck: '/ok',
      smokeTest: [GREETS],
      remainingMs: () => (remaining -= 2_000),
    });
    expect(outcome).toMatchObject({ passed: false, revisionAtFault: true });
    expect(outcome.failure).toBe('the server did not pass its health check');
    expect(outcome.smoke).toBeUndefined();
    expect(requests.some((request) => request.path.endsWith('/runs/wait'))).toBe(false);
  });

  it('sends nothing when the deployment has no URL it may use; nothing to blame', async () => {
    const target = await deployed({ source_config: { custom_url: 'http://agents.example.com' } });
    const { outcome, requests } = await prove(target, { smokeTest: [GREETS] });
    expect(outcome).toMatchObject({ sent: false, passed: false, revisionAtFault: false });
    expect(outcome.problem).toContain(
      "No smoke test was sent: the deployment's URL is plain http://",
    );
    expect(requests).toEqual([]);
  });

  it('sends nothing when the deployment cannot be read again after DEPLOYED', async () => {
    const target = await deployed();
    emu.addFault({ method: 'GET', path: `/v2/deployments/${target.id}`, status: 404 });
    const { outcome } = await prove(target, { healthCheck: '/ok' });
    emu.clearFaults();
    expect(outcome).toMatchObject({ sent: false, revisionAtFault: false });
    expect(outcome.problem).toContain(
      'No health check was sent: reading the deployment after DEPLOYED failed:',
    );
  });

  it("does not blame the revision when the URL answers for another deployment's server", async () => {
    const other = emu.seedDeployment();
    const target = await deployed({
      source_config: { custom_url: `${emu.agentServerUrl}/${other.id}` },
    });
    const { outcome, requests } = await prove(target, { smokeTest: [GREETS] });
    expect(outcome).toMatchObject({ sent: true, passed: false, revisionAtFault: false });
    expect(outcome.serving?.verdict).toBe('other-deployment');
    expect(outcome.problem).toContain(`names ${other.id}, not ${target.id}`);
    expect(requests.map((request) => request.path)).toEqual([`/${other.id}/info`]);
  });

  it('never follows a redirect with the key', async () => {
    const elsewhere = await fakeAgentServer(() => ({ status: 200, body: {} }));
    const redirecting = await fakeAgentServer(() => ({
      status: 302,
      headers: { location: `${elsewhere.url}/info` },
    }));
    const target = await deployed({ source_config: { custom_url: redirecting.url } });
    const { outcome } = await prove(target, { smokeTest: [GREETS] });
    expect(outcome.serving?.verdict).toBe('unknown');
    expect(redirecting.seen.map((seen) => seen.path)).toEqual(['/info', '/runs/wait']);
    expect(elsewhere.seen).toEqual([]);
    expect(outcome.smoke?.cases[0]?.problem).toBe('HTTP 302');
  });

  it('says so when there is no api-key: the bearer token is never sent there', async () => {
    const target = await deployed();
    const { outcome, logs, requests } = await prove(target, {
      connection: { apiKey: undefined },
      smokeTest: [GREETS],
    });
    expect(logs[0]).toContain('No api-key: /info and the smoke test go without X-Api-Key');
    expect(outcome.serving?.verdict).toBe('unknown');
    expect(outcome.smoke?.cases[0]?.problem).toBe('HTTP 401: Missing x-api-key');
    expect(requests.every((request) => request.apiKey === undefined)).toBe(true);
  });

  describe('against a server that checks a key on every route but /info, as the published one does', () => {
    it('passes the health check with the key, runs the smoke test, and blames nothing', async () => {
      const server = await publishedAgentServer({ key: API_KEY });
      const target = await deployed({ source_config: { custom_url: server.url } });
      const echo: SmokeCase = { ...GREETS, assistant: 'echo', input: { text: 'hi' }, expect: {} };
      const { outcome, logs } = await prove(target, { healthCheck: '/ok', smokeTest: [echo] });
      expect(outcome).toMatchObject({ passed: true, revisionAtFault: false });
      expect(outcome.serving).toMatchObject({ verdict: 'unknown', note: SAYS_NO_REVISION });
      expect(outcome.health).toMatchObject({ healthy: true, key: 'sent', attempts: 2 });
      expect(logs.filter((line) => line.includes('X-Api-Key'))).toHaveLength(1);
    });

    it.each([
      ['refused', 'the-wrong-key'],
      ['missing', undefined],
    ])(
      'never blames the revision for a key check it could not pass (key %s)',
      async (key, apiKey) => {
        const server = await publishedAgentServer({ key: API_KEY });
        const target = await deployed({ source_config: { custom_url: server.url } });
        const { outcome } = await prove(target, { healthCheck: '/ok', connection: { apiKey } });
        expect(outcome).toMatchObject({ passed: false, revisionAtFault: false, health: { key } });
        expect(outcome.failure).toBe('the server did not pass its health check');
      },
    );
  });

  it('keeps the time split for a rollback out of the checks, and reports it', async () => {
    emu.setAgentServerHealthy(false);
    const target = await deployed();
    const timeSplit: TimeSplit = {
      timeoutMs: 40_000,
      checksMs: 10_000,
      keptMs: 30_000,
      neededMs: 40_000,
      basis: 'too little deploy history',
    };
    let remaining = 40_000;
    const { outcome, requests } = await prove(target, {
      healthCheck: '/ok',
      remainingMs: () => (remaining -= 500),
      timeSplit,
    });
    expect(outcome).toMatchObject({ passed: false, revisionAtFault: true, timeSplit });
    // Without the split, the check would go on while 7 s of 40 s are left; with it, once the
    // checks' 10 s are nearly out: a few requests, not dozens.
    const asked = requests.filter((request) => request.path.endsWith('/ok')).length;
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThan(8);
    expect(remaining).toBeGreaterThan(30_000);
  });

  it('tells a check that broke as its failure, never throws it, and blames nothing', async () => {
    const target = await deployed();
    const { outcome } = await prove(target, {
      smokeTest: [GREETS],
      log: (line: string) => {
        if (line.startsWith('Smoke test')) throw new RangeError('Maximum call stack size exceeded');
      },
    });
    expect(outcome).toMatchObject({
      sent: true,
      passed: false,
      revisionAtFault: false,
      failure: 'its checks broke off',
      problem: 'RangeError: Maximum call stack size exceeded.',
    });
    expect(outcome.deployedAs?.id).toBe(target.id);
  });
});

describe('proveRevision: the evaluation gate, the last check', () => {
  /** The gate on the stand-in's echo: its state keeps the input's `topic`, the reference's. */
  async function gate(topics: string[]) {
    const dataset = topics
      .map((topic, index) => JSON.stringify({ inputs: { topic: `t${index}` }, outputs: { topic } }))
      .join('\n');
    const workspace = await workspaceWith({ 'evals/qa.jsonl': dataset });
    const settings = await gateSettings({ 'eval-threshold': 'exact >= 0.75' });
    const plan = await prepareEvaluation(settings, { workspace });
    return { plan, experiment: { deploymentId: 'd', revisionId: 'r' } };
  }

  it('runs after the smoke test, and blames the revision for a gate it fails', async () => {
    const target = await deployed();
    const { outcome, requests } = await prove(target, {
      smokeTest: [GREETS],
      gate: await gate(['t0', 't1', 'nope', 'nope']),
    });
    expect(outcome).toMatchObject({
      passed: false,
      revisionAtFault: true,
      failure: 'its evaluation failed',
      problem: 'Evaluation failed on 4 examples: exact 0.50 (threshold 0.75): 0.50 < 0.75.',
    });
    expect(outcome.smoke?.passed).toBe(true);
    expect(requests.filter((request) => request.path.endsWith('/runs/wait'))).toHaveLength(5);
  });

  it('does not run once a check before it failed', async () => {
    emu.configureAgentServer({ graphs: { agent: 'error' } });
    const target = await deployed();
    const { outcome, requests } = await prove(target, {
      smokeTest: [GREETS],
      gate: await gate(['t0']),
    });
    expect(outcome.failure).toMatch(/^its smoke test failed/);
    expect(outcome.evaluation).toBeUndefined();
    expect(requests.filter((request) => request.path.endsWith('/runs/wait'))).toHaveLength(1);
  });
});
