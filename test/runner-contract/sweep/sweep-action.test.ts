import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/index.ts';
import { failureMessage } from '../../../scripts/runner/run-action.ts';
import { requestsTo } from '../../support/deploy-fixture.ts';
import {
  DAY_MS,
  deletedNames,
  freshEmulator,
  GITHUB_TOKEN,
  pullRequestsAsked,
  runSweep,
  SERVER_URL,
  useFakeGitHubForSweep,
  warnings,
} from './run-sweep.ts';

const fakeGitHub = useFakeGitHubForSweep();

/** Previews of every kind of pull request, each idle for a different number of days. */
function seedEveryKind(emu: Emulator) {
  const github = fakeGitHub();
  const seed = (number: number, days: number) =>
    emu.seedDeployment({ name: `agent-pr-${number}`, ageMs: days * DAY_MS });
  github.addPullRequest(1, 'closed');
  github.addPullRequest(2, 'merged');
  github.addPullRequest(3, 'open');
  github.addPullRequest(4, 'open');
  // #5 and #6 are unknown to GitHub (404).
  return {
    closed: seed(1, 3),
    merged: seed(2, 1),
    open: seed(3, 2),
    openIdle: seed(4, 30),
    missingIdle: seed(5, 20),
    missingFresh: seed(6, 0),
  };
}

describe('which previews are stale', () => {
  it('without max-idle: the closed and merged ones only, the longest idle first', async () => {
    const emu = await freshEmulator();
    const previews = seedEveryKind(emu);
    const run = await runSweep(emu, fakeGitHub(), {});

    expect(run.exitCode).toBe(0);
    expect(deletedNames(emu)).toEqual(['agent-pr-1', 'agent-pr-2']);
    expect(requestsTo(emu, 'DELETE').map((r) => [r.path, r.query])).toEqual([
      [`/v2/deployments/${previews.closed.id}`, { delete_tracing_project: 'true' }],
      [`/v2/deployments/${previews.merged.id}`, { delete_tracing_project: 'true' }],
    ]);
    expect(run.outputs).toEqual({
      stale: '["agent-pr-1","agent-pr-2"]',
      'stale-count': '2',
      deleted: '["agent-pr-1","agent-pr-2"]',
      'deleted-count': '2',
      kept: '4',
    });
    expect(pullRequestsAsked(fakeGitHub()).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const request of fakeGitHub().requestsTo('get-pull-request')) {
      expect(request.authorization).toBe(`token ${GITHUB_TOKEN}`);
    }
    const link = (n: number) => `[#${n}](${SERVER_URL}/octo-org/agents/pull/${n})`;
    expect(run.summary).toContain(
      `| \`agent-pr-1\` | ${link(1)} | closed | 3d | 🗑️ deleted (with its tracing project): the pull request is closed |`,
    );
    expect(run.summary).toContain(`| \`agent-pr-2\` | ${link(2)} | merged | 1d |`);
    expect(run.summary).toContain(
      `| \`agent-pr-4\` | ${link(4)} | open | 30d | kept: the pull request is open, and max-idle is not set |`,
    );
    expect(run.summary).toContain(
      `| \`agent-pr-5\` | ${link(5)} | not found | 20d | kept: GitHub has no such pull request, and max-idle is not set |`,
    );
    expect(warnings(run)).toEqual([]);
  });

  it('with max-idle: also open and unknown pull requests idle longer than it', async () => {
    const emu = await freshEmulator();
    seedEveryKind(emu);
    const run = await runSweep(emu, fakeGitHub(), { 'max-idle': '14d' });

    expect(run.exitCode).toBe(0);
    // The longest idle first: #4 (30 days), #5 (20), #1 (3), #2 (1).
    expect(deletedNames(emu)).toEqual(['agent-pr-4', 'agent-pr-5', 'agent-pr-1', 'agent-pr-2']);
    expect(run.outputs.kept).toBe('2');
    expect(run.summary).toContain(
      '| open | 30d | 🗑️ deleted (with its tracing project): the pull request is open, idle longer than 14d |',
    );
    expect(run.summary).toContain(
      '| not found | 20d | 🗑️ deleted (with its tracing project): GitHub has no such pull request, idle longer than 14d |',
    );
    expect(run.summary).toContain(
      '| open | 2d | kept: the pull request is open, not idle longer than 14d |',
    );
    expect(run.summary).toContain(
      '| not found | under 1m | kept: GitHub has no such pull request, not idle longer than 14d |',
    );
    // A 404 is taken as "no such pull request" only once the repository itself answered.
    expect(fakeGitHub().requestsTo('get-repository')).toHaveLength(1);
  });

  it('without a token: asks GitHub nothing, and deletes only the previews idle longer than max-idle', async () => {
    const emu = await freshEmulator();
    seedEveryKind(emu);
    const run = await runSweep(emu, fakeGitHub(), { 'github-token': '', 'max-idle': '14d' });

    expect(run.exitCode).toBe(0);
    expect(deletedNames(emu)).toEqual(['agent-pr-4', 'agent-pr-5']);
    expect(fakeGitHub().requestsTo('get-pull-request')).toEqual([]);
    expect(run.summary).toContain(
      '| not asked | 30d | 🗑️ deleted (with its tracing project): no github-token to ask about its pull request, idle longer than 14d |',
    );
    expect(run.summary).toContain(
      '| not asked | 3d | kept: no github-token to ask about its pull request, not idle longer than 14d |',
    );
  });

  it('never touches a name that only almost matches', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    const near = ['agent-pr-07', 'agent-pr-7x', 'other-agent-pr-7', 'agent-pr-7-old', 'agent-pr-0'];
    for (const name of near) emu.seedDeployment({ name, ageMs: 40 * DAY_MS });
    emu.seedDeployment({ name: 'agent-pr-', ageMs: 40 * DAY_MS });
    emu.seedDeployment({ name: 'agent-pr-7', ageMs: 40 * DAY_MS });
    github.addPullRequest(7, 'closed');
    const run = await runSweep(emu, github, { 'max-idle': '1d' });

    expect(run.exitCode).toBe(0);
    expect(deletedNames(emu)).toEqual(['agent-pr-7']);
    expect(pullRequestsAsked(github)).toEqual([7]);
    for (const name of near) expect(run.summary).not.toContain(`\`${name}\``);
    expect(run.summary).toContain('1 of 7 deployments listed match the pattern.');
    expect(run.outputs).toEqual({
      stale: '["agent-pr-7"]',
      'stale-count': '1',
      deleted: '["agent-pr-7"]',
      'deleted-count': '1',
      kept: '0',
    });
  });
});

