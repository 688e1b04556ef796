import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everythingWritten } from '../../../scripts/runner/run-action.ts';
import { API_KEY, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { type RealAgentServer, startRealAgentServer } from '../../support/real-agent-server.ts';
import {
  expectRolledBackAfterRealFailures,
  ROLLBACK,
  redeploysOf,
  summaryRow,
} from './rollback-fixture.ts';

/*
 * The bundled deploy action, its deployment's URL the real agent server (the published JS
 * server, from the test agent, behind a key check on every route but /info).
 */
const emulator = useEmulator({ serviceGeneration: 'new' });
let server: RealAgentServer;
beforeAll(async () => {
  server = await startRealAgentServer({ apiKey: API_KEY });
}, 90_000);
afterAll(() => server?.stop());

const SMOKE = `
- name: echoes
  assistant: echo
  input: {messages: [{role: user, content: hi}]}
  expect: {contains: "You said: hi"}
- name: knows ada
  assistant: context
  input: {}
  context: {user: ada}
  expect: {contains: '"content":"ada"'}
- name: remembers
  assistant: memory
  turns:
    - input: {messages: [{role: user, content: hi}]}
    - input: {messages: [{role: user, content: again}]}
      expect: {contains: "turn 2: again"}
`;

describe('against the real agent server', () => {
  it('passes /ok behind its key check and a smoke test of context and a conversation: deployed, nothing rolled back', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ source_config: { custom_url: server.url } });
    const run = await runDeploy(emu, deployment.id, {
      ...ROLLBACK,
      'health-check': '/ok',
      'smoke-test': SMOKE,
      timeout: '60s',
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'deployed', healthy: 'true', smoke: 'passed' });
    expect(redeploysOf(emu)).toEqual([]);
    expect(summaryRow(run.summary, 'Serving revision')).toBe(
      '| Serving revision | this server does not say which revision it runs |',
    );
    expect(everythingWritten(run)).not.toContain(API_KEY);
  }, 90_000);

  it('fails a raising graph in its own words and a slow run as no answer, and rolls back', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({ source_config: { custom_url: server.url } });
    const live = deployment.latest_revision_id;
    const run = await runDeploy(emu, deployment.id, {
      ...ROLLBACK,
      'smoke-test': [
        '- {name: raises, assistant: boom, input: {}}',
        '- {name: too slow, assistant: slow, input: {}, context: {delay_ms: 6000}, timeout: 3s}',
      ].join('\n'),
      timeout: '60s',
    });

    expectRolledBackAfterRealFailures(run, live);
  }, 90_000);
});
