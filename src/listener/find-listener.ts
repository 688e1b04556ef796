import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { everyPage } from '../client/pages.ts';
import { ServiceError } from '../client/service-error.ts';
import type { Listener } from '../client/service-schemas.ts';

const NO_LIST_HINT =
  'This service does not offer the listener list (GET /v2/listeners → 404), so the existing listener cannot be found by its compute id: pass its id as listener-id to update it.';

/**
 * The existing listener that made a create answer 409, found by its compute id.
 * When it cannot be found, fails with the service's 409 detail and what to do instead.
 */
export async function findAfterConflict(
  client: ControlPlaneClient,
  computeId: string,
  conflict: ServiceError,
  signal: AbortSignal,
): Promise<Listener> {
  let search: ListenerSearch;
  try {
    search = await findListenerByComputeId(client, computeId, signal);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404)
      throw conflict.withHint(NO_LIST_HINT);
    throw error;
  }
  if (search.listener) return search.listener;
  throw conflict.withHint(
    `No listener with compute_id "${computeId}" is among the ${search.scanned} that GET /v2/listeners returns for this workspace: pass the existing listener's id as listener-id to update it.`,
  );
}

interface ListenerSearch {
  listener?: Listener;
  /** How many listeners were looked at. */
  scanned: number;
}

/** Pages through `GET /v2/listeners` for the workspace's listener with this compute id. */
export async function findListenerByComputeId(
  client: ControlPlaneClient,
  computeId: string,
  signal: AbortSignal,
): Promise<ListenerSearch> {
  let scanned = 0;
  for await (const listeners of everyPage((query) => client.listListeners(query, { signal }))) {
    const listener = listeners.find((candidate) => candidate.compute_id === computeId);
    if (listener) return { listener, scanned: scanned + listeners.indexOf(listener) + 1 };
    scanned += listeners.length;
  }
  return { scanned };
}
