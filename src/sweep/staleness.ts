import { formatLongDuration } from '../common/parse-duration.ts';
import { words } from '../common/wording.ts';
import type { PullRequestState } from '../github/pull-request-states.ts';

/** What the sweep knows of a preview's pull request: GitHub's answer, or that none was asked for. */
export type PullRequestKnowledge = PullRequestState | { kind: 'not-asked' };

/** Whether a preview is stale, and the reason as the summary shows it. */
export interface Judgement {
  stale: boolean;
  reason: string;
}

/**
 * The one rule of the sweep. A closed or merged pull request's preview is stale. An open one's
 * is kept, unless `max-idle` is set and its latest revision is older than that. A pull request
 * GitHub does not know (404) is stale only by the same idle rule. When GitHub could not say,
 * or the idle time could not be read where it decides, the preview is kept: a delete is never
 * made on a guess. A sweep with no token asks about no pull request: idle time alone judges.
 */
export function judge(
  pullRequest: PullRequestKnowledge,
  idleMs: number | undefined,
  maxIdleMs: number | undefined,
): Judgement {
  switch (pullRequest.kind) {
    case 'merged':
      return { stale: true, reason: 'the pull request is merged' };
    case 'closed':
      return { stale: true, reason: 'the pull request is closed' };
    case 'unknown':
      return { stale: false, reason: "GitHub did not say the pull request's state" };
    case 'open':
      return byIdleTime('the pull request is open', idleMs, maxIdleMs);
    case 'not-found':
      return byIdleTime('GitHub has no such pull request', idleMs, maxIdleMs);
    case 'not-asked':
      return byIdleTime(
        `no ${words().input('github-token')} to ask about its pull request`,
        idleMs,
        maxIdleMs,
      );
  }
}

function byIdleTime(
  situation: string,
  idleMs: number | undefined,
  maxIdleMs: number | undefined,
): Judgement {
  if (maxIdleMs === undefined)
    return { stale: false, reason: `${situation}, and ${words().input('max-idle')} is not set` };
  const limit = formatLongDuration(maxIdleMs);
  if (idleMs === undefined) {
    return { stale: false, reason: `${situation}, and its idle time is unknown` };
  }
  if (idleMs > maxIdleMs) return { stale: true, reason: `${situation}, idle longer than ${limit}` };
  return { stale: false, reason: `${situation}, not idle longer than ${limit}` };
}

/** What the order of deletes needs to know of a stale preview. */
export interface Orderable {
  number: number;
  /** Undefined when it could not be read. */
  idleMs: number | undefined;
}

/**
 * The stale previews this run deletes, and those left for the next run: the longest idle
 * first, at most `maxDeletes`. A preview whose idle time is unknown comes after every one
 * whose is known; ties go to the older pull request (the smaller number), so the order is
 * the same from run to run.
 */
export function deleteOrder<T extends Orderable>(
  stale: readonly T[],
  maxDeletes: number,
): { now: T[]; later: T[] } {
  const ordered = [...stale].sort(
    (a, b) =>
      (b.idleMs ?? Number.NEGATIVE_INFINITY) - (a.idleMs ?? Number.NEGATIVE_INFINITY) ||
      a.number - b.number,
  );
  return { now: ordered.slice(0, maxDeletes), later: ordered.slice(maxDeletes) };
}
