// src/sweep/staleness.ts: the one rule that decides whether a preview is stale, and which
// stale previews one run deletes, in what order.
import { describe, expect, it } from 'vitest';
import type { PullRequestState } from '../../src/github/pull-request-states.ts';
import { deleteOrder, judge } from '../../src/sweep/staleness.ts';

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

  it('no pull request asked about (no token): stale only when idle longer than max-idle', () => {
    expect(judge({ kind: 'not-asked' }, 15 * DAY, 14 * DAY)).toEqual({
      stale: true,
      reason: 'no github-token to ask about its pull request, idle longer than 14d',
    });
    expect(judge({ kind: 'not-asked' }, 13 * DAY, 14 * DAY).stale).toBe(false);
    expect(judge({ kind: 'not-asked' }, undefined, 14 * DAY).stale).toBe(false);
  });

  it('GitHub could not say: kept, whatever the idle time', () => {
    expect(judge(pr('unknown'), 400 * DAY, DAY)).toEqual({
      stale: false,
      reason: "GitHub did not say the pull request's state",
    });
  });
});

const stale = (number: number, idleMs: number | undefined) => ({ number, idleMs });
const numbers = (previews: { number: number }[]) => previews.map((p) => p.number);

describe('deleteOrder', () => {
  it('deletes the longest idle first, and leaves what is over the cap for the next run', () => {
    const { now, later } = deleteOrder(
      [stale(1, 5), stale(2, 50), stale(3, 20), stale(4, 1), stale(5, 30)],
      3,
    );
    expect(numbers(now)).toEqual([2, 5, 3]);
    expect(numbers(later)).toEqual([1, 4]);
  });

  it('puts previews whose idle time is unknown after every known one', () => {
    const { now, later } = deleteOrder([stale(1, undefined), stale(2, 0), stale(3, 9)], 2);
    expect(numbers(now)).toEqual([3, 2]);
    expect(numbers(later)).toEqual([1]);
  });

  it('breaks ties by the older pull request, so runs agree', () => {
    const { now } = deleteOrder(
      [stale(9, 7), stale(3, 7), stale(8, undefined), stale(4, undefined)],
      10,
    );
    expect(numbers(now)).toEqual([3, 9, 4, 8]);
  });

  it('keeps everything when under the cap, and does not change what it was given', () => {
    const given = [stale(1, 1), stale(2, 2)];
    const { now, later } = deleteOrder(given, 10);
    expect(numbers(now)).toEqual([2, 1]);
    expect(later).toEqual([]);
    expect(numbers(given)).toEqual([1, 2]);
  });
});
