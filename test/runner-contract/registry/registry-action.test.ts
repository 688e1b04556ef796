import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID, type Emulator } from '../../../emulator/index.ts';
import { defaultInputs } from '../../../scripts/runner/action-manifest.ts';
import {
  ACTION_ENTRIES,
  type ActionRun,
  everythingWritten,
  failureMessage,
  POST_ENTRIES,
  parseOutputFile,
  runAction,
} from '../../../scripts/runner/run-action.ts';
import { API_KEY, requestsTo, useEmulator } from '../../support/deploy-fixture.ts';
import { fakeDocker, pathWithoutDocker, processEnded } from '../../support/fake-docker.ts';

const emulator = useEmulator();
const REGISTRY = `registry.emulator.test/${DEFAULT_TENANT_ID}`;
const HOST = 'registry.emulator.test';

type StepEnv = Record<string, string>;

function runRegistry(emu: Emulator, inputs: Record<string, string>, env: StepEnv) {
  return runAction(ACTION_ENTRIES.registry, {
    inputs: { ...defaultInputs('registry'), 'base-url': emu.url, 'api-key': API_KEY, ...inputs },
    env,
  });
}

/** The post step as the runner runs it: the same inputs, and the state the main step saved. */
function runPost(emu: Emulator, main: ActionRun, env: StepEnv) {
  return runAction(POST_ENTRIES.registry, {
    inputs: { ...defaultInputs('registry'), 'base-url': emu.url, 'api-key': API_KEY },
    state: main.state,
    env,
  });
}

/** The values the step handed the runner to mask. */
function masked(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::add-mask::'))
    .map((line) => line.slice('::add-mask::'.length));
}

