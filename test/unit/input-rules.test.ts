// src/deploy/input-rules.ts: the deploy inputs' own rules (secret lines, workspace paths) and
// the rules that need several inputs at once.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText } from '../../src/common/inputs.ts';
import {
  changesDeployment,
  changingInputs,
  checkCombinations,
  emptySecretsProblem,
  healthCheckPath,
  parseSecretLines,
  RESERVED_SECRET_NAMES,
  secretsInput,
  secretValuesOf,
  workspacePath,
} from '../../src/deploy/input-rules.ts';
import { CHANGING_INPUTS } from '../../src/deploy/inputs.ts';

describe('parseSecretLines', () => {
  it('reads NAME=value lines, the value being everything after the first =', () => {
    expect(parseSecretLines('API_TOKEN=abc\nDSN=postgres://u:p@h/db?sslmode=require')).toEqual([
      { ok: true, secret: { name: 'API_TOKEN', value: 'abc' } },
      { ok: true, secret: { name: 'DSN', value: 'postgres://u:p@h/db?sslmode=require' } },
    ]);
  });

  it('trims blanks around the name and the value', () => {
    expect(parseSecretLines('  KEY  =  spaced value  ')).toEqual([
      { ok: true, secret: { name: 'KEY', value: 'spaced value' } },
    ]);
  });

  it('accepts an empty value', () => {
    expect(parseSecretLines('EMPTY=')).toEqual([
      { ok: true, secret: { name: 'EMPTY', value: '' } },
    ]);
  });

  it('accepts names with digits, dots and dashes after the first character', () => {
    const names = parseSecretLines('_A=1\nb.c-d_9=2').map((line) => line.ok && line.secret.name);
    expect(names).toEqual(['_A', 'b.c-d_9']);
  });

  it('skips blank lines and # comments, yet counts them in line numbers', () => {
    const lines = parseSecretLines('# a comment\n\n   \n  # indented comment\nBAD');
    expect(lines).toEqual([{ ok: false, line: 5, problem: 'has no "=": write NAME=value' }]);
  });

  it('reads Windows line endings without leaving a carriage return in a value', () => {
    expect(parseSecretLines('A=1\r\nB=2\r\n')).toEqual([
      { ok: true, secret: { name: 'A', value: '1' } },
      { ok: true, secret: { name: 'B', value: '2' } },
    ]);
  });

  it('names a line without =', () => {
    expect(parseSecretLines('A=1\njust-a-value')).toEqual([
      { ok: true, secret: { name: 'A', value: '1' } },
      { ok: false, line: 2, problem: 'has no "=": write NAME=value' },
    ]);
  });

  it.each([
    ['=value', ''],
    ['1ST=value', '1ST'],
    ['MY KEY=value', 'MY KEY'],
    ['KEY$=value', 'KEY$'],
    ['ключ=value', 'ключ'],
  ])('refuses the name in %j', (text, name) => {
    expect(parseSecretLines(text)).toEqual([
      {
        ok: false,
        line: 1,
        problem: `has an invalid name ${JSON.stringify(name)}: use letters, digits and _`,
      },
    ]);
  });

  it('quotes at most 40 characters of an invalid name', () => {
    const [line] = parseSecretLines(`${'x '.repeat(100)}=value`);
    expect(line).toMatchObject({ ok: false, line: 1 });
    const problem = (line as { problem: string }).problem;
    expect(problem).toBe(
      `has an invalid name ${JSON.stringify('x '.repeat(20))}: use letters, digits and _`,
    );
  });

  it('refuses a repeated name, keeping the first', () => {
    expect(parseSecretLines('A=1\nB=2\nA=3')).toEqual([
      { ok: true, secret: { name: 'A', value: '1' } },
      { ok: true, secret: { name: 'B', value: '2' } },
      { ok: false, line: 3, problem: 'repeats the name A' },
    ]);
  });

  it('treats names as case-sensitive', () => {
    expect(parseSecretLines('a=1\nA=2').every((line) => line.ok)).toBe(true);
  });

  it('never puts a value into a problem', () => {
    const value = 'hunter2-s3cr3t';
    const lines = parseSecretLines(
      `A=${value}\nA=${value}\nBAD NAME=${value}\n1X=${value}\n${value}`,
    );
    const problems = lines.filter((line) => !line.ok);
    expect(problems).toHaveLength(4);
    for (const problem of problems) expect(JSON.stringify(problem)).not.toContain(value);
  });
});

