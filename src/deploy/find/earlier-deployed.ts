import type { ControlPlaneClient } from '../../client/control-plane-client.ts';
import { everyPage } from '../../client/pages.ts';
import type { Deployment } from '../../client/service-schemas.ts';

/**
 * The revision that was live before this deploy (what a rollback brings back, and what the
 * evaluation gate's `live` baseline is): the deployment's `active_revision_id` as read before the
 * change, else its newest DEPLOYED revision other than `failedRevisionId`.
 */
export async function findEarlierDeployed(
  client: ControlPlaneClient,
  before: Deployment,
  failedRevisionId: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  const active = before.active_revision_id;
  if (active && active !== failedRevisionId) return active;
  const pages = everyPage((query) =>
    client.listRevisions(before.id, { ...query, status: 'DEPLOYED' }, { signal }),
  );
  for await (const revisions of pages) {
    const earlier = revisions.find(
      (revision) => revision.status === 'DEPLOYED' && revision.id !== failedRevisionId,
    );
    if (earlier) return earlier.id;
  }
  return undefined;
}
