// src/deploy/input-rules.ts: the deploy inputs' own rules (workspace paths, the health check) and
// the rules that need several inputs at once.
import { describe, expect, it } from 'vitest';
import { optionalText } from '../../src/common/inputs.ts';
import {
  changesDeployment,
  changingInputs,
  healthCheckPath,
  workspacePath,
} from '../../src/deploy/input-rules.ts';
import { combinationProblems } from '../../src/deploy/inputs.ts';
import { CHANGING_INPUTS, deploySettingsFrom } from '../../src/deploy/settings.ts';

describe('workspacePath', () => {
  it.each([
    ['agent', 'agent'],
    ['./agents/support', './agents/support'],
    ['', undefined],
  ])('accepts %j', (text, path) => {
    expect(workspacePath.parse(text)).toBe(path);
  });

  it.each([
    ['/etc', 'must be a path relative to the workspace'],
    ['C:\\agent', 'must be a path relative to the workspace'],
    ['agent/../../x', 'must not leave the workspace with ..'],
    ['agent\n::stop-commands::x', 'must be one line without control characters'],
  ])('refuses %j', (text, message) => {
    expect(workspacePath.safeParse(text).error?.issues[0]?.message).toBe(message);
  });
});

describe('healthCheckPath', () => {
  it.each(['/ok', '/api/ok?probe=1', '/'])('takes %j', (path) => {
    expect(healthCheckPath.parse(path)).toBe(path);
  });

  it.each([
    'ok',
    '//evil.example.com/ok',
    '/o k',
    '/ok\n::stop-commands::x',
    '/ok\\..',
    `/${'a'.repeat(300)}`,
  ])('refuses %j', (path) => {
    expect(healthCheckPath.safeParse(path).success).toBe(false);
  });

  it('leaves an empty input unset', () => {
    expect(healthCheckPath.parse('')).toBeUndefined();
  });
});

describe('changingInputs', () => {
  it('names the inputs changesDeployment marked, in order, though they share a rule', () => {
    const shape = {
      first: changesDeployment(optionalText),
      plain: optionalText,
      second: changesDeployment(optionalText),
    };
    expect(changingInputs(shape)).toEqual(['first', 'second']);
    expect(shape.first.parse('')).toBeUndefined();
  });

  it('gives the deploy inputs whose value goes into the deployment', () => {
    expect(CHANGING_INPUTS).toEqual([
      'source',
      'repo-ref',
      'agent-config-path',
      'image-uri',
      'source-path',
      'source-tarball-path',
      'source-config',
      'secrets',
      'secret-references',
    ]);
  });
});

