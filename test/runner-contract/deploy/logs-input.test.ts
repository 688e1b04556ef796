import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../emulator/index.ts';
import type { ActionRun } from '../../../scripts/runner/run-action.ts';
import { REVISION_PATH, requestsTo, runDeploy, useEmulator } from '../../support/deploy-fixture.ts';
import {
  BUILD_LOGS_PATH,
  commandsIn,
  DEPLOY_LOGS_PATH,
  groupLines,
  LOGS_PATH,
  logRequests,
  numbered,
  runnerLines,
  summaryBlock,
} from './logs-fixture.ts';

/*
 * The log lines that explain a failed revision, as the runner shows them (a group in
 * the log, a collapsed block in the job summary), and the `logs` input that governs them.
 */

describe('the logs input', () => {
  const emulator = useEmulator({ serviceGeneration: 'new' });

  it('never: a failed build is reported without any log request', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.failNextRevision('BUILD_FAILED', { buildLog: numbered('build', 5) });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'never' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ result: 'failed', status: 'BUILD_FAILED' });
    expect(requestsTo(emu, 'GET', REVISION_PATH).length).toBeGreaterThan(0);
    expect(logRequests(emu)).toHaveLength(0);
    expect(run.stdout).not.toContain('build 001');
    expect(run.stdout).not.toContain('::group::');
    expect(run.summary).not.toContain('<details>');
  });

  it('never: a deploy failure is reported without any log request either', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.failNextRevision('DEPLOY_FAILED', { deployLog: ['server crashed'] });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'never' });

    expect(run.exitCode).toBe(1);
    expect(logRequests(emu)).toHaveLength(0);
    expect(run.stdout).not.toContain('server crashed');
  });

  it('on-failure: a revision that deploys asks for no log', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision(
      [{ status: 'QUEUED', polls: 1 }, { status: 'BUILDING', polls: 2 }, { status: 'DEPLOYED' }],
      { buildLog: numbered('build', 5) },
    );
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'on-failure' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    expect(requestsTo(emu, 'GET', REVISION_PATH).length).toBeGreaterThan(1);
    expect(logRequests(emu)).toHaveLength(0);
    expect(run.stdout).not.toContain('build 001');
    expect(run.summary).not.toContain('<details>');
  });

  it('always: streams the build log while it builds, each line once and in order, one log request per poll at most', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const buildLog = numbered('build', 120);
    emu.scriptNextRevision(
      [
        { status: 'QUEUED', polls: 1 },
        { status: 'BUILDING', polls: 4 },
        { status: 'DEPLOYING', polls: 2 },
        { status: 'DEPLOYED' },
      ],
      { buildLog },
    );
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'always' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');

    // Every line, once, oldest first, as it was built.
    const streamed = runnerLines(run)
      .filter((line) => line.includes('build │ '))
      .map((line) => line.slice(line.indexOf('build │ ') + 'build │ '.length));
    expect(streamed).toEqual(buildLog);
    // Streamed while building: lines were printed between status lines, not all at the end.
    const lines = runnerLines(run);
    const firstLine = lines.findIndex((line) => line.includes('build │ build 001'));
    const deploying = lines.findIndex((line) => /\] DEPLOYING$/.test(line));
    expect(firstLine).toBeGreaterThan(-1);
    expect(deploying).toBeGreaterThan(firstLine);

    // Pages follow next_offset: asc, 50 at most, each from where the last one ended.
    const asked = requestsTo(emu, 'POST', BUILD_LOGS_PATH);
    expect(asked.length).toBeGreaterThan(1);
    const bodies = asked.map((request) => request.body as Record<string, unknown>);
    for (const body of bodies) expect(body).toMatchObject({ limit: 50, order: 'asc' });
    expect(bodies[0]).not.toHaveProperty('offset');
    const offsets = bodies.map((body) => Number(body.offset ?? 0));
    expect(offsets.some((offset) => offset > 0)).toBe(true);
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
    expect(requestsTo(emu, 'POST', DEPLOY_LOGS_PATH)).toHaveLength(0);

    // At most one log request per status poll: a poll stands between any two log requests.
    expect(asked.length).toBeLessThanOrEqual(requestsTo(emu, 'GET', REVISION_PATH).length);
    expect(pollsBetweenLogRequests(emu.requests)).not.toContain(0);
  });

  it('always: a null next_offset while the build runs means "nothing yet": it asks again, showing each line once', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const buildLog = numbered('build', 80);
    emu.scriptNextRevision(
      [{ status: 'BUILDING', polls: 4 }, { status: 'DEPLOYING', polls: 1 }, { status: 'DEPLOYED' }],
      { buildLog },
    );
    // A service that says "nothing follows" while the build still runs: first with no lines,
    // then with the first three, from the same offset each time.
    const early = buildLog.slice(0, 3).map((message, n) => ({ timestamp: n, message }));
    emu.addFault({
      method: 'POST',
      path: BUILD_LOGS_PATH,
      status: 200,
      body: { logs: [], next_offset: null },
    });
    emu.addFault({
      method: 'POST',
      path: BUILD_LOGS_PATH,
      status: 200,
      body: { logs: early, next_offset: null },
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'always' });

    expect(run.exitCode).toBe(0);
    const streamed = runnerLines(run)
      .filter((line) => line.includes('build │ '))
      .map((line) => line.slice(line.indexOf('build │ ') + 'build │ '.length));
    expect(streamed).toEqual(buildLog);
    const bodies = requestsTo(emu, 'POST', BUILD_LOGS_PATH).map((request) => request.body);
    expect(bodies.length).toBeGreaterThan(2);
    expect(bodies.slice(0, 3)).toEqual([
      { limit: 50, order: 'asc' },
      { limit: 50, order: 'asc' },
      { limit: 50, order: 'asc' },
    ]);
  });

  it('always: a page the service sends twice shows each line once, by its id', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const buildLog = numbered('build', 60);
    emu.scriptNextRevision(
      [{ status: 'BUILDING', polls: 4 }, { status: 'DEPLOYING', polls: 1 }, { status: 'DEPLOYED' }],
      { buildLog },
    );
    // The first page, then the same page again for the next offset; the emulator serves the rest.
    const first = buildLog
      .slice(0, 3)
      .map((message, n) => ({ id: `line-${n}`, timestamp: n, message }));
    for (let n = 0; n < 2; n++) {
      emu.addFault({
        method: 'POST',
        path: BUILD_LOGS_PATH,
        status: 200,
        body: { logs: first, next_offset: '3' },
      });
    }
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'always' });

    expect(run.exitCode).toBe(0);
    const streamed = runnerLines(run)
      .filter((line) => line.includes('build │ '))
      .map((line) => line.slice(line.indexOf('build │ ') + 'build │ '.length));
    expect(streamed).toEqual(buildLog);
    const offsets = requestsTo(emu, 'POST', BUILD_LOGS_PATH).map(
      (request) => (request.body as { offset?: unknown }).offset,
    );
    expect(offsets.slice(0, 3)).toEqual([undefined, '3', '3']);
  });

  it('always: a page far longer than asked for prints 50 lines and says how many it left out', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision([{ status: 'BUILDING', polls: 2 }, { status: 'DEPLOYED' }]);
    const flood = numbered('flood', 3000).map((message, n) => ({ timestamp: n, message }));
    emu.addFault({
      method: 'POST',
      path: BUILD_LOGS_PATH,
      status: 200,
      body: { logs: flood, next_offset: null },
    });
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'always' });

    expect(run.exitCode).toBe(0);
    const shown = runnerLines(run).filter((line) => line.includes('build │ flood'));
    expect(shown).toHaveLength(50);
    expect(run.stdout).toContain('build │ … 2950 more lines of this page not shown');
  });

  it('always: a failed build streams its lines and still shows the last lines in a group', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    const buildLog = numbered('build', 8);
    emu.scriptNextRevision(
      [
        { status: 'QUEUED', polls: 1 },
        { status: 'BUILDING', polls: 2 },
        { status: 'BUILD_FAILED' },
      ],
      { buildLog },
    );
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'always' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.status).toBe('BUILD_FAILED');
    const revisionId = run.outputs['revision-id'] as string;
    expect(groupLines(run, new RegExp(`Build log of revision ${revisionId}`))).toEqual(buildLog);
    expect(summaryBlock(run).lines).toEqual(buildLog);
    expect(pollsBetweenLogRequests(emu.requests)).not.toContain(0);
  });
});