describe('the registry action, with a stand-in docker first on PATH', () => {
  it('creates the internal_image deployment, logs in with the token on stdin only, and the post step logs out', async () => {
    const emu = emulator();
    const docker = fakeDocker();
    docker.seedLogin('ghcr.io', 'octocat', 'pull-token');
    const run = await runRegistry(
      emu,
      { 'deployment-name': 'image-agent', 'create-if-missing': 'true' },
      docker.env,
    );

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toEqual({
      'deployment-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      created: 'true',
      registry: REGISTRY,
      image: `${REGISTRY}/image-agent`,
    });
    const [create] = requestsTo(emu, 'POST', /^\/v2\/deployments$/);
    expect(create?.body).toEqual({
      name: 'image-agent',
      source: 'internal_image',
      source_config: { deployment_type: 'dev' },
      source_revision_config: {},
    });

    const token = masked(run).find((value) => value.startsWith('emu-push-')) as string;
    expect(token).toBeDefined();
    const [login, ...others] = docker.calls();
    expect(others).toEqual([]);
    expect(login?.argv).toEqual([
      'login',
      '--username',
      'oauth2accesstoken',
      '--password-stdin',
      'registry.emulator.test',
    ]);
    expect(login?.stdin).toBe(token);
    expect(login?.env).not.toContain(token);
    expect(login?.env).not.toContain(API_KEY);
    expect(everythingWritten(run)).not.toContain(token);
    expect(run.state).toContain('registry.emulator.test');
    expect(run.state).not.toContain(token);
    expect(run.summary).toContain(`\`${REGISTRY}/image-agent\``);
    expect(docker.credential(HOST)).toBe(`oauth2accesstoken:${token}`);

    const post = await runPost(emu, run, docker.env);
    expect(post.exitCode).toBe(0);
    expect(docker.calls().at(-1)?.argv).toEqual(['logout', 'registry.emulator.test']);
    expect(post.stdout).toContain('Logged out of registry.emulator.test.');
    expect(docker.credential(HOST)).toBeUndefined();
    // The job's own earlier login, in the same Docker config, is left as it was.
    expect(docker.credential('ghcr.io')).toBe('octocat:pull-token');
  });

  it('finds an existing deployment by name, keeps image-name, and says created false', async () => {
    const emu = emulator();
    const docker = fakeDocker();
    const first = await runRegistry(
      emu,
      { 'deployment-name': 'named-agent', 'create-if-missing': 'true' },
      docker.env,
    );
    const again = await runRegistry(
      emu,
      { 'deployment-name': 'named-agent', 'image-name': 'team/agent-server' },
      docker.env,
    );
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toMatchObject({
      'deployment-id': first.outputs['deployment-id'],
      created: 'false',
      image: `${REGISTRY}/team/agent-server`,
    });
    expect(requestsTo(emu, 'POST', /^\/v2\/deployments$/)).toHaveLength(1);
  });

  it('shows the service’s 400 detail for a deployment that is not internal_image, and runs no docker', async () => {
    const emu = emulator();
    const docker = fakeDocker();
    const sourcehost = emu.seedDeployment();
    const run = await runRegistry(emu, { 'deployment-id': sourcehost.id }, docker.env);

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      "Push tokens are only available for 'internal_image' source deployments.",
    );
    expect(failureMessage(run)).toContain('(source sourcehost)');
    expect(docker.calls()).toEqual([]);
    expect(run.state).toBe('');
  });

  it('says docker is missing when it is not on PATH', async () => {
    const emu = emulator();
    const run = await runRegistry(
      emu,
      { 'deployment-name': 'no-docker-agent', 'create-if-missing': 'true' },
      { PATH: pathWithoutDocker() },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('docker is not installed or not on PATH');
    expect(parseOutputFile(run.state)).toEqual({ 'registry-host': '' });
  });

  it('shows docker’s own message when the login fails, never the token; the post step has nothing to undo', async () => {
    const emu = emulator();
    const docker = fakeDocker();
    docker.failLogins();
    const run = await runRegistry(
      emu,
      { 'deployment-name': 'refused-agent', 'create-if-missing': 'true' },
      docker.env,
    );
    const token = masked(run).find((value) => value.startsWith('emu-push-')) as string;

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      'docker login to registry.emulator.test failed (exit code 1)',
    );
    expect(failureMessage(run)).toContain('unauthorized: authentication failed');
    expect(everythingWritten(run)).not.toContain(token);
    // Saved before the login, so a stop during it is still undone; cleared when it failed.
    expect(parseOutputFile(run.state)).toMatchObject({ 'registry-host': '' });

    const post = await runPost(emu, run, docker.env);
    expect(post.exitCode).toBe(0);
    expect(post.stdout).toContain('No registry login to undo');
    expect(docker.calls()).toHaveLength(1);
  });

  /** The main step, stopped by `stop` once docker has read the token but not yet stored it. */
  async function loginStoppedMidway(stop: NodeJS.Signals) {
    const emu = emulator();
    const docker = fakeDocker();
    docker.seedLogin('ghcr.io', 'octocat', 'pull-token');
    docker.holdLogins();
    const run = await runAction(ACTION_ENTRIES.registry, {
      inputs: {
        ...defaultInputs('registry'),
        'base-url': emu.url,
        'api-key': API_KEY,
        'deployment-name': 'stopped-login-agent',
        'create-if-missing': 'true',
      },
      env: docker.env,
      onSpawn: (child) => {
        void docker.loginStarted().then(() => child.kill(stop));
      },
    });
    const loginPid = await docker.loginStarted();
    return { emu, docker, run, loginPid };
  }

  /** The post step, then the held login let go and waited for: what would it have stored? */
  async function afterPostAndLogin(stopped: Awaited<ReturnType<typeof loginStoppedMidway>>) {
    const { emu, docker, run, loginPid } = stopped;
    const post = await runPost(emu, run, docker.env);
    docker.releaseLogins();
    await processEnded(loginPid);
    return post;
  }

  it('kills a login stopped by a cancel, so no token is stored after the post step’s logout', async () => {
    const stopped = await loginStoppedMidway('SIGINT');
    const { run, docker } = stopped;
    expect(run.exitCode).toBe(1);
    expect(run.signal).toBeNull();
    expect(failureMessage(run)).toContain('The job was cancelled (SIGINT)');
    expect(run.stdout).not.toContain('Login Succeeded');
    // The login may have stored the token before it was stopped: the post step logs out.
    expect(parseOutputFile(run.state)).toMatchObject({ 'registry-host': HOST });

    const post = await afterPostAndLogin(stopped);
    expect(post.exitCode).toBe(0);
    expect(post.stdout).toContain(`Logged out of ${HOST}.`);
    expect(docker.credential(HOST)).toBeUndefined();
    expect(docker.credential('ghcr.io')).toBe('octocat:pull-token');
  }, 60_000);

  it('ends a login the killed main step left running before the post step logs out', async () => {
    const stopped = await loginStoppedMidway('SIGKILL');
    const { run, docker } = stopped;
    expect(run.signal).toBe('SIGKILL');
    expect(parseOutputFile(run.state)).toMatchObject({ 'registry-host': HOST });

    const post = await afterPostAndLogin(stopped);
    expect(post.exitCode).toBe(0);
    expect(post.stdout).toContain(`Logged out of ${HOST}.`);
    expect(post.stdout).not.toContain('::warning');
    expect(docker.credential(HOST)).toBeUndefined();
    expect(docker.credential('ghcr.io')).toBe('octocat:pull-token');
  }, 60_000);

  it('refuses an image name longer than Docker takes before running docker', async () => {
    const emu = emulator();
    const docker = fakeDocker();
    emu.addFault({
      method: 'POST',
      path: /\/push-token$/,
      status: 200,
      body: {
        token: 'emu-push-stand-in-token-0123456789abcdef',
        registry_url: `https://registry.emulator.test/${'a'.repeat(250)}/`,
      },
    });
    const run = await runRegistry(
      emu,
      { 'deployment-name': 'long-registry-agent', 'create-if-missing': 'true' },
      docker.env,
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('more than the 255 Docker accepts: set image-name');
    expect(run.outputs.image).toBeUndefined();
    expect(docker.calls()).toEqual([]);
  });

  it('refuses a registry URL that does not parse before running docker', async () => {
    const emu = emulator();
    const docker = fakeDocker();
    const token = 'emu-push-stand-in-token-0123456789abcdef';
    emu.addFault({
      method: 'POST',
      path: /\/push-token$/,
      status: 200,
      body: { token, registry_url: 'https://registry example.test/acme/' },
    });
    const run = await runRegistry(
      emu,
      { 'deployment-name': 'odd-registry-agent', 'create-if-missing': 'true' },
      docker.env,
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('registry URL');
    expect(failureMessage(run)).toContain('does not parse');
    expect(masked(run)).toContain(token);
    expect(everythingWritten(run)).not.toContain(token);
    expect(docker.calls()).toEqual([]);
  });

  it('reads a push-token answer nested too deeply as unreadable, and runs no docker', async () => {
    const emu = emulator();
    const docker = fakeDocker();
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    emu.addFault({
      method: 'POST',
      path: /\/push-token$/,
      status: 200,
      body: `{"token":"emu-push-deep-0123456789","registry_url":"registry.example.test","x":${deep}}`,
    });
    const run = await runRegistry(
      emu,
      { 'deployment-name': 'deep-answer-agent', 'create-if-missing': 'true' },
      docker.env,
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      '→ 200: answered 200 with a body that could not be read: its JSON is nested too deeply (more than 256 levels)',
    );
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/RangeError|call stack/);
    expect(docker.calls()).toEqual([]);
  });
});
