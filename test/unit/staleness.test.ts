// src/sweep/staleness.ts: the one rule that decides whether a preview is stale.
import { describe, expect, it } from 'vitest';
import type { PullRequestState } from '../../src/github/pull-request-states.ts';
import { judge } from '../../src/sweep/staleness.ts';

const DAY = 86_400_000;
const pr = (kind: PullRequestState['kind']): PullRequestState => ({ kind });

describe('judge', () => {
  it.each([
    ['closed', 'the pull request is closed'],
    ['merged', 'the pull request is merged'],
  ] as const)('%s: stale, however fresh, with or without max-idle', (kind, reason) => {
    for (const maxIdle of [undefined, 14 * DAY]) {
      expect(judge(pr(kind), 0, maxIdle)).toEqual({ stale: true, reason });
      expect(judge(pr(kind), undefined, maxIdle)).toEqual({ stale: true, reason });
    }
  });

  it('open: kept without max-idle, however long idle', () => {
    expect(judge(pr('open'), 400 * DAY, undefined)).toEqual({
      stale: false,
      reason: 'the pull request is open, and max-idle is not set',
    });
  });

  it('open: stale once idle longer than max-idle, and not at exactly max-idle', () => {
    expect(judge(pr('open'), 14 * DAY + 1, 14 * DAY)).toEqual({
      stale: true,
      reason: 'the pull request is open, idle longer than 14d',
    });
    expect(judge(pr('open'), 14 * DAY, 14 * DAY)).toEqual({
      stale: false,
      reason: 'the pull request is open, not idle longer than 14d',
    });
  });

  it('not found (404): stale only when max-idle is set and exceeded', () => {
    expect(judge(pr('not-found'), 400 * DAY, undefined).stale).toBe(false);
    expect(judge(pr('not-found'), 13 * DAY, 14 * DAY).stale).toBe(false);
    expect(judge(pr('not-found'), 15 * DAY, 14 * DAY)).toEqual({
      stale: true,
      reason: 'GitHub has no such pull request, idle longer than 14d',
    });
  });

  it('an idle time that could not be read is no ground for a delete', () => {
    expect(judge(pr('open'), undefined, DAY)).toEqual({
      stale: false,
      reason: 'the pull request is open, and its idle time is unknown',
    });
    expect(judge(pr('not-found'), undefined, DAY).stale).toBe(false);
  });

  it('GitHub could not say: kept, whatever the idle time', () => {
    expect(judge(pr('unknown'), 400 * DAY, DAY)).toEqual({
      stale: false,
      reason: "GitHub did not say the pull request's state",
    });
  });
});
