import { parseArgs } from 'node:util';
import { startEmulator } from './server.ts';
import { DEFAULT_TENANT_ID } from './state.ts';

/*
 * `npm run emulator [-- --port 8787 --host 127.0.0.1 --path-prefix /api-host --step-ms 1000
 *   --deployment-id <uuid> --integration-id <uuid> --service-generation old|new
 *   --deployments-disabled --agent-server-unhealthy --previous-revision-ms N]`
 * Serves the control-plane emulator with one seeded deployment and one seeded integration.
 * `--deployments-disabled`: an organization whose deployments are not enabled (every
 * /v2/deployments route answers 403). `--agent-server-unhealthy`: the agent-server stand-in that
 * deployments' URLs point at answers `GET /ok` with 503. `--previous-revision-ms N`: after a
 * revision is DEPLOYED, its deployment's URL goes on serving the revision before it for N ms
 * (what `GET …/info` names; default 0).
 */

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'path-prefix': { type: 'string' },
    'step-ms': { type: 'string' },
    'deployment-id': { type: 'string' },
    'integration-id': { type: 'string' },
    'service-generation': { type: 'string' },
    'deployments-disabled': { type: 'boolean' },
    'agent-server-unhealthy': { type: 'boolean' },
    'previous-revision-ms': { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 8787);
const stepMs = Number(values['step-ms'] ?? process.env.STEP_MS ?? 1000);
const generation = values['service-generation'] ?? 'old';
const previousRevisionMs = Number(values['previous-revision-ms'] ?? 0);
if (
  !(previousRevisionMs >= 0) ||
  !Number.isInteger(port) ||
  port < 0 ||
  !(stepMs >= 0) ||
  (generation !== 'old' && generation !== 'new')
) {
  console.error(
    'usage: npm run emulator -- [--port N] [--host H] [--path-prefix /p] [--step-ms N] [--deployment-id UUID] [--integration-id UUID] [--service-generation old|new] [--deployments-disabled] [--agent-server-unhealthy] [--previous-revision-ms N]',
  );
  process.exit(2);
}

const emulator = await startEmulator({
  port,
  stepMs,
  serviceGeneration: generation,
  deploymentsDisabled: values['deployments-disabled'] === true,
  agentServerUnhealthy: values['agent-server-unhealthy'] === true,
  agentServer: { previousRevisionForMs: previousRevisionMs },
  ...(values.host !== undefined && { host: values.host }),
  ...(values['path-prefix'] !== undefined && { pathPrefix: values['path-prefix'] }),
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
});

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

console.log(`control-plane emulator listening on ${emulator.url}`);
console.log(`  storage sink:         ${emulator.storageUrl} (where upload URLs point)`);
console.log(
  `  agent server:         ${emulator.agentServerUrl} (deployments' URLs once DEPLOYED; GET …/ok ${values['agent-server-unhealthy'] ? 'answers 503' : 'answers 200'})`,
);
console.log(
  `                        /info, /assistants/search, /runs/wait (stand-in graphs); the previous revision serves ${previousRevisionMs} ms after DEPLOYED`,
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
if (values['deployments-disabled']) {
  console.log('  deployments:          not enabled (every /v2/deployments route answers 403)');
}

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  await emulator.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
