import { describe, expect, it } from 'vitest';
import { everythingWritten, failureMessage } from '../../../scripts/runner/run-action.ts';
import {
  BOOM_MESSAGE,
  type PublishedServerOptions,
  publishedAgentServer,
} from '../../deploy/after-deployed/published-agent-server.ts';
import { API_KEY, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import type { FakeAgentServer } from '../../support/fake-agent-server.ts';
import { ROLLBACK, redeploysOf, summaryRow } from './rollback-fixture.ts';

/*
 * The checks after DEPLOYED against a server that answers as the published agent server does
 * (a key check on every route but /info, /info without host, 200 and newlines while a run works,
 * the graph's error as JSON inside __error__.message, threads). The deployment's URL is that
 * server; the action is given the key that server checks.
 */
const emulator = useEmulator({ serviceGeneration: 'new' });

/** The published server, checking the key the action is given (the emulator's). */
const published = (options: PublishedServerOptions = {}) =>
  publishedAgentServer({ key: API_KEY, ...options });

async function deployTo(server: FakeAgentServer, inputs: Record<string, string>) {
  const emu = emulator();
  const deployment = emu.seedDeployment({ source_config: { custom_url: server.url } });
  const run = await runDeploy(emu, deployment.id, {
    'repo-ref': 'main',
    timeout: '25s',
    ...inputs,
  });
  return { emu, deployment, run };
}

type Result = { name: string; passed: boolean; problem?: string };
const results = (outputs: Record<string, string>): Result[] =>
  (JSON.parse(outputs['smoke-results'] ?? '[]') as Result[]).map(({ name, passed, problem }) => ({
    name,
    passed,
    ...(problem !== undefined && { problem }),
  }));

const ECHO = '- {name: echoes, assistant: echo, input: {text: hi}, expect: {json: {text: hi}}}';

describe('a server that checks a key in front of /ok', () => {
  it('passes the health check with the key, says so once, and rolls nothing back', async () => {
    const server = await published();
    const { emu, run } = await deployTo(server, {
      ...ROLLBACK,
      'health-check': '/ok',
      'smoke-test': ECHO,
    });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'deployed', healthy: 'true', smoke: 'passed' });
    expect(redeploysOf(emu)).toEqual([]);
    expect(
      server.seen.map((seen) => [seen.method, seen.path, seen.headers['x-api-key'] !== undefined]),
    ).toEqual([
      ['GET', '/info', true],
      ['GET', '/ok', false],
      ['GET', '/ok', true],
      ['POST', '/runs/wait', true],
    ]);
    expect(server.seen.every((seen) => seen.headers.authorization === undefined)).toBe(true);
    const keyLines = run.stdout.split('\n').filter((line) => line.includes('X-Api-Key'));
    expect(keyLines).toEqual([
      `Health check: GET ${server.url}/ok answered 401 without a key, so the server checks one: asking again with X-Api-Key.`,
    ]);
    expect(summaryRow(run.summary, 'Health check')).toContain('**passed**');
    expect(summaryRow(run.summary, 'Health check')).toContain('with `X-Api-Key`');
    expect(everythingWritten(run)).not.toContain(API_KEY);
  });
});

describe('/info without host', () => {
  it('reads "this server does not say which revision it runs", once in the log and once in the summary', async () => {
    const server = await published();
    const { run } = await deployTo(server, { 'smoke-test': ECHO });

    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['serving-revision']).toBeUndefined();
    const said = 'this server does not say which revision it runs';
    expect(run.stdout.split(said)).toHaveLength(2);
    expect(run.summary.split(said)).toHaveLength(2);
    expect(summaryRow(run.summary, 'Serving revision')).toBe(`| Serving revision | ${said} |`);
    expect(`${run.stdout}${run.summary}`).not.toContain('not proved');
    expect(run.stdout).not.toContain('::warning');
  });
});

describe('runs on the published server', () => {
  it('fails a run still sending newlines at its timeout as no answer, and passes one that ends in time', async () => {
    const server = await published({ slowMs: 4000, keepAliveMs: 500 });
    const { run } = await deployTo(server, {
      'smoke-test': [
        '- {name: in time, assistant: slow, input: {}, timeout: 10s, expect: {json: {text: slept}}}',
        '- {name: too slow, assistant: slow, input: {}, timeout: 2s}',
      ].join('\n'),
    });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(results(run.outputs)).toEqual([
      { name: 'in time', passed: true },
      { name: 'too slow', passed: false, problem: "no answer within the case's timeout of 2s" },
    ]);
  });

  it("tells a raising graph's error in its own words, and an unknown assistant by the server's", async () => {
    const server = await published();
    const { run } = await deployTo(server, {
      'smoke-test': [
        '- {name: raises, assistant: boom, input: {text: 3}}',
        '- {name: unknown, assistant: nope, input: {}}',
      ].join('\n'),
    });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(results(run.outputs)).toEqual([
      { name: 'raises', passed: false, problem: `the run failed: TypeError: ${BOOM_MESSAGE}` },
      { name: 'unknown', passed: false, problem: 'HTTP 404: Assistant "nope" not found' },
    ]);
    expect(failureMessage(run)).toContain(
      `First failed case "raises": the run failed: TypeError: ${BOOM_MESSAGE}.`,
    );
  });

  it("sends a case's context, runs a conversation on one thread, and ends a conversation at its failed turn", async () => {
    const server = await published();
    const turn = (content: string, count: number) =>
      `{input: {messages: [{role: user, content: ${content}}]}, expect: {json: {count: ${count}}}}`;
    const { run } = await deployTo(server, {
      'smoke-test': [
        '- {name: with context, assistant: context, input: {}, context: {user: ada}, expect: {json: {context: {user: ada}}}}',
        '- {name: without, assistant: context, input: {}, expect: {json: {context: {user: ada}}}}',
        `- {name: remembers, assistant: memory, turns: [${turn('hi', 1)}, ${turn('again', 2)}]}`,
        `- {name: forgets, assistant: memory, turns: [${turn('hi', 5)}, ${turn('again', 2)}]}`,
      ].join('\n'),
    });

    expect(run.exitCode, run.stdout).toBe(1);
    expect(results(run.outputs)).toEqual([
      { name: 'with context', passed: true },
      {
        name: 'without',
        passed: false,
        problem: 'json: the answer\'s "context" is "no context", not an object',
      },
      { name: 'remembers', passed: true },
      {
        name: 'forgets',
        passed: false,
        problem: 'turn 1 of 2: json: the answer\'s "count" is 1, not 5',
      },
    ]);
    const sent = server.seen
      .filter((seen) => seen.method === 'POST')
      .map((seen) => [seen.path.replace(/[0-9a-f-]{36}/, '<thread>'), JSON.parse(seen.body)]);
    const message = (content: string) => ({ messages: [{ role: 'user', content }] });
    expect(sent).toEqual([
      ['/runs/wait', { assistant_id: 'context', input: {}, context: { user: 'ada' } }],
      ['/runs/wait', { assistant_id: 'context', input: {} }],
      ['/threads', {}],
      ['/threads/<thread>/runs/wait', { assistant_id: 'memory', input: message('hi') }],
      ['/threads/<thread>/runs/wait', { assistant_id: 'memory', input: message('again') }],
      ['/threads', {}],
      ['/threads/<thread>/runs/wait', { assistant_id: 'memory', input: message('hi') }],
    ]);
    const threads = server.seen.filter((seen) => seen.path.startsWith('/threads/'));
    expect(threads[0]?.path).toBe(threads[1]?.path);
    expect(threads[2]?.path).not.toBe(threads[0]?.path);
  });
});
