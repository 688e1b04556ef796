import { describe, expect, it } from 'vitest';
import { classifyTrouble, describeTrouble, withoutToken } from '../../src/github/github-trouble.ts';

function answered(status: number, headers: Record<string, string> = {}, message = 'x') {
  return Object.assign(new Error(message), { status, response: { headers, data: { message } } });
}

describe('classifyTrouble', () => {
  it('tells a rate limit from a missing permission, though both are 403', () => {
    expect(classifyTrouble(answered(403, { 'x-ratelimit-remaining': '0' }))).toBe('rate-limited');
    expect(classifyTrouble(answered(403, { 'retry-after': '30' }))).toBe('rate-limited');
    expect(classifyTrouble(answered(403, {}, 'You have exceeded a secondary rate limit'))).toBe(
      'rate-limited',
    );
    expect(classifyTrouble(answered(429))).toBe('rate-limited');
    expect(classifyTrouble(answered(403, {}, 'Resource not accessible by integration'))).toBe(
      'forbidden',
    );
  });

  it('sorts the other answers and the failures without one', () => {
    expect(classifyTrouble(answered(401))).toBe('unauthorized');
    expect(classifyTrouble(answered(404))).toBe('not-found');
    expect(classifyTrouble(answered(422))).toBe('invalid');
    expect(classifyTrouble(answered(502))).toBe('server');
    expect(classifyTrouble(Object.assign(new Error('fetch failed'), { status: 500 }))).toBe(
      'unreachable',
    );
    const timeout = new DOMException('timed out', 'TimeoutError');
    expect(classifyTrouble(Object.assign(new Error('x'), { status: 500, cause: timeout }))).toBe(
      'no-answer',
    );
    expect(classifyTrouble('something odd')).toBe('other');
  });
});

describe('withoutToken', () => {
  it('stars out the token given and anything shaped like a GitHub token', () => {
    const other = `ghs_${'A1b2'.repeat(9)}`;
    expect(withoutToken(`token my-secret-token and ${other}`, 'my-secret-token')).toBe(
      'token *** and ***',
    );
  });
});

describe('describeTrouble', () => {
  const subject = {
    doing: 'Could not read the pull requests',
    permission: 'pull-requests' as const,
    token: 'my-secret-token',
    apiUrl: 'https://api.github.com',
    timeoutMs: 10_000,
  };
  const refused = answered(403, {}, 'Resource not accessible by integration');

  it('asks for write access and says the deploy goes on, unless told otherwise', () => {
    expect(describeTrouble(refused, subject)).toBe(
      "Could not read the pull requests: GitHub answered 403 (Resource not accessible by integration): the token lacks the `pull-requests: write` permission; add the line `pull-requests: write` under `permissions:` in the workflow or the job (on pull requests from forks the token is read-only whatever the workflow asks). The deploy's result is not affected.",
    );
  });

  it('names the access and the outcome a caller gives', () => {
    const text = describeTrouble(refused, {
      ...subject,
      access: 'read',
      outcome: 'Their previews are kept.',
    });
    expect(text).toContain('the token lacks the `pull-requests: read` permission');
    expect(text).toContain('add the line `pull-requests: read` under `permissions:`');
    expect(text).not.toContain('write');
    expect(text.endsWith('Their previews are kept.')).toBe(true);
  });
});
