import type { StepContext } from '../../client/step-client.ts';
import { formatDuration } from '../../common/parse-duration.ts';
import type { Changed } from '../change/make-revision.ts';
import type { FollowSettings } from '../settings.ts';
import { describeTypical, readTypicalDuration, type TypicalDuration } from './deploy-history.ts';
import {
  BuildLogFollower,
  fetchFailureLog,
  type LogExcerpt,
  showFailureLog,
} from './revision-logs.ts';
import { logKindFor } from './revision-status.ts';
import { type WaitOutcome, waitForRevision } from './wait-for-revision.ts';

/** A status the revision reached, and when (on the step's clock): what the timeline charts. */
export interface TimelineEntry {
  status: string;
  atMs: number;
}

/** The revision a deploy follows. */
export type RevisionIds = { deploymentId: string; revisionId: string };

/** The revision the change made. */
export function revisionIds({ submission }: Changed): RevisionIds {
  return { deploymentId: submission.deployment.id, revisionId: submission.revisionId };
}

/*
 * The follow phase, in three steps so that a stop keeps what the steps before it learned: the
 * deployment's typical deploy time, the wait, and a failure's log.
 */

/** The deployment's typical deploy time, logged once; a history that cannot be read changes nothing. */
export async function typicalDeployTime(
  { client, signal, log, debug }: StepContext,
  ids: RevisionIds,
): Promise<TypicalDuration | undefined> {
  const history = await readTypicalDuration(client, ids, signal);
  if ('unavailable' in history) {
    debug(`No typical deploy time: ${history.unavailable}`);
    return undefined;
  }
  log(`ETA: ${describeTypical(history.typical)}.`);
  return history.typical;
}

/**
 * The revision polled to DEPLOYED or a failure, each status written once and added to
 * `timeline` (which a stop leaves as far as it got), the build log streamed with `logs: always`.
 */
export function followRevision(
  context: StepContext,
  settings: FollowSettings,
  ids: RevisionIds,
  typical: TypicalDuration | undefined,
  timeline: TimelineEntry[],
): Promise<WaitOutcome> {
  return waitForRevision(context, {
    ...ids,
    pollIntervalMs: settings.pollInterval,
    onStatus: (status, atMs) => {
      timeline.push({ status, atMs });
      const event = { type: 'status', revision: 'deployed', ...ids, status, atMs } as const;
      context.log(`[${formatDuration(atMs).padStart(7)}] ${status}`, event);
    },
    typical,
    ...(settings.logs === 'always' && { afterPoll: streamBuildLog(context, ids) }),
  });
}

/** A failed revision's log, shown, unless `logs: never` or its status has no log that explains it. */
export async function failureLog(
  context: StepContext,
  settings: FollowSettings,
  ids: RevisionIds,
  waited: WaitOutcome,
): Promise<LogExcerpt | undefined> {
  const kind = waited.result === 'failed' ? logKindFor(waited.status) : undefined;
  if (!kind || settings.logs === 'never') return undefined;
  const logs = await fetchFailureLog(context.client, ids, kind, context.signal);
  showFailureLog(context, logs, ids.revisionId);
  return logs;
}

/** Prints the build log's new lines after each poll while the revision builds. */
function streamBuildLog({ client, signal, log }: StepContext, ids: RevisionIds) {
  const follower = new BuildLogFollower(client, ids);
  let saidUnavailable = false;
  return async (status: string | undefined) => {
    if (!status || !follower.wants(status)) return;
    const { lines, unavailable } = await follower.next(status, signal);
    for (const line of lines) {
      log(`  build │ ${line}`, { type: 'build-log', revisionId: ids.revisionId, line });
    }
    if (unavailable && !saidUnavailable) {
      saidUnavailable = true;
      log('This service has no build logs to show (404); the deploy goes on.');
    }
  };
}
