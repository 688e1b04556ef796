import { parseArgs } from 'node:util';
import { RefusedOptionsError } from './real-mode.ts';
import { startEmulator } from './server.ts';
import { DEFAULT_TENANT_ID } from './state/state.ts';

/*
 * `npm run emulator -- [options]` (`--help` lists them): serves the control-plane emulator with
 * one seeded deployment and one seeded integration, and the LangSmith stand-in with one dataset.
 */

/** The LangSmith dataset the emulator starts with: what the stand-in's graphs answer right. */
const SEEDED_DATASET = 'support-qa';
const SEEDED_QUESTIONS = ['Where is my order?', 'Can I get a refund?', 'Do you ship to Peru?'];

const OPTIONS = {
  port: {
    type: 'string',
    shown: '--port N',
    help: 'port to listen on (default $PORT, else 8787; 0 picks a free one)',
  },
  host: { type: 'string', shown: '--host H', help: 'address to listen on (default 127.0.0.1)' },
  'path-prefix': {
    type: 'string',
    shown: '--path-prefix /p',
    help: 'serve the API under this path, as a proxy in front of it would',
  },
  'step-ms': {
    type: 'string',
    shown: '--step-ms N',
    help: 'how long each revision status lasts, in ms (default $STEP_MS, else 1000)',
  },
  'latency-ms': {
    type: 'string',
    shown: '--latency-ms N',
    help: 'handle every control-plane request N ms after it arrives, as over a slow network (default 0)',
  },
  'deployment-id': {
    type: 'string',
    shown: '--deployment-id UUID',
    help: "the seeded deployment's id",
  },
  'integration-id': {
    type: 'string',
    shown: '--integration-id UUID',
    help: "the seeded integration's id",
  },
  'service-generation': {
    type: 'string',
    shown: '--service-generation old|new',
    help: 'new: POST …/revisions and build logs (default old)',
  },
  'deployments-disabled': {
    type: 'boolean',
    shown: '--deployments-disabled',
    help: 'an organization whose deployments are not enabled (every /v2/deployments route answers 403)',
  },
  'agent-server-unhealthy': {
    type: 'boolean',
    shown: '--agent-server-unhealthy',
    help: "the agent server that deployments' URLs point at answers GET /ok with 503",
  },
  'agent-server': {
    type: 'string',
    shown: '--agent-server stand-in|real',
    help: 'what serves a deployed JS agent (langgraph.json with node_version, or graphs in .js/.mjs/.ts files): the stand-in (default), or the real agent server started on the unpacked archive, one per deployment',
  },
  'trusted-network': {
    type: 'boolean',
    shown: '--trusted-network',
    help: 'let --agent-server real listen on a --host other than loopback: it runs the code of any archive deployed, as your user, for anyone who reaches that network (refused without this)',
  },
  'previous-revision-ms': {
    type: 'string',
    shown: '--previous-revision-ms N',
    help: 'after a revision is DEPLOYED, its URL goes on serving the revision before it for N ms (what GET …/info names; default 0)',
  },
  help: { type: 'boolean', short: 'h', shown: '--help, -h', help: 'print these options and exit' },
} as const;

const WIDTH = Math.max(...Object.values(OPTIONS).map(({ shown }) => shown.length));
const USAGE = [
  'usage: npm run emulator -- [options]',
  '',
  ...Object.values(OPTIONS).map(({ shown, help }) => `  ${shown.padEnd(WIDTH)}  ${help}`),
].join('\n');

