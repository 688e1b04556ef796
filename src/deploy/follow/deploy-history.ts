import type { ControlPlaneClient } from '../../client/control-plane-client.ts';
import type { Revision } from '../../client/service-schemas.ts';
import { describeFailure } from '../../common/action-runtime.ts';

/** How long this deployment's recent deploys took, from created_at to DEPLOYED. */
export interface TypicalDuration {
  /** The median: what "typically" means in the log and the summary. */
  typicalMs: number;
  /** The lower and upper quartiles: where most deploys ended, which paces the polls. */
  earlyMs: number;
  lateMs: number;
  /** How many deploys the figures come from. */
  count: number;
}

/** One page of the list, newest first: the history costs one request however long it is. */
export const HISTORY_PAGE_SIZE = 20;
const MAX_DEPLOYS = 10;
const MIN_DEPLOYS = 3;
/** A deploy longer than a day is not one to pace polls by: a timestamp is wrong. */
const MAX_PLAUSIBLE_MS = 24 * 60 * 60 * 1000;
/** The history is a nicety: a slow list must not hold up the deploy it paces. */
const HISTORY_TIMEOUT_MS = 5000;

/**
 * How long a DEPLOYED revision took: `updated_at − created_at`. A revision's `updated_at`
 * moves with each status change, and DEPLOYED is the last one, so for a DEPLOYED revision it
 * is when it went live. Anything else (another status, a missing or unreadable time, a
 * negative or day-long span) is left out.
 */
export function deployDurationMs(revision: Revision): number | undefined {
  if (revision.status !== 'DEPLOYED' || !revision.created_at || !revision.updated_at) {
    return undefined;
  }
  const created = Date.parse(revision.created_at);
  const deployed = Date.parse(revision.updated_at);
  const span = deployed - created;
  if (!Number.isFinite(span) || span <= 0 || span > MAX_PLAUSIBLE_MS) return undefined;
  return span;
}

/**
 * The typical duration from a newest-first page of revisions: the last (at most) 10 DEPLOYED
 * ones other than the revision being followed; undefined with fewer than 3.
 */
export function typicalDuration(
  revisions: readonly Revision[],
  followedId: string,
): TypicalDuration | undefined {
  const durations = revisions
    .slice(0, HISTORY_PAGE_SIZE)
    .filter((revision) => revision.id !== followedId)
    .flatMap((revision) => deployDurationMs(revision) ?? [])
    .slice(0, MAX_DEPLOYS)
    .sort((a, b) => a - b);
  if (durations.length < MIN_DEPLOYS) return undefined;
  return {
    typicalMs: quantile(durations, 0.5),
    earlyMs: quantile(durations, 0.25),
    lateMs: quantile(durations, 0.75),
    count: durations.length,
  };
}

/** Linear interpolation between the closest ranks of sorted values (the median of 4 is the mean of the middle two). */
export function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = sorted[Math.floor(position)] as number;
  const above = sorted[Math.ceil(position)] as number;
  return Math.round(below + (above - below) * (position - Math.floor(position)));
}

/** `125000` → `2m05s`: the compact form of the ETA line. */
export function formatTypical(ms: number): string {
  if (ms < 9950) return `${(ms / 1000).toFixed(1).replace(/\.0$/, '')}s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  if (minutes < 60) return `${minutes}m${rest}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m${rest}s`;
}

export function describeTypical(typical: TypicalDuration): string {
  return `typically ${formatTypical(typical.typicalMs)}, from the last ${typical.count} deploys`;
}

/**
 * Reads one page of the deployment's revisions and answers the typical duration, or why there
 * is none. Never throws: a history that cannot be read leaves the deploy as it would be.
 */
export async function readTypicalDuration(
  client: ControlPlaneClient,
  ids: { deploymentId: string; revisionId: string },
  signal: AbortSignal,
): Promise<{ typical: TypicalDuration } | { unavailable: string }> {
  try {
    const page = await client.listRevisions(
      ids.deploymentId,
      { limit: HISTORY_PAGE_SIZE },
      { signal: AbortSignal.any([signal, AbortSignal.timeout(HISTORY_TIMEOUT_MS)]) },
    );
    const typical = typicalDuration(page.resources, ids.revisionId);
    if (typical) return { typical };
    return {
      unavailable: `${page.resources.length} revisions listed, fewer than ${MIN_DEPLOYS} DEPLOYED with readable times`,
    };
  } catch (error) {
    return { unavailable: describeFailure(error) };
  }
}
