import { DEFAULT_GRAPHS } from './agent-server/agent-graphs.ts';
import type { AgentRevisions } from './agent-server/real-agent-hosting.ts';
import type { ServedDeployment } from './agent-server/served-deployment.ts';
import { normalizeArchivePath } from './common/archive-inspection.ts';
import { now } from './common/clock.ts';
import { jsonObject } from './common/http-io.ts';
import { deployedAt } from './state/revision-schedule.ts';
import type { EmulatorState, StoredRevision } from './state/state.ts';

/*
 * The bridge between the state and the agent servers: what they are told of the deployments
 * and revisions they serve, derived from the state on every call. The agent servers read the
 * state through these functions alone.
 */

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

/** What the real agent servers' hosting reads of the state: revisions' agents and secrets. */
export function agentRevisions(state: EmulatorState): AgentRevisions {
  return {
    revision(revisionId) {
      const revision = state.revisions.get(revisionId);
      const agentConfig = revision && agentConfigOf(state, revision);
      if (!revision || !agentConfig) return undefined;
      const archive = state.storage.objects.get(revision.config.source_tarball_path ?? '');
      const file = archive?.archiveFile;
      return {
        agentConfig,
        configPath: revision.config.agent_config_path,
        ...(file !== undefined && state.storage.kept?.has(file) && { keptArchive: file }),
      };
    },
    secretsOf(deploymentId) {
      const secrets = state.deployments.get(deploymentId)?.secrets ?? [];
      return Object.fromEntries(secrets.map(({ name, value }) => [name, value]));
    },
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
function agentConfigOf(
  state: EmulatorState,
  revision: StoredRevision,
): Record<string, unknown> | undefined {
  const { source_tarball_path: archive, agent_config_path: configPath } = revision.config;
  if (!archive || !configPath) return undefined;
  const text = state.storage.objects.get(archive)?.jsonFiles?.get(normalizeArchivePath(configPath));
  return text === undefined ? undefined : jsonObject(text);
}
