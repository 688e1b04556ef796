import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readFile, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The real LangGraph agent server (`@langchain/langgraph-cli`'s `langgraphjs dev`, which runs
 * `@langchain/langgraph-api`) on a free loopback port, with no network and no model. It serves
 * an agent directory the caller owns (it writes `.langgraph_api/` and a `.gitignore` line beside
 * the config) and removes it when stopped. The emulator serves deployed JS agents with it; the
 * tests start it on their own test agent.
 */

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));
const DEFAULT_START_TIMEOUT_MS = 60_000;
const KEPT_OUTPUT_CHARS = 20_000;

/**
 * The servers running (process group → directory): killed, and their directories removed, when
 * this process exits without stopping them (a test run cut short, a script that forgot).
 */
const running = new Map<number, string>();
let cleanedOnExit = false;
function cleanOnExit(pid: number, workDir: string): void {
  running.set(pid, workDir);
  if (cleanedOnExit) return;
  cleanedOnExit = true;
  process.once('exit', () => {
    for (const [group, dir] of running) {
      killGroup(group);
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    }
  });
}

function killGroup(pid: number): boolean {
  try {
    process.kill(-pid, 'SIGKILL');
    return true;
  } catch {
    return false; // Gone already.
  }
}

export interface RealAgentServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  /** How long the server took from spawn to its first answer to `GET /info`. */
  startedInMs: number;
  /** Stops the server and every process it started, then removes its directory. */
  stop(): Promise<void>;
}

export interface RealAgentServerStart {
  /** The directory served: the caller's own, removed on stop (or when the start fails). */
  workDir: string;
  /** The agent config, relative to workDir. Default `langgraph.json`. */
  configPath?: string;
  /** What the agent's environment holds besides the few variables a process needs. */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

/**
 * Makes the repository's node_modules (where the server and LangGraph are installed) the
 * agent directory's own, unless the agent brought one.
 */
export async function linkRepositoryModules(workDir: string): Promise<void> {
  await symlink(join(REPOSITORY, 'node_modules'), join(workDir, 'node_modules'), 'dir').catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
}

/** Starts the real agent server and resolves once it answers `GET /info` with 200. */
export async function startRealAgentServer(start: RealAgentServerStart): Promise<RealAgentServer> {
  const { workDir } = start;
  let child: ChildProcess | undefined;
  let printed = '';
  const stop = async () => {
    if (child) await stopGroup(child);
    await rm(workDir, { recursive: true, force: true, maxRetries: 3 });
  };
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const started = performance.now();
    child = spawn(
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
        '--studio-url',
        url,
        '--config',
        join(workDir, start.configPath ?? 'langgraph.json'),
      ],
      {
        cwd: workDir,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...processBasics(), ...start.env, ...OFFLINE },
      },
    );
    if (child.pid !== undefined) cleanOnExit(child.pid, workDir);
    const keep = (chunk: Buffer) => {
      printed = `${printed}${chunk.toString('utf8')}`.slice(-KEPT_OUTPUT_CHARS);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await untilAnswering(url, child, start.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS);
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

/** The few variables of this process a server process needs; nothing else of it leaks in. */
function processBasics(): Record<string, string> {
  const basics: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'TEMP', 'TMP', 'LANG', 'SYSTEMROOT']) {
    const value = process.env[name];
    if (value !== undefined) basics[name] = value;
  }
  return basics;
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
 * The server and the processes it starts, killed together (SIGKILL: nothing runs on to write
 * into the directory, which goes with it, so nothing it keeps is worth a graceful stop).
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  running.delete(pid);
  const exited =
    child.exitCode === null && child.signalCode === null
      ? new Promise<void>((resolve) => child.once('exit', () => resolve()))
      : Promise.resolve();
  if (killGroup(pid)) await exited;
}
