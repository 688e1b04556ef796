import { DEFAULT_GRAPHS } from './agent-graphs.ts';
import { normalizeArchivePath } from './archive-inspection.ts';
import { jsonObject } from './http-io.ts';
import { deployedAt, now } from './revision-schedule.ts';
import type { EmulatorState, StoredRevision } from './state.ts';

/** What the agent-server stand-in knows of one deployment at one moment. */
export interface ServedDeployment {
  id: string;
  tenantId: string;
  /** The revision whose servers answer the deployment's URL now. */
  revisionId: string;
  /** When that revision was DEPLOYED (ms): its graphs' default assistants date from then. */
  since: number;
  /** The names of the graphs in that revision's agent config. */
  graphs: readonly string[];
}

/**
 * The `host` members of a deployment's `GET /info`, as the hosted platform injects them: the
 * deployment's id as `project_id`, the revision served (null when the server does not say), the
 * workspace.
 */
export function hostOf(served: ServedDeployment, says: { revision: boolean } = { revision: true }) {
  return {
    kind: 'emulator',
    project_id: served.id,
    revision_id: says.revision ? served.revisionId : null,
    tenant_id: served.tenantId,
  };
}

/**
 * The deployment the stand-in serves under `/<id>`, or undefined when there is none to serve:
 * an unknown or deleted deployment, or one no revision of which was ever DEPLOYED. Emulator: a
 * revision's servers take over the URL `previousForMs` after it is DEPLOYED; until then the
 * revision DEPLOYED before it goes on answering (the first one answers at once).
 */
export function servedDeployment(
  state: EmulatorState,
  id: string,
  previousForMs: number,
  at = now(),
): ServedDeployment | undefined {
  const deployment = state.deployments.get(id);
  if (!deployment) return undefined;
  const deployed = deployment.revisionIds
    .flatMap((revisionId) => {
      const revision = state.revisions.get(revisionId);
      const since = revision && deployedAt(revision.schedule);
      return revision && since !== undefined && since <= at ? [{ revision, since }] : [];
    })
    .sort((a, b) => a.since - b.since);
  let served: { revision: StoredRevision; since: number } | undefined;
  for (const [index, entry] of deployed.entries()) {
    if (index === 0 || entry.since + previousForMs <= at) served = entry;
  }
  if (!served) return undefined;
  return {
    id: deployment.id,
    tenantId: deployment.tenantId,
    revisionId: served.revision.id,
    since: served.since,
    graphs: graphsOf(state, served.revision),
  };
}

/**
 * The graphs of a revision's agent config: read from the uploaded archive of an
 * `internal_source` revision; any other revision's config is out of the emulator's sight, and
 * has the one graph `agent`.
 */
function graphsOf(state: EmulatorState, revision: StoredRevision): readonly string[] {
  const graphs = agentConfigOf(state, revision)?.graphs;
  if (typeof graphs !== 'object' || graphs === null || Array.isArray(graphs)) {
    return DEFAULT_GRAPHS;
  }
  const names = Object.keys(graphs);
  return names.length > 0 ? names : DEFAULT_GRAPHS;
}

/**
 * The agent config of an `internal_source` revision, as its uploaded archive holds it;
 * undefined for any other revision (its config is out of the emulator's sight) or one that is
 * not a JSON object.
 */
export function agentConfigOf(
  state: EmulatorState,
  revision: StoredRevision,
): Record<string, unknown> | undefined {
  const { source_tarball_path: archive, agent_config_path: configPath } = revision.config;
  if (!archive || !configPath) return undefined;
  const text = state.storage.objects.get(archive)?.jsonFiles?.get(normalizeArchivePath(configPath));
  return text === undefined ? undefined : jsonObject(text);
}
