import { describe, expect, it, vi } from 'vitest';
import { readPullRequestStates } from '../../src/github/pull-request-states.ts';
import { collectWarnings, runContextFor, TOKEN, useFakeGitHub } from './github-test-setup.ts';

const fakeGitHub = useFakeGitHub();

async function read(numbers: number[]) {
  const fake = fakeGitHub();
  const { warn, warnings } = collectWarnings();
  const states = await readPullRequestStates(numbers, {
    token: TOKEN,
    warn,
    run: runContextFor(fake, 'push'),
  });
  return { states: Object.fromEntries([...states].map(([n, s]) => [n, s.kind])), warnings };
}

const asked = () =>
  fakeGitHub()
    .requests.filter((request) => request.route === 'get-pull-request')
    .map((request) => Number(request.url.split('/').at(-1)));

describe('readPullRequestStates', () => {
  it('reads open, closed and merged, one pull request at a time, with the token', async () => {
    const fake = fakeGitHub();
    fake.addPullRequest(1, 'open');
    fake.addPullRequest(2, 'closed');
    fake.addPullRequest(3, 'merged');
    const { states, warnings } = await read([1, 2, 3]);
    expect(states).toEqual({ 1: 'open', 2: 'closed', 3: 'merged' });
    expect(asked()).toEqual([1, 2, 3]);
    expect(fake.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('takes a 404 as "no such pull request" once the repository itself answered, asked once', async () => {
    const fake = fakeGitHub();
    fake.addPullRequest(2, 'open');
    const { states, warnings } = await read([1, 2, 3]);
    expect(states).toEqual({ 1: 'not-found', 2: 'open', 3: 'not-found' });
    expect(fake.requestsTo('get-repository')).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('says nothing of any pull request when the token cannot see the repository', async () => {
    const fake = fakeGitHub();
    fake.fail('get-repository', 'not-found');
    const { states, warnings } = await read([1, 2]);
    expect(states).toEqual({ 1: 'unknown', 2: 'unknown' });
    expect(asked()).toEqual([1]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('GitHub answered 404 to the repository octo-org/agents itself');
  });

  it.each([
    ['missing-permission', /the token lacks the `pull-requests: read` permission/],
    ['rate-limit-429', /the API rate limit is used up; it frees up in 60s/],
    ['disconnect', /could not reach/],
  ] as const)('stops at %s: the rest unknown, one warning, no token in it', async (fault, said) => {
    const fake = fakeGitHub();
    fake.addPullRequest(1, 'closed');
    fake.addPullRequest(3, 'closed');
    fake.fail('get-pull-request', fault, { after: 1, echoAuthorization: true });
    const { states, warnings } = await read([1, 2, 3]);
    expect(states).toEqual({ 1: 'closed', 2: 'unknown', 3: 'unknown' });
    expect(asked()).toEqual([1, 2]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(said);
    expect(warnings[0]).toMatch(/^Could not read the pull requests of the previews \(#2\): /);
    expect(warnings[0]).toMatch(/Their previews are kept\.$/);
    expect(warnings[0]).not.toContain(TOKEN);
  });

  it("goes on after GitHub's own error, which leaves only that pull request unknown", async () => {
    const fake = fakeGitHub();
    fake.addPullRequest(1, 'closed');
    fake.addPullRequest(2, 'closed');
    fake.fail('get-pull-request', 'server-error', { times: 1 });
    const { states, warnings } = await read([1, 2]);
    expect(states).toEqual({ 1: 'unknown', 2: 'closed' });
    expect(warnings).toHaveLength(1);
  });

  it('takes an answer without a state it knows as no answer, and warns', async () => {
    const fake = fakeGitHub();
    Object.assign(fake.addPullRequest(4, 'open'), { state: 'draft' });
    fake.addPullRequest(5, 'closed');
    const { states, warnings } = await read([4, 5]);
    expect(states).toEqual({ 4: 'unknown', 5: 'closed' });
    expect(warnings).toEqual([
      "Could not read the pull requests of the previews (#4): GitHub's answer gives no state open or closed. Its preview is kept.",
    ]);
  });

  it('asks nothing without a token or outside a run, and says so once', async () => {
    const { warn, warnings } = collectWarnings();
    const states = await readPullRequestStates([5], { token: ' ', warn, run: undefined });
    expect(states.get(5)).toEqual({ kind: 'unknown' });
    expect(warnings).toEqual([
      'Could not read the pull requests of the previews: no GitHub token was given (the `github-token` input).',
    ]);
    expect(fakeGitHub().requests).toEqual([]);
  });

  it.each([
    [
      'another repository',
      { number: 6, base: { repo: { full_name: 'someone/else' } } },
      'pull request #6 of someone/else',
    ],
    [
      'another number',
      { number: 7, base: { repo: { full_name: 'octo-org/agents' } } },
      'pull request #7 of octo-org/agents',
    ],
    [
      'no number',
      { base: { repo: { full_name: 'octo-org/agents' } } },
      'a pull request without a number of octo-org/agents',
    ],
    ['no repository', { number: 6, base: null }, 'pull request #6 of an unnamed repository'],
  ])('takes an answer about %s as no answer, and warns', async (_case, about, said) => {
    const fake = fakeGitHub();
    fake.addPullRequest(8, 'closed');
    fake.fail('get-pull-request', 'answer', {
      times: 1,
      answer: { body: JSON.stringify({ ...about, state: 'closed', merged: true }) },
    });
    const { states, warnings } = await read([6, 8]);
    expect(states).toEqual({ 6: 'unknown', 8: 'closed' });
    expect(warnings).toEqual([
      `Could not read the pull requests of the previews (#6): GitHub's answer is about ${said}, not about #6 of octo-org/agents. Its preview is kept.`,
    ]);
  });

  it('takes the repository as GitHub names it, in any case', async () => {
    const fake = fakeGitHub();
    fake.fail('get-pull-request', 'answer', {
      answer: {
        body: JSON.stringify({
          number: 3,
          base: { repo: { full_name: 'Octo-Org/Agents' } },
          state: 'open',
        }),
      },
    });
    const { states, warnings } = await read([3]);
    expect(states).toEqual({ 3: 'open' });
    expect(warnings).toEqual([]);
  });

  it('asks no more once the signal ends the requests, and leaves the warning to the caller', async () => {
    const fake = fakeGitHub();
    fake.fail('get-pull-request', 'hang');
    const stop = new AbortController();
    const { warn, warnings } = collectWarnings();
    const reading = readPullRequestStates([1, 2, 3], {
      token: TOKEN,
      warn,
      run: runContextFor(fake, 'push'),
      signal: stop.signal,
    });
    await vi.waitFor(() => expect(asked()).toEqual([1]));
    stop.abort();
    const states = await reading;
    expect([...states.values()].map((state) => state.kind)).toEqual([
      'unknown',
      'unknown',
      'unknown',
    ]);
    expect(asked()).toEqual([1]);
    expect(warnings).toEqual([]);
  });
});