describe("when GitHub can't say", () => {
  it.each([
    ['missing-permission', /GitHub answered 403 .*`pull-requests: read`/],
    ['server-error', /GitHub answered 500 \(Server Error\): an error on GitHub's side/],
    ['rate-limit-403', /the API rate limit is used up/],
  ] as const)('%s: nothing is deleted, and one warning says why', async (fault, said) => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    seedEveryKind(emu);
    github.fail('all', fault);
    const run = await runSweep(emu, github, { 'max-idle': '1d' });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'DELETE')).toEqual([]);
    expect(run.outputs).toEqual({
      stale: '[]',
      'stale-count': '0',
      deleted: '[]',
      'deleted-count': '0',
      kept: '6',
    });
    const [warning, ...more] = warnings(run);
    expect(more).toEqual([]);
    expect(warning).toMatch(said);
    expect(warning).toContain('Their previews are kept.');
    expect(run.summary).toContain("kept: GitHub did not say the pull request's state");
  });

  it('stops asking after a refusal, but asks about every pull request after a 500', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    seedEveryKind(emu);
    github.fail('all', 'missing-permission');
    await runSweep(emu, github, {});
    expect(pullRequestsAsked(github)).toHaveLength(1);

    github.reset();
    const second = await freshEmulator();
    seedEveryKind(second);
    github.fail('all', 'server-error');
    await runSweep(second, github, {});
    expect(pullRequestsAsked(github)).toHaveLength(6);
  });

  it('keeps every preview when the token cannot see the repository (404 for everything)', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    emu.seedDeployment({ name: 'agent-pr-3', ageMs: 40 * DAY_MS });
    github.fail('get-repository', 'not-found');
    const run = await runSweep(emu, github, { 'max-idle': '1d' });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'DELETE')).toEqual([]);
    expect(warnings(run)).toEqual([
      expect.stringContaining('GitHub answered 404 to the repository octo-org/agents itself'),
    ]);
  });
});

