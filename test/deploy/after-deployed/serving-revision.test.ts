import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import {
  readInfo,
  type ServingRevisionRequest,
  waitForServingRevision,
} from '../../../src/deploy/after-deployed/serving-revision.ts';
import { fakeAgentServer, type Scripted, testServer } from '../../support/fake-agent-server.ts';

const DEPLOYMENT = '2a7c9e41-5b3d-4f6a-8c2e-9d1b0a3f5e77';
const NEW = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const OLD = '0f1e2d3c-4b5a-4968-8776-655443322110';
const EXPECTED = { deploymentId: DEPLOYMENT, revisionId: NEW };
const dispatcher = new Agent();
afterAll(() => dispatcher.close());

const info = (revision: string | null, project: string | null = DEPLOYMENT) =>
  JSON.stringify({
    version: '0.4',
    flags: {},
    host: { project_id: project, revision_id: revision },
  });

describe('readInfo: what one answer of /info says', () => {
  it('proves the revision it names when it is this run’s', () => {
    expect(readInfo(200, info(NEW), EXPECTED)).toEqual({
      kind: 'final',
      verdict: 'proved',
      named: NEW,
    });
  });

  it('asks again while it names another, or while the server is not up', () => {
    expect(readInfo(200, info(OLD), EXPECTED)).toMatchObject({ kind: 'again', named: OLD });
    expect(readInfo(503, '', EXPECTED)).toEqual({ kind: 'again', seen: 'HTTP 503' });
    expect(readInfo(429, '', EXPECTED)).toMatchObject({ kind: 'again' });
  });

  it.each([
    [404, '{"detail": "Not Found"}', 'has no /info (HTTP 404)'],
    [200, info(null), 'this server does not say which revision it runs'],
    [200, JSON.stringify({ version: '1' }), 'this server does not say which revision it runs'],
    [200, '<html>', 'the answer to /info is not a JSON object'],
    [200, `{"host": ${'['.repeat(300)}${']'.repeat(300)}}`, 'not a JSON object'],
    [403, '', 'refused the key on /info (HTTP 403)'],
    [302, '', 'answered /info with HTTP 302'],
    [200, info('::workflow-command::'), 'not in the form of a revision id'],
  ])('cannot tell from HTTP %i %s: a note, not a failure', (status, text, note) => {
    const reading = readInfo(status, text, EXPECTED);
    expect(reading).toMatchObject({ kind: 'final', verdict: 'unknown' });
    expect(reading.kind === 'final' && reading.note).toContain(note);
    // Told once, where it is shown ("Serving revision: …"), never as "not proved" twice.
    expect(reading.kind === 'final' && reading.note).not.toMatch(/not proved|\.$/);
  });

  it('fails on a server that belongs to another deployment', () => {
    const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const reading = readInfo(200, info(NEW, other), EXPECTED);
    expect(reading).toMatchObject({ kind: 'final', verdict: 'other-deployment' });
    expect(reading.kind === 'final' && reading.note).toContain(`names ${other}, not ${DEPLOYMENT}`);
  });

  it('takes a server without project_id at its word on the revision', () => {
    expect(readInfo(200, info(NEW, null), EXPECTED)).toMatchObject({ verdict: 'proved' });
  });
});

async function serve(answers: Scripted[], remaining?: () => number) {
  const agent = await fakeAgentServer(
    (_, index) => answers[Math.min(index, answers.length - 1)] as Scripted,
  );
  const logs: string[] = [];
  const server = testServer(agent.url, {
    apiKey: 'lsv2_key_for_info',
    dispatcher,
    clock: remaining ? { remainingMs: remaining } : {},
  });
  const request: ServingRevisionRequest = {
    ...EXPECTED,
    log: (line) => logs.push(line),
    intervalMs: 5,
  };
  return { agent, logs, outcome: await waitForServingRevision(server, request) };
}

describe('waitForServingRevision', () => {
  it('asks until /info names this run’s revision, with the key each time', async () => {
    const { agent, outcome, logs } = await serve([
      { status: 503 },
      { status: 200, body: info(OLD) },
      { status: 200, body: info(OLD) },
      { status: 200, body: info(NEW) },
    ]);
    expect(outcome).toMatchObject({ verdict: 'proved', servingRevisionId: NEW, attempts: 4 });
    expect(agent.seen.map((seen) => seen.headers['x-api-key'])).toEqual(
      Array(4).fill('lsv2_key_for_info'),
    );
    expect(logs[1]).toContain(`revision ${OLD}, not yet ${NEW}`);
    expect(logs.at(-1)).toContain(`revision ${NEW}: this run's`);
  });

  it('fails naming both revisions when time runs out while the old one serves', async () => {
    let remaining = 40_000;
    const { outcome } = await serve([{ status: 200, body: info(OLD) }], () => (remaining -= 5_000));
    expect(outcome.verdict).toBe('other-revision');
    expect(outcome.servingRevisionId).toBe(OLD);
    expect(outcome.attempts).toBeGreaterThan(1);
    expect(outcome.note).toContain(`still runs revision ${OLD}, not this run's ${NEW}`);
  });

  it('fails when the server never answers /info, saying what came last', async () => {
    let remaining = 30_000;
    const { outcome } = await serve([{ status: 502 }], () => (remaining -= 5_000));
    expect(outcome.verdict).toBe('no-answer');
    expect(outcome.servingRevisionId).toBeUndefined();
    expect(outcome.note).toContain('never told which revision it runs');
    expect(outcome.note).toContain('the last one HTTP 502');
  });

  it('stops at once on a server that cannot tell', async () => {
    const { outcome, agent } = await serve([{ status: 200, body: info(null) }]);
    expect(outcome).toMatchObject({ verdict: 'unknown', attempts: 1 });
    expect(agent.seen).toHaveLength(1);
  });
});
