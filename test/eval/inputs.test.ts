// src/eval/inputs.ts: how the eval action reads its inputs: what is evaluated (exactly one of
// deployment-id, deployment-name, url), when the control plane is asked (and base-url and a
// credential are needed), and the gate's own rules, with `live` refused.
import { describe, expect, it } from 'vitest';
import { readEvalSettings } from '../../src/eval/inputs.ts';
import { HOSTILE_VALUES } from '../support/hostile-values.ts';
import {
  BLANKS,
  CONNECTION,
  problemsOf,
  recordingRuntime,
  setInputs,
} from '../support/runner-inputs.ts';

const DEPLOYMENT_ID = '4b8d2f6a-1c3e-4a5b-9d7f-0e2c4a6b8d1f';
const OTHER_ID = '7e1a3c5b-9d2f-4e6a-8b0c-1d3f5a7c9e2b';
const SERVER = 'https://support.agents.example.com';
const GATE = {
  'eval-dataset': 'evals/qa.jsonl',
  'eval-assistant': 'support',
  'eval-evaluators': 'exact',
  'eval-threshold': 'exact >= 0.9',
};

const read = (inputs: Record<string, string>) => {
  setInputs(inputs);
  return readEvalSettings(recordingRuntime().runtime);
};

describe('the eval settings', () => {
  it('name a deployment by id, found through the control plane', async () => {
    const settings = await read({ ...CONNECTION, 'deployment-id': DEPLOYMENT_ID, ...GATE });
    expect(settings).toMatchObject({
      connection: { baseUrl: 'https://cp.example.com/', apiKey: 'sk-unit-1234' },
      target: { id: DEPLOYMENT_ID },
      evalDataset: { kind: 'file', path: 'evals/qa.jsonl' },
      evalAssistant: 'support',
      evalThreshold: [{ key: 'exact', minimum: 0.9 }],
      timeout: 30 * 60_000,
      dryRun: false,
    });
  });

  it('name a deployment by its exact name', async () => {
    const settings = await read({ ...CONNECTION, 'deployment-name': 'support-agent', ...GATE });
    expect(settings.target).toEqual({ name: 'support-agent' });
  });

  it('take an agent server’s URL without base-url or a credential: the control plane is not asked', async () => {
    expect(await read({ url: SERVER, ...GATE })).toMatchObject({
      connection: {},
      target: { url: SERVER },
    });
    const withKey = await read({ url: 'http://127.0.0.1:2024', 'api-key': 'sk-agent', ...GATE });
    expect(withKey).toMatchObject({
      connection: { apiKey: 'sk-agent' },
      target: { url: 'http://127.0.0.1:2024' },
    });
  });

  it('need exactly one of deployment-id, deployment-name and url', async () => {
    expect(await problemsOf(read({ ...CONNECTION, 'deployment-id': BLANKS, ...GATE }))).toEqual([
      "deployment-id: or deployment-name or url is required: the deployment to evaluate, by its id, its exact name, or its agent server's URL.",
    ]);
    const both = { ...CONNECTION, 'deployment-name': 'support-agent', url: SERVER, ...GATE };
    expect(await problemsOf(read(both))).toEqual([
      'deployment-name: and url were both given: give one of them; got "support-agent".',
    ]);
  });

  it.each([
    [
      'plain http to another machine',
      'http://agents.example.com',
      /is plain http:\/\/ to agents\.example\.com/,
    ],
    ['a query', `${SERVER}/?tenant=1`, /has a query or a fragment/],
    [
      'a user and password',
      'https://ada:hunter2@agents.example.com',
      /carries a user name or password/,
    ],
    ['another scheme', 'ftp://agents.example.com', /has the scheme ftp, not https:/],
  ])('refuse a url with %s, never repeating it', async (_, url, why) => {
    const [problem, ...rest] = await problemsOf(read({ url, ...GATE }));
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^url: must be an agent server's URL that may be asked \(https:\/\/, or http:\/\/ to a loopback address\): /,
    );
    expect(problem).toMatch(why);
    expect(problem).not.toContain(url);
  });

  it.each([
    [{ 'deployment-id': DEPLOYMENT_ID }, 'deployment-id'],
    [{ 'deployment-name': 'support-agent' }, 'deployment-name'],
    [{ url: SERVER, 'eval-baseline': 'production' }, 'eval-baseline'],
  ])(
    'need base-url and a credential when the control plane is asked (%j)',
    async (target, asker) => {
      expect(await problemsOf(read({ ...target, ...GATE }))).toEqual([
        `base-url: is required with ${asker}: the control plane finds the deployment and its URL.`,
        'api-key: is required unless bearer-token is given.',
      ]);
    },
  );

  it('take a bearer token for the control plane, and a baseline deployment with url', async () => {
    const settings = await read({
      'base-url': 'https://cp.example.com',
      'bearer-token': 'tok-unit-5678',
      url: SERVER,
      'eval-baseline': 'production',
      ...GATE,
    });
    expect(settings).toMatchObject({
      connection: { baseUrl: 'https://cp.example.com/', bearerToken: 'tok-unit-5678' },
      target: { url: SERVER },
      evalBaseline: { kind: 'deployment', name: 'production' },
    });
  });

  it('refuse base-url and bearer-token with url alone: nothing would read them', async () => {
    const inputs = { ...CONNECTION, 'bearer-token': 'tok-unit-5678', url: SERVER, ...GATE };
    expect(await problemsOf(read(inputs))).toEqual([
      'base-url: is not used with url: the control plane is asked only for deployment-id, deployment-name, or an eval-baseline that names a deployment.',
      'bearer-token: is not used with url (an agent server takes api-key): the control plane is asked only for deployment-id, deployment-name, or an eval-baseline that names a deployment.',
    ]);
  });

  it('refuse eval-baseline: live, since nothing is deployed', async () => {
    const inputs = {
      ...CONNECTION,
      'deployment-id': DEPLOYMENT_ID,
      ...GATE,
      'eval-baseline': 'live',
    };
    expect(await problemsOf(read(inputs))).toEqual([
      'eval-baseline: cannot be live here: nothing is deployed, so no revision replaces the live one; give another deployment’s name or id to compare with; got "live".',
    ]);
  });

  it.each([
    [{ 'deployment-id': DEPLOYMENT_ID }, DEPLOYMENT_ID.toUpperCase()],
    [{ 'deployment-name': 'support-agent' }, 'support-agent'],
  ])('refuse a baseline that is the deployment evaluated (%j)', async (target, baseline) => {
    const inputs = { ...CONNECTION, ...target, ...GATE, 'eval-baseline': baseline };
    expect(await problemsOf(read(inputs))).toEqual([
      `eval-baseline: names the deployment evaluated: give another one to compare with; got "${baseline}".`,
    ]);
    const other = { ...inputs, 'eval-baseline': OTHER_ID };
    expect((await read(other)).evalBaseline).toEqual({ kind: 'deployment', id: OTHER_ID });
  });

  it('need the gate’s three inputs, each named', async () => {
    expect(await problemsOf(read({ url: SERVER }))).toEqual([
      'eval-dataset: is required: the examples (a JSONL or JSON file of the checkout, or langsmith:NAME).',
      'eval-assistant: is required: the graph id or assistant id each example runs on.',
      'eval-evaluators: is required: one a line, exact, contains or the path of an evaluator module.',
    ]);
  });

  it('hold the gate’s own rules, as the deploy does', async () => {
    const inputs = { url: SERVER, ...GATE, 'eval-dataset': 'langsmith:support-qa' };
    expect(await problemsOf(read({ ...inputs, 'eval-threshold': '' }))).toEqual([
      'eval-threshold: or eval-baseline is required: a gate with neither cannot fail.',
      'api-key: is required to reach LangSmith (eval-dataset from langsmith:, or eval-upload): it takes the key, not a bearer token.',
    ]);
  });

  it('read timeout and dry-run', async () => {
    const settings = await read({ url: SERVER, ...GATE, timeout: '90s', 'dry-run': 'true' });
    expect(settings).toMatchObject({ timeout: 90_000, dryRun: true });
  });

  it('refuse a hostile value of what names the deployment with one problem naming that input', async () => {
    const hostile = Object.entries(HOSTILE_VALUES).filter(([kind]) => kind !== 'empty');
    // A name may be long, or look like a number or a path: the service matches it exactly.
    const refusedNames = new Set(['unicode', 'newline in an id', 'YAML alias bomb']);
    for (const input of ['deployment-id', 'deployment-name', 'url']) {
      for (const [kind, value] of hostile) {
        if (input === 'deployment-name' && !refusedNames.has(kind)) continue;
        const problems = await problemsOf(read({ ...CONNECTION, [input]: value, ...GATE }));
        expect(problems, `${input} = ${kind}`).toHaveLength(1);
        expect(problems[0]?.startsWith(`${input}: `), `${input} = ${kind}`).toBe(true);
      }
    }
  });

  it('mask the key before anything is checked', async () => {
    setInputs({ url: 'not a url', 'api-key': 'sk-agent-9876' });
    const { runtime, masked } = recordingRuntime();
    await readEvalSettings(runtime).catch(() => undefined);
    expect(masked).toContain('sk-agent-9876');
  });
});
