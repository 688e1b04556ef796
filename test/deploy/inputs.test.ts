// src/deploy/inputs.ts: how the deploy action reads its inputs into one settings object.
// The rules of single inputs and of combinations are in input-rules.test.ts.
import { describe, expect, it } from 'vitest';
import { readDeploySettings } from '../../src/deploy/inputs.ts';
import {
  BLANKS,
  CONNECTION,
  problemsOf,
  recordingRuntime,
  setInputs,
} from '../support/runner-inputs.ts';

const DEPLOYMENT_ID = '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';
const INTEGRATION_ID = '7b3e9d1c-5a2f-4c8e-b6d4-0e9f8a7b6c52';

const deploy = (inputs: Record<string, string>) => {
  setInputs({ ...CONNECTION, 'deployment-id': DEPLOYMENT_ID, ...inputs });
  return readDeploySettings(recordingRuntime().runtime);
};

describe('the deploy settings', () => {
  it('hold every input under its camelCase name, the connection apart', async () => {
    const settings = await deploy({
      'deployment-id': '',
      'deployment-name': 'support-agent',
      'tenant-id': INTEGRATION_ID,
      'create-if-missing': 'TRUE',
      source: 'sourcehost',
      'repo-ref': 'main',
      'source-config': '{"build_on_push": true}',
      'integration-id': INTEGRATION_ID,
      repository: 'acme/agents',
      secrets: 'A=1',
      'secret-references': '- {name: T, secret_name: vault, secret_key: t}',
      'rollback-on-failure': 'true',
      timeout: '1h30m',
      'poll-interval': '250ms',
      logs: 'always',
      environment: 'preview',
      'github-token': 'ghs-unit',
      'comment-on-pr': 'true',
      'dry-run': 'true',
    });
    expect(settings).toEqual({
      connection: {
        baseUrl: 'https://cp.example.com/',
        apiKey: 'sk-unit-1234',
        tenantId: INTEGRATION_ID,
      },
      target: { name: 'support-agent' },
      createIfMissing: true,
      source: 'sourcehost',
      repoRef: 'main',
      sourceConfig: { build_on_push: true },
      integrationId: INTEGRATION_ID,
      repository: 'acme/agents',
      secrets: [{ name: 'A', value: '1' }],
      allowEmptySecrets: false,
      secretReferences: [{ name: 'T', secret_name: 'vault', secret_key: 't' }],
      rollbackOnFailure: true,
      wait: true,
      timeout: 5_400_000,
      pollInterval: 250,
      logs: 'always',
      environment: 'preview',
      githubToken: 'ghs-unit',
      commentOnPr: true,
      evalMaxRegression: 0.05,
      evalRegression: 'delta',
      evalConcurrency: 4,
      evalRepetitions: 1,
      evalTimeout: 120_000,
      evalUpload: false,
      langsmithEndpoint: 'https://api.smith.langchain.com/',
      dryRun: true,
    });
  });

  it('name the deployment by id when deployment-id is given', async () => {
    expect((await deploy({})).target).toEqual({ id: DEPLOYMENT_ID });
  });

  it("fill in action.yml's defaults for wait, timeout and poll-interval left empty", async () => {
    const settings = await deploy({ wait: '', timeout: '', 'poll-interval': '' });
    expect(settings).toMatchObject({ wait: true, timeout: 1_800_000, pollInterval: 5000 });
  });

  it('read every deployment input left empty as not given', async () => {
    const settings = await deploy({});
    for (const name of [
      'source',
      'repoRef',
      'agentConfigPath',
      'imageUri',
      'sourcePath',
      'sourceTarballPath',
      'sourceConfig',
      'secrets',
      'secretReferences',
      'redeployRevision',
      'environment',
      'githubToken',
    ] as const) {
      expect(settings[name], name).toBeUndefined();
    }
    expect(settings.connection).toEqual({
      baseUrl: 'https://cp.example.com/',
      apiKey: 'sk-unit-1234',
    });
  });

  it('read an input of only blanks and line breaks as empty', async () => {
    setInputs({ ...CONNECTION, 'deployment-id': BLANKS, 'tenant-id': BLANKS, secrets: BLANKS });
    expect(await problemsOf(readDeploySettings(recordingRuntime().runtime))).toEqual([
      'deployment-id: or deployment-name is required: give the deployment id, or its exact name.',
    ]);
  });

  it('refuse a time-out under a second and a poll-interval under 100ms', async () => {
    expect(await problemsOf(deploy({ timeout: '999ms', 'poll-interval': '99ms' }))).toEqual([
      'timeout: must be at least 1000ms; got "999ms".',
      'poll-interval: must be at least 100ms; got "99ms".',
    ]);
  });

  it('accept the smallest time-out and poll-interval', async () => {
    const settings = await deploy({ timeout: '1s', 'poll-interval': '100ms' });
    expect(settings).toMatchObject({ timeout: 1000, pollInterval: 100 });
  });

  it('refuse a time-out over 24h', async () => {
    expect(await problemsOf(deploy({ timeout: '25h' }))).toEqual([
      'timeout: must be at most 24h; got "25h".',
    ]);
  });

  it('accept a repo-ref or agent-config-path of 255 characters and refuse 256', async () => {
    const at = await deploy({ 'repo-ref': 'r'.repeat(255), 'agent-config-path': 'p'.repeat(255) });
    expect(at.repoRef).toHaveLength(255);
    expect(
      await problemsOf(
        deploy({ 'repo-ref': 'r'.repeat(256), 'agent-config-path': 'p'.repeat(256) }),
      ),
    ).toEqual([
      'repo-ref: must be at most 255 characters.',
      'agent-config-path: String should have at most 255 characters.',
    ]);
  });

  it.each([
    ['repo-ref', 'main\nrefs/heads/evil', 'holds \\n (a line break); got "main\\nrefs/heads/evil"'],
    ['agent-config-path', 'langgraph\u202e.json', 'holds \\u202e (a bidi control'],
    ['image-uri', 'registry.example.com/agent:1\r\nx', 'holds \\r (a line break)'],
    ['source-tarball-path', 'uploads/a\u200b.tar.gz', 'holds \\u200b (a zero-width character)'],
    ['environment', 'prod\u00a0eu', 'holds \\u00a0 (a no-break space); got "prod\\u00a0eu"'],
  ])(
    'refuse %s holding an invisible character, with one error naming it',
    async (input, value, says) => {
      const problems = await problemsOf(
        deploy({ [input]: value, 'github-token': 'ghs-unit', 'source-path': '' }),
      );
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(
        `${input}: must be one line without control or invisible characters; it ${says}`,
      );
    },
  );

  it('refuse a repo-ref git would not take, and accept a branch, a tag or a commit sha', async () => {
    expect(await problemsOf(deploy({ 'repo-ref': 'main..evil' }))).toEqual([
      'repo-ref: must be a branch, tag or commit sha that git accepts, but holds ".."; got "main..evil".',
    ]);
    for (const ref of ['feature/agent-v2', 'v1.2.3', '0123456789abcdef0123456789abcdef01234567']) {
      expect((await deploy({ 'repo-ref': ref })).repoRef).toBe(ref);
    }
  });

  it('refuse an image-uri that is no image reference, and accept one with a port, a tag and a digest', async () => {
    expect(await problemsOf(deploy({ 'image-uri': 'registry.example.com/agent:$(id)' }))).toEqual([
      'image-uri: is not an image reference: write [host[:port]/]path[:tag][@digest], such as registry.example.com/team/agent:1.2; got "registry.example.com/agent:$(id)".',
    ]);
    const uri = `registry.example.com:5000/team/agent:1.2@sha256:${'a'.repeat(64)}`;
    expect((await deploy({ 'image-uri': uri })).imageUri).toBe(uri);
  });

  it('hand the secret values to the masking before validation, even when it then fails', async () => {
    setInputs({
      ...CONNECTION,
      'deployment-id': 'not-a-uuid',
      'bearer-token': 'bt-unit-5678',
      secrets: 'DB_PASSWORD=pw-unit-9012\nBROKEN LINE',
      'github-token': 'ghs-unit-3456',
    });
    const { runtime, masked } = recordingRuntime();
    const problems = await problemsOf(readDeploySettings(runtime));
    expect(masked).toEqual(['sk-unit-1234', 'bt-unit-5678', 'pw-unit-9012', 'ghs-unit-3456']);
    expect(problems.join('\n')).not.toMatch(/sk-unit|bt-unit|pw-unit|ghs-unit/);
  });

  it('refuse a secret name the platform reserves, naming the line', async () => {
    expect(await problemsOf(deploy({ secrets: 'OPENAI_API_KEY=sk-1\nPORT=8080' }))).toEqual([
      'secrets: line 2 sets PORT, which the platform reserves for itself: choose another name.',
    ]);
  });

  it('refuse source-config members that belong to a create, not a patch', async () => {
    const [problem] = await problemsOf(deploy({ 'source-config': 'name: other' }));
    expect(problem).toMatch(/^source-config: Unrecognized key: "name"/);
  });

  it('refuse a secret reference that lacks a member, saying where', async () => {
    const [problem] = await problemsOf(deploy({ 'secret-references': '[{"name": "T"}]' }));
    expect(problem).toMatch(/^secret-references: .* \(at 0\.secret_name\); got /);
  });

  it('name every bad input at once, a missing credential and target included', async () => {
    setInputs({ 'base-url': 'https://cp.example.com', timeout: 'soon', 'repo-ref': 'main' });
    expect(await problemsOf(readDeploySettings(recordingRuntime().runtime))).toEqual([
      'timeout: must be a duration such as 90, 90s, 15m, 1h30m or 500ms; got "soon".',
      'api-key: is required unless bearer-token is given.',
      'deployment-id: or deployment-name is required: give the deployment id, or its exact name.',
    ]);
  });
});

describe('the deploy inputs of the evaluation gate', () => {
  it('never repeat a langsmith-endpoint that is refused: a pasted URL may carry a password', async () => {
    const pasted = 'https://user:hunter2@smith example.com';
    const problems = await problemsOf(deploy({ 'langsmith-endpoint': pasted }));
    expect(problems.join('\n')).toContain('langsmith-endpoint');
    expect(problems.join('\n')).not.toContain('hunter2');
  });
});
