import type { SecretReferenceValue, SecretValue } from '../state/resources.ts';

/**
 * - reset: drop the connection (TCP reset) before answering; the request is not applied.
 * - hang: never answer, until the client gives up or the emulator closes.
 * - half-body: apply normally, announce the full Content-Length, send half the body, stall.
 * - malformed-json: 200 with '{"id": '; html: 502 with an HTML gateway page;
 *   not-a-resource: 200 with {"ok":true}. These three do not apply the request.
 * - apply-then-reset / apply-then-500: apply the request, then drop the connection / answer 500.
 */
export type FaultAction =
  | 'reset'
  | 'hang'
  | 'half-body'
  | 'malformed-json'
  | 'html'
  | 'not-a-resource'
  | 'apply-then-reset'
  | 'apply-then-500';

/**
 * Another run's change to the deployment a faulted request names, in the PATCH body's members.
 * A non-null `source_revision_config` or `secrets` makes a revision, as a PATCH does; that
 * revision walks the default path and never takes a revision scripted for the client.
 */
export interface RacingChange {
  revision_source?: 'sourcehost' | 'internal_image' | 'internal_source';
  source_config?: Record<string, unknown>;
  source_revision_config?: {
    repo_ref?: string | null;
    agent_config_path?: string | null;
    image_uri?: string | null;
    source_tarball_path?: string | null;
  };
  secrets?: SecretValue[];
  secret_references?: SecretReferenceValue[];
}

/**
 * Faults apply in the order they were added: a request meets the first one that matches it
 * and is not used up (while that one still has `skip` left, the request passes normally).
 * A status without an action answers instead of handling the request.
 */
export interface Fault {
  /** Default: any method. */
  method?: string;
  /** A route template ('/v2/deployments/:id'), an exact path, or a RegExp tested on the path. */
  path: string | RegExp;
  /** Default 1; Infinity allowed. */
  times?: number;
  skip?: number;
  status?: number;
  retryAfter?: string;
  /** A string is sent as it is; anything else as JSON. Default `{detail: '<reason phrase>'}`. */
  body?: unknown;
  /** Extra response headers of a status fault, e.g. a Location for a 3xx (one is made up if absent). */
  headers?: Record<string, string>;
  /** Wait first; then handle normally unless a status or action is given. */
  delayMs?: number;
  /**
   * In-process only: wait (after `delayMs`) until this settles, then go on as `delayMs` does;
   * a test holds a request here until something it watches has happened.
   */
  until?: PromiseLike<unknown>;
  action?: FaultAction;
  /**
   * Applied to the deployment of the path (`/v2/deployments/{id}/...`) after the request
   * itself was applied (if the fault applies it) and before any answer or reset goes out:
   * "our answer is lost and another run's change lands meanwhile". Its revision id is
   * recorded as `RecordedRequest.racedRevisionId`.
   */
  race?: RacingChange;
}
