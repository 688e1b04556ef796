import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { UNSAFE_RETRY_STATUSES } from '../client/retry-policy.ts';
import { ServiceError } from '../client/service-error.ts';
import type { Deployment, Revision } from '../client/service-schemas.ts';
import type { StepContext } from '../client/step-client.ts';
import { StepFailure } from '../common/step-control.ts';

/** What reading the service back after an unclear answer showed, as the write's caller judges it. */
export type ReadBack<T> =
  /** The service acted on this write: its result is taken as the answer, never sent again. */
  | { verdict: 'acted'; result: T; note?: string }
  /** The service provably did not act (or a repeat changes nothing): sent once more. */
  | { verdict: 'not-acted'; note: string }
  /** Something else moved the resource, or the read-back contradicts the answer: fails. */
  | { verdict: 'fail'; failure: Error };

/** A write that must not be applied twice, and how to tell afterwards whether it was. */
export interface OnceOnlyWrite<T> {
  send: () => Promise<T>;
  /** Reads what the service now holds after `send` failed with an unclear answer. */
  readBack: (unclear: ServiceError) => Promise<ReadBack<T>>;
  /**
   * How the warning names the write ("The redeploy may have reached the service"); without one
   * nothing is warned, for an answer that is unclear in meaning rather than lost.
   */
  named?: string;
  /** Which failures leave the write's fate unclear; by default `isAmbiguous`. */
  isUnclear?: (error: unknown) => error is ServiceError;
}

/**
 * Sends a write once. When its answer leaves unclear whether the service acted, nothing is sent
 * again blindly: the service is read back first, and the write is repeated (once) only when the
 * read-back shows it was not applied.
 */
export async function sendOnce<T>(
  { log, warn }: Pick<StepContext, 'log' | 'warn'>,
  write: OnceOnlyWrite<T>,
): Promise<T> {
  let unclear: ServiceError;
  try {
    return await write.send();
  } catch (error) {
    if (!(write.isUnclear ?? isAmbiguous)(error)) throw error;
    unclear = error;
  }
  if (write.named) {
    warn(
      `${unclear.message}. The ${write.named} may have reached the service; reading the deployment to find out before anything is sent again.`,
    );
  }
  const found = await write.readBack(unclear);
  if (found.verdict === 'fail') throw found.failure;
  if (found.verdict === 'acted') {
    if (found.note) log(found.note);
    return found.result;
  }
  log(found.note);
  return write.send();
}

/**
 * Whether the service may or may not have applied the request: no answer, a 2xx whose body
 * cannot be read (it arrived; what it did is unknown), or a transient status other than the
 * ones that say the service did not act (429, 503). A 408 counts: a proxy may send it after
 * forwarding the request.
 */
export function isAmbiguous(error: unknown): error is ServiceError {
  if (!(error instanceof ServiceError) || !error.mayHaveReachedService) return false;
  if (error.kind === 'network' || error.kind === 'invalid-response') return true;
  return error.isTransient && !UNSAFE_RETRY_STATUSES.includes(error.status as number);
}

/**
 * The read-back of a write that makes a revision: the deployment as it now stands and, when its
 * latest revision moved since `before`, that revision. A latest that did not move means the
 * service made no revision.
 */
export async function readLatestRevision(
  client: ControlPlaneClient,
  before: Deployment,
  signal: AbortSignal,
): Promise<{ now: Deployment; moved?: Revision }> {
  const now = await client.getDeployment(before.id, { signal });
  const latest = now.latest_revision_id;
  if (!latest || latest === before.latest_revision_id) return { now };
  return { now, moved: await client.getRevision(before.id, latest, { signal }) };
}

/** Thrown when another deploy moved the deployment while this run's request went unanswered. */
export class RacingDeploy extends StepFailure {
  constructor(deploymentId: string, revisionId: string) {
    super(
      `Another deploy moved deployment ${deploymentId} to revision ${revisionId} while this run's request went unanswered, and that revision is not what this run sent. This run cannot know whether its own request was applied, so it stops instead of reporting someone else's deploy as its own; run it again to deploy on top.`,
    );
  }
}
