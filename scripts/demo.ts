// `npm run demo`: nine deploys against the local control-plane emulator, each run the way the
// GitHub runner runs the action: the bundled dist/deploy.js with INPUT_* variables, an output
// file and a job summary file. Shows the action's log live, then its outputs and summary.
//   1. a change to an existing deployment (a new ref, agent config and secrets);
//   2. a deployment created by name from the sample agent in scripts/demo-agent, shipped as is;
//   3. a build that fails, with its build log in the step's log and summary;
//   4. a deploy whose server must answer GET /ok (health-check) before the step passes;
//   5. a copy of the sample agent whose config names a graph file with a typo: the check
//      before deploying refuses it, and the service sees no request;
//   6. a plan, as a pull request's workflow makes one (dry-run): what a merge would change,
//      secrets by name only, and no write sent;
//   7. a deploy of the sample agent whose new revision is proved by GET /info (the previous
//      one goes on serving for a few seconds) and whose smoke test passes;
//   8. one whose smoke test fails (the graph raises): unhealthy, and rolled back;
//   9. a JS agent (scripts/demo-js-agent) shipped as it is, served by the real agent server
//      (`langgraphjs dev` on the unpacked archive, as the emulator runs JS agents here):
//      health-checked behind its key check, proved by /info, and smoke-tested with runtime
//      context and a two-turn conversation.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Emulator, startEmulator } from '../emulator/index.ts';
import { defaultInputs } from './runner/action-manifest.ts';
import { ACTION_ENTRIES, parseOutputFile, runnerEnvironment } from './runner/run-action.ts';