describe('how many, and in what order', () => {
  it('reads every page of the deployment list', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    // The emulator's pages hold at most 25.
    for (let n = 1; n <= 60; n++) {
      emu.seedDeployment({ name: `agent-pr-${n}`, ageMs: n * 60_000 });
      github.addPullRequest(n, n % 2 ? 'closed' : 'open');
    }
    const run = await runSweep(emu, github, { 'max-deletes': '100' });

    expect(run.exitCode).toBe(0);
    const lists = requestsTo(emu, 'GET', /^\/v2\/deployments$/);
    expect(lists.length).toBeGreaterThanOrEqual(3);
    expect(lists.every((request) => request.query.name_contains === 'agent-pr-')).toBe(true);
    expect(deletedNames(emu)).toHaveLength(30);
    expect(new Set(deletedNames(emu)).size).toBe(30);
    expect(deletedNames(emu)[0]).toBe('agent-pr-59');
    expect(run.outputs.kept).toBe('30');
  });

  it('deletes at most max-deletes, the longest idle first, and reports the rest', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    for (const [number, days] of [
      [11, 5],
      [12, 50],
      [13, 20],
      [14, 1],
    ] as const) {
      emu.seedDeployment({ name: `agent-pr-${number}`, ageMs: days * DAY_MS });
      github.addPullRequest(number, 'closed');
    }
    const run = await runSweep(emu, github, { 'max-deletes': '2' });

    expect(run.exitCode).toBe(0);
    expect(deletedNames(emu)).toEqual(['agent-pr-12', 'agent-pr-13']);
    expect(run.outputs).toEqual({
      stale: '["agent-pr-12","agent-pr-13","agent-pr-11","agent-pr-14"]',
      'stale-count': '4',
      deleted: '["agent-pr-12","agent-pr-13"]',
      'deleted-count': '2',
      kept: '0',
    });
    expect(run.summary).toContain(
      '| 5d | stale, left for the next run (max-deletes 2): the pull request is closed |',
    );
    expect(run.stdout).toContain('2 deleted, 2 left for the next run');
  });

  it('goes on after a DELETE that fails, then fails the step with its detail', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    const previews = [1, 2, 3].map((number) => {
      github.addPullRequest(number, 'merged');
      return emu.seedDeployment({ name: `agent-pr-${number}`, ageMs: number * DAY_MS });
    });
    const detail = 'Deployment is locked by a running migration.';
    emu.addFault({
      method: 'DELETE',
      path: `/v2/deployments/${previews[1]?.id}`,
      status: 409,
      times: Number.POSITIVE_INFINITY,
      body: { detail },
    });
    const run = await runSweep(emu, github, {});

    expect(run.exitCode).toBe(1);
    expect(deletedNames(emu)).toEqual(['agent-pr-3', 'agent-pr-1']);
    expect(run.outputs).toEqual({
      stale: '["agent-pr-3","agent-pr-2","agent-pr-1"]',
      'stale-count': '3',
      deleted: '["agent-pr-3","agent-pr-1"]',
      'deleted-count': '2',
      kept: '0',
    });
    const message = failureMessage(run);
    expect(message).toContain('1 of the stale previews could not be deleted');
    expect(message).toContain(`agent-pr-2: DELETE /v2/deployments/${previews[1]?.id} → 409`);
    expect(message).toContain(detail);
    expect(run.summary).toContain('### ❌ Sweep of `agent-pr-{number}`');
    expect(run.summary).toContain(`❌ delete failed: DELETE /v2/deployments/${previews[1]?.id}`);
  });
});