describe('secretValuesOf', () => {
  it('lists the values of the good lines only, in order', () => {
    expect(secretValuesOf(parseSecretLines('A=one\nBROKEN\nB=two=2\nA=dup\nC='))).toEqual([
      'one',
      'two=2',
      '',
    ]);
  });

  it('lists nothing for nothing', () => {
    expect(secretValuesOf(parseSecretLines(''))).toEqual([]);
  });
});

describe('the secrets input schema', () => {
  it('reads an empty input as not given, so a deploy never sends secrets: []', () => {
    expect(secretsInput.parse('')).toBeUndefined();
    expect(secretsInput.parse('# only a comment\n\n')).toBeUndefined();
  });

  it('reads good lines as the secrets to send', () => {
    expect(secretsInput.parse('A=1\nB=2')).toEqual([
      { name: 'A', value: '1' },
      { name: 'B', value: '2' },
    ]);
  });

  it('reports every bad line, each by its number, and no value', () => {
    const result = secretsInput.safeParse('GOOD=keep-me-secret\nBAD\n9=x\nGOOD=again');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'line 2 has no "=": write NAME=value',
      'line 3 has an invalid name "9": use letters, digits and _',
      'line 4 repeats the name GOOD',
    ]);
    expect(JSON.stringify(result.error?.issues)).not.toContain('keep-me-secret');
  });
});

describe('emptySecretsProblem', () => {
  const CAUSE =
    'Usually the GitHub secret it comes from is not set in this repository or its environment, or is not available to this event (a pull request from a fork gets no secrets). Set it, or set allow-empty-secrets: true to send empty values on purpose';

  it('passes secrets that all have a value, and no secrets at all', () => {
    expect(emptySecretsProblem([{ name: 'A', value: '1' }], false)).toBeUndefined();
    expect(emptySecretsProblem(undefined, false)).toBeUndefined();
  });

  it('names the empty one and the usual cause', () => {
    const secrets = secretsInput.parse('OPENAI_API_KEY=\nSET=1');
    expect(emptySecretsProblem(secrets, false)).toBe(`OPENAI_API_KEY is empty. ${CAUSE}`);
  });

  it('names every empty one, a value of blanks included', () => {
    const secrets = secretsInput.parse('A=\nB=1\nC=   \nD=');
    expect(emptySecretsProblem(secrets, false)).toBe(`A, C and D are empty. ${CAUSE}`);
  });

  it('lets empty values through with allow-empty-secrets', () => {
    expect(emptySecretsProblem([{ name: 'A', value: '' }], true)).toBeUndefined();
  });
});

describe('reserved secret names', () => {
  it.each(['PORT', 'PATH', 'POSTGRES_URI', 'LSD_DEPLOYMENT_TYPE'])('refuses %s', (name) => {
    expect(RESERVED_SECRET_NAMES.has(name)).toBe(true);
    const problem = `sets ${name}, which the platform reserves for itself: choose another name`;
    expect(parseSecretLines(`OK=1\n${name}=x`)[1]).toEqual({ ok: false, line: 2, problem });
  });

  it('compares them exactly: port is a name of its own', () => {
    expect(parseSecretLines('port=8080')[0]?.ok).toBe(true);
  });
});

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

describe('checkCombinations', () => {
  const DEFAULTS = { 'create-if-missing': false, 'comment-on-pr': false, wait: true };
  const rules = checkCombinations(
    z.looseObject({
      'create-if-missing': z.boolean(),
      'comment-on-pr': z.boolean(),
      wait: z.boolean(),
    }),
    CHANGING_INPUTS,
  );
  const problems = (inputs: Record<string, unknown>) =>
    (rules.safeParse({ ...DEFAULTS, ...inputs }).error?.issues ?? []).map(
      (issue) => `${String(issue.path[0])}: ${issue.message}`,
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
});
