// How each action puts its input rules together, read from the environment the way the runner
// passes inputs (INPUT_<NAME>), in this process: no spawning, no bundle, no emulator.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionRuntime } from '../../src/common/action-runtime.ts';
import { InputError } from '../../src/common/inputs.ts';
import { readDeployInputs } from '../../src/deploy/inputs.ts';
import { readListenerInputs } from '../../src/listener/inputs.ts';
import { readReposInputs } from '../../src/repos/inputs.ts';

const DEPLOYMENT_ID = '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';
const LISTENER_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const INTEGRATION_ID = '7b3e9d1c-5a2f-4c8e-b6d4-0e9f8a7b6c52';
const CONNECTION = { 'base-url': 'https://cp.example.com', 'api-key': 'sk-unit-1234' };

/** A runtime that only records what it is asked to mask. */
function recordingRuntime(): { runtime: ActionRuntime; masked: string[] } {
  const masked: string[] = [];
  const runtime = { addSecrets: (values: Iterable<string>) => masked.push(...values) };
  return { runtime: runtime as unknown as ActionRuntime, masked };
}

function setInputs(inputs: Record<string, string>): void {
  for (const name of Object.keys(process.env)) {
    if (name.startsWith('INPUT_')) vi.stubEnv(name, undefined);
  }
  for (const [name, value] of Object.entries(inputs)) {
    vi.stubEnv(`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value);
  }
}

async function problemsOf(reading: Promise<unknown>): Promise<string[]> {
  const error = await reading.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InputError);
  return (error as InputError).problems.map(({ input, message }) => `${input}: ${message}`);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

/** What a workflow gets from `with: name: ${{ vars.UNSET }}` plus YAML folding: only blanks. */
const BLANKS = ' \t \n  ';

describe('an input of only blanks and line breaks', () => {
  it('reads as empty in every action, so a required one is reported missing', async () => {
    setInputs({ ...CONNECTION, 'deployment-id': BLANKS, 'tenant-id': BLANKS, secrets: BLANKS });
    expect(await problemsOf(readDeployInputs(recordingRuntime().runtime))).toEqual([
      'deployment-id: or deployment-name is required: give the deployment id, or its exact name.',
    ]);
    setInputs({ 'base-url': BLANKS, 'api-key': BLANKS, 'compute-id': 'cluster-a' });
    expect(await problemsOf(readListenerInputs(recordingRuntime().runtime))).toEqual([
      'base-url: is required.',
      'api-key: is required unless bearer-token is given.',
    ]);
    setInputs({ ...CONNECTION, 'api-key': BLANKS, 'integration-id': INTEGRATION_ID });
    expect(await problemsOf(readReposInputs(recordingRuntime().runtime))).toEqual([
      'api-key: is required unless bearer-token is given.',
    ]);
  });

  it('reads as not given where an input is optional', async () => {
    setInputs({
      ...CONNECTION,
      'compute-id': BLANKS,
      'listener-id': LISTENER_ID,
      version: BLANKS,
      'k8s-namespaces': BLANKS,
      'tenant-id': BLANKS,
    });
    const { settings, clientOptions } = await readListenerInputs(recordingRuntime().runtime);
    expect(settings).toEqual({ listenerId: LISTENER_ID, computeType: 'k8s', k8sNamespaces: [] });
    expect(clientOptions).not.toHaveProperty('tenantId');
  });
});

describe('deploy inputs', () => {
  const deploy = (inputs: Record<string, string>) => {
    setInputs({ ...CONNECTION, 'deployment-id': DEPLOYMENT_ID, ...inputs });
    return readDeployInputs(recordingRuntime().runtime);
  };

  it("fill in action.yml's defaults for wait, timeout and poll-interval left empty", async () => {
    const inputs = await deploy({ wait: '', timeout: '', 'poll-interval': '' });
    expect(inputs).toMatchObject({ wait: true, timeout: 1_800_000, 'poll-interval': 5000 });
  });

  it('read every deployment input left empty as not given', async () => {
    const inputs = await deploy({});
    for (const name of [
      'source',
      'repo-ref',
      'agent-config-path',
      'image-uri',
      'source-tarball-path',
      'source-config',
      'secrets',
      'secret-references',
      'bearer-token',
      'tenant-id',
    ] as const) {
      expect(inputs[name], name).toBeUndefined();
    }
  });

  it('refuse a time-out under a second and a poll-interval under 100ms', async () => {
    expect(await problemsOf(deploy({ timeout: '999ms', 'poll-interval': '99ms' }))).toEqual([
      'timeout: must be at least 1000ms; got "999ms".',
      'poll-interval: must be at least 100ms; got "99ms".',
    ]);
  });

  it('accept the smallest time-out and poll-interval', async () => {
    const inputs = await deploy({ timeout: '1s', 'poll-interval': '100ms' });
    expect(inputs).toMatchObject({ timeout: 1000, 'poll-interval': 100 });
  });

  it('accept a repo-ref or agent-config-path of 255 characters and refuse 256', async () => {
    const at = await deploy({ 'repo-ref': 'r'.repeat(255), 'agent-config-path': 'p'.repeat(255) });
    expect(at['repo-ref']).toHaveLength(255);
    expect(
      await problemsOf(
        deploy({ 'repo-ref': 'r'.repeat(256), 'agent-config-path': 'p'.repeat(256) }),
      ),
    ).toEqual([
      'repo-ref: String should have at most 255 characters.',
      'agent-config-path: String should have at most 255 characters.',
    ]);
  });

  it('hand the secret values to the masking before validation, even when it then fails', async () => {
    setInputs({
      ...CONNECTION,
      'deployment-id': 'not-a-uuid',
      'bearer-token': 'bt-unit-5678',
      secrets: 'DB_PASSWORD=pw-unit-9012\nBROKEN LINE',
    });
    const { runtime, masked } = recordingRuntime();
    const problems = await problemsOf(readDeployInputs(runtime));
    expect(masked).toEqual(['sk-unit-1234', 'bt-unit-5678', 'pw-unit-9012']);
    expect(problems.join('\n')).not.toMatch(/sk-unit|bt-unit|pw-unit/);
  });

  it('refuse source-config members that belong to a create, not a patch', async () => {
    const [problem] = await problemsOf(deploy({ 'source-config': 'name: other' }));
    expect(problem).toMatch(/^source-config: Unrecognized key: "name"/);
  });
});

describe('listener inputs', () => {
  const listener = (inputs: Record<string, string>) => {
    setInputs({ ...CONNECTION, 'compute-type': 'k8s', ...inputs });
    return readListenerInputs(recordingRuntime().runtime);
  };

  it('need no compute-id when a listener-id names the listener', async () => {
    const { settings } = await listener({ 'listener-id': LISTENER_ID });
    expect(settings).toEqual({ listenerId: LISTENER_ID, computeType: 'k8s', k8sNamespaces: [] });
  });

  it('read compute-type left empty as k8s, the only type', async () => {
    const { settings } = await listener({ 'compute-id': 'cluster-a', 'compute-type': '' });
    expect(settings.computeType).toBe('k8s');
  });

  it('accept a compute-id of 255 characters', async () => {
    const { settings } = await listener({ 'compute-id': 'c'.repeat(255) });
    expect(settings.computeId).toHaveLength(255);
  });

  it('pass only the connection inputs on to the client', async () => {
    const { clientOptions } = await listener({
      'compute-id': 'cluster-a',
      'tenant-id': INTEGRATION_ID,
      version: '1.2.3',
      'k8s-namespaces': 'a,b',
    });
    expect(clientOptions).toEqual({
      baseUrl: 'https://cp.example.com/',
      apiKey: 'sk-unit-1234',
      tenantId: INTEGRATION_ID,
    });
  });
});

describe('repos inputs', () => {
  const repos = (inputs: Record<string, string>) => {
    setInputs({ ...CONNECTION, 'integration-id': INTEGRATION_ID, ...inputs });
    return readReposInputs(recordingRuntime().runtime);
  };

  it.each(['acme/agents', 'my-org/my.repo_2', 'A/B'])('accept the repository %s', async (name) => {
    const { query } = await repos({ repository: name });
    expect(query).toEqual({ integrationId: INTEGRATION_ID, repository: name });
  });

  it.each(['agents', 'acme/', '/agents', 'acme/agents/extra', 'acme /agents', 'acme//agents'])(
    'refuse the repository %j',
    async (name) => {
      expect(await problemsOf(repos({ repository: name }))).toEqual([
        `repository: must be owner/name, such as acme/agents; got ${JSON.stringify(name)}.`,
      ]);
    },
  );

  it('list every repository when none is named', async () => {
    const { query } = await repos({ repository: '' });
    expect(query).toEqual({ integrationId: INTEGRATION_ID });
  });
});

describe('a run with several bad inputs', () => {
  it('names every one of them, a missing credential and target included', async () => {
    setInputs({ 'base-url': 'https://cp.example.com', timeout: 'soon', 'repo-ref': 'main' });
    expect(await problemsOf(readDeployInputs(recordingRuntime().runtime))).toEqual([
      'timeout: must be a duration such as 90, 90s, 15m, 1h30m or 500ms; got "soon".',
      'api-key: is required unless bearer-token is given.',
      'deployment-id: or deployment-name is required: give the deployment id, or its exact name.',
    ]);
  });
});
