import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { checkHealth } from '../../../src/deploy/after-deployed/health-check.ts';
import { proveRevision } from '../../../src/deploy/after-deployed/prove-revision.ts';
import {
  SAYS_NO_REVISION,
  waitForServingRevision,
} from '../../../src/deploy/after-deployed/serving-revision.ts';
import { runSmokeTest } from '../../../src/deploy/after-deployed/smoke-test.ts';
import type { SmokeCase, SmokeTurn } from '../../../src/deploy/smoke-cases.ts';
import { API_KEY, clientFor } from '../../client/client-helpers.ts';
import { useEmulator } from '../../support/emulator.ts';
import { testClock, testServer } from '../../support/fake-agent-server.ts';
import { type RealAgentServer, startRealAgentServer } from '../../support/real-agent-server.ts';

/*
 * The checks after DEPLOYED against the real agent server (the published JS server, started
 * from the test agent: graphs echo, boom, slow, context and memory, behind a key check on every
 * route but /info). The key it checks is the emulator's, so the whole phase can run too.
 */

const emulator = useEmulator({ serviceGeneration: 'new' });
let server: RealAgentServer;
let emu: Emulator;
const dispatcher = new Agent();
beforeAll(async () => {
  emu = emulator();
  server = await startRealAgentServer({ apiKey: API_KEY });
}, 90_000);
afterAll(async () => {
  await Promise.all([server?.stop(), dispatcher.close()]);
});

const serverWith = (apiKey: string | undefined) => testServer(server.url, { apiKey, dispatcher });
const log = () => {};
const said = (content: string) => ({ messages: [{ role: 'user', content }] });
const smokeCase = (given: Partial<SmokeCase & { turns?: undefined }>): SmokeCase => ({
  name: given.assistant ?? 'case',
  assistant: 'echo',
  input: said('hi'),
  timeoutMs: 20_000,
  expect: {},
  ...given,
});

describe('the real agent server', () => {
  it('/info: this server does not say which revision it runs, and the checks go on', async () => {
    const outcome = await waitForServingRevision(serverWith(API_KEY), {
      log,
      deploymentId: '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77',
      revisionId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
    });
    expect(outcome).toMatchObject({ verdict: 'unknown', note: SAYS_NO_REVISION, attempts: 1 });
  });

  it('/ok behind its key check: passes with the key; without one, or with a refused one, blames nothing', async () => {
    const health = (apiKey: string | undefined) =>
      checkHealth(serverWith(apiKey), { log, path: '/ok', intervalMs: 5 });
    expect(await health(API_KEY)).toMatchObject({
      healthy: true,
      key: 'sent',
      attempts: 2,
      lastStatus: 200,
    });
    expect(await health(undefined)).toMatchObject({
      healthy: false,
      key: 'missing',
      lastStatus: 401,
    });
    expect(await health('not-the-key')).toMatchObject({
      healthy: false,
      key: 'refused',
      lastStatus: 403,
    });
  });

  it('smoke test: context, a conversation on a thread, a raising graph, an unknown assistant', async () => {
    const turn = (content: string, expected: string): SmokeTurn => ({
      input: said(content),
      expect: { contains: expected },
    });
    const outcome = await runSmokeTest(serverWith(API_KEY), {
      log,
      cases: [
        smokeCase({ name: 'echoes', expect: { contains: 'Hello from echo! You said: hi' } }),
        smokeCase({
          name: 'knows ada',
          assistant: 'context',
          context: { user: 'ada' },
          expect: { contains: '"content":"ada"' },
        }),
        smokeCase({
          name: 'no context',
          assistant: 'context',
          expect: { contains: '"content":"ada"' },
        }),
        {
          name: 'remembers',
          assistant: 'memory',
          timeoutMs: 20_000,
          turns: [turn('hi', 'turn 1: hi'), turn('again', 'turn 2: again')],
        },
        { name: 'forgets', assistant: 'memory', timeoutMs: 20_000, turns: [turn('hi', 'turn 2')] },
        smokeCase({ name: 'raises', assistant: 'boom' }),
        smokeCase({ name: 'unknown', assistant: 'no-such-graph' }),
      ],
    });
    expect(outcome.cases.map(({ name, passed, problem }) => ({ name, passed, problem }))).toEqual([
      { name: 'echoes', passed: true, problem: undefined },
      { name: 'knows ada', passed: true, problem: undefined },
      {
        name: 'no context',
        passed: false,
        problem: 'the answer does not contain "\\"content\\":\\"ada\\""',
      },
      { name: 'remembers', passed: true, problem: undefined },
      {
        name: 'forgets',
        passed: false,
        problem: 'turn 1 of 1: the answer does not contain "turn 2"',
      },
      { name: 'raises', passed: false, problem: 'the run failed: Error: boom graph always fails' },
      { name: 'unknown', passed: false, problem: expect.stringMatching(/^HTTP 404: /) },
    ]);
  }, 60_000);

  it('smoke test: a slow run passes within its timeout, and one past it is no answer, newlines or not', async () => {
    const outcome = await runSmokeTest(serverWith(API_KEY), {
      log,
      cases: [
        smokeCase({
          name: 'in time',
          assistant: 'slow',
          context: { delay_ms: 2500 },
          timeoutMs: 15_000,
          expect: { contains: 'done after 2500 ms' },
        }),
        smokeCase({
          name: 'too slow',
          assistant: 'slow',
          context: { delay_ms: 6000 },
          timeoutMs: 3_000,
        }),
      ],
    });
    expect(outcome.cases.map(({ name, passed, problem }) => ({ name, passed, problem }))).toEqual([
      { name: 'in time', passed: true, problem: undefined },
      { name: 'too slow', passed: false, problem: "no answer within the case's timeout of 3s" },
    ]);
    // What the server sent before the time-out: its keep-alive newlines, shown as nothing.
    expect(outcome.cases[1]?.answer).toBe('');
  }, 60_000);

  it('the whole phase after DEPLOYED: /info cannot tell, /ok passes with the key, the smoke test passes', async () => {
    const { client } = clientFor(emu);
    const seeded = emu.seedDeployment({ source_config: { custom_url: server.url } });
    const revision = await client.createRevision(seeded.id, {
      source_revision_config: { repo_ref: 'main' },
    });
    const logs: string[] = [];
    const { signal, ...clock } = testClock();
    const outcome = await proveRevision(
      { client, signal, log: (line) => logs.push(line), debug: () => {}, warn: () => {} },
      {
        deploymentId: seeded.id,
        revisionId: revision.id,
        connection: { apiKey: API_KEY },
        healthCheck: '/ok',
        smokeTest: [smokeCase({ name: 'echoes', expect: { contains: 'You said: hi' } })],
        ...clock,
        intervalMs: 5,
      },
    );
    expect(outcome).toMatchObject({ sent: true, passed: true, revisionAtFault: false });
    expect(outcome.serving?.note).toBe(SAYS_NO_REVISION);
    expect(outcome.health).toMatchObject({ healthy: true, key: 'sent' });
    expect(logs.filter((line) => line.includes(SAYS_NO_REVISION))).toHaveLength(1);
    expect(logs.filter((line) => line.includes('X-Api-Key'))).toHaveLength(1);
  }, 60_000);
});
