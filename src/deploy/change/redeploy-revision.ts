import { type Deployment, REVISION_FIELDS, type Revision } from '../../client/service-schemas.ts';
import type { ClientContext } from '../../client/step-client.ts';
import {
  RacingDeploy,
  type ReadBack,
  readLatestRevision,
  sendOnce,
} from '../../deployments/send-once.ts';

/**
 * `POST …/revisions/{revisionId}/redeploy`, answering the deployment as it then stands: its
 * latest revision is the one the redeploy made. When the answer is lost, the deployment is
 * read back before anything is sent again: a latest revision that moved is followed only if
 * it deploys exactly what `revisionId` does (else another deploy got in between and this
 * fails); if nothing moved, the service never acted and the request is sent once more.
 */
export function redeployRevision(
  context: ClientContext,
  before: Deployment,
  revisionId: string,
): Promise<Deployment> {
  const { client, signal } = context;
  return sendOnce<Deployment>(context, {
    named: 'redeploy',
    send: () => client.redeployRevision(before.id, revisionId, { signal }),
    readBack: async (): Promise<ReadBack<Deployment>> => {
      const { now, moved } = await readLatestRevision(client, before, signal);
      if (!moved) {
        return {
          verdict: 'not-acted',
          note: 'No new revision appeared, so the service did not act on the redeploy: sending it once more.',
        };
      }
      const earlier = await client.getRevision(before.id, revisionId, { signal });
      if (!deploysTheSame(moved, earlier)) {
        return { verdict: 'fail', failure: new RacingDeploy(before.id, moved.id) };
      }
      return {
        verdict: 'acted',
        result: now,
        note: `The deployment's latest revision moved to ${moved.id}, which deploys revision ${revisionId} again: that is this redeploy's revision, so it is not sent again.`,
      };
    },
  });
}

/** Whether `made` deploys what `earlier` did: the same source and revision values. */
export function deploysTheSame(made: Revision, earlier: Revision): boolean {
  if ((made.source ?? null) !== (earlier.source ?? null)) return false;
  const values = (revision: Revision) =>
    (revision.source_revision_config ?? {}) as Record<string, unknown>;
  return REVISION_FIELDS.every(
    (name) => (values(made)[name] ?? null) === (values(earlier)[name] ?? null),
  );
}
