import { describe, expect, it } from 'vitest';
import { runDeploy, useEmulator } from '../../support/deploy-fixture.ts';

const emulator = useEmulator();
const DEPLOYMENT_ID = '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';

const BAD_INPUTS: Array<[string, Record<string, string>, RegExp]> = [
  [
    'a deployment id that is not a UUID',
    { 'deployment-id': 'my-deployment' },
    /Input "deployment-id": must be a UUID.*got "my-deployment"/,
  ],
  [
    'neither a deployment id nor a name',
    { 'deployment-id': '' },
    /Input "deployment-id": or deployment-name is required/,
  ],
  [
    'both a deployment id and a name',
    { 'deployment-name': 'support-agent' },
    /Input "deployment-id": and deployment-name were both given: give one of them/,
  ],
  [
    'create-if-missing with a deployment id',
    { 'create-if-missing': 'true' },
    /Input "create-if-missing": needs deployment-name/,
  ],
  [
    'a source only a new deployment can take, for a deployment that exists',
    { source: 'external_image' },
    /Input "source": can be external_image only when the deployment is created/,
  ],
  [
    'a deployment type for a deployment this step does not create',
    { 'deployment-type': 'prod' },
    /Input "deployment-type": is used only when this step creates the deployment/,
  ],
  [
    'a deployment type the service does not have',
    { 'deployment-type': 'staging' },
    /Input "deployment-type": must be one of dev_free, dev, prod; got "staging"/,
  ],
  [
    'a secret the platform reserves',
    { secrets: 'OPENAI_API_KEY=sk-1\nPORT=8080' },
    /Input "secrets": line 2 sets PORT, which the platform reserves for itself/,
  ],
  [
    'source-path without agent-config-path',
    { 'source-path': 'agent' },
    /Input "agent-config-path": is required with source-path/,
  ],
  [
    'source-path that leaves the workspace',
    { 'source-path': '../elsewhere', 'agent-config-path': 'langgraph.json' },
    /Input "source-path": must not leave the workspace with \.\./,
  ],
  [
    'redeploy-revision with an input that changes the deployment',
    { 'redeploy-revision': '0b8f6a5e-6c1d-4e2f-9a3b-7c4d5e6f7a8b', 'repo-ref': 'main' },
    /Input "repo-ref": cannot be given with redeploy-revision/,
  ],
  [
    'repository without integration-id',
    { repository: 'acme/agents' },
    /Input "integration-id": is needed too/,
  ],
  [
    'logs that is not a mode',
    { logs: 'sometimes' },
    /Input "logs": must be one of on-failure, always, never/,
  ],
  [
    'a deployment id with a path in it',
    { 'deployment-id': '../listeners' },
    /Input "deployment-id": must be a UUID/,
  ],
  [
    'an unknown source',
    { source: 'github' },
    /Input "source": must be one of sourcehost, external_image, internal_image, internal_source, internal_template/,
  ],
  [
    'a time-out that does not parse',
    { timeout: 'ten minutes' },
    /Input "timeout": must be a duration such as 90, 90s, 15m, 1h30m or 500ms/,
  ],
  [
    'a poll interval that does not parse',
    { 'poll-interval': '5 s' },
    /Input "poll-interval": must be a duration/,
  ],
  ['wait that is not a boolean', { wait: 'yes' }, /Input "wait": must be true or false/],
  [
    'source-config that is not an object',
    { 'source-config': '- a\n- b' },
    /Input "source-config": .*expected object/,
  ],
  [
    'source-config that fails the schema',
    { 'source-config': '{"resource_spec": {"min_scale": "two"}}' },
    /Input "source-config": .*\(at resource_spec\.min_scale\)/,
  ],
  [
    'source-config with an unknown member',
    { 'source-config': '{"build_on_pus": true}' },
    /Input "source-config": .*build_on_pus/,
  ],
  [
    'source-config that is not JSON or YAML',
    { 'source-config': '{"a": [}' },
    /Input "source-config": is not valid JSON or YAML/,
  ],
  [
    'a secrets line without =',
    { secrets: 'GOOD=1\nBAD_LINE' },
    /Input "secrets": line 2 has no "="/,
  ],
  [
    'secret-references that are not a list',
    { 'secret-references': '{"name": "x"}' },
    /Input "secret-references": .*expected array/,
  ],
  [
    'an http base URL for a remote host',
    { 'base-url': 'http://cp.example.com' },
    /Input "base-url": must use https:\/\//,
  ],
  [
    'a base URL that is not a URL',
    { 'base-url': 'cp.example.com' },
    /Input "base-url": must be an absolute URL/,
  ],
  [
    'no credential at all',
    { 'api-key': '' },
    /Input "api-key": is required unless bearer-token is given/,
  ],
  ['a tenant id that is not a UUID', { 'tenant-id': 'acme' }, /Input "tenant-id": must be a UUID/],
  [
    'a repo-ref over 255 characters',
    { 'repo-ref': 'r'.repeat(256) },
    /Input "repo-ref": must be at most 255 characters/,
  ],
];

describe('bad inputs', () => {
  it.each(BAD_INPUTS)(
    'rejects %s before any request, naming the input',
    async (_case, inputs, message) => {
      const emu = emulator();
      const run = await runDeploy(emu, DEPLOYMENT_ID, { 'repo-ref': 'main', ...inputs });

      expect(run.exitCode).toBe(1);
      expect(run.stdout).toMatch(/^::error title=Deploy not started%3A bad input::/m);
      expect(run.stdout.replace(/%0A/g, '\n')).toMatch(message);
      expect(run.outputs).toEqual({ result: 'failed' });
      expect(run.summary).toContain('Deploy not started: bad input');
      expect(emu.requests).toHaveLength(0);
    },
  );

  it('never repeats a bad secrets value or the API key in its message', async () => {
    const emu = emulator();
    const run = await runDeploy(emu, DEPLOYMENT_ID, {
      'api-key': 'key-with-no-partner',
      secrets: 'TOKEN=s3cr3t-value\nnot a secret line s3cr3t-too',
      'deployment-id': 'nope',
    });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('::add-mask::key-with-no-partner');
    expect(run.stdout).toContain('::add-mask::s3cr3t-value');
    const withoutMasks = run.stdout.replace(/^::add-mask::.*$/gm, '');
    expect(withoutMasks).not.toContain('s3cr3t');
    expect(withoutMasks).not.toContain('key-with-no-partner');
    expect(emu.requests).toHaveLength(0);
  });
});
