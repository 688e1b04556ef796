import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { ServiceError } from '../client/service-error.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import { formatDuration } from '../common/parse-duration.ts';
import type { StepControl } from '../common/step-control.ts';
import type { DeployReport } from './deploy-report.ts';
import { nextPollDelay, slowdownAfter } from './poll-cadence.ts';
import { isKnownStatus, outcomeOf } from './revision-status.ts';

interface WaitContext {
  client: ControlPlaneClient;
  runtime: ActionRuntime;
  control: StepControl;
  report: DeployReport;
  pollIntervalMs: number;
}

/**
 * Polls the revision until it is deployed or has failed. Transient trouble (time-outs,
 * 5xx, a garbled answer) does not end the wait; the step's time-out and cancellation do.
 */
export async function waitForRevision(context: WaitContext): Promise<'deployed' | 'failed'> {
  const { client, runtime, control, report } = context;
  const revisionId = report.revisionId as string;
  const warnedStatuses = new Set<string>();
  let unchangedPolls = 0;
  let slowdown = 1;

  for (;;) {
    const status = await pollOnce(context, revisionId);
    if (status !== undefined) {
      unchangedPolls = recordStatus(report, status, control.elapsedMs(), runtime)
        ? 0
        : unchangedPolls + 1;
      const outcome = outcomeOf(status);
      if (outcome === 'deployed' || outcome === 'failed') return outcome;
      if (outcome === 'unknown' && !warnedStatuses.has(status)) {
        warnedStatuses.add(status);
        const meaning = isKnownStatus(status)
          ? 'the service cannot tell its state'
          : 'this action does not know it';
        runtime.warning(
          `Revision ${revisionId} reports status ${status} (${meaning}); still waiting for DEPLOYED or a failure.`,
        );
      }
    }
    slowdown = slowdownAfter(slowdown, client.lastPace.throttled);
    const delay = nextPollDelay({
      pollIntervalMs: context.pollIntervalMs,
      status: report.status ?? 'UNKNOWN',
      unchangedPolls,
      slowdown,
      retryAfterMs: client.lastPace.retryAfterMs,
    });
    await control.wait(delay);
  }
}

async function pollOnce(context: WaitContext, revisionId: string): Promise<string | undefined> {
  const { client, runtime, control, report } = context;
  try {
    const revision = await client.getRevision(report.deploymentId, revisionId, {
      signal: control.signal,
    });
    report.source = revision.source ?? report.source;
    return revision.status;
  } catch (error) {
    if (control.stopped || !isWorthWaitingThrough(error)) throw error;
    runtime.warning(`${(error as Error).message}. Still waiting; the next poll may fare better.`);
    return undefined;
  }
}

function isWorthWaitingThrough(error: unknown): boolean {
  return error instanceof ServiceError && (error.isTransient || error.kind === 'invalid-response');
}

/** Returns whether the status changed; logs one line per change, with the time since the step began. */
function recordStatus(
  report: DeployReport,
  status: string,
  atMs: number,
  runtime: ActionRuntime,
): boolean {
  report.status = status;
  const last = report.timeline.at(-1);
  if (last?.status === status) return false;
  report.timeline.push({ status, atMs });
  runtime.info(`[${formatDuration(atMs).padStart(7)}] ${status}`);
  return true;
}
