import { detail, type Reply } from '../common/reply.ts';
import type { EmulatorState } from '../state/state.ts';
import type { Route } from './router.ts';

/**
 * An 'old' service does not know the newer operations: it refuses them while routing, before
 * it looks at credentials or bodies, as FastAPI does. `POST …/revisions` shares its path with
 * the revision listing, so by default it meets a 405 that allows GET; it can be made a 404.
 */
export function refusedByOlderService(
  state: EmulatorState,
  routes: Route[],
  matched: Route,
): Reply | undefined {
  if (state.generation !== 'old' || !matched.newerServicesOnly) return undefined;
  const allow = routes
    .filter((other) => other.template === matched.template && !other.newerServicesOnly)
    .map((other) => other.method);
  if (matched.operationId === 'createRevision' && state.oldCreateRevisionStatus === 405) {
    return { ...detail(405, 'Method Not Allowed'), headers: { allow: allow.join(', ') } };
  }
  return detail(404, 'Not Found');
}