/** For each pair of consecutive log requests, how many revision polls came between them. */
function pollsBetweenLogRequests(requests: RecordedRequest[]): number[] {
  const counts: number[] = [];
  let polls: number | undefined;
  for (const request of requests) {
    if (request.method === 'GET' && REVISION_PATH.test(request.path)) {
      if (polls !== undefined) polls++;
    } else if (request.method === 'POST' && LOGS_PATH.test(request.path)) {
      if (polls !== undefined) counts.push(polls);
      polls = 0;
    }
  }
  return counts;
}

describe('a service without logs (404)', () => {
  const emulator = useEmulator({ serviceGeneration: 'old' });

  it('says so in one line and leaves a failure the same failure, with the same exit code', async () => {
    const emu = emulator();
    emu.failNextRevision('BUILD_FAILED', { buildLog: numbered('build', 5) });
    const withLogs = await runDeploy(emu, emu.seedDeployment().id, { 'repo-ref': 'main' });
    const asked = logRequests(emu);

    emu.clearRequests();
    emu.failNextRevision('BUILD_FAILED', { buildLog: numbered('build', 5) });
    const without = await runDeploy(emu, emu.seedDeployment().id, {
      'repo-ref': 'main',
      logs: 'never',
    });

    // Asked once, answered 404.
    expect(asked).toHaveLength(1);
    expect(withLogs.exitCode).toBe(1);
    expect(withLogs.exitCode).toBe(without.exitCode);
    const result = ({ outputs }: ActionRun) => [
      outputs.result,
      outputs.status,
      outputs['new-revision'],
    ];
    expect(result(withLogs)).toEqual(['failed', 'BUILD_FAILED', 'true']);
    expect(result(withLogs)).toEqual(result(without));
    const failure = (run: ActionRun) =>
      runnerLines(run)
        .find((line) => line.startsWith('::error'))
        ?.replace(run.outputs['revision-id'] as string, '<revision>')
        .replace(run.outputs['deployment-id'] as string, '<deployment>');
    expect(failure(withLogs)).toBe(failure(without));
    expect(failure(withLogs)).toContain('BUILD_FAILED');

    const noLogs = runnerLines(withLogs).filter((line) => /no (build )?logs/i.test(line));
    expect(noLogs).toHaveLength(1);
    expect(withLogs.stdout).not.toContain('build 001');
    expect(withLogs.summary).toMatch(/has no logs/);
    expect(commandsIn(withLogs)).not.toContain('warning');
  });

  it('always: says so once while the deploy goes on to succeed', async () => {
    const emu = emulator();
    const deployment = emu.seedDeployment();
    emu.scriptNextRevision(
      [{ status: 'QUEUED', polls: 1 }, { status: 'BUILDING', polls: 3 }, { status: 'DEPLOYED' }],
      { buildLog: numbered('build', 5) },
    );
    const run = await runDeploy(emu, deployment.id, { 'repo-ref': 'main', logs: 'always' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.result).toBe('deployed');
    expect(requestsTo(emu, 'GET', REVISION_PATH).length).toBeGreaterThan(2);
    // Asked once, told there are none, and not asked again.
    expect(logRequests(emu)).toHaveLength(1);
    const noLogs = runnerLines(run).filter((line) => /no (build )?logs/i.test(line));
    expect(noLogs).toHaveLength(1);
    expect(commandsIn(run)).not.toContain('error');
    expect(commandsIn(run)).not.toContain('warning');
  });
});
