import { untilAborted } from '../client/deadlines.ts';
import { StepFailure } from '../common/step-control.ts';

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
      'docker is not installed or not on PATH: this action runs `docker login`. Use a runner with Docker (GitHub-hosted Ubuntu runners have it) or install it in an earlier step.',
    );
  }
}

/** How much of docker's own output is kept for a message. */
const MAX_OUTPUT_CHARS = 4 * 1024;

/**
 * The environment docker runs with: the step's own, without the action's inputs (`INPUT_*`
 * holds the API key) and without the runner's tokens for the action itself. The push token is
 * never in it: it goes to docker on standard input only.
 */
export function dockerEnvironment(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        !/^(INPUT_|ACTIONS_RUNTIME_TOKEN$|ACTIONS_ID_TOKEN_)/i.test(entry[0]),
    ),
  );
}

/**
 * Runs `docker <args>` through @actions/exec, loaded only here, until it ends or `signal` (the
 * step's time-out or cancel) fires. `stdin` (the push token) is written to its standard input
 * and appears nowhere else: not in the arguments, the environment, or the command line
 * @actions/exec would echo (it is run silently).
 */
export async function runDocker(
  args: string[],
  stdin?: string,
  signal?: AbortSignal,
): Promise<DockerRun> {
  const exec = await import('@actions/exec');
  let stdout = '';
  let stderr = '';
  const keep = (text: string, more: Buffer) =>
    (text + more.toString('utf8')).slice(-MAX_OUTPUT_CHARS);
  try {
    // @actions/exec takes no signal: a docker that hangs is left behind when the step stops.
    const run = exec.exec('docker', args, {
      silent: true,
      ignoreReturnCode: true,
      env: dockerEnvironment(),
      ...(stdin !== undefined && { input: Buffer.from(stdin, 'utf8') }),
      listeners: {
        stdout: (data) => {
          stdout = keep(stdout, data);
        },
        stderr: (data) => {
          stderr = keep(stderr, data);
        },
      },
    });
    const exitCode = await untilAborted(run, signal);
    return { exitCode, stdout, stderr };
  } catch (error) {
    // @actions/exec looks docker up on PATH before it starts anything.
    if (error instanceof Error && /Unable to locate executable file/i.test(error.message)) {
      throw new DockerMissing();
    }
    throw error;
  }
}