describe('dry-run', () => {
  it('sends no DELETE, marks nothing, and says what it would delete', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    seedEveryKind(emu);
    const environment = github.addDeployment('preview-pr-1', ['success']);
    const run = await runSweep(emu, github, {
      'dry-run': 'true',
      'max-idle': '14d',
      'environment-pattern': 'preview-pr-{number}',
    });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'DELETE')).toEqual([]);
    expect(emu.deletedDeployments).toEqual([]);
    expect(run.outputs).toEqual({
      stale: '["agent-pr-4","agent-pr-5","agent-pr-1","agent-pr-2"]',
      'stale-count': '4',
      deleted: '[]',
      'deleted-count': '0',
      kept: '2',
    });
    expect(run.summary).toContain('would be deleted (dry run): the pull request is closed');
    expect(run.summary).toContain('Dry run: nothing was deleted');
    expect(environment.statuses.map((status) => status.state)).toEqual(['success']);
    expect(github.requestsTo('create-deployment-status')).toEqual([]);
  });
});

describe('GitHub environments', () => {
  it("marks each deleted preview's environment inactive, and no other", async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    seedEveryKind(emu);
    const closed = github.addDeployment('preview-pr-1', ['success']);
    const open = github.addDeployment('preview-pr-3', ['success']);
    const run = await runSweep(emu, github, { 'environment-pattern': 'preview-pr-{number}' });

    expect(run.exitCode).toBe(0);
    expect(closed.statuses.at(-1)?.state).toBe('inactive');
    expect(open.statuses.map((status) => status.state)).toEqual(['success']);
    const listed = github.requestsTo('list-deployments').map((r) => r.url);
    expect(listed).toEqual([
      expect.stringContaining('environment=preview-pr-1'),
      expect.stringContaining('environment=preview-pr-2'),
    ]);
    expect(run.summary).toContain('; GitHub environment `preview-pr-1`: 1 marked inactive');
  });

  it('warns once and stops marking when the token may not, and the deletes still count', async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    seedEveryKind(emu);
    github.addDeployment('preview-pr-1', ['success']);
    github.addDeployment('preview-pr-2', ['success']);
    github.fail('list-deployments', 'missing-permission');
    const run = await runSweep(emu, github, { 'environment-pattern': 'preview-pr-{number}' });

    expect(run.exitCode).toBe(0);
    expect(deletedNames(emu)).toEqual(['agent-pr-1', 'agent-pr-2']);
    expect(github.requestsTo('list-deployments')).toHaveLength(1);
    const [warning, ...more] = warnings(run);
    expect(more).toEqual([]);
    expect(warning).toMatch(/`deployments: write`.*The deletes are not affected\.$/);
    expect(run.summary).toContain(
      'GitHub environment `preview-pr-1`: not marked (see the warning)',
    );
    expect(run.summary).toContain(
      'GitHub environment `preview-pr-2`: not marked (see the warning)',
    );
  });
});

describe('bad input', () => {
  it.each([
    [{ 'name-pattern': '' }, 'Input "name-pattern": is required'],
    [{ 'name-pattern': 'agent-pr' }, 'Input "name-pattern": must hold {number} where'],
    [{ 'name-pattern': '{number}-{number}' }, 'Input "name-pattern": must hold {number} once'],
    [{ 'environment-pattern': 'preview' }, 'Input "environment-pattern": must hold {number}'],
    [{ 'max-idle': '14' }, 'Input "max-idle": must be a duration with its unit'],
    [{ 'max-idle': '30m' }, 'Input "max-idle": must be between 1h and 3650d'],
    [{ 'max-deletes': '0' }, 'Input "max-deletes": must be a whole number of at least 1'],
    [{ 'github-token': '' }, 'Input "max-idle": is required without github-token'],
    [
      { 'github-token': '', 'max-idle': '14d', 'environment-pattern': 'preview-{number}' },
      'Input "github-token": is required with environment-pattern',
    ],
  ])('%j fails naming the input, before any request', async (inputs, expected) => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    const run = await runSweep(emu, github, inputs);

    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(expected);
    expect(run.summary).toContain('Sweep not started: bad input');
    expect(run.outputs).toEqual({
      stale: '[]',
      'stale-count': '0',
      deleted: '[]',
      'deleted-count': '0',
      kept: '0',
    });
    expect(emu.requests).toEqual([]);
    expect(github.requests).toEqual([]);
  });
});