describe('combinationProblems', () => {
  const DEFAULTS = { 'create-if-missing': false, 'comment-on-pr': false, wait: true };
  const problems = (inputs: Record<string, unknown>) =>
    combinationProblems(deploySettingsFrom({ ...DEFAULTS, ...inputs } as never)).map(
      ({ input, message }) => `${input}: ${message}`,
    );
  const BY_ID = { 'deployment-id': 'some-id' };
  const REVISION = { ...BY_ID, 'redeploy-revision': 'some-revision' };

  it('accepts a plain deploy by id or by name', () => {
    expect(problems(BY_ID)).toEqual([]);
    expect(
      problems({ 'deployment-name': 'pr-7', 'create-if-missing': true, source: 'external_image' }),
    ).toEqual([]);
  });

  it('runs a health check only for a deploy that waits for DEPLOYED', () => {
    expect(problems({ ...BY_ID, 'health-check': '/ok' })).toEqual([]);
    expect(problems({ ...BY_ID, 'health-check': '/ok', wait: false })).toEqual([
      'health-check: needs wait: true: the check runs once the revision is DEPLOYED',
    ]);
  });

  it('creates a deployment only by its name', () => {
    expect(problems({ ...BY_ID, 'create-if-missing': true })).toEqual([
      'create-if-missing: needs deployment-name: a deployment is created by its name',
    ]);
  });

  it('takes deployment-type only for a deployment this step may create, and once', () => {
    const creating = { 'deployment-name': 'pr-7', 'create-if-missing': true };
    expect(problems({ ...creating, 'deployment-type': 'prod' })).toEqual([]);
    const onlyOnCreate =
      'deployment-type: is used only when this step creates the deployment: give it with create-if-missing: true and deployment-name';
    expect(problems({ 'deployment-name': 'pr-7', 'deployment-type': 'prod' })).toEqual([
      onlyOnCreate,
    ]);
    expect(problems({ ...BY_ID, 'deployment-type': 'dev' })).toEqual([onlyOnCreate]);
    expect(
      problems({
        ...creating,
        'deployment-type': 'prod',
        'source-config': { deployment_type: 'prod' },
      }),
    ).toEqual(["deployment-type: and source-config's deployment_type were both given: give one"]);
  });

  it('takes a create-only source only when the deployment may be created', () => {
    expect(problems({ 'deployment-name': 'pr-7', source: 'external_image' })).toEqual([
      'source: can be external_image only when the deployment is created; a deployment that exists takes sourcehost, internal_image, internal_source',
    ]);
  });

  it('needs agent-config-path with source-path, and neither another source nor a tarball', () => {
    expect(
      problems({
        ...BY_ID,
        'source-path': 'agent',
        source: 'sourcehost',
        'source-tarball-path': 'a.tgz',
      }),
    ).toEqual([
      'source: must be internal_source (or empty) with source-path',
      'agent-config-path: is required with source-path: the config file, relative to source-path',
      'source-tarball-path: cannot be given with source-path, which uploads its own',
    ]);
  });

  it('needs integration-id and repository together, naming the one missing', () => {
    const message =
      'is needed too: integration-id and repository together name the repository to deploy';
    expect(problems({ ...BY_ID, repository: 'acme/agents' })).toEqual([
      `integration-id: ${message}`,
    ]);
    expect(problems({ ...BY_ID, 'integration-id': 'some-id' })).toEqual([`repository: ${message}`]);
  });

  it('refuses every input that changes the deployment alongside redeploy-revision', () => {
    expect(
      problems({ ...REVISION, 'repo-ref': 'main', secrets: [], 'create-if-missing': true }),
    ).toEqual([
      'create-if-missing: needs deployment-name: a deployment is created by its name',
      'repo-ref: cannot be given with redeploy-revision, which deploys an earlier revision as it was',
      'secrets: cannot be given with redeploy-revision, which deploys an earlier revision as it was',
      'create-if-missing: cannot be given with redeploy-revision',
    ]);
    expect(problems({ ...REVISION, 'rollback-on-failure': true, wait: false })).toEqual([]);
  });

  it('refuses an empty secret unless allow-empty-secrets is set', () => {
    const secrets = [{ name: 'OPENAI_API_KEY', value: '' }];
    expect(problems({ ...BY_ID, secrets })).toEqual([
      expect.stringMatching(/^secrets: OPENAI_API_KEY is empty\. Usually the GitHub secret/),
    ]);
    expect(problems({ ...BY_ID, secrets, 'allow-empty-secrets': true })).toEqual([]);
  });

  it('refuses a name the service would not accept, only when it may create the deployment', () => {
    const create = { 'create-if-missing': true, source: 'external_image' };
    expect(problems({ 'deployment-name': 'Support Agent', ...create })).toEqual([
      'deployment-name: is not a name the service accepts for a new deployment, which holds only lower-case letters, digits and hyphens: use "support-agent"',
    ]);
    expect(problems({ 'deployment-name': 'support-agent', ...create })).toEqual([]);
    expect(problems({ 'deployment-name': 'Support Agent' })).toEqual([]);
  });

  it('needs github-token with environment or comment-on-pr', () => {
    const message =
      'github-token: is required with environment or comment-on-pr (its default is github.token)';
    expect(problems({ ...BY_ID, environment: 'preview' })).toEqual([message]);
    expect(problems({ ...BY_ID, 'comment-on-pr': true })).toEqual([message]);
    expect(problems({ ...BY_ID, 'comment-on-pr': true, 'github-token': 'ghs' })).toEqual([]);
  });

  describe('the evaluation gate', () => {
    const GATE = {
      'api-key': 'sk',
      'eval-dataset': { kind: 'file', path: 'evals/qa.jsonl' },
      'eval-assistant': 'agent',
      'eval-evaluators': [{ kind: 'builtin', name: 'exact', line: 1 }],
      'eval-threshold': [{ key: 'exact', minimum: 0.9 }],
    };

    it('runs only in a deploy that waits for DEPLOYED', () => {
      expect(problems({ ...BY_ID, ...GATE })).toEqual([]);
      expect(problems({ ...BY_ID, ...GATE, wait: false })).toEqual([
        'eval-dataset: needs wait: true: the evaluation runs once the revision is DEPLOYED',
      ]);
    });

    it('holds the gate’s own rules between its inputs', () => {
      const { 'eval-assistant': _, ...noAssistant } = GATE;
      expect(problems({ ...BY_ID, ...noAssistant })).toEqual([
        'eval-assistant: is required with eval-dataset: the graph id or assistant id',
      ]);
    });

    it('compares with another deployment, never the one it deploys', () => {
      const byName = { 'deployment-name': 'support-agent' };
      expect(
        problems({
          ...byName,
          ...GATE,
          'eval-baseline': { kind: 'deployment', name: 'support-agent' },
        }),
      ).toEqual([
        'eval-baseline: names the deployment this step deploys: its live revision is eval-baseline: live',
      ]);
      const id = '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';
      expect(
        problems({
          'deployment-id': id.toUpperCase(),
          ...GATE,
          'eval-baseline': { kind: 'deployment', id },
        }),
      ).toHaveLength(1);
      expect(
        problems({ ...byName, ...GATE, 'eval-baseline': { kind: 'deployment', name: 'prod' } }),
      ).toEqual([]);
    });
  });
});
