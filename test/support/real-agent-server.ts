import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The real LangGraph agent server (`@langchain/langgraph-cli`'s `langgraphjs dev`, which runs
 * `@langchain/langgraph-api`) on a free loopback port, with no network and no model. It serves
 * a copy of an agent directory (by default test/support/real-agent/: graphs echo, boom, slow,
 * context and memory, and a key check on every route but /info), so what it writes beside the
 * config (`.langgraph_api/`, a `.gitignore` line) never lands in the repository.
 */

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));
export const TEST_AGENT_DIR = fileURLToPath(new URL('./real-agent/', import.meta.url));
/** The key the test agent's auth handler accepts (REAL_AGENT_API_KEY in its environment). */
export const REAL_AGENT_API_KEY = 'real-agent-test-key';
/** The graphs of the test agent, as its langgraph.json names them. */
export const TEST_GRAPHS = ['echo', 'boom', 'slow', 'context', 'memory'] as const;

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

export interface RealAgentServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  apiKey: string;
  /** How long the server took from spawn to its first answer to `GET /info`. */
  startedInMs: number;
  /** What the server printed so far (both streams), for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

export interface RealAgentServerOptions {
  /** The agent directory to serve (holds langgraph.json); the test agent unless given. */
  agentDir?: string;
  apiKey?: string;
  /** More environment for the server process. */
  env?: Record<string, string>;
}

/** Starts the real agent server and resolves once it answers `GET /info` with 200. */
export async function startRealAgentServer(
  options: RealAgentServerOptions = {},
): Promise<RealAgentServer> {
  const apiKey = options.apiKey ?? REAL_AGENT_API_KEY;
  const workDir = await copyAgent(options.agentDir ?? TEST_AGENT_DIR);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      await langgraphCli(),
      'dev',
      '--no-browser',
      '--no-reload',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--config',
      join(workDir, 'langgraph.json'),
    ],
    {
      cwd: workDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...offlineEnv(), REAL_AGENT_API_KEY: apiKey, ...options.env },
    },
  );
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = `${printed}${chunk.toString('utf8')}`.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: RealAgentServer = {
    url,
    apiKey,
    startedInMs: 0,
    output: () => printed,
    stop: async () => {
      await stopGroup(child);
      await rm(workDir, { recursive: true, force: true });
    },
  };
  try {
    await untilAnswering(url, child);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- the server printed ---\n${printed}`);
  }
  server.startedInMs = Math.round(performance.now() - started);
  return server;
}

/** The agent copied to a fresh directory whose node_modules is the repository's. */
async function copyAgent(agentDir: string): Promise<string> {
  const workDir = await mkdtemp(join(tmpdir(), 'real-agent-'));
  await cp(agentDir, workDir, { recursive: true });
  await symlink(join(REPOSITORY, 'node_modules'), join(workDir, 'node_modules'), 'dir');
  return workDir;
}

/** The `langgraphjs` executable as @langchain/langgraph-cli's package.json declares it. */
async function langgraphCli(): Promise<string> {
  const packageDir = join(REPOSITORY, 'node_modules', '@langchain', 'langgraph-cli');
  const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
  };
  const bin = manifest.bin.langgraphjs;
  if (!bin) throw new Error('@langchain/langgraph-cli declares no langgraphjs executable');
  return join(packageDir, bin);
}

/** This process's environment without what would make the server trace to LangSmith. */
function offlineEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || /^(LANGSMITH|LANGCHAIN)_/.test(name)) continue;
    env[name] = value;
  }
  return { ...env, LANGSMITH_TRACING: 'false', NO_COLOR: '1' };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function untilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (performance.now() < deadline) {
    if (exited) throw new Error('the real agent server exited before it answered');
    try {
      const answer = await fetch(`${url}/info`, { signal: AbortSignal.timeout(1000) });
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the real agent server did not answer within ${START_TIMEOUT_MS} ms`);
}

/** The server and the process it starts, stopped together: SIGTERM, then SIGKILL. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // Gone already.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
  // The server the CLI spawned may outlive it by a moment: make sure the group is gone.
  signalGroup('SIGKILL');
}
