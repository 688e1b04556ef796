import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { ServiceError } from '../client/service-error.ts';
import type { Deployment, Revision } from '../client/service-schemas.ts';

/** When a preview was last deployed to, or why that is not known. */
export type IdleSince = { since: number } | { unknown: string };

/**
 * A preview is idle since its latest revision was created: every push to its pull request
 * makes one, and nothing else does. That revision's `updated_at` stands in when `created_at`
 * is missing; a deployment without a revision yet (an image deployment waiting for its first
 * image) counts from its own `updated_at`. A 404 means the deployment went away after it was
 * listed (a close job deleted it): its idle time is unknown. Any other error from the service
 * is thrown: the sweep stops before it deletes anything.
 */
export async function idleSince(
  client: ControlPlaneClient,
  deployment: Deployment,
  signal: AbortSignal,
): Promise<IdleSince> {
  const revisionId = deployment.latest_revision_id;
  if (!revisionId) {
    return timeOf(deployment.updated_at ?? deployment.created_at, 'the deployment has no time');
  }
  let revision: Revision;
  try {
    revision = await client.getRevision(deployment.id, revisionId, { signal });
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) {
      return { unknown: `its latest revision was not found (${error.detail})` };
    }
    throw error;
  }
  return timeOf(
    revision.created_at ?? revision.updated_at,
    'its latest revision has no time the sweep can read',
  );
}

/** An ISO time from the service, read only when it is one; one without a zone is UTC. */
function timeOf(text: string | null | undefined, otherwise: string): IdleSince {
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/i.exec(text ?? '');
  if (!iso) return { unknown: otherwise };
  const ms = Date.parse(iso[2] ? iso[0] : `${iso[0]}Z`);
  return Number.isFinite(ms) ? { since: ms } : { unknown: otherwise };
}
