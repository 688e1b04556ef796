// src/common/inputs.ts: the value rules every action's inputs are built from (UUIDs, durations,
// booleans, one-of-a-few-words, JSON or YAML) and validateInputs, which names each bad input.
// The hostile-input table (test/runner-contract/security/hostile-table.ts) drives the same rules through the bundle.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SecretReference, SourceConfig } from '../../src/client/service-schemas.ts';
import {
  booleanInput,
  booleanInputs,
  camelCase,
  durationInput,
  enumInput,
  inputDefaults,
  multiLine,
  multiLineInputs,
  optionalText,
  optionalUuid,
  parseStructuredInput,
  requiredUuid,
  settingsOf,
  structuredInput,
  validateInputs,
  withDefault,
} from '../../src/common/inputs.ts';
import { inputProblems, problemOf } from '../support/schema-problems.ts';

describe('UUID inputs', () => {
  it('accept upper-case UUIDs', async () => {
    expect(await problemOf(requiredUuid, '2A7C9E41-5B3D-4F6A-8C2E-9D1B0A3F5E77')).toBeUndefined();
  });

  it.each(['{2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77}', '2a7c9e415b3d4f6a8c2e9d1b0a3f5e77'])(
    'refuse the other spellings of a UUID, such as %s',
    async (text) => {
      expect(await problemOf(requiredUuid, text)).toMatch(/^must be a UUID such as /);
    },
  );

  it('read an optional empty one as not given', () => {
    expect(optionalUuid.parse('')).toBeUndefined();
  });
});

describe('durations', () => {
  const pollInterval = durationInput(100);
  const timeout = durationInput(1000);

  it('refuses one under the minimum, naming it', async () => {
    expect(await problemOf(pollInterval, '50ms')).toBe('must be at least 100ms');
    expect(await problemOf(timeout, '999ms')).toBe('must be at least 1000ms');
    expect(await problemOf(timeout, '0')).toBe('must be at least 1000ms');
  });

  it('accepts the minimum itself', () => {
    expect(pollInterval.parse('100ms')).toBe(100);
    expect(timeout.parse('1s')).toBe(1000);
  });

  it('accepts 24h and refuses a second more, before a timer could overflow', async () => {
    expect(timeout.parse('24h')).toBe(86_400_000);
    expect(await problemOf(timeout, '24h1s')).toBe('must be at most 24h');
    expect(await problemOf(timeout, '25d'.replace('d', 'h'))).toBe('must be at most 24h');
  });
});

describe('wait', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['True', true],
    ['false', false],
    ['FALSE', false],
    ['', false],
  ])('reads %j as %s', (text, value) => {
    expect(booleanInput.parse(text)).toBe(value);
  });

  it.each(['yes', '1', 'on', 'true '])('refuses %j', async (text) => {
    expect(await problemOf(booleanInput, text)).toBe('must be true or false');
  });
});

describe('one-of-a-few-words inputs', () => {
  const source = enumInput(['sourcehost', 'internal_image', 'internal_source']);

  it('read empty as not given', () => {
    expect(source.parse('')).toBeUndefined();
  });

  it('are case-sensitive, as the service is', async () => {
    expect(source.parse('internal_image')).toBe('internal_image');
    expect(await problemOf(source, 'Internal_Image')).toBe(
      'must be one of sourcehost, internal_image, internal_source',
    );
  });

  it('refuse a deployment source a PATCH cannot pick', async () => {
    expect(await problemOf(source, 'external_image')).toMatch(/^must be one of /);
  });
});

