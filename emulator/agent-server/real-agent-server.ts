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
  /** The port tried first; by default a free one. */
  port?: number;
}

/** How many ports a start tries: another process may take the free port before the server binds it. */
const PORT_ATTEMPTS = 3;

/** Starts the real agent server and resolves once it answers `GET /info` with 200. */
export async function startRealAgentServer(start: RealAgentServerStart): Promise<RealAgentServer> {
  const { folder } = start;
  let watcher: ChildProcess | undefined;
  // What the server of the latest attempt printed: each attempt keeps its own.
  let printed = () => '';
  const stop = async () => {
    if (watcher) await stopWatched(watcher);
    await removeServerFolder(folder);
  };
  try {
    const started = performance.now();
    for (let attempt = 1; ; attempt++) {
      const port = attempt === 1 && start.port ? start.port : await freePort();
      const url = `http://127.0.0.1:${port}`;
      let output = '';
      printed = () => output;
      watcher = await spawnServer(start, url, (chunk) => {
        output = `${output}${chunk}`.slice(-KEPT_OUTPUT_CHARS);
      });
      try {
        await untilAnswering(
          url,
          watcher,
          printed,
          start.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
        );
        return { url, startedInMs: Math.round(performance.now() - started), stop };
      } catch (error) {
        if (attempt === PORT_ATTEMPTS || !(error instanceof PortTaken)) throw error;
        await stopWatched(watcher, 'keep the folder');
      }
    }
  } catch (error) {
    await stop();
    const said = printed().trim() === '' ? '' : `\n--- the server printed ---\n${printed()}`;
    throw new Error(`${(error as Error).message}${said}`);
  }
}

/** `langgraphjs dev` on `url`, under the watcher, everything it prints handed to `print`. */
async function spawnServer(
  start: RealAgentServerStart,
  url: string,
  print: (chunk: string) => void,
): Promise<ChildProcess> {
  const { folder } = start;
  const server = [
    process.execPath,
    await langgraphCli(),
    'dev',
    '--no-browser',
    '--no-reload',
    '--host',
    '127.0.0.1',
    '--port',
    new URL(url).port,
    '--studio-url',
    url,
    '--config',
    join(folder.agent, start.configPath ?? 'langgraph.json'),
  ];
  const watcher = spawn(process.execPath, [WATCHER, folder.root, ...server], {
    cwd: folder.agent,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: serverEnvironment(folder, start.env ?? {}),
  });
  watcher.stdin?.on('error', () => undefined); // it ended first
  watcher.on('error', (error) => print(`the watcher did not start: ${error.message}\n`));
  watcher.stdout?.on('data', (chunk: Buffer) => print(chunk.toString('utf8')));
  watcher.stderr?.on('data', (chunk: Buffer) => print(chunk.toString('utf8')));
  return watcher;
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

/** The port was taken between the probe and the server's listen: the start is tried on another. */
class PortTaken extends Error {}

/**
 * Waits until the server says it listens on `url`'s port and answers `GET /info` there. The
 * server does not exit when its port is taken (it says EADDRINUSE and waits), and what answers
 * on that port is then another process: its saying so is what makes the answer its own.
 */
async function untilAnswering(
  url: string,
  child: ChildProcess,
  printed: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  const { port } = new URL(url);
  const listening = `Server running at 127.0.0.1:${port}`;
  let exited = false;
  const ended = () => {
    exited = true;
  };
  child.once('exit', ended);
  child.once('error', ended);
  while (performance.now() < deadline) {
    if (printed().includes('EADDRINUSE')) throw new PortTaken(`port ${port} was taken`);
    if (exited) throw new Error('the real agent server exited before it answered');
    if (printed().includes(listening)) {
      try {
        const answer = await fetch(`${url}/info`, { signal: AbortSignal.timeout(1000) });
        await answer.body?.cancel();
        if (answer.ok) return;
      } catch {
        // Not answering yet.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the real agent server did not answer within ${timeoutMs} ms`);
}

/**
 * Closes the watcher's pipe, on which it kills the server and every process it started
 * (SIGKILL: nothing runs on to write into the folder, which goes with it, so nothing it keeps
 * is worth a graceful stop), and waits until it has. To start again from the same folder, the
 * watcher is told to keep it (SIGUSR2) instead.
 */
async function stopWatched(watcher: ChildProcess, folder?: 'keep the folder'): Promise<void> {
  const running =
    watcher.pid !== undefined && watcher.exitCode === null && watcher.signalCode === null;
  const exited = running
    ? new Promise<void>((resolve) => watcher.once('exit', () => resolve()))
    : Promise.resolve();
  if (folder && running) watcher.kill('SIGUSR2');
  else watcher.stdin?.end();
  await exited;
}
