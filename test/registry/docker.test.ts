import { describe, expect, it } from 'vitest';
import { DockerMissing, dockerEnvironment, runDocker } from '../../src/registry/docker.ts';
import { fakeDocker, isRunning, pathWithoutDocker } from '../support/fake-docker.ts';

const LOGIN = ['login', '--username', 'oauth2accesstoken', '--password-stdin', 'registry.test'];

describe('dockerEnvironment', () => {
  it('keeps the step’s environment but none of the action’s inputs or the runner’s own tokens', () => {
    const env = dockerEnvironment({
      PATH: '/usr/bin',
      HOME: '/home/runner',
      DOCKER_CONFIG: '/tmp/docker',
      'INPUT_API-KEY': 'lsv2_pt_secret',
      INPUT_BEARER_TOKEN: 'bearer',
      ACTIONS_RUNTIME_TOKEN: 'runtime',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
      UNSET: undefined,
    });
    expect(env).toEqual({ PATH: '/usr/bin', HOME: '/home/runner', DOCKER_CONFIG: '/tmp/docker' });
  });
});

describe('runDocker', () => {
  it('hands the token to docker on standard input, which stores it in the Docker config', async () => {
    const docker = fakeDocker();
    const run = await runDocker(LOGIN, { stdin: 'push-token', env: docker.env });
    expect(run).toEqual({ exitCode: 0, stdout: 'Login Succeeded\n', stderr: '' });
    const [login] = docker.calls();
    expect(login?.stdin).toBe('push-token');
    expect(login?.env).not.toContain('push-token');
    expect(docker.credential('registry.test')).toBe('oauth2accesstoken:push-token');
  });

  it('kills a login it is stopped during, and returns only once it is gone: the token is never stored', async () => {
    const docker = fakeDocker();
    docker.holdLogins();
    const stop = new AbortController();
    let pid = 0;
    const run = runDocker(LOGIN, {
      stdin: 'push-token',
      signal: stop.signal,
      env: docker.env,
      onStart: (started) => {
        pid = started;
      },
    });
    expect(await docker.loginStarted()).toBe(pid);
    stop.abort(new Error('The job was cancelled (SIGINT).'));
    await expect(run).rejects.toThrow('The job was cancelled (SIGINT).');
    expect(isRunning(pid)).toBe(false);
    docker.releaseLogins();
    expect(docker.credential('registry.test')).toBeUndefined();
  });

  it('says docker is missing when no docker is on PATH', async () => {
    await expect(
      runDocker(['logout', 'registry.test'], { env: { PATH: pathWithoutDocker() } }),
    ).rejects.toBeInstanceOf(DockerMissing);
  });
});
