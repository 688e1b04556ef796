import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agentRevisions, servedDeployment } from './agent-deployments.ts';
import { RealAgentHosting } from './agent-server/real-agent-hosting.ts';
import { isLoopbackHost } from './common/loopback.ts';
import { KeptArchives } from './state/kept-archives.ts';
import type { EmulatorState } from './state/state.ts';
import type { EmulatorOptions } from './types.ts';

/*
 * The emulator's real mode (`agentServerKind: 'real'`, `--agent-server real`): deployed JS
 * agents served by real agent servers, which run the code of whatever archive is deployed, as
 * the emulator's user. So it listens on loopback only, unless told the network is trusted.
 */

/** How often the emulator looks for a JS agent's revision gone live. */
const GO_LIVE_CHECK_MS = 250;

/** Options the emulator will not start with; the message says why and what to do. */
export class RefusedOptionsError extends Error {}

/** Refuses real mode on an address other than loopback, unless the network is trusted. */
export async function refuseExposedRealMode(options: EmulatorOptions): Promise<void> {
  if (options.agentServerKind !== 'real' || options.trustedNetwork) return;
  const host = options.host ?? '127.0.0.1';
  if (await isLoopbackHost(host)) return;
  throw new RefusedOptionsError(
    `--agent-server real runs the code of any archive deployed to the emulator, and --host ${host} lets anyone who reaches it deploy one with the emulator's published keys: listen on loopback (127.0.0.1, the default), or add --trusted-network (trustedNetwork: true) if only people you trust reach that network.`,
  );
}

export interface RealMode {
  hosting: RealAgentHosting;
  /**
   * Starts a deployment's real server as soon as a revision holding a JS agent goes live (the
   * old one stops then), not at the first request: every GO_LIVE_CHECK_MS, with how long a
   * previous revision goes on serving at that moment.
   */
  keepLive(previousRevisionForMs: () => number): void;
  /** Stops every real server and removes the kept archives; never fails. */
  close(): Promise<void>;
}

/** Real agent servers for deployed JS agents, and the directory their archives are kept in. */
export async function startRealMode(
  state: EmulatorState,
  log: ((line: string) => void) | undefined,
): Promise<RealMode> {
  const archives = await mkdtemp(join(tmpdir(), 'emulator-archives-'));
  // Gone with the process too, when it exits without closing the emulator.
  const removeOnExit = () => rmSync(archives, { recursive: true, force: true });
  process.once('exit', removeOnExit);
  state.storage.kept = new KeptArchives(archives);
  const hosting = new RealAgentHosting(agentRevisions(state), log);
  let goLive: NodeJS.Timeout | undefined;
  return {
    hosting,
    keepLive(previousRevisionForMs) {
      goLive = setInterval(() => {
        for (const id of state.deployments.keys()) {
          const served = servedDeployment(state, id, previousRevisionForMs());
          if (served) void hosting.serverFor(served);
        }
      }, GO_LIVE_CHECK_MS).unref();
    },
    async close() {
      clearInterval(goLive);
      process.off('exit', removeOnExit);
      await hosting.close().catch((error: Error) => log?.(`real agent servers: ${error.message}`));
      await rm(archives, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(
        (error: Error) => log?.(`the kept archives were not removed: ${error.message}`),
      );
    },
  };
}
