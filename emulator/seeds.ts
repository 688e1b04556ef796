import { randomUUID } from 'node:crypto';
import { renderDeployment, renderListener } from './control-plane/render.ts';
import type {
  Deployment,
  Integration,
  Listener,
  RevisionConfig,
  RevisionStep,
} from './state/resources.ts';
import { makeSchedule } from './state/revision-schedule.ts';
import { DEFAULT_TENANT_ID, type EmulatorState } from './state/state.ts';
import type { Emulator, SeedDeployment } from './types.ts';

const IMAGE_SOURCES = new Set(['external_image', 'internal_image']);

/** A deployment ready to use: by default a `sourcehost` one whose first revision is DEPLOYED. */
export function seedDeployment(state: EmulatorState, init: SeedDeployment = {}): Deployment {
  const source = init.source ?? 'sourcehost';
  const tenantId = init.tenantId ?? DEFAULT_TENANT_ID;
  const isImage = IMAGE_SOURCES.has(source);
  const deployment = state.addDeployment({
    ...(init.id !== undefined && { id: init.id }),
    tenantId,
    name: init.name ?? uniqueName(state, tenantId),
    source,
    sourceConfig:
      init.source_config ??
      (source === 'sourcehost'
        ? { repo_url: 'https://sourcehost.example.com/acme/support-agent', build_on_push: false }
        : {}),
    secrets: init.secrets ?? [],
    secretReferences: init.secret_references ?? [],
    ...(init.image_version !== undefined && { imageVersion: init.image_version }),
    ...(init.withoutUrl && { withoutUrl: true }),
  });
  const config: Partial<RevisionConfig> =
    init.source_revision_config ??
    (isImage
      ? { image_uri: 'registry.example.com/acme/support-agent:1.0.0' }
      : { repo_ref: 'main', agent_config_path: 'agent_config.json' });
  const steps = firstSteps(init.firstRevision);
  const revision = state.addRevision(
    deployment,
    { source, config },
    { steps, ...(init.logs && { logs: init.logs }) },
  );
  if (init.ageMs) {
    const createdAt = revision.createdAt - init.ageMs;
    Object.assign(revision, { createdAt, schedule: makeSchedule(steps, state.stepMs, createdAt) });
    Object.assign(deployment, { createdAt, updatedAt: createdAt });
  }
  const rendered = renderDeployment(state, deployment);
  const latestRevisionId = rendered.latest_revision_id;
  if (latestRevisionId === null) throw new Error('a seeded deployment has a revision');
  return { ...rendered, latest_revision_id: latestRevisionId };
}

function firstSteps(first: SeedDeployment['firstRevision']): RevisionStep[] {
  if (first === undefined) return [{ status: 'DEPLOYED' }];
  return typeof first === 'string' ? [{ status: first }] : first;
}

function uniqueName(state: EmulatorState, tenantId: string): string {
  const taken = new Set(state.deploymentsOf(tenantId).map((d) => d.name));
  let n = taken.size + 1;
  while (taken.has(`seeded-agent-${n}`)) n += 1;
  return `seeded-agent-${n}`;
}

export function seedIntegration(
  state: EmulatorState,
  init: Parameters<Emulator['seedIntegration']>[0],
): Integration {
  const id = init.id ?? randomUUID();
  const repositories = init.repositories.map((repository, index) => ({
    host_integration_id: id,
    id: 100_000 + state.integrations.size * 1000 + index + 1,
    url: `https://sourcehost.example.com/${repository.owner}/${repository.name}`,
    default_branch: 'main',
    ...repository,
  }));
  const integration = { id, repositories };
  state.integrations.set(id, integration);
  return structuredClone(integration);
}

export function seedListener(
  state: EmulatorState,
  init: Parameters<Emulator['seedListener']>[0],
): Listener {
  const listener = state.addListener({
    tenantId: init.tenantId ?? DEFAULT_TENANT_ID,
    computeType: 'k8s',
    computeId: init.compute_id,
    namespaces: init.k8s_namespaces ?? null,
    version: init.version ?? null,
  });
  return renderListener(listener);
}
