// What the deploy action proves once a revision is DEPLOYED: /info names it, the smoke test
// passes (or fails, and the revision is rolled back), and a JS agent served by the real agent
// server passes the same checks behind its own key check.
import { POLL, SAMPLE_AGENT } from './deploy-scenes.ts';
import type { Scene } from './stage.ts';

const JS_AGENT = 'scripts/demo-js-agent';

export const SMOKE_TEST = [
  '- name: greets',
  '  assistant: support',
  '  input: {messages: [{role: user, content: "Where is my order?"}]}',
  '  expect: {contains: "You said: Where is my order?"}',
  '- assistant: support',
  '  input: {question: refunds}',
  '  timeout: 30s',
  '  expect: {json: {question: refunds}}',
].join('\n');

const SAMPLE_DEPLOY = {
  ...POLL,
  'deployment-name': 'support-agent-preview',
  'source-path': SAMPLE_AGENT,
  'agent-config-path': 'langgraph.json',
  'health-check': '/ok',
  'smoke-test': SMOKE_TEST,
};

/** The revision the smoke-tested scene proved, which the failing one rolls back to. */
let provedRevision: string | undefined;

const proved: Scene = {
  title: 'Proved by /info, then smoke-tested',
  async play(stage) {
    // The stand-in goes on serving the previous revision for 3 s after DEPLOYED, as a platform
    // rolling its servers over does: the checks wait for /info to name the new one.
    stage.emulator.configureAgentServer({ previousRevisionForMs: 3000 });
    const run = await stage.run('deploy', { ...stage.connection, ...SAMPLE_DEPLOY });
    provedRevision = run.outputs['revision-id'];
    return [
      stage.check(`exit code ${run.exitCode}, smoke test ${run.outputs.smoke}`, run.exitCode === 0),
      stage.check(
        'the serving revision is the new one',
        run.outputs['serving-revision'] === provedRevision,
      ),
    ];
  },
};

const rolledBack: Scene = {
  title: 'A smoke test that fails is rolled back',
  async play(stage) {
    // The graph raises on every run, as one whose model key is missing from the secrets does.
    stage.emulator.configureAgentServer({ previousRevisionForMs: 0, graphs: { support: 'error' } });
    const run = await stage.run('deploy', {
      ...stage.connection,
      ...SAMPLE_DEPLOY,
      'rollback-on-failure': 'true',
    });
    stage.emulator.resetAgentServer();
    const to = run.outputs['rolled-back-to'];
    return [
      stage.check(`exit code ${run.exitCode}, result ${run.outputs.result}`, run.exitCode === 1),
      stage.check(
        `rolled back to ${to ?? '(nothing)'}, the revision of the scene before`,
        to !== undefined && to === provedRevision,
      ),
    ];
  },
};

const JS_SMOKE_TEST = [
  '- name: greets',
  '  assistant: support',
  '  input: {messages: [{role: user, content: "Where is my order?"}]}',
  '  timeout: 30s',
  '  expect: {contains: "You said: Where is my order?"}',
  '- name: knows the user',
  '  assistant: profile',
  '  input: {}',
  '  context: {user: ada}',
  '  expect: {contains: "Hello, ada!"}',
  '- name: remembers',
  '  assistant: conversation',
  '  turns:',
  '    - input: {messages: [{role: user, content: hi}]}',
  '    - input: {messages: [{role: user, content: again}]}',
  '      expect: {contains: "Turn 2: again"}',
].join('\n');

const realAgentServer: Scene = {
  title: 'A JS agent, served by the real agent server',
  async play(stage) {
    // The emulator unpacks the archive and runs it with langgraphjs dev, the agent's key check
    // (the deployment's secret AGENT_API_KEY) in front of every route but /info: /ok answers 401
    // without the key, so the health check asks again with it. /info gets the deployment and
    // revision the platform adds; the smoke test runs the agent's own graphs, one with runtime
    // context and a conversation of two turns on one thread.
    const run = await stage.run('deploy', {
      ...stage.connection,
      ...POLL,
      'deployment-name': 'js-support-agent',
      'create-if-missing': 'true',
      'source-path': JS_AGENT,
      'agent-config-path': 'langgraph.json',
      secrets: 'AGENT_API_KEY=emulator-key',
      'health-check': '/ok',
      'smoke-test': JS_SMOKE_TEST,
    });
    const server = stage.emulator
      .realAgentServers()
      .find((hosted) => hosted.deploymentId === run.outputs['deployment-id']);
    const serving = server?.state === 'serving';
    return [
      stage.check(`exit code ${run.exitCode}, smoke test ${run.outputs.smoke}`, run.exitCode === 0),
      stage.check(
        serving
          ? `served by the real agent server at ${server.url}, revision ${server.revisionId}`
          : 'served by the real agent server',
        serving,
      ),
    ];
  },
};

export const PROOF_SCENES: Scene[] = [proved, rolledBack, realAgentServer];
