// GitHub's answers as the sweep reads them: one about another pull request or repository, or one
// nested too deeply to walk, is no answer about the preview's pull request, which is kept.
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../support/deploy-fixture.ts';
import { DAY_MS, freshEmulator, runSweep, useFakeGitHubForSweep, warnings } from './run-sweep.ts';

const fakeGitHub = useFakeGitHubForSweep();
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('an answer about another pull request', () => {
  it.each([
    [
      'another repository',
      { number: 999, base: { repo: { full_name: 'someone/else' } }, state: 'closed' },
      'pull request #999 of someone/else',
    ],
    [
      'another number',
      { number: 2, base: { repo: { full_name: 'octo-org/agents' } }, state: 'closed' },
      'pull request #2 of octo-org/agents',
    ],
    [
      'no repository',
      { number: 1, state: 'closed', merged: true },
      'pull request #1 of an unnamed repository',
    ],
  ])('(%s) is ignored: the preview is kept, with one warning', async (_case, answer, about) => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    emu.seedDeployment({ name: 'agent-pr-1', ageMs: 30 * DAY_MS });
    github.fail('get-pull-request', 'answer', { answer: { body: JSON.stringify(answer) } });
    const run = await runSweep(emu, github, { 'max-idle': '1d' });

    expect(run.exitCode).toBe(0);
    expect(requestsTo(emu, 'DELETE')).toEqual([]);
    expect(run.outputs).toMatchObject({ stale: '[]', deleted: '[]', kept: '1' });
    expect(warnings(run)).toEqual([
      `Could not read the pull requests of the previews (#1): GitHub's answer is about ${about}, not about #1 of octo-org/agents. Its preview is kept.`,
    ]);
    expect(run.summary).toContain("kept: GitHub did not say the pull request's state");
  });
});

describe('an answer nested too deeply', () => {
  it.each([
    ['pull request, 200', 'get-pull-request', 200],
    ['pull request, 404', 'get-pull-request', 404],
    ['pull request, 500', 'get-pull-request', 500],
  ] as const)(
    '(%s) is GitHub trouble: one warning, the preview kept, no RangeError',
    async (_case, route, status) => {
      const emu = await freshEmulator();
      const github = fakeGitHub();
      emu.seedDeployment({ name: 'agent-pr-1', ageMs: 30 * DAY_MS });
      github.fail(route, 'answer', { answer: { status, body: deep(10_000) } });
      const run = await runSweep(emu, github, { 'max-idle': '1d' });

      expect(run.exitCode).toBe(0);
      expect(requestsTo(emu, 'DELETE')).toEqual([]);
      expect(warnings(run)).toEqual([
        `Could not read the pull requests of the previews (#1): GitHub answered ${status} with JSON nested too deeply (more than 256 levels). Their previews are kept.`,
      ]);
      expect(`${run.stdout}${run.stderr}`).not.toMatch(/RangeError|call stack/);
    },
  );

  it("(a GitHub environment's deployments) leaves the environment unmarked, the delete done", async () => {
    const emu = await freshEmulator();
    const github = fakeGitHub();
    emu.seedDeployment({ name: 'agent-pr-1', ageMs: 30 * DAY_MS });
    github.addPullRequest(1, 'closed');
    github.fail('list-deployments', 'answer', { answer: { body: deep(10_000) } });
    const run = await runSweep(emu, github, { 'environment-pattern': 'preview-pr-{number}' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.deleted).toBe('["agent-pr-1"]');
    expect(warnings(run)).toEqual([
      'Could not mark the deployments of GitHub environment "preview-pr-1" inactive: GitHub answered 200 with JSON nested too deeply (more than 256 levels). The deletes are not affected.',
    ]);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/RangeError|call stack/);
  });
});
