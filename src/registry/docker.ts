import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { StepFailure } from '../common/step-control.ts';
import { childEnvironment } from '../common/step-environment.ts';
import { words } from '../common/wording.ts';

/** What docker printed and how it ended. */
export interface DockerRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Thrown when there is no `docker` to run. */
export class DockerMissing extends StepFailure {
  constructor() {
    super(
      words().onGitHub
        ? 'docker is not installed or not on PATH: this action runs `docker login`. Use a runner with Docker (GitHub-hosted Ubuntu runners have it) or install it in an earlier step.'
        : 'docker is not installed or not on PATH: this command runs `docker login`. Run it where docker is (an image with the docker command, such as docker:cli), or install docker first.',
    );
  }
}

/** How much of docker's own output is kept for a message. */
const MAX_OUTPUT_CHARS = 4 * 1024;

/** How long a killed docker is given to be gone before the run stops waiting for it. */
const KILLED_EXIT_WAIT_MS = 5_000;

export interface DockerOptions {
  /** Written to docker's standard input (the push token) and nowhere else. */
  stdin?: string;
  /**
   * The step's stop, or the caller's own bound: docker (and whatever it started) is killed,
   * and the run rejects with the signal's reason once docker is gone, so nothing it was about
   * to write lands after the caller moved on.
   */
  signal?: AbortSignal;
  /** Told docker's process id as soon as it runs. */
  onStart?: (pid: number) => void;
  /**
   * The variables to start from instead of the step's run environment (a test's); either way
   * without any credential (childEnvironment). The push token is never in it: it goes to
   * docker on standard input only.
   */
  env?: Readonly<Record<string, string | undefined>>;
}

/**
 * Runs `docker <args>` until it ends or `signal` fires. It gets a process group of its own (on
 * POSIX), so that stopping it also stops a credential helper it started: a login the step
 * stopped waiting for must not go on to store the token.
 */
export async function runDocker(args: string[], options: DockerOptions = {}): Promise<DockerRun> {
  const { signal } = options;
  signal?.throwIfAborted();
  const child = spawn('docker', args, {
    env: childEnvironment({}, options.env),
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    windowsHide: true,
  });
  const output = { stdout: '', stderr: '' };
  const keep = (stream: 'stdout' | 'stderr') => (more: Buffer) => {
    output[stream] = (output[stream] + more.toString('utf8')).slice(-MAX_OUTPUT_CHARS);
  };
  child.stdout.on('data', keep('stdout'));
  child.stderr.on('data', keep('stderr'));
  // A docker that exits before reading its input closes the pipe: that is its own answer.
  child.stdin.on('error', () => {});
  child.stdin.end(options.stdin ?? '');
  const ended = new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('close', (code, killedBy) => resolve([code, killedBy]));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new DockerMissing() : error),
    );
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid !== undefined) options.onStart?.(child.pid);

  let onAbort = () => {};
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => {
      if (child.pid !== undefined) killDocker(child.pid);
      reject(signal?.reason);
    };
  });
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const [code, killedBy] = await Promise.race([ended, stopped]);
    const bySignal = killedBy ? constants.signals[killedBy] : 0;
    return { exitCode: code ?? 128 + bySignal, ...output };
  } catch (error) {
    if (signal?.aborted && error === signal.reason) {
      // Not gone by then (a process stuck in the kernel): the post step looks for it again.
      await Promise.race([exited, sleep(KILLED_EXIT_WAIT_MS, undefined, { ref: false })]);
    }
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    ended.catch(() => {});
  }
}

/**
 * Kills docker's process group (docker and whatever it started; runDocker makes docker its
 * leader), or on Windows docker alone. A group id is not handed out again while a member
 * lives, so this reaches only what docker left, even after docker itself has ended.
 */
export function killDocker(pid: number): void {
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL');
  } catch {
    // Gone already: docker and everything it started.
  }
}