const SAMPLE_AGENT = 'scripts/demo-agent';
const JS_AGENT = 'scripts/demo-js-agent';
const tty = process.stdout.isTTY;
const dim = (text: string) => (tty ? `\x1b[2m${text}\x1b[0m` : text);
const heading = (text: string) => console.log(`\n${tty ? `\x1b[1m${text}\x1b[0m` : text}`);
const banner = (text: string) =>
  heading(`${'━'.repeat(4)} ${text} ${'━'.repeat(60 - text.length)}`);

// A revision holding a JS agent is served by the real agent server; the Python sample agent of
// the other scenes by the emulator's stand-in.
const emulator = await startEmulator({
  stepMs: 700,
  serviceGeneration: 'new',
  agentServerKind: 'real',
});
const existing = emulator.seedDeployment({
  name: 'support-agent',
  secrets: [{ name: 'OPENAI_API_KEY', value: 'sk-old-value-held-by-the-service' }],
});
/** The outputs of the last scene run. */
let lastOutputs: Record<string, string> = {};
const connection = { 'base-url': emulator.url, 'api-key': 'emulator-key', 'poll-interval': '1s' };

banner('1. Deploy a new ref to an existing deployment');
const first = await runScene({
  'deployment-id': existing.id,
  'repo-ref': 'release-2026.11',
  'agent-config-path': 'agents/support/langgraph.json',
  secrets: 'OPENAI_API_KEY=sk-demo-not-a-real-key\nSEARCH_API_KEY=demo-search-key',
});

banner('2. Create a deployment by name and ship the checkout');
// An ignored file next to the agent: the packer leaves it out, as git would.
writeFileSync(join(SAMPLE_AGENT, '.env'), 'OPENAI_API_KEY=sk-local-only\n');
const second = await runScene({
  'deployment-name': 'support-agent-preview',
  'create-if-missing': 'true',
  'source-path': SAMPLE_AGENT,
  'agent-config-path': 'langgraph.json',
});
showArchive(emulator);

banner('3. A build that fails shows its log');
emulator.failNextRevision('BUILD_FAILED', {
  buildLog: [
    'Step 1/4 : FROM python:3.12-slim',
    'Step 2/4 : COPY . /deps/support_agent',
    'Step 3/4 : RUN pip install -r requirements.txt',
    { level: 'ERROR', message: 'No matching distribution found for langgraph>=9.9' },
    { level: 'ERROR', message: 'The command returned a non-zero code: 1' },
  ],
});
const third = await runScene({ 'deployment-id': existing.id, 'repo-ref': 'broken-dependency' });

banner('4. A health-checked deploy: GET /ok after DEPLOYED');
// The deployment's URL is the emulator's agent-server stand-in; it answers 503 twice first.
emulator.warmUpAgentServerFor(2);
const healthChecked = await runScene({
  'deployment-id': existing.id,
  'repo-ref': 'release-2026.12',
  'health-check': '/ok',
});

banner('5. A broken config: refused before anything is sent');
// A copy of the sample agent inside the workspace, its graph path misspelt: the remote build
// would fail on it minutes later; the check names the graph and the file it probably meant.
const brokenCopy = mkdtempSync(join(process.cwd(), '.demo-broken-config-'));
let brokenConfig: number;
try {
  cpSync(SAMPLE_AGENT, brokenCopy, { recursive: true });
  const config = JSON.parse(readFileSync(join(brokenCopy, 'langgraph.json'), 'utf8'));
  config.graphs.support = './support_agent/grpah.py:graph';
  writeFileSync(join(brokenCopy, 'langgraph.json'), `${JSON.stringify(config, null, 2)}\n`);
  const requestsBefore = emulator.requests.length;
  brokenConfig = await runScene({
    'deployment-id': existing.id,
    'source-path': brokenCopy.slice(process.cwd().length + 1),
    'agent-config-path': 'langgraph.json',
  });
  const sent = emulator.requests.length - requestsBefore;
  console.log(`  Requests the service saw: ${sent} (exit code ${brokenConfig}, as it should be 1)`);
  if (brokenConfig !== 1 || sent !== 0) brokenConfig = -1;
} finally {
  rmSync(brokenCopy, { recursive: true, force: true });
}

banner('6. A plan on a pull request: dry-run sends no write');
const requestsBeforePlan = emulator.requests.length;
const plan = await runScene({
  'deployment-id': existing.id,
  'repo-ref': 'release-2027.01',
  secrets: 'OPENAI_API_KEY=sk-demo-rotated-key\nMAPS_API_KEY=demo-maps-key',
  'dry-run': 'true',
});
const planRequests = emulator.requests.slice(requestsBeforePlan);
heading('Requests the service saw during the plan');
for (const seen of planRequests) console.log(`  ${seen.method.padEnd(6)} ${seen.path}`);
const planWrites = planRequests.filter((seen) => seen.method !== 'GET').length;
console.log(`  Writes: ${planWrites} (as it should be 0)`);

banner('7. Proved by /info, then smoke-tested');
// The stand-in goes on serving the previous revision for 3 s after DEPLOYED, as a platform
// rolling its servers over does: the checks wait for /info to name the new one.
emulator.configureAgentServer({ previousRevisionForMs: 3000 });
const SMOKE_TEST = [
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
  'deployment-name': 'support-agent-preview',
  'source-path': SAMPLE_AGENT,
  'agent-config-path': 'langgraph.json',
  'health-check': '/ok',
  'smoke-test': SMOKE_TEST,
};
const proved = await runScene(SAMPLE_DEPLOY);

banner('8. A smoke test that fails is rolled back');
// The graph raises on every run, as one whose model key is missing from the secrets does.
emulator.configureAgentServer({ previousRevisionForMs: 0, graphs: { support: 'error' } });
const smokeFailed = await runScene({ ...SAMPLE_DEPLOY, 'rollback-on-failure': 'true' });
const rolledBack = lastOutputs['rolled-back-to'];
console.log(
  `  Rolled back to: ${rolledBack ?? '(nothing)'} (as it should: the revision of scene 7)`,
);

banner('9. A JS agent, served by the real agent server');
// The emulator unpacks the archive and runs it with langgraphjs dev, the agent's key check (the
// deployment's secret AGENT_API_KEY) in front of every route but /info: /ok answers 401 without
// the key, so the health check asks again with it. /info gets the deployment and revision the
// platform adds; the smoke test runs the agent's own graphs, one with runtime context and a
// conversation of two turns on one thread.
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
const jsAgent = await runScene({
  'deployment-name': 'js-support-agent',
  'create-if-missing': 'true',
  'source-path': JS_AGENT,
  'agent-config-path': 'langgraph.json',
  secrets: 'AGENT_API_KEY=emulator-key',
  'health-check': '/ok',
  'smoke-test': JS_SMOKE_TEST,
});
const realServer = emulator
  .realAgentServers()
  .find((server) => server.deploymentId === lastOutputs['deployment-id']);
console.log(
  `  Served by: ${realServer?.state === 'serving' ? `the real agent server at ${realServer.url}, revision ${realServer.revisionId}` : '(no real agent server)'}`,
);

heading('Exit codes');
console.log(`  1. ${first}   2. ${second}   3. ${third} (the failing build, as it should)`);
console.log(`  4. ${healthChecked} (the health-checked deploy)`);
console.log(`  5. ${brokenConfig} (the broken config, refused before any request, as it should)`);
console.log(`  6. ${plan} (the plan, with ${planWrites} writes)`);
console.log(`  7. ${proved} (proved by /info, smoke test passed)`);
console.log(`  8. ${smokeFailed} (the smoke test failed and was rolled back, as it should)`);
console.log(`  9. ${jsAgent} (the JS agent, served by the real agent server, smoke test passed)`);
await emulator.close();
const expected = [
  first === 0,
  second === 0,
  third === 1,
  healthChecked === 0,
  brokenConfig === 1,
  plan === 0 && planWrites === 0,
  proved === 0,
  smokeFailed === 1 && rolledBack !== undefined,
  jsAgent === 0 && realServer?.state === 'serving',
];
process.exitCode = expected.every(Boolean) ? 0 : 1;

/** Runs dist/deploy.js once as the runner would; prints inputs, log, outputs and summary. */
async function runScene(own: Record<string, string>): Promise<number> {
  const inputs = { ...defaultInputs('deploy'), ...connection, ...own };
  heading('Inputs (as INPUT_* variables)');
  for (const [name, value] of Object.entries(own)) {
    const shown = name === 'secrets' ? '***' : value;
    console.log(`  ${name.padEnd(18)} ${shown.replace(/\n/g, '⏎')}`);
  }
  const workDir = mkdtempSync(join(tmpdir(), 'agent-deploy-demo-'));
  const env: Record<string, string> = {
    ...runnerEnvironment(inputs, workDir),
    GITHUB_WORKSPACE: process.cwd(),
  };
  heading('node dist/deploy.js');
  const child = spawn(process.execPath, [ACTION_ENTRIES.deploy], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) console.log(`  ${dim('│')} ${line}`);
  });
  const exitCode: number = await new Promise((done) =>
    child.on('close', (code) => done(code ?? 1)),
  );

  heading(`Exit code: ${exitCode}`);
  heading('Outputs ($GITHUB_OUTPUT)');
  const outputs = parseOutputFile(readFileSync(env.GITHUB_OUTPUT as string, 'utf8'));
  lastOutputs = outputs;
  for (const [name, value] of Object.entries(outputs)) console.log(`  ${name.padEnd(21)} ${value}`);
  heading('Job summary ($GITHUB_STEP_SUMMARY)');
  console.log(readFileSync(env.GITHUB_STEP_SUMMARY as string, 'utf8').replace(/^/gm, '  '));
  rmSync(workDir, { recursive: true, force: true });
  return exitCode;
}

/** What reached the emulator's storage sink: the files of the sample agent, and nothing else. */
function showArchive(emu: Emulator): void {
  const upload = emu.uploads.at(-1);
  heading('The archive the storage sink received');
  if (!upload?.validArchive) {
    console.log('  (no archive)');
    return;
  }
  for (const entry of upload.entries) {
    console.log(`  ${entry.type.padEnd(9)} ${String(entry.size).padStart(6)}  ${entry.path}`);
  }
}
