import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { API_KEY, requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { formsOf, writtenText } from '../../support/written.ts';

const emulator = useEmulator();
const PATCH = { method: 'PATCH', path: '/v2/deployments/:id' };

/** None of the values, in any form they could take, is anywhere a person can read. */
function expectNoneWritten(written: string, values: string[]): void {
  for (const value of values) {
    for (const form of formsOf(value)) expect(written).not.toContain(form);
  }
}

describe('secret values the user gives', () => {
  it('are hidden even when they are parts of common words (every occurrence, as the runner masks)', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const run = await runDeploy(emu, deployment.id, { secrets: 'SHORT=ploy\nWORD=revision' });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'PATCH')[0]?.body).toEqual({
      secrets: [
        { name: 'SHORT', value: 'ploy' },
        { name: 'WORD', value: 'revision' },
      ],
    });
    expectNoneWritten(writtenText(run), ['ploy', 'revision', API_KEY]);
    // Intended: the action redacts like the runner does, so words that hold a value change too.
    expect(run.stdout).toContain('De***');
    expect(run.outputs.result).toBe('deployed');
    expect(run.outputs['revision-id']).toBe(emu.getDeployment(deployment.id)?.latest_revision_id);
  });

  it('stay hidden when the deploy fails, annotation titles included', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.failNextRevision('BUILD_FAILED');
    const run = await runDeploy(emu, deployment.id, { secrets: 'SHORT=ploy' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.status).toBe('BUILD_FAILED');
    expectNoneWritten(writtenText(run), ['ploy']);
  });
});

describe("secret values in the deployment's answer that the user never gave", () => {
  const PEM =
    '-----BEGIN KEY-----\nMIIBVgIBADANBgkqhkiG9w0B\nAQEFAASCAUAwggE8AgEAAkEA\n-----END KEY-----';
  const ONLY_THE_SERVICE_KNOWS = 'svc-held-3f9a1c77e2';

  it('are hidden, each line of a multi-line value included, wherever the answer repeats them', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({
      name: `agent-${ONLY_THE_SERVICE_KNOWS}`,
      secrets: [
        { name: 'TLS_KEY', value: PEM },
        { name: 'UPSTREAM_TOKEN', value: ONLY_THE_SERVICE_KNOWS },
      ],
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(0);
    expectNoneWritten(writtenText(run), [PEM, ONLY_THE_SERVICE_KNOWS, API_KEY]);
    expect(run.outputs['deployment-name']).toBe('agent-***');
    expect(run.stdout).toContain('::add-mask::MIIBVgIBADANBgkqhkiG9w0B');
  });

  it('are hidden in an error message built from a later answer', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment({
      secrets: [{ name: 'UPSTREAM_TOKEN', value: ONLY_THE_SERVICE_KNOWS }],
    });
    const detail = `Secret UPSTREAM_TOKEN=${ONLY_THE_SERVICE_KNOWS} is rejected by policy.`;
    emu.addFault({ ...PATCH, status: 400, body: { detail } });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /→ 400: Secret UPSTREAM_TOKEN=\*\*\* is rejected by policy\.$/,
    );
    expectNoneWritten(writtenText(run), [ONLY_THE_SERVICE_KNOWS]);
  });
});

describe('error messages built from a service answer', () => {
  const GIVEN = 'hunter2-"quoted"\\slash';

  it('redact a 400 detail that echoes a secret value', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({ ...PATCH, status: 400, body: { detail: `Value ${GIVEN} is too weak.` } });
    const run = await runDeploy(emu, deployment.id, { secrets: `PASSWORD=${GIVEN}` });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/→ 400: Value \*\*\* is too weak\.$/);
    expectNoneWritten(writtenText(run), [GIVEN]);
  });

  it('redact each loc and msg of a 422 that echoes a secret value', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({
      ...PATCH,
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'secrets', 0, GIVEN],
            msg: `"${GIVEN}" contains a quote`,
            type: 'value_error',
            input: GIVEN,
          },
        ],
      },
    });
    const run = await runDeploy(emu, deployment.id, { secrets: `PASSWORD=${GIVEN}` });

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('body.secrets.0.***: "***" contains a quote');
    expectNoneWritten(writtenText(run), [GIVEN]);
  });

  it('redact a 400 on the very first request', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({
      method: 'GET',
      path: '/v2/deployments/:id',
      status: 400,
      body: { detail: `Bad key ${API_KEY}` },
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main' });

    expect(failureMessage(run)).toMatch(/→ 400: Bad key \*\*\*$/);
    expectNoneWritten(writtenText(run), [API_KEY]);
  });
});
