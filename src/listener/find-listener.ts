import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { describeListCut, everyMatch, everyPage, type ListCut } from '../client/pages.ts';
import { ServiceError } from '../client/service-error.ts';
import type { Listener } from '../client/service-schemas.ts';
import { InputError } from '../common/inputs.ts';
import { words } from '../common/wording.ts';

const noListHint = () =>
  `This service does not offer the listener list (GET /v2/listeners → 404), so the existing listener cannot be found by its compute id: pass its id as ${words().input('listener-id')} to update it.`;

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
      throw conflict.withHint(noListHint());
    throw error;
  }
  if (search.listener) return search.listener;
  const missing = `No listener with compute_id "${computeId}" is among the ${search.scanned}`;
  const pass = `pass the existing listener's id as ${words().input('listener-id')} to update it.`;
  throw conflict.withHint(
    search.cut
      ? `${missing} read. ${describeListCut(search.cut, 'the listeners', search.scanned)} So ${pass}`
      : `${missing} that GET /v2/listeners returns for this workspace: ${pass}`,
  );
}

interface ListenerSearch {
  listener?: Listener;
  /** How many listeners were looked at. */
  scanned: number;
  /** Why the list was not read to its end, when it was not. */
  cut?: ListCut;
}

/**
 * Pages through every page of `GET /v2/listeners` for the workspace's listener with this compute
 * id. The service keeps compute ids unique per workspace; should two listeners still have it,
 * updating either would be a guess, so this fails naming both and nothing is changed.
 */
export async function findListenerByComputeId(
  client: ControlPlaneClient,
  computeId: string,
  signal: AbortSignal,
): Promise<ListenerSearch> {
  const pages = everyPage((query) => client.listListeners(query, { signal }));
  const {
    found: matches,
    scanned,
    cut,
  } = await everyMatch(pages, (listener) => listener.compute_id === computeId);
  if (matches.length > 1) {
    const ids = matches.map((listener) => listener.id).join(', ');
    throw new InputError([
      {
        input: 'compute-id',
        message: `"${computeId}" is the compute id of ${matches.length} listeners: ${ids}. Nothing was sent to any of them; give the one you mean as ${words().input('listener-id')} instead.`,
      },
    ]);
  }
  const [listener] = matches;
  return { ...(listener && { listener }), scanned, ...(cut && { cut }) };
}
