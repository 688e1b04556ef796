import { describe, expect, it } from 'vitest';
import type { Fault, SeedDeployment } from '../../../emulator/index.ts';
import { type ActionRun, failureMessage } from '../../../scripts/runner/run-action.ts';
import { useEmulator } from '../../support/deploy-fixture.ts';
import type { FakeGitHub } from '../../support/fake-github.ts';
import { secretRunsShown, stringsIn } from '../../support/written.ts';
import {
  deployOn,
  ENVIRONMENT,
  PULL_REQUEST,
  seedPreview,
  TOKEN,
  useRunnerContract,
} from '../github/setup.ts';

// The deploy action, spawned as the runner spawns it, against a control plane (or a gateway in
// front of it) that echoes credentials in its error answers, with a pull-request comment and a
// GitHub deployment to write. No run of 12 characters of any credential may stand in anything
// the step writes or sends to GitHub, read as written or as GitHub renders it.

/** Underscores, which Markdown escapes: `lsv2\_pt\_…` is not the key, yet renders as it. */
const API_KEY = 'lsv2_pt_0123456789abcdef0123456789abcdef_ZZ';
const BEARER = 'brr_tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const SECRET = 'sv_payload_5a4b3c2d1e0f9a8b7c6d_end';
const CREDENTIALS = [API_KEY, BEARER, SECRET, TOKEN];
const ALL_OF_THEM = `key ${API_KEY}, token ${BEARER}, secret ${SECRET}, github ${TOKEN}`;

const emulator = useEmulator({ apiKeys: [API_KEY], bearerTokens: [BEARER] });
const contract = useRunnerContract();
const PATCH = { method: 'PATCH', path: '/v2/deployments/:id' };

async function deployAgainst(
  faults: Fault[],
  seed?: SeedDeployment,
  secrets = `PASSWORD=${SECRET}`,
): Promise<{ run: ActionRun; fake: FakeGitHub }> {
  const emu = emulator();
  const fake = contract.github();
  const deployment = seed ? emu.seedDeployment(seed) : seedPreview(emu);
  for (const fault of faults) emu.addFault(fault);
  const run = await deployOn(contract, emu, deployment.id, PULL_REQUEST, {
    'api-key': API_KEY,
    'bearer-token': BEARER,
    secrets,
    'comment-on-pr': 'true',
    environment: ENVIRONMENT,
  });
  return { run, fake };
}

