import { describe, expect, it } from 'vitest';
import { GitHubSession } from '../../src/github/github-session.ts';
import { isWrittenBy, learnTokenIdentity } from '../../src/github/token-identity.ts';
import { collectWarnings, runContextFor, TOKEN, useFakeGitHub } from './github-test-setup.ts';

const fakeGitHub = useFakeGitHub();
const PERSONAL_TOKEN = 'personal-token-0b8d6f4a2c9e';

function sessionWith(token: string): Promise<GitHubSession> {
  const { warn } = collectWarnings();
  const run = runContextFor(fakeGitHub());
  return GitHubSession.open({ token, warn, run }, run, 'pull-requests');
}

describe('learnTokenIdentity', () => {
  it("names the job's token github-actions[bot], though GitHub refuses it GET /user", async () => {
    const fake = fakeGitHub();
    const userAnswer = await fetch(`${fake.url}/user`, {
      headers: { authorization: `token ${TOKEN}` },
    });
    expect(userAnswer.status).toBe(403);
    expect(await learnTokenIdentity(await sessionWith(TOKEN))).toEqual({
      login: 'github-actions[bot]',
    });
    expect(fake.requestsTo('graphql')).toHaveLength(1);
  });

  it("names a person's token after the person", async () => {
    fakeGitHub().addPersonToken(PERSONAL_TOKEN, { login: 'octocat', type: 'User' });
    expect(await learnTokenIdentity(await sessionWith(PERSONAL_TOKEN))).toEqual({
      login: 'octocat',
    });
  });

  it('throws a message a person can read when GitHub names no account', async () => {
    const fake = fakeGitHub();
    fake.fail('graphql', 'html-page');
    await expect(learnTokenIdentity(await sessionWith(TOKEN))).rejects.toThrow(
      'GitHub answered 200 with an HTML page ("Sign in to continue") instead of JSON',
    );
  });
});

describe('isWrittenBy', () => {
  const bot = { login: 'github-actions[bot]' };

  it('takes the same account, whatever the case of its login', () => {
    expect(isWrittenBy({ login: 'github-actions[bot]', type: 'Bot' }, bot)).toBe(true);
    expect(isWrittenBy({ login: 'Octocat', type: 'User' }, { login: 'octocat' })).toBe(true);
  });

  it("takes an app's bot with or without the [bot] REST adds", () => {
    expect(isWrittenBy({ login: 'deployer[bot]', type: 'Bot' }, { login: 'deployer' })).toBe(true);
    expect(isWrittenBy({ login: 'deployer[bot]', type: 'User' }, { login: 'deployer' })).toBe(
      false,
    );
  });

  it('refuses anyone else, and a comment with no author', () => {
    expect(isWrittenBy({ login: 'other-app[bot]', type: 'Bot' }, bot)).toBe(false);
    expect(isWrittenBy({ login: 'github-actions', type: 'User' }, bot)).toBe(false);
    expect(isWrittenBy(null, bot)).toBe(false);
    expect(isWrittenBy({ type: 'Bot' }, bot)).toBe(false);
  });
});
