import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeServerFolder, type ServerFolder } from './server-folder.ts';

/*
 * The real LangGraph agent server (`@langchain/langgraph-cli`'s `langgraphjs dev`, which runs
 * `@langchain/langgraph-api`) on a free loopback port, with no network and no model. It serves
 * the agent in a folder of its own (see server-folder.ts), removed when it stops, with a clean
 * environment: the variables it is given, and only what the server needs besides. It runs
 * under a watcher (server-watcher.ts) that ends it when this process ends, SIGKILL included.
 * The emulator serves deployed JS agents with it; the tests start it on their own test agent.
 */

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));
const WATCHER = fileURLToPath(new URL('./server-watcher.ts', import.meta.url));
/** Resolves what the agent imports and does not bring from the checkout (NODE_OPTIONS). */
const CHECKOUT_PACKAGES = new URL('./checkout-packages.ts', import.meta.url).href;
const DEFAULT_START_TIMEOUT_MS = 60_000;
const KEPT_OUTPUT_CHARS = 20_000;

export interface RealAgentServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  /** How long the server took from spawn to its first answer to `GET /info`. */
  startedInMs: number;
  /** Stops the server and every process it started, then removes its folder. */
  stop(): Promise<void>;
}

export interface RealAgentServerStart {
  /** The server's own folder, the agent in it: removed on stop (or when the start fails). */
  folder: ServerFolder;
  /** The agent config, relative to the agent directory. Default `langgraph.json`. */
  configPath?: string;
  /** What the agent's environment holds besides the few variables the server needs. */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

/** Starts the real agent server and resolves once it answers `GET /info` with 200. */
export async function startRealAgentServer(start: RealAgentServerStart): Promise<RealAgentServer> {
  const { folder } = start;
  let watcher: ChildProcess | undefined;
  let printed = '';
  const stop = async () => {
    if (watcher) await stopWatched(watcher);
    await removeServerFolder(folder);
  };
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const started = performance.now();
    const server = [
      process.execPath,
      await langgraphCli(),
      'dev',
      '--no-browser',
      '--no-reload',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--studio-url',
      url,
      '--config',
      join(folder.agent, start.configPath ?? 'langgraph.json'),
    ];
    watcher = spawn(process.execPath, [WATCHER, folder.root, ...server], {
      cwd: folder.agent,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: serverEnvironment(folder, start.env ?? {}),
    });
    watcher.stdin?.on('error', () => undefined); // it ended first
    const keep = (chunk: Buffer) => {
      printed = `${printed}${chunk.toString('utf8')}`.slice(-KEPT_OUTPUT_CHARS);
    };
    watcher.stdout?.on('data', keep);
    watcher.stderr?.on('data', keep);
    await untilAnswering(url, watcher, start.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS);
    return {
      url,
      startedInMs: Math.round(performance.now() - started),
      stop,
    };
  } catch (error) {
    await stop();
    const said = printed.trim() === '' ? '' : `\n--- the server printed ---\n${printed}`;
    throw new Error(`${(error as Error).message}${said}`);
  }
}

/** No tracing to LangSmith, no CLI analytics, no colours: the server runs offline. */
const OFFLINE = {
  LANGSMITH_TRACING: 'false',
  LANGCHAIN_TRACING_V2: 'false',
  LANGGRAPH_CLI_NO_ANALYTICS: '1',
  BROWSER: 'none',
  NO_COLOR: '1',
};

/**
 * The server's whole environment: the variables given (a deployment's secrets), then what the
 * server needs to start, none of it read from this process's environment: a PATH to this Node
 * and the system's tools, HOME and TMPDIR inside its own folder, the hook that finds its
 * packages in the checkout.
 */
function serverEnvironment(folder: ServerFolder, given: Record<string, string>) {
  return {
    ...given,
    PATH: [dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':'),
    HOME: folder.home,
    TMPDIR: folder.tmp,
    TMP: folder.tmp,
    TEMP: folder.tmp,
    NODE_OPTIONS: `--import=${CHECKOUT_PACKAGES}`,
    ...OFFLINE,
  };
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

async function untilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (performance.now() < deadline) {
    if (exited) throw new Error('the real agent server exited before it answered');
    try {
      const answer = await fetch(`${url}/info`, { signal: AbortSignal.timeout(1000) });
      await answer.body?.cancel();
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the real agent server did not answer within ${timeoutMs} ms`);
}

/**
 * Closes the watcher's pipe, on which it kills the server and every process it started
 * (SIGKILL: nothing runs on to write into the folder, which goes with it, so nothing it keeps
 * is worth a graceful stop), and waits until it has.
 */
async function stopWatched(watcher: ChildProcess): Promise<void> {
  const exited =
    watcher.exitCode === null && watcher.signalCode === null
      ? new Promise<void>((resolve) => watcher.once('exit', () => resolve()))
      : Promise.resolve();
  watcher.stdin?.end();
  await exited;
}
