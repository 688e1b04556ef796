import { formatLongDuration } from '../common/parse-duration.ts';
import type { PullRequestState } from '../github/pull-request-states.ts';

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
 * made on a guess.
 */
export function judge(
  pullRequest: PullRequestState,
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
  }
}

function byIdleTime(
  situation: string,
  idleMs: number | undefined,
  maxIdleMs: number | undefined,
): Judgement {
  if (maxIdleMs === undefined)
    return { stale: false, reason: `${situation}, and max-idle is not set` };
  const limit = formatLongDuration(maxIdleMs);
  if (idleMs === undefined) {
    return { stale: false, reason: `${situation}, and its idle time is unknown` };
  }
  if (idleMs > maxIdleMs) return { stale: true, reason: `${situation}, idle longer than ${limit}` };
  return { stale: false, reason: `${situation}, not idle longer than ${limit}` };
}
