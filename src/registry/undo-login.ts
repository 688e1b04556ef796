import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeFailure } from '../common/action-runtime.ts';
import { oneLine } from '../common/runner-text.ts';
import { words } from '../common/wording.ts';
import { killDocker, runDocker } from './docker.ts';

/** How long the post step's `docker logout` may take before it is stopped. */
export const LOGOUT_TIMEOUT_MS = 30_000;

/** How long a login left running is given to be gone once it was killed. */
const LEFT_LOGIN_EXIT_MS = 5_000;

export interface LoginToUndo {
  /** The registry host the main step logged in to (or was logging in to when it stopped). */
  host: string;
  /** The main step's `docker login`, when it was not seen to end. */
  loginPid?: number;
}

export interface UndoOptions {
  info: (line: string) => void;
  warn: (line: string) => void;
  /** The bound on `docker logout`; tests make it short. */
  logoutTimeoutMs?: number;
  /** The variables docker starts from instead of the step's (see DockerOptions). */
  env?: Readonly<Record<string, string | undefined>>;
}

/**
 * What the post step does: first makes sure the main step's login is over (a step stopped
 * during it may have left it running, and it would store the token after the logout), then
 * `docker logout <host>`, bounded. Only the registry's entry goes: the job's other logins in the
 * same Docker config (to pull base images, say) stay as they were. Nothing here throws: the
 * job's result is decided, so what goes wrong is a warning.
 */
export async function undoLogin(login: LoginToUndo, options: UndoOptions): Promise<void> {
  const { host } = login;
  const { warn } = options;
  if (login.loginPid !== undefined && (await endLeftLogin(login.loginPid, host)) === 'running') {
    warn(
      `The login to ${host} that the main step started (process ${login.loginPid}) did not end when stopped; it may still store the push token after this logout.`,
    );
  }
  const limit = options.logoutTimeoutMs ?? LOGOUT_TIMEOUT_MS;
  try {
    const logout = await runDocker(['logout', host], {
      signal: AbortSignal.timeout(limit),
      ...(options.env && { env: options.env }),
    });
    if (logout.exitCode === 0) {
      options.info(`Logged out of ${host}.`);
      return;
    }
    const said = oneLine(`${logout.stderr}\n${logout.stdout}`, 1000) || 'nothing';
    warn(`docker logout ${host} failed (exit code ${logout.exitCode}): ${said}`);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      warn(
        `docker logout ${host} did not end within ${formatSeconds(limit)}, so it was stopped: the Docker config may still hold the login to ${host}. On ${words().onGitHub ? 'a runner that is kept' : 'a machine kept between jobs'}, run \`docker logout ${host}\` there.`,
      );
      return;
    }
    warn(`docker logout ${host} could not run: ${describeFailure(error)}`);
  }
}

/**
 * Ends the main step's login if it still runs, and waits until it is gone. Only a process that
 * is provably that login is touched: its command line is read from /proc, so on a system
 * without one (macOS, Windows) nothing is killed here; the main step kills its login when it
 * stops, so this is for a main step that was itself killed before it could.
 */
async function endLeftLogin(pid: number, host: string): Promise<'gone' | 'running'> {
  if (!(await isLoginTo(pid, host))) return 'gone';
  killDocker(pid);
  const until = performance.now() + LEFT_LOGIN_EXIT_MS;
  while (await isLoginTo(pid, host)) {
    if (performance.now() > until) return 'running';
    await sleep(20);
  }
  return 'gone';
}

/** Whether `pid` is a live `docker login … <host>` (a zombie stores nothing: it is not). */
async function isLoginTo(pid: number, host: string): Promise<boolean> {
  const [cmdline, stat] = await Promise.all([
    readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''),
    readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ''),
  ]);
  const args = cmdline.split('\0').filter(Boolean);
  const live = stat !== '' && !/^\d+ \(.*\) [ZX]/s.test(stat);
  return (
    live && args.includes('login') && args.includes('--password-stdin') && args.at(-1) === host
  );
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
