import { isoTime, now } from '../common/clock.ts';
import type { DeploymentAnswer, Listener, Revision } from '../state/resources.ts';
import { deployedAt, statusAt } from '../state/revision-schedule.ts';
import {
  EMPTY_REVISION_CONFIG,
  type EmulatorState,
  type StoredDeployment,
  type StoredListener,
  type StoredRevision,
} from '../state/state.ts';

/** source_config members the service always answers, null when unset. */
const SOURCE_CONFIG_MEMBERS = [
  'integration_id',
  'repo_url',
  'deployment_type',
  'build_on_push',
  'custom_url',
  'resource_spec',
  'listener_id',
  'listener_config',
  'install_command',
  'build_command',
];

export function renderRevision(revision: StoredRevision, at = now()): Revision {
  const { status, since } = statusAt(revision.schedule, at);
  return {
    id: revision.id,
    created_at: isoTime(revision.createdAt),
    updated_at: isoTime(since),
    status,
    source: revision.source,
    source_revision_config: { ...revision.config },
  };
}

/** The revision deployed most recently by `at`, derived from the schedules. */
export function activeRevision(
  state: EmulatorState,
  deployment: StoredDeployment,
  at = now(),
): StoredRevision | undefined {
  let active: StoredRevision | undefined;
  let activeSince = -Infinity;
  for (const id of deployment.revisionIds) {
    const revision = state.revisions.get(id);
    const since = revision && deployedAt(revision.schedule);
    if (revision && since !== undefined && since <= at && since >= activeSince) {
      active = revision;
      activeSince = since;
    }
  }
  return active;
}

export function renderDeployment(
  state: EmulatorState,
  deployment: StoredDeployment,
  at = now(),
): DeploymentAnswer {
  const latest = state.latestRevision(deployment);
  const active = activeRevision(state, deployment, at);
  const sourceConfig: Record<string, unknown> = Object.fromEntries(
    SOURCE_CONFIG_MEMBERS.map((name) => [name, null]),
  );
  Object.assign(sourceConfig, structuredClone(deployment.sourceConfig));
  // The service fills custom_url with the deployment's URL once it has one, whatever null a
  // create or PATCH sent (Emulator: the URL is the agent-server stand-in's, from the first
  // DEPLOYED revision on).
  if (
    sourceConfig.custom_url == null &&
    active &&
    !deployment.withoutUrl &&
    state.agentServerOrigin
  ) {
    sourceConfig.custom_url = `${state.agentServerOrigin}/${deployment.id}`;
  }
  return {
    name: deployment.name,
    source: deployment.source,
    source_config: sourceConfig,
    source_revision_config: { ...(latest?.config ?? EMPTY_REVISION_CONFIG) },
    secrets: deployment.secrets.map((secret) => ({ ...secret })),
    id: deployment.id,
    tenant_id: deployment.tenantId,
    created_at: isoTime(deployment.createdAt),
    updated_at: isoTime(deployment.updatedAt),
    status: active ? 'READY' : 'AWAITING_DATABASE',
    // Emulator: null while an internal_image deployment waits for its first image.
    latest_revision_id: latest?.id ?? null,
    active_revision_id: active?.id ?? null,
    secret_references: deployment.secretReferences.map((reference) => ({ ...reference })),
    image_version: deployment.imageVersion,
    is_managed_deep_agent: false,
  };
}

export function renderListener(listener: StoredListener): Listener {
  return {
    version: listener.version,
    compute_type: listener.computeType,
    compute_id: listener.computeId,
    compute_config: { k8s_namespaces: listener.namespaces ? [...listener.namespaces] : null },
    id: listener.id,
    created_at: isoTime(listener.createdAt),
    updated_at: isoTime(listener.updatedAt),
  };
}
