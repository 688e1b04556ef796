import { startEmulator } from '../../emulator/index.ts';
import { deployAgentDir } from '../support/deploy-agent-dir.ts';
import { startRealAgentServer, TEST_AGENT_DIR } from '../support/real-agent-server.ts';
import { type Deployed, type ServerKind, STAND_IN_SETTINGS } from './kept-differences.ts';

/*
 * The two servers the contract suite holds to the same assertions, each serving the test agent
 * (test/support/real-agent/: graphs echo, boom, slow, context and memory) behind a key check:
 * the real agent server, and the emulator's stand-in serving that agent deployed to it.
 */

export interface ContractServer {
  kind: ServerKind;
  /** Where the agent's routes answer (`/info`, `/runs/wait`, …), without a trailing slash. */
  url: string;
  apiKey: string;
  /** The deployment and revision served (a real server alone serves none: empty ids). */
  deployed: Deployed;
  /** Answers of the server that broke its own description (the stand-in's document). */
  violations(): string[];
  stop(): Promise<void>;
}

export const CONTRACT_SERVERS: Array<{ kind: ServerKind; start: () => Promise<ContractServer> }> = [
  { kind: 'real', start: startReal },
  { kind: 'stand-in', start: startStandIn },
];

async function startReal(): Promise<ContractServer> {
  const server = await startRealAgentServer();
  return {
    kind: 'real',
    url: server.url,
    apiKey: server.apiKey,
    deployed: { deploymentId: '', revisionId: '', tenantId: '' },
    violations: () => [],
    stop: server.stop,
  };
}

async function startStandIn(): Promise<ContractServer> {
  const emu = await startEmulator({ stepMs: 5, serviceGeneration: 'new' });
  try {
    const agent = await deployAgentDir(emu, TEST_AGENT_DIR);
    emu.configureAgentServer(STAND_IN_SETTINGS);
    const tenantId = emu.getDeployment(agent.deploymentId)?.tenant_id ?? '';
    return {
      kind: 'stand-in',
      url: agent.url,
      apiKey: 'emulator-key',
      deployed: { ...agent, tenantId },
      violations: () =>
        [...emu.requests, ...emu.agentServerRequests].flatMap(
          (request) => request.contractViolation ?? [],
        ),
      stop: () => emu.close(),
    };
  } catch (error) {
    await emu.close();
    throw error;
  }
}
