import { randomBytes, randomUUID } from 'node:crypto';
import { now } from '../common/clock.ts';
import type {
  Integration,
  RevisionConfig,
  RevisionStep,
  SecretReferenceValue,
  SecretValue,
} from './resources.ts';
import { revisionLogLines, type StoredLogs } from './revision-logs.ts';
import {
  checkScript,
  defaultSteps,
  makeSchedule,
  type Schedule,
  supersede,
} from './revision-schedule.ts';
import type { DeletedDeployment, RevisionLogs, ServiceGeneration } from './service-types.ts';
import { sourceArchiveFailure } from './source-archives.ts';
import { TracingProjects } from './tracing-projects.ts';
import { UploadStore } from './upload-store.ts';

/** The workspace of requests without X-Tenant-Id. */
export const DEFAULT_TENANT_ID = '6f1d2c3b-8a4e-4f5d-9c7b-1e2d3c4b5a69';

export interface StoredRevision {
  id: string;
  deploymentId: string;
  source: string;
  config: RevisionConfig;
  createdAt: number;
  schedule: Schedule;
  logs: StoredLogs;
}

export interface StoredDeployment {
  id: string;
  tenantId: string;
  name: string;
  source: string;
  sourceConfig: Record<string, unknown>;
  secrets: SecretValue[];
  secretReferences: SecretReferenceValue[];
  imageVersion: string;
  /** Emulator: the service never fills in this deployment's URL (seeded `withoutUrl`). */
  withoutUrl: boolean;
  createdAt: number;
  updatedAt: number;
  /** Oldest first. */
  revisionIds: string[];
}

export interface StoredListener {
  id: string;
  tenantId: string;
  computeType: string;
  computeId: string;
  namespaces: string[] | null;
  version: string | null;
  createdAt: number;
  updatedAt: number;
}

export type NewDeployment = Pick<StoredDeployment, 'name' | 'source' | 'tenantId'> &
  Partial<
    Pick<
      StoredDeployment,
      'id' | 'sourceConfig' | 'secrets' | 'secretReferences' | 'imageVersion' | 'withoutUrl'
    >
  >;

/** How a new revision walks: explicit steps (seeds), or else the archive check, a script, the default. */
export interface RevisionPlan {
  steps?: RevisionStep[];
  logs?: RevisionLogs;
  /** Another run's revision: it never takes a script queued for the client. */
  foreign?: boolean;
}

export const EMPTY_REVISION_CONFIG: RevisionConfig = {
  repo_ref: null,
  agent_config_path: null,
  image_uri: null,
  source_tarball_path: null,
  repo_commit_sha: null,
};

/** Everything the emulator knows; HTTP semantics live in the route modules. */
export class EmulatorState {
  readonly deployments = new Map<string, StoredDeployment>();
  readonly revisions = new Map<string, StoredRevision>();
  readonly listeners = new Map<string, StoredListener>();
  readonly integrations = new Map<string, Integration>();
  readonly stepMs: number;
  listListenersAvailable = true;
  generation: ServiceGeneration = 'old';
  oldCreateRevisionStatus: 404 | 405 = 405;
  readonly storage = new UploadStore();
  /** Emulator: an organization whose deployments are not enabled answers every /v2/deployments route 403. */
  deploymentsEnabled = true;
  readonly deleted: DeletedDeployment[] = [];
  readonly tracingProjects = new TracingProjects();
  /** Emulator: where the agent-server stand-in listens; deployments' URLs point there. */
  agentServerOrigin: string | undefined;
  readonly #workspaces = new Map<string, { listenersAllowed: boolean }>();
  readonly #scripts: Array<{ steps: RevisionStep[]; logs?: RevisionLogs }> = [];
  readonly #removalListeners: Array<(deploymentId: string) => void> = [];

  constructor(stepMs: number) {
    this.stepMs = stepMs;
  }

  setWorkspace(tenantId: string, settings: { listenersAllowed: boolean }): void {
    this.#workspaces.set(tenantId, { ...settings });
  }

  listenersAllowed(tenantId: string): boolean {
    return this.#workspaces.get(tenantId)?.listenersAllowed ?? true;
  }

  queueScript(steps: RevisionStep[], logs?: RevisionLogs): void {
    checkScript(steps);
    this.#scripts.push({ steps, ...(logs && { logs }) });
  }