describe('structured (JSON or YAML) inputs', () => {
  const sourceConfig = structuredInput(SourceConfig.strict());
  const references = structuredInput(z.array(SecretReference));

  it('reads JSON, block YAML and flow YAML alike', async () => {
    for (const text of [
      '{"build_on_push": true, "deployment_type": "dev"}',
      'build_on_push: true\ndeployment_type: dev',
      '{build_on_push: true, deployment_type: dev}',
    ]) {
      expect(await sourceConfig.parseAsync(text)).toEqual({
        build_on_push: true,
        deployment_type: 'dev',
      });
    }
  });

  it('reads empty as not given', async () => {
    expect(await sourceConfig.parseAsync('')).toBeUndefined();
  });

  it('refuses text that is neither JSON nor YAML, with the parser reason', async () => {
    expect(await problemOf(sourceConfig, 'key: [unclosed')).toMatch(
      /^is not valid JSON or YAML: Flow sequence/,
    );
  });

  it('refuses a key written twice rather than keeping one silently', async () => {
    expect(await problemOf(sourceConfig, 'build_on_push: true\nbuild_on_push: false')).toBe(
      'is not valid JSON or YAML: Map keys must be unique',
    );
  });

  it('refuses a null document', async () => {
    for (const text of ['null', '~']) {
      expect(await problemOf(sourceConfig, text)).toBe(
        'Invalid input: expected object, received null',
      );
    }
  });

  it('refuses a value of the wrong type deep inside, naming where', async () => {
    const result = await sourceConfig.safeParseAsync('{"resource_spec": {"min_scale": "two"}}');
    expect(result.error?.issues.map(({ path, message }) => [path, message])).toEqual([
      [['resource_spec', 'min_scale'], 'Invalid input: expected number, received string'],
    ]);
  });

  it('refuses a deployment_type the service does not have', async () => {
    expect(await problemOf(sourceConfig, 'deployment_type: staging')).toMatch(/dev_free/);
  });

  it('refuses a secret reference with an empty or missing member', async () => {
    const result = await references.safeParseAsync(
      '[{"name": "", "secret_name": "vault", "secret_key": "k"}, {"name": "B", "secret_name": "v"}]',
    );
    expect(result.error?.issues.map(({ path }) => path.join('.'))).toEqual([
      '0.name',
      '1.secret_key',
    ]);
  });

  it('refuses text over 256 KiB before parsing it', async () => {
    // Through a promise: the same test holds whether the parser is synchronous or not.
    const parsing = Promise.resolve().then(() =>
      parseStructuredInput(`[${'1,'.repeat(140_000)}1]`),
    );
    await expect(parsing).rejects.toThrow(
      /^is 280003 characters long; at most 262144 are accepted$/,
    );
  });
});

