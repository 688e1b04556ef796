import { cp } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  type RealAgentServer as StartedServer,
  startRealAgentServer as startServer,
} from '../../emulator/agent-server/real-agent-server.ts';
import { makeServerFolder } from '../../emulator/agent-server/server-folder.ts';

/*
 * The real agent server for the tests: `langgraphjs dev` on a free loopback port (the emulator's
 * own starter), serving a copy of an agent directory (by default test/support/real-agent/:
 * graphs echo, boom, slow, context, memory and quiz, and a key check on every route but /info), so
 * what it writes beside the config never lands in the repository.
 */

export const TEST_AGENT_DIR = fileURLToPath(new URL('./real-agent/', import.meta.url));
/** The key the test agent's auth handler accepts (REAL_AGENT_API_KEY in its environment). */
export const REAL_AGENT_API_KEY = 'real-agent-test-key';
/** The graphs of the test agent, as its langgraph.json names them. */
export const TEST_GRAPHS = ['echo', 'boom', 'slow', 'context', 'memory', 'quiz'] as const;

export interface RealAgentServer extends StartedServer {
  apiKey: string;
}

export interface RealAgentServerOptions {
  /** The agent directory to serve (holds langgraph.json); the test agent unless given. */
  agentDir?: string;
  apiKey?: string;
  /** More environment for the server process. */
  env?: Record<string, string>;
  /** The port tried first; by default a free one. */
  port?: number;
}

/** Starts the real agent server on a copy of the agent; resolves once it answers `GET /info`. */
export async function startRealAgentServer(
  options: RealAgentServerOptions = {},
): Promise<RealAgentServer> {
  const apiKey = options.apiKey ?? REAL_AGENT_API_KEY;
  const folder = await makeServerFolder();
  await cp(options.agentDir ?? TEST_AGENT_DIR, folder.agent, { recursive: true });
  const server = await startServer({
    folder,
    env: { REAL_AGENT_API_KEY: apiKey, ...options.env },
    ...(options.port && { port: options.port }),
  });
  return { ...server, apiKey };
}