/** The log (less the values handed to the runner's masking), outputs, summary, state, GitHub bodies. */
function everythingSent(run: ActionRun, fake: FakeGitHub): string[] {
  const log = `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  const bodies = fake.requests.flatMap((request) => stringsIn(request.body));
  return [log, run.summary, run.state, ...Object.values(run.outputs), ...bodies];
}

/** The step failed, the comment and a failed GitHub deployment were written, and none shows a credential. */
function expectFailureShownWithoutCredentials(run: ActionRun, fake: FakeGitHub): void {
  expect(run.exitCode).toBe(1);
  expect(fake.comments).toHaveLength(1);
  expect(fake.deployments[0]?.statuses.map((status) => status.state)).toContain('failure');
  expect(secretRunsShown(everythingSent(run, fake), CREDENTIALS)).toEqual([]);
}

describe('credentials a service echoes in an error answer', () => {
  it('are starred out of the PR comment and the deployment status, not only the log', async () => {
    const { run, fake } = await deployAgainst([
      { ...PATCH, status: 403, body: { detail: `Access denied for ${ALL_OF_THEM}` } },
    ]);

    expectFailureShownWithoutCredentials(run, fake);
    expect(failureMessage(run)).toContain('Access denied for key ***, token ***, secret ***');
    expect(fake.comments[0]?.body).toContain('Access denied for key \\*\\*\\*, token \\*\\*\\*');
  });

  it('are starred out before Markdown escapes them (a 422 entry that echoes the key)', async () => {
    const entry = { loc: ['body', 'secrets', 0, 'value'], type: 'value_error' };
    const { run, fake } = await deployAgainst([
      {
        ...PATCH,
        status: 422,
        body: { detail: [{ ...entry, msg: `Value ${ALL_OF_THEM} is not accepted` }] },
      },
    ]);

    expectFailureShownWithoutCredentials(run, fake);
    expect(run.summary).toContain('body.secrets.0.value: Value key \\*\\*\\*');
  });

  it('are starred out before a long detail is cut, so no cut leaves the start of the key', async () => {
    const detail = `Access denied: ${'x'.repeat(458 - 'Access denied: '.length)}${API_KEY}`;
    expect(detail.length).toBe(501);
    const { run, fake } = await deployAgainst([{ ...PATCH, status: 403, body: { detail } }]);

    expectFailureShownWithoutCredentials(run, fake);
    expect(failureMessage(run)).toMatch(/x{20}\*\*\*$/);
  });

  it("are starred out of an HTML page's title", async () => {
    const page = `<html><head><title>Forbidden for ${ALL_OF_THEM}</title></head><body>no</body></html>`;
    const { run, fake } = await deployAgainst([
      { ...PATCH, status: 403, body: page, headers: { 'content-type': 'text/html' } },
    ]);

    expectFailureShownWithoutCredentials(run, fake);
    expect(failureMessage(run)).toContain('an HTML page ("Forbidden for key ***, token ***');
  });

  it('are starred out of the start of a body that is not JSON, quoted 40 characters long', async () => {
    const { run, fake } = await deployAgainst([
      { method: 'GET', path: '/v2/deployments/:id', status: 200, body: `Proxy says ${API_KEY}` },
    ]);

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('it starts "Proxy says ***"');
    expect(fake.comments).toHaveLength(1);
    expect(secretRunsShown(everythingSent(run, fake), CREDENTIALS)).toEqual([]);
  });

  it('are starred out when only part of each is echoed, as a gateway that cuts a key does', async () => {
    const parts = CREDENTIALS.map((value) => value.slice(0, 20)).join(' and ');
    const { run, fake } = await deployAgainst([
      { ...PATCH, status: 403, body: { detail: `Unknown keys ${parts}` } },
    ]);

    expectFailureShownWithoutCredentials(run, fake);
    expect(failureMessage(run)).toContain('Unknown keys *** and *** and *** and ***');
  });
});

describe('credentials a service echoes in another form', () => {
  /** A secret whose percent-encoded form differs from it. */
  const ODD_SECRET = 'q7/Vx+k9@Lm#2=Zr&8wT!p';
  const INVISIBLE = /\p{Cf}/gu;

  it('are starred out percent-encoded, in capitals, in base64 and split by zero-width characters', async () => {
    const echoes = {
      percent: encodeURIComponent(ODD_SECRET),
      capitals: API_KEY.toUpperCase(),
      zeroWidth: [...API_KEY].join('\u200b'),
      joiners: [...BEARER].join('\u2060\u200d'),
      base64: Buffer.from(`user:${ODD_SECRET}`).toString('base64'),
    };
    const { run, fake } = await deployAgainst(
      [{ ...PATCH, status: 403, body: { detail: `Denied ${Object.values(echoes).join(' | ')}` } }],
      undefined,
      `PASSWORD=${SECRET}\nOTHER=${ODD_SECRET}`,
    );

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('Denied *** | *** | *** | *** | dXNlcjpx***');
    const read = everythingSent(run, fake).map((text) => text.replace(INVISIBLE, ''));
    const shown = (value: string) => [
      ...secretRunsShown(read, [value]),
      ...secretRunsShown(
        read.map((text) => text.toUpperCase()),
        [value.toUpperCase()],
      ),
    ];
    expect(shown(API_KEY)).toEqual([]);
    expect(shown(BEARER)).toEqual([]);
    expect(shown(echoes.percent)).toEqual([]);
    expect(shown(echoes.base64.slice(4, -4))).toEqual([]);
  });
});

describe("a deployment's own facts that hold a secret", () => {
  it('are starred out of what GitHub is sent on success: the URL, the description and the comment', async () => {
    const { run, fake } = await deployAgainst([], {
      name: `agent-${BEARER.slice(0, 16)}`,
      source_config: {
        repo_url: 'https://sourcehost.example.com/acme/support-agent',
        custom_url: `https://agents.example.com/preview?t=${SECRET}`,
      },
    });

    expect(run.exitCode).toBe(0);
    const statuses = fake.deployments[0]?.statuses ?? [];
    expect(statuses.map((status) => status.environment_url)).toContain(
      'https://agents.example.com/preview?t=***',
    );
    expect(fake.deployments[0]?.request.description).toBe('Deploying agent-***');
    expect(fake.comments[0]?.body.split('\n')[0]).toBe('<!-- agent-deploy:agent-%2A%2A%2A -->');
    expect(secretRunsShown(everythingSent(run, fake), CREDENTIALS)).toEqual([]);
  });
});
