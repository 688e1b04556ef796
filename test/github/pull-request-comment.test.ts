import { describe, expect, it } from 'vitest';
import { processRedactor } from '../../src/common/redactor.ts';
import { commentMarkerLine } from '../../src/github/comment-marker.ts';
import { upsertPullRequestComment } from '../../src/github/pull-request-comment.ts';
import {
  collectWarnings,
  PR_NUMBER,
  type RunEvent,
  runContextFor,
  TOKEN,
  useFakeGitHub,
} from './github-test-setup.ts';

// Pages of two, so the action's comment can sit pages deep.
const fakeGitHub = useFakeGitHub({ maxPageSize: 2 });
const MARKER = 'agent-prod';
const humanUser = { login: 'octocat', type: 'User' } as const;
/** A person's token: GitHub answers `GET /user` for it, and its comments are theirs. */
const PERSONAL_TOKEN = 'personal-token-5c2e9a7b1d3f';

async function upsert(body: string, event: RunEvent = 'pull_request', marker = MARKER) {
  const fake = fakeGitHub();
  const { warn, warnings } = collectWarnings();
  const result = await upsertPullRequestComment({
    token: TOKEN,
    marker,
    body,
    warn,
    run: runContextFor(fake, event),
  });
  return { result, warnings };
}

describe('upsertPullRequestComment', () => {
  it('creates the comment on the first run, with the hidden marker as its first line', async () => {
    const fake = fakeGitHub();
    const { result, warnings } = await upsert('Deployed revision r1');
    expect(result).toMatchObject({ outcome: 'created', commentId: expect.any(Number) });
    expect(result.url).toContain(`/pull/${PR_NUMBER}#issuecomment-`);
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]?.body).toBe('<!-- agent-deploy:agent-prod -->\nDeployed revision r1');
    expect(warnings).toEqual([]);
  });

  it('updates that one comment on the next run, pages deep, and never creates another', async () => {
    const fake = fakeGitHub();
    const first = await upsert('Deployed revision r1');
    for (let i = 0; i < 5; i += 1) fake.addComment(PR_NUMBER, `review comment ${i}`, humanUser);
    const second = await upsert('Deployed revision r2');
    expect(second.result).toMatchObject({ outcome: 'updated', commentId: first.result.commentId });
    expect(fake.requestsTo('create-comment')).toHaveLength(1);
    expect(fake.requestsTo('update-comment')).toHaveLength(1);
    const ours = fake.comments.filter((c) => c.body.includes('Deployed revision'));
    expect(ours.map((c) => c.body)).toEqual([
      '<!-- agent-deploy:agent-prod -->\nDeployed revision r2',
    ]);
  });

  it('finds its comment on a later page', async () => {
    const fake = fakeGitHub();
    for (let i = 0; i < 5; i += 1) fake.addComment(PR_NUMBER, `review comment ${i}`, humanUser);
    fake.addComment(PR_NUMBER, `${commentMarkerLine(MARKER)}\nold`);
    const { result } = await upsert('new');
    expect(result.outcome).toBe('updated');
    expect(fake.requestsTo('list-comments')).toHaveLength(3);
    expect(fake.requestsTo('create-comment')).toHaveLength(0);
  });

  it('sends nothing when the comment already says the same', async () => {
    const fake = fakeGitHub();
    await upsert('same');
    const { result } = await upsert('same');
    expect(result.outcome).toBe('unchanged');
    expect(fake.requestsTo('update-comment')).toHaveLength(0);
  });

  it("is not fooled by a person's comment that quotes or mentions the marker", async () => {
    const fake = fakeGitHub();
    const line = commentMarkerLine(MARKER);
    fake.addComment(PR_NUMBER, `> ${line}\n> Deployed revision r1\n\nLooks good`, humanUser);
    fake.addComment(PR_NUMBER, `The bot writes \`${line}\` at the top`, humanUser);
    fake.addComment(PR_NUMBER, `Quoting:\n${line}\nDeployed`, humanUser);
    const { result } = await upsert('Deployed revision r1');
    expect(result.outcome).toBe('created');
    expect(fake.requestsTo('update-comment')).toHaveLength(0);
  });

  it("never takes over a fork author's comment that starts with the marker", async () => {
    const fake = fakeGitHub();
    const line = commentMarkerLine(MARKER);
    const forged = fake.addComment(PR_NUMBER, `${line}\n✅ Deployed`, humanUser, 'CONTRIBUTOR');
    const { result } = await upsert('Deployed revision r1');
    expect(result.outcome).toBe('created');
    expect(fake.requestsTo('update-comment')).toHaveLength(0);
    expect(fake.comments.find((c) => c.id === forged.id)?.body).toBe(`${line}\n✅ Deployed`);
  });

  it("leaves another bot's marked comment alone and writes its own", async () => {
    const fake = fakeGitHub();
    const line = commentMarkerLine(MARKER);
    const otherBot = { login: 'other-deployer[bot]', type: 'Bot' } as const;
    const theirs = fake.addComment(PR_NUMBER, `${line}\n✅ Deployed`, otherBot, 'NONE');
    const { result, warnings } = await upsert('Deployed revision r1');
    expect(result.outcome).toBe('created');
    expect(fake.requestsTo('update-comment')).toHaveLength(0);
    expect(fake.comments.find((c) => c.id === theirs.id)?.body).toBe(`${line}\n✅ Deployed`);
    expect(fake.comments.at(-1)?.user.login).toBe('github-actions[bot]');
    expect(warnings).toEqual([]);
  });

  it("leaves a member's marked comment alone when the token is the job's", async () => {
    const fake = fakeGitHub();
    const member = { login: 'maintainer', type: 'User' } as const;
    const theirs = fake.addComment(
      PR_NUMBER,
      `${commentMarkerLine(MARKER)}\nold`,
      member,
      'MEMBER',
    );
    const { result } = await upsert('Deployed revision r2');
    expect(result.outcome).toBe('created');
    expect(fake.comments.find((c) => c.id === theirs.id)?.body).toContain('\nold');
  });

  it('takes up the marked comment of the person whose token it is', async () => {
    const fake = fakeGitHub();
    const member = { login: 'Maintainer', type: 'User' } as const;
    fake.addPersonToken(PERSONAL_TOKEN, { ...member, login: 'maintainer' });
    const kept = fake.addComment(PR_NUMBER, `${commentMarkerLine(MARKER)}\nold`, member, 'MEMBER');
    const { warn, warnings } = collectWarnings();
    const result = await upsertPullRequestComment({
      token: PERSONAL_TOKEN,
      marker: MARKER,
      body: 'Deployed revision r2',
      warn,
      run: runContextFor(fake),
    });
    expect(result).toMatchObject({ outcome: 'updated', commentId: kept.id });
    expect(warnings).toEqual([]);
  });

  it('asks whose the token is only once a marked comment turns up', async () => {
    const fake = fakeGitHub();
    await upsert('Deployed revision r1');
    expect(fake.requestsTo('graphql')).toHaveLength(0);
    const { result } = await upsert('Deployed revision r2');
    expect(result.outcome).toBe('updated');
    expect(fake.requestsTo('graphql')).toHaveLength(1);
    expect(fake.requestsTo('get-user')).toHaveLength(0);
  });

  it('writes nothing, with one warning, when GitHub cannot say whose the token is', async () => {
    const fake = fakeGitHub();
    const theirs = fake.addComment(PR_NUMBER, `${commentMarkerLine(MARKER)}\nold`);
    fake.fail('graphql', 'server-error');
    const { result, warnings } = await upsert('Deployed revision r2');
    expect(result).toEqual({ outcome: 'failed' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('GitHub answered 500');
    expect(fake.requestsTo('create-comment')).toHaveLength(0);
    expect(fake.comments.find((c) => c.id === theirs.id)?.body).toContain('\nold');
  });

  it('keeps one comment per marker', async () => {
    const fake = fakeGitHub();
    await upsert('a', 'pull_request', 'agent-one');
    await upsert('b', 'pull_request', 'agent-two');
    await upsert('a2', 'pull_request', 'agent-one');
    expect(fake.comments.map((c) => c.body)).toEqual([
      '<!-- agent-deploy:agent-one -->\na2',
      '<!-- agent-deploy:agent-two -->\nb',
    ]);
  });

  it('works on pull_request_target too', async () => {
    const { result } = await upsert('x', 'pull_request_target');
    expect(result.outcome).toBe('created');
  });

  it('does nothing outside a pull request', async () => {
    const fake = fakeGitHub();
    const { result, warnings } = await upsert('x', 'push');
    expect(result).toEqual({ outcome: 'not-a-pull-request' });
    expect(fake.requests).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('a refused token: one warning naming `pull-requests: write`, no throw', async () => {
    const fake = fakeGitHub();
    fake.fail('list-comments', 'missing-permission');
    const { result, warnings } = await upsert('x');
    expect(result).toEqual({ outcome: 'failed' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('`pull-requests: write`');
    expect(warnings[0]).toContain('`permissions:`');
    expect(fake.requestsTo('create-comment')).toHaveLength(0);
  });
});

describe('a comment whose marker or body holds a secret value', () => {
  const SERVICE_HELD = 'svc-held-secret-3f9a1c77e2';
  processRedactor.add([SERVICE_HELD]);

  it('is written without it, and found again by the next run rather than written twice', async () => {
    const fake = fakeGitHub();
    const marker = `agent-${SERVICE_HELD}`;
    const body = `Deployed agent-${SERVICE_HELD}`;
    const first = await upsert(body, 'pull_request', marker);
    const second = await upsert(body, 'pull_request', marker);

    expect(first.result.outcome).toBe('created');
    expect(second.result).toMatchObject({
      outcome: 'unchanged',
      commentId: first.result.commentId,
    });
    expect(fake.comments.map((comment) => comment.body)).toEqual([
      '<!-- agent-deploy:agent-%2A%2A%2A -->\nDeployed agent-***',
    ]);
  });
});
