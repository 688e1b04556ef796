// src/changes/inputs.ts: how the changes action reads its inputs into one settings object.
import { describe, expect, it } from 'vitest';
import { readChangesSettings } from '../../src/changes/inputs.ts';
import { HOSTILE_VALUES } from '../support/hostile-values.ts';
import {
  BLANKS,
  CONNECTION,
  problemsOf,
  recordingRuntime,
  setInputs,
} from '../support/runner-inputs.ts';

const changes = (inputs: Record<string, string>) => {
  setInputs(inputs);
  return readChangesSettings(recordingRuntime().runtime);
};

const DEFAULTS = {
  patterns: { include: ['**/langgraph.json'], exclude: [] },
  all: false,
  deploymentName: '{name}',
};

describe('the changes settings', () => {
  it('need nothing: the defaults find every langgraph.json, named after its directory', async () => {
    expect(await changes({})).toEqual(DEFAULTS);
    expect(await changes({ agents: BLANKS, 'deployment-name': BLANKS })).toEqual(DEFAULTS);
  });

  it('read patterns one a line, "!" leaving matches out, comments, blank lines and "./" dropped', async () => {
    const settings = await changes({
      agents:
        './agents/*/langgraph.json\n\n# the services too\nservices/**/langgraph.json\n!./examples/**\n!**/fixtures/**\n',
    });
    expect(settings.patterns).toEqual({
      include: ['agents/*/langgraph.json', 'services/**/langgraph.json'],
      exclude: ['examples/**', '**/fixtures/**'],
    });
  });

  it.each([
    ['only exclusions', '!examples/**'],
    ['an absolute pattern', '/repo/**/langgraph.json'],
    ['a control character', 'agents/\u0007/langgraph.json'],
  ])('refuse agents with %s', async (_, agents) => {
    const [problem] = await problemsOf(changes({ agents }));
    expect(problem).toMatch(/^agents: must be glob patterns relative to the workspace, one a line/);
  });

  it('need {name} in the templates, or every agent would map to one deployment', async () => {
    expect(
      await problemsOf(
        changes({ 'deployment-name': 'prod', environment: 'production', 'github-token': 'ghs_x' }),
      ),
    ).toEqual([
      `deployment-name: must hold {name}, which stands for each agent's name (e.g. prod-{name}); without it every agent would map to the same one; got "prod".`,
      `environment: must hold {name}, which stands for each agent's name (e.g. production-{name}); without it every agent would map to the same one; got "production".`,
    ]);
  });

  it('take a control plane only with a credential, and a credential only with a control plane', async () => {
    expect(await changes({ ...CONNECTION, 'deployment-name': 'prod-{name}' })).toEqual({
      ...DEFAULTS,
      deploymentName: 'prod-{name}',
      connection: { baseUrl: 'https://cp.example.com/', apiKey: 'sk-unit-1234' },
    });
    expect(await problemsOf(changes({ 'base-url': 'https://cp.example.com' }))).toEqual([
      'api-key: is required with base-url unless bearer-token is given.',
    ]);
    expect(await problemsOf(changes({ 'api-key': 'sk-unit-1234' }))).toEqual([
      'base-url: is required with api-key: it says which control plane to ask what is live.',
    ]);
  });

  it('read GitHub deployments with environment and a token, and need the token then', async () => {
    expect(await changes({ environment: 'production-{name}', 'github-token': 'ghs_x' })).toEqual({
      ...DEFAULTS,
      github: { environment: 'production-{name}', token: 'ghs_x' },
    });
    expect(await problemsOf(changes({ environment: 'production-{name}' }))).toEqual([
      'github-token: is required with environment (its default is github.token).',
    ]);
  });

  it.each(['4f2c1d0e9b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d', 'origin/main', 'v1.2.0', 'HEAD~1'])(
    'take the base %s',
    async (base) => {
      expect((await changes({ base })).base).toBe(base);
    },
  );

  it.each(['--upload-pack=evil', 'main..feature', 'a b', 'main;rm'])(
    'refuse the base %j',
    async (base) => {
      const [problem] = await problemsOf(changes({ base }));
      expect(problem).toMatch(/^base: must be a commit id \(or a branch or tag name\)/);
    },
  );

  it('refuse every hostile value in base, the templates and all, naming the input', async () => {
    const hostile = Object.entries(HOSTILE_VALUES).filter(([kind]) => kind !== 'empty');
    for (const input of ['base', 'deployment-name', 'environment', 'all']) {
      for (const [kind, value] of hostile) {
        const extra: Record<string, string> =
          input === 'environment' ? { 'github-token': 'ghs_x' } : {};
        const problems = await problemsOf(changes({ [input]: value, ...extra }));
        expect(problems.length, `${input} = ${kind}`).toBe(1);
        expect(problems[0]?.startsWith(`${input}: `), `${input} = ${kind}`).toBe(true);
      }
    }
  });

  it('mask the GitHub token and the credentials before anything is checked', async () => {
    setInputs({ 'github-token': 'ghs_secret', 'api-key': 'sk-unit-1234', 'deployment-name': 'x' });
    const { runtime, masked } = recordingRuntime();
    await readChangesSettings(runtime).catch(() => undefined);
    expect(masked).toEqual(expect.arrayContaining(['ghs_secret', 'sk-unit-1234']));
  });
});