describe('validateInputs', () => {
  const schema = z.object({
    name: z.string().min(3, { error: 'is too short' }),
    timeout: durationInput(1000),
    'api-key': z.string().min(10, { error: 'is too short' }),
    'source-config': structuredInput(SourceConfig.strict()),
  });
  const good = { name: 'abc', timeout: '5s', 'api-key': 'k'.repeat(10), 'source-config': '' };

  it('names every bad input at once, one problem each', async () => {
    expect(await inputProblems(schema, { ...good, name: 'a', timeout: 'x' })).toEqual([
      'name: is too short; got "a".',
      'timeout: must be a duration such as 90, 90s, 15m, 1h30m or 500ms; got "x".',
    ]);
  });

  it('joins the problems into one message, a line per input', async () => {
    await expect(validateInputs(schema, { ...good, name: 'a', timeout: 'x' })).rejects.toThrow(
      'Input "name": is too short; got "a".\nInput "timeout": must be a duration',
    );
  });

  it('shows where inside a structured input the problem is', async () => {
    expect(
      await inputProblems(schema, { ...good, 'source-config': 'resource_spec: {min_scale: x}' }),
    ).toEqual([
      'source-config: Invalid input: expected number, received string (at resource_spec.min_scale); got "resource_spec: {min_scale: x}".',
    ]);
  });

  it('never echoes a secret input or a long one', async () => {
    const problems = await inputProblems(schema, {
      ...good,
      'api-key': 'short-key',
      timeout: 'x'.repeat(81),
    });
    expect(problems).toEqual([
      'timeout: must be a duration such as 90, 90s, 15m, 1h30m or 500ms.',
      'api-key: is too short.',
    ]);
  });

  it.each([
    ['main\nevil', '\\n (a line break)', 'main\\nevil'],
    ['pr-7\u0007', '\\u0007 (a control character)', 'pr-7\\u0007'],
    [
      'main\u202egnp.exe',
      '\\u202e (a bidi control, which reorders the text around it)',
      'main\\u202egnp.exe',
    ],
    ['ma\u200bin', '\\u200b (a zero-width character)', 'ma\\u200bin'],
    ['team\u00a0a', '\\u00a0 (a no-break space)', 'team\\u00a0a'],
    ['a\u2028b', '\\u2028 (a line or paragraph separator)', 'a\\u2028b'],
    ['a\u3000b', '\\u3000 (a space other than the plain one)', 'a\\u3000b'],
    ['a\u{e0041}b', '\\u{e0041} (an invisible format character)', 'a\\u{e0041}b'],
  ])(
    'refuses %j in a one-line input once, the character shown as an escape',
    async (value, held, shown) => {
      expect(await inputProblems(schema, { ...good, name: value })).toEqual([
        `name: must be one line without control or invisible characters; it holds ${held}; got "${shown}".`,
      ]);
    },
  );

  it('leaves line breaks to the own rules of an input written on several lines', async () => {
    const multi = z.object({ list: z.string(), name: z.string() });
    await expect(validateInputs(multi, { list: 'a\nb', name: 'x' }, ['list'])).resolves.toEqual({
      list: 'a\nb',
      name: 'x',
    });
    expect(await inputProblems(multi, { list: 'a\nb', name: 'x' })).toEqual([
      'list: must be one line without control or invisible characters; it holds \\n (a line break); got "a\\nb".',
    ]);
  });

  it('does not repeat a value written on several lines: its own message says where it is wrong', async () => {
    const multi = z.object({ list: z.string().refine((v) => !v.includes('x'), 'holds an x') });
    expect(await inputProblems(multi, { list: 'a\nx' })).toEqual([
      'list: must be one line without control or invisible characters; it holds \\n (a line break); got "a\\nx".',
    ]);
    await expect(validateInputs(multi, { list: 'a\nx' }, ['list'])).rejects.toThrow(
      /^Input "list": holds an x\.$/,
    );
    await expect(validateInputs(multi, { list: 'x' }, ['list'])).rejects.toThrow(
      /^Input "list": holds an x; got "x"\.$/,
    );
  });

  it("names a bad character along with the other inputs' problems, and no other problem of the same input", async () => {
    expect(
      await inputProblems(schema, { ...good, name: 'a\u200b', timeout: 'x', 'api-key': 'k\n' }),
    ).toEqual([
      'name: must be one line without control or invisible characters; it holds \\u200b (a zero-width character); got "a\\u200b".',
      'api-key: must be one line without control or invisible characters; it holds \\n (a line break).',
      'timeout: must be a duration such as 90, 90s, 15m, 1h30m or 500ms; got "x".',
    ]);
  });

  it('echoes a value of up to 80 characters, quoted so a stray space shows', async () => {
    const [problem] = await inputProblems(schema, { ...good, timeout: `${'x'.repeat(79)} ` });
    expect(problem).toBe(
      `timeout: must be a duration such as 90, 90s, 15m, 1h30m or 500ms; got "${'x'.repeat(79)} ".`,
    );
  });

  it('refuses any input over 64 KiB before validating anything', async () => {
    expect(
      await inputProblems(schema, { ...good, name: 'a', 'source-config': 'x'.repeat(65_537) }),
    ).toEqual(['source-config: is 65537 characters long; at most 65536 are accepted.']);
  });

  it('accepts an input of exactly 64 KiB', async () => {
    const long = z.object({ text: z.string() });
    expect(await validateInputs(long, { text: 'x'.repeat(65_536) })).toEqual({
      text: 'x'.repeat(65_536),
    });
  });
});

describe('the settings a shape makes', () => {
  const shape = {
    'create-if-missing': withDefault(booleanInput, 'false'),
    'k8s-namespaces': multiLine(optionalText),
    wait: withDefault(multiLine(booleanInput), 'true'),
    source: optionalText,
  };

  it('name each input in camelCase', () => {
    expect(camelCase('create-if-missing')).toBe('createIfMissing');
    expect(camelCase('k8s-namespaces')).toBe('k8sNamespaces');
    expect(camelCase('wait')).toBe('wait');
    const inputs = { 'create-if-missing': true, 'k8s-namespaces': 'a', wait: false, other: 1 };
    expect(settingsOf(shape, inputs)).toEqual({
      createIfMissing: true,
      k8sNamespaces: 'a',
      wait: false,
      source: undefined,
    });
  });

  it("keep action.yml's defaults and the multi-line inputs beside the rules, a copy of a rule apart from the rule", () => {
    expect(inputDefaults(shape)).toEqual({ 'create-if-missing': 'false', wait: 'true' });
    expect(multiLineInputs(shape)).toEqual(['k8s-namespaces', 'wait']);
    expect(inputDefaults({ plain: booleanInput, text: optionalText })).toEqual({});
  });

  it('know the inputs read as true or false, however their rule was copied', () => {
    expect(booleanInputs(shape)).toEqual(['create-if-missing', 'wait']);
    expect(booleanInputs({ plain: booleanInput, text: optionalText })).toEqual(['plain']);
  });
});