  addDeployment(init: NewDeployment): StoredDeployment {
    const at = now();
    const deployment: StoredDeployment = {
      id: init.id ?? randomUUID(),
      tenantId: init.tenantId,
      name: init.name,
      source: init.source,
      sourceConfig: init.sourceConfig ?? {},
      secrets: init.secrets ?? [],
      secretReferences: init.secretReferences ?? [],
      imageVersion: init.imageVersion ?? '0.4.20',
      withoutUrl: init.withoutUrl ?? false,
      createdAt: at,
      updatedAt: at,
      revisionIds: [],
    };
    this.deployments.set(deployment.id, deployment);
    this.tracingProjects.add(deployment.tenantId, deployment.name);
    return deployment;
  }

  /**
   * A new revision of `deployment`; it supersedes the unfinished ones. A `repo_commit_sha` in
   * `init.config` is kept (a redeploy); otherwise a `sourcehost` revision gets a new one.
   */
  addRevision(
    deployment: StoredDeployment,
    init: { source: string; config: Partial<RevisionConfig> },
    plan: RevisionPlan = {},
  ): StoredRevision {
    const at = now();
    for (const id of deployment.revisionIds) {
      const older = this.revisions.get(id);
      if (older) supersede(older.schedule, at);
    }
    const config: RevisionConfig = {
      ...EMPTY_REVISION_CONFIG,
      ...init.config,
      repo_commit_sha:
        init.config.repo_commit_sha ??
        (init.source === 'sourcehost' ? randomBytes(20).toString('hex') : null),
    };
    const walk = plan.steps
      ? { steps: plan.steps, logs: plan.logs }
      : (sourceArchiveFailure(this.storage.objects, init.source, config, this.stepMs) ??
        (plan.foreign ? undefined : this.#scripts.shift()) ?? {
          steps: defaultSteps(this.stepMs),
        });
    const revision: StoredRevision = {
      id: randomUUID(),
      deploymentId: deployment.id,
      source: init.source,
      config,
      createdAt: at,
      schedule: makeSchedule(walk.steps, this.stepMs, at),
      logs: revisionLogLines(walk.steps, walk.logs),
    };
    this.revisions.set(revision.id, revision);
    deployment.revisionIds.push(revision.id);
    deployment.updatedAt = at;
    return revision;
  }

  /** Forgets a deployment and its revisions; its tracing project only when asked to. */
  removeDeployment(deployment: StoredDeployment, options: { tracingProject: boolean }): void {
    for (const id of deployment.revisionIds) this.revisions.delete(id);
    this.deployments.delete(deployment.id);
    if (options.tracingProject) this.tracingProjects.remove(deployment.tenantId, deployment.name);
    for (const listener of this.#removalListeners) listener(deployment.id);
  }

  /** Tells `listener` the id of each deployment removed (its agent server stops serving it). */
  onDeploymentRemoved(listener: (deploymentId: string) => void): void {
    this.#removalListeners.push(listener);
  }

  /**
   * The newest revision; undefined only for an `internal_image` deployment created without an
   * image, which waits for its first one.
   */
  latestRevision(deployment: StoredDeployment): StoredRevision | undefined {
    const id = deployment.revisionIds.at(-1);
    return id === undefined ? undefined : this.revisions.get(id);
  }

  findDeployment(tenantId: string, id: string): StoredDeployment | undefined {
    const deployment = this.deployments.get(id);
    return deployment?.tenantId === tenantId ? deployment : undefined;
  }

  deploymentsOf(tenantId: string): StoredDeployment[] {
    return [...this.deployments.values()].filter((d) => d.tenantId === tenantId);
  }

  addListener(init: Omit<StoredListener, 'id' | 'createdAt' | 'updatedAt'>): StoredListener {
    const at = now();
    const listener: StoredListener = { ...init, id: randomUUID(), createdAt: at, updatedAt: at };
    this.listeners.set(listener.id, listener);
    return listener;
  }

  findListener(tenantId: string, id: string): StoredListener | undefined {
    const listener = this.listeners.get(id);
    return listener?.tenantId === tenantId ? listener : undefined;
  }

  listenersOf(tenantId: string): StoredListener[] {
    return [...this.listeners.values()].filter((l) => l.tenantId === tenantId);
  }
}
