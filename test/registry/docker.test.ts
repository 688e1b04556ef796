import { describe, expect, it } from 'vitest';
import { runEnvironmentOf } from '../../src/common/run-environment.ts';
import { inRunEnvironment } from '../../src/common/step-environment.ts';
import { DockerMissing, runDocker } from '../../src/registry/docker.ts';
import { fakeDocker, isRunning, pathWithoutDocker } from '../support/fake-docker.ts';

const LOGIN = ['login', '--username', 'oauth2accesstoken', '--password-stdin', 'registry.test'];

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

  it('starts docker from the step’s environment, without a credential docker has no use for', async () => {
    const docker = fakeDocker();
    const environment = runEnvironmentOf({
      ...docker.env,
      DOCKER_CONFIG_NOTE: 'kept',
      GITHUB_TOKEN: 'ghs_job_token',
      LANGSMITH_API_KEY: 'lsv2_pt_key',
      CONTROL_PLANE_BEARER_TOKEN: 'bearer-value',
      'INPUT_API-KEY': 'lsv2_pt_input',
    });
    const run = await inRunEnvironment(environment, () => runDocker(['logout', 'registry.test']));
    expect(run.exitCode).toBe(0);
    const [logout] = docker.calls();
    expect(logout?.env).toContain('DOCKER_CONFIG_NOTE=kept\n');
    for (const secret of ['ghs_job_token', 'lsv2_pt_key', 'bearer-value', 'lsv2_pt_input']) {
      expect(logout?.env).not.toContain(secret);
    }
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