function parseOptions() {
  const options = Object.fromEntries(
    Object.entries(OPTIONS).map(([name, { shown: _, help: __, ...option }]) => [name, option]),
  ) as { [Name in keyof typeof OPTIONS]: Omit<(typeof OPTIONS)[Name], 'shown' | 'help'> };
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const values = parseOptions();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = Number(values.port ?? process.env.PORT ?? 8787);
const stepMs = Number(values['step-ms'] ?? process.env.STEP_MS ?? 1000);
const generation = values['service-generation'] ?? 'old';
const previousRevisionMs = Number(values['previous-revision-ms'] ?? 0);
const latencyMs = Number(values['latency-ms'] ?? 0);
const agentServerKind = values['agent-server'] ?? 'stand-in';
if (
  (agentServerKind !== 'stand-in' && agentServerKind !== 'real') ||
  !(previousRevisionMs >= 0) ||
  !(latencyMs >= 0) ||
  !Number.isInteger(port) ||
  port < 0 ||
  !(stepMs >= 0) ||
  (generation !== 'old' && generation !== 'new')
) {
  console.error(USAGE);
  process.exit(2);
}

const emulator = await startEmulator({
  trustedNetwork: values['trusted-network'] === true,
  port,
  stepMs,
  latencyMs,
  serviceGeneration: generation,
  deploymentsDisabled: values['deployments-disabled'] === true,
  agentServerUnhealthy: values['agent-server-unhealthy'] === true,
  agentServer: { previousRevisionForMs: previousRevisionMs },
  agentServerKind,
  ...(values.host !== undefined && { host: values.host }),
  ...(values['path-prefix'] !== undefined && { pathPrefix: values['path-prefix'] }),
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
}).catch((error: unknown) => {
  if (!(error instanceof RefusedOptionsError)) throw error;
  console.error(error.message);
  process.exit(2);
});

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  await emulator.close();
  process.exit(0);
};
// Before anything is printed: a signal that comes once the banner is out finds the handlers.
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const deployment = emulator.seedDeployment({
  name: 'support-agent',
  ...(values['deployment-id'] !== undefined && { id: values['deployment-id'] }),
});
const integration = emulator.seedIntegration({
  ...(values['integration-id'] !== undefined && { id: values['integration-id'] }),
  repositories: [
    { owner: 'acme', name: 'support-agent' },
    { owner: 'acme', name: 'research-agent', default_branch: 'develop' },
    { owner: 'acme', name: 'agent-templates' },
  ],
});

emulator.langSmith.addDataset(
  SEEDED_DATASET,
  SEEDED_QUESTIONS.map((question) => ({
    inputs: { messages: [{ role: 'user', content: question }] },
    outputs: { reply: `You said: ${question}` },
  })),
);

console.log(`control-plane emulator listening on ${emulator.url}`);
console.log(`  storage sink:         ${emulator.storageUrl} (where upload URLs point)`);
console.log(
  `  agent server:         ${emulator.agentServerUrl} (deployments' URLs once DEPLOYED; GET …/ok ${values['agent-server-unhealthy'] ? 'answers 503' : 'answers 200'})`,
);
console.log(
  `                        /info, /assistants/search, /runs/wait (stand-in graphs); the previous revision serves ${previousRevisionMs} ms after DEPLOYED`,
);
if (agentServerKind === 'real') {
  console.log(
    '                        a revision holding a JS agent: served by the real agent server (langgraphjs dev) on its unpacked archive',
  );
  console.log(
    "                        which runs the agent's code as your user: deploy only agents you would run yourself",
  );
}
console.log(
  `  LangSmith:            ${emulator.langSmithUrl} (langsmith-endpoint: datasets by name, uploaded experiments; key emulator-key)`,
);
console.log(
  `                        dataset ${SEEDED_DATASET} (${SEEDED_QUESTIONS.length} examples, eval-dataset: langsmith:${SEEDED_DATASET}), which the stand-in's graphs answer right`,
);
console.log(`  API key (X-Api-Key):  emulator-key`);
console.log(
  `  organization key:     emulator-org-key (needs X-Tenant-Id: ${DEFAULT_TENANT_ID} or another workspace)`,
);
console.log(`  bearer token:         emulator-token`);
console.log(`  seeded deployment:    ${deployment.id} (${deployment.name})`);
console.log(`  seeded integration:   ${integration.id}`);
console.log(`  revision step:        ${stepMs} ms`);
console.log(`  service generation:   ${generation} (new: POST …/revisions and logs)`);
if (latencyMs > 0) {
  console.log(
    `  latency:              ${latencyMs} ms before each control-plane request is handled`,
  );
}
if (values['deployments-disabled']) {
  console.log('  deployments:          not enabled (every /v2/deployments route answers 403)');
}
