import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runDocker } from '../../src/registry/docker.ts';
import { undoLogin } from '../../src/registry/undo-login.ts';
import { fakeDocker, isRunning } from '../support/fake-docker.ts';

const HOST = 'registry.test';

function collected() {
  const lines = { info: [] as string[], warnings: [] as string[] };
  return {
    lines,
    info: (line: string) => lines.info.push(line),
    warn: (line: string) => lines.warnings.push(line),
  };
}

describe('undoLogin, the registry action’s post step', () => {
  it('logs out of the registry only: the job’s other logins stay', async () => {
    const docker = fakeDocker();
    docker.seedLogin(HOST, 'oauth2accesstoken', 'push-token');
    docker.seedLogin('ghcr.io', 'octocat', 'pull-token');
    const out = collected();
    await undoLogin({ host: HOST }, { ...out, env: docker.env });
    expect(out.lines).toEqual({ info: [`Logged out of ${HOST}.`], warnings: [] });
    expect(docker.credential(HOST)).toBeUndefined();
    expect(docker.credential('ghcr.io')).toBe('octocat:pull-token');
  });

  it('ends the main step’s login when it is still running, before it logs out', async () => {
    const docker = fakeDocker();
    docker.holdLogins();
    const args = ['login', '--username', 'oauth2accesstoken', '--password-stdin', HOST];
    // What a main step killed during its login leaves behind.
    const left = runDocker(args, { stdin: 'push-token', env: docker.env });
    const loginPid = await docker.loginStarted();
    const out = collected();
    await undoLogin({ host: HOST, loginPid }, { ...out, env: docker.env });
    docker.releaseLogins();
    expect((await left).exitCode).not.toBe(0);
    expect(docker.credential(HOST)).toBeUndefined();
    expect(out.lines).toEqual({ info: [`Logged out of ${HOST}.`], warnings: [] });
  });

  it('leaves a process alone that is not that login, whatever its id', async () => {
    const docker = fakeDocker();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const out = collected();
      await undoLogin({ host: HOST, loginPid: other.pid as number }, { ...out, env: docker.env });
      expect(isRunning(other.pid as number)).toBe(true);
      expect(out.lines.info).toEqual([`Logged out of ${HOST}.`]);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('stops a logout that hangs at its bound, says so, and ends', async () => {
    const docker = fakeDocker();
    docker.seedLogin(HOST, 'oauth2accesstoken', 'push-token');
    docker.hangLogouts();
    const out = collected();
    await undoLogin({ host: HOST }, { ...out, env: docker.env, logoutTimeoutMs: 1000 });
    expect(out.lines.info).toEqual([]);
    expect(out.lines.warnings).toEqual([
      `docker logout ${HOST} did not end within 1 s, so it was stopped: the Docker config may still hold the login to ${HOST}. On a runner that is kept, run \`docker logout ${HOST}\` there.`,
    ]);
  });
});
