// An answer nested far deeper than any the service gives (300,000 levels) is refused as
// unreadable, with its status, like any other answer that cannot be used: JSON.parse copes
// with it, but walking it recursively (the secret collector, zod, JSON.stringify) overflows
// the stack, and a bare RangeError would reach the user instead.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { readAnswer } from '../../../src/client/answers.ts';
import { ControlPlaneClient } from '../../../src/client/control-plane-client.ts';
import { ServiceError } from '../../../src/client/service-error.ts';
import {
  MAX_JSON_DEPTH as MAX_ANSWER_DEPTH,
  nestedTooDeeply,
} from '../../../src/common/bounded-json.ts';
import { serviceErrorOf } from '../../client/client-helpers.ts';
import { DEPLOYMENT } from '../../contract/answer-examples.ts';
import { publishedAgentServer } from '../../deploy/after-deployed/published-agent-server.ts';
import { API_KEY, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import { ROLLBACK } from '../deploy/rollback-fixture.ts';

const DEPTH = 300_000;
const ID = DEPLOYMENT.id;
/** Pages of pages: what the secret collector followed down, one call per level. */
const deepResources = (depth: number) => `${'{"resources":['.repeat(depth)}{}${']}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** A deployment that is valid but for one free-form member nested `depth` levels below it. */
const deploymentNesting = (depth: number) =>
  JSON.stringify({ ...DEPLOYMENT, source_config: { extra: '@' } }).replace(
    '"@"',
    `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );
const UNREADABLE = `could not be read: its JSON is nested too deeply (more than ${MAX_ANSWER_DEPTH} levels)`;

describe('an answer nested too deeply, from a local HTTP server', () => {
  let server: http.Server;
  let answer = { status: 200, body: '' };
  let client: ControlPlaneClient;
  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const { port } = server.address() as AddressInfo;
    client = new ControlPlaneClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: 'sk-deep-answers',
      backoff: { maxRetries: 0 },
    });
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it.each([
    ['pages of pages', deepResources(DEPTH)],
    ['arrays in arrays', deepArray(DEPTH)],
    ['a deployment with a deep free-form member', deploymentNesting(DEPTH)],
    ['one level past the limit', deploymentNesting(MAX_ANSWER_DEPTH - 1)],
  ])('(%s) reads as unreadable, with its status', async (_shape, body) => {
    answer = { status: 200, body };
    const error = await serviceErrorOf(client.getDeployment(ID));
    expect(error.kind).toBe('invalid-response');
    expect(error.status).toBe(200);
    expect(error.message).toBe(
      `GET /v2/deployments/${ID} → 200: answered 200 with a body that ${UNREADABLE}`,
    );
  });

  it('reads a deployment nested just up to the limit', async () => {
    answer = { status: 200, body: deploymentNesting(MAX_ANSWER_DEPTH - 2) };
    await expect(client.getDeployment(ID)).resolves.toMatchObject({ id: ID });
  });

  it.each([
    [500, deepResources(DEPTH)],
    [422, `{"detail":[{"loc":["body"],"msg":"bad","type":"t","input":${deepArray(DEPTH)}}]}`],
  ])('an error answer (%s) is quoted, not walked', async (status, body) => {
    answer = { status, body };
    const error = await serviceErrorOf(client.getDeployment(ID));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
    expect(error.validation).toEqual([]);
    expect(error.detail).toBe(`${body.slice(0, 500)}…`);
  });
});

describe('measuring depth', () => {
  it('counts each object or array as one level', () => {
    expect(nestedTooDeeply(deepArray(MAX_ANSWER_DEPTH))).toBe(false);
    expect(nestedTooDeeply(deepArray(MAX_ANSWER_DEPTH + 1))).toBe(true);
    expect(nestedTooDeeply(deploymentNesting(MAX_ANSWER_DEPTH - 2))).toBe(false);
    expect(nestedTooDeeply(deploymentNesting(MAX_ANSWER_DEPTH - 1))).toBe(true);
    expect(nestedTooDeeply('"text"')).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes or not', () => {
    const brackets = '['.repeat(MAX_ANSWER_DEPTH * 2);
    expect(nestedTooDeeply(JSON.stringify({ a: brackets }))).toBe(false);
    expect(nestedTooDeeply(JSON.stringify({ a: `"${brackets}"` }))).toBe(false);
    // A string ending in an escaped backslash ends there: what follows is counted again.
    expect(nestedTooDeeply(`{"a":"\\\\","b":${deepArray(MAX_ANSWER_DEPTH)}}`)).toBe(true);
    expect(nestedTooDeeply(`{"a":"\\\\","b":${deepArray(MAX_ANSWER_DEPTH - 1)}}`)).toBe(false);
  });

  it('turns a stack overflow while reading an answer into the unreadable message', () => {
    // z.json() walks the value recursively, as a future schema might.
    const answer = { status: 200, body: JSON.parse(deepArray(DEPTH)), pace: noPace };
    const read = () => readAnswer('GET', '/x', z.json(), answer, () => {});
    expect(read).toThrow(ServiceError);
    expect(read).toThrow('GET /x → 200: answered 200 with a body that could not be read');
  });
});

const noPace = { retryAfterMs: undefined, throttled: false };

describe('the deploy action given such an answer', () => {
  const emulator = useEmulator();
  afterEach(() => emulator().clearFaults());

  it('fails the step with the unreadable message, never a RangeError', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.addFault({
      method: 'GET',
      path: '/v2/deployments/:id',
      status: 200,
      body: deepResources(DEPTH),
    });
    const run = await runDeploy(emu, deployment.id, { timeout: '10s' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.result).toBe('failed');
    expect(failureMessage(run)).toContain(`→ 200: answered 200 with a body that ${UNREADABLE}`);
    expect(`${run.stdout}${run.stderr}`).not.toContain('RangeError');
  });
});

describe('the deploy action given such an answer by the agent server', () => {
  const emulator = useEmulator({ serviceGeneration: 'new' });

  it('fails the smoke case, rolls back, and never shows a RangeError', async () => {
    const emu = emulator();
    const server = await publishedAgentServer({
      key: API_KEY,
      runAnswer: (response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(deepArray(10_000));
      },
    });
    const deployment = emu.seedDeployment({ source_config: { custom_url: server.url } });
    const live = deployment.latest_revision_id;
    const run = await runDeploy(emu, deployment.id, {
      ...ROLLBACK,
      'smoke-test': '- {name: deep, assistant: echo, input: {text: hi}}',
    });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({
      result: 'unhealthy',
      smoke: 'failed',
      'rolled-back-to': live,
    });
    const problem = `the answer is JSON nested too deeply (more than ${MAX_ANSWER_DEPTH} levels)`;
    expect(JSON.parse(run.outputs['smoke-results'] ?? '')).toEqual([
      { name: 'deep', passed: false, ms: expect.any(Number), problem },
    ]);
    expect(failureMessage(run)).toContain(`First failed case "deep": ${problem}.`);
    expect(failureMessage(run)).toContain(`Rolled back: revision ${live} is live again`);
    expect(`${run.stdout}${run.stderr}`).not.toContain('RangeError');
  });
});
