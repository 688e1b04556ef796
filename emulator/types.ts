import type { AgentServerRequest } from './agent-server/agent-server.ts';
import type { AgentServerSettings } from './agent-server/agent-server-routes.ts';
import type { HostedAgentServer } from './agent-server/real-agent-hosting.ts';
import type { Fault } from './control-plane/fault-types.ts';
import type { LangSmithStore } from './langsmith/langsmith-store.ts';
import type {
  Deployment,
  DeploymentAnswer,
  Integration,
  Listener,
  Revision,
  RevisionConfig,
  RevisionStep,
  SecretReferenceValue,
  SecretValue,
  SourceRepository,
} from './state/resources.ts';
import type {
  DeletedDeployment,
  RecordedRequest,
  RecordedUpload,
  RevisionLogs,
  ServiceGeneration,
  UploadFailure,
} from './state/service-types.ts';

/*
 * The emulator as its users see it: how it is started (EmulatorOptions) and the handle it
 * answers (Emulator), which seeds its state, scripts its revisions and faults, and reads what it
 * received. The types these name live with the layer that owns them (see index.ts).
 */

export interface EmulatorOptions {
  host?: string;
  port?: number;
  /** Every route is served under this prefix (and not without it), e.g. '/api-host'. */
  pathPrefix?: string;
  /** Keys of one workspace (X-Tenant-Id optional). Default ['emulator-key']. */
  apiKeys?: string[];
  /**
   * Organization-scoped keys: every request with one needs X-Tenant-Id (403 "... requires
   * workspace specification ..." without it). Default ['emulator-org-key'].
   */
  orgApiKeys?: string[];
  bearerTokens?: string[];
  /** Deployments are not enabled for the organization: every /v2/deployments route answers 403. */
  deploymentsDisabled?: boolean;
  /** Default duration of each non-terminal revision status. */
  stepMs?: number;
  /**
   * Every control-plane request is handled this many ms after it arrives, as over a slow
   * network (the storage sink and the agent server answer at once). Default 0.
   */
  latencyMs?: number;
  /** One line per request: method, path, status. Never bodies or headers. */
  log?: (line: string) => void;
  /**
   * Default 'old' (no `POST …/revisions`, no logs), as the emulator was before they existed;
   * 'new' serves them. See ServiceGeneration.
   */
  serviceGeneration?: ServiceGeneration;
  /** What an 'old' service answers to `POST …/revisions`. Default 405. */
  oldCreateRevisionStatus?: 404 | 405;
  /** The agent-server stand-in answers every `GET /ok` with 503 from the start. */
  agentServerUnhealthy?: boolean;
  /** The agent-server stand-in's settings from the start (see AgentServerSettings). */
  agentServer?: Partial<AgentServerSettings>;
  /**
   * What serves a deployed JS agent (an archive whose agent config has `node_version`, or
   * graphs in .js/.mjs/.ts files): `stand-in` (the default) or `real`, the real agent server
   * (`langgraphjs dev`, from this repository's node_modules) started on the unpacked archive,
   * one per deployment, in a folder of its own, with the deployment's secrets and a clean
   * environment, as the emulator's user. The stand-in serves every other revision either way.
   * `real` runs the code of any archive deployed: with a `host` other than loopback the emulator
   * refuses to start (RefusedOptionsError) unless `trustedNetwork` is set.
   */
  agentServerKind?: 'stand-in' | 'real';
  /** Only people you trust reach `host`: `agentServerKind: 'real'` may listen there. */
  trustedNetwork?: boolean;
}

export interface SeedDeployment {
  id?: string;
  name?: string;
  source?: string;
  /** Workspace that owns it; the default workspace when absent. */
  tenantId?: string;
  source_config?: Record<string, unknown>;
  source_revision_config?: Partial<RevisionConfig>;
  secrets?: SecretValue[];
  secret_references?: SecretReferenceValue[];
  image_version?: string;
  /** The service never fills in its `custom_url`, deployed or not (a URL it has not got). */
  withoutUrl?: boolean;
  /** A status the first revision stays in, or a script it walks from now. Default: 'DEPLOYED'. */
  firstRevision?: string | RevisionStep[];
  /** Log lines of the first revision (see RevisionLogs). */
  logs?: RevisionLogs;
  /** How long ago the deployment and its first revision were made (default: just now). */
  ageMs?: number;
}

/**
 * The control-plane emulator. Deployments and listeners belong to a workspace (X-Tenant-Id, or
 * DEFAULT_TENANT_ID without it) and other workspaces do not see them; integrations are global.
 */
export interface Emulator {
  /** Origin plus path prefix. */
  url: string;
  origin: string;
  requests: RecordedRequest[];
  clearRequests(): void;
  seedDeployment(init?: SeedDeployment): Deployment;
  seedIntegration(init: {
    id?: string;
    repositories: Array<Partial<SourceRepository> & { owner: string; name: string }>;
  }): Integration;
  setWorkspace(tenantId: string, settings: { listenersAllowed: boolean }): void;
  seedListener(init: {
    tenantId?: string;
    compute_id: string;
    k8s_namespaces?: string[];
    version?: string;
  }): Listener;
  /**
   * Statuses (and log lines) of the next revision the client makes (create, PATCH,
   * POST …/revisions, redeploy); each call queues one revision. Each step lasts `ms` of the
   * clock or `polls` GETs of the revision (see RevisionStep): `[{ status: 'BUILDING', polls: 3 },
   * { status: 'DEPLOYED' }]` answers BUILDING to the next three GETs of it, then DEPLOYED.
   */
  scriptNextRevision(steps: RevisionStep[], logs?: RevisionLogs): void;
  /**
   * Older revisions of a deployment, oldest first: each took `durationMs` from created to its
   * end status (DEPLOYED unless `status` says otherwise). Answers their ids.
   */
  seedHistory(
    deploymentId: string,
    past: ReadonlyArray<{ durationMs: number; status?: string }>,
  ): string[];
  failNextRevision(
    status: 'CREATE_FAILED' | 'BUILD_FAILED' | 'DEPLOY_FAILED' | 'SKIPPED' | 'INTERRUPTED',
    logs?: RevisionLogs,
  ): void;
  /** Current state, in any workspace, secret values included. */
  getDeployment(id: string): DeploymentAnswer | undefined;
  /**
   * deployedAt: when it became DEPLOYED (absent until then), computed from its schedule, in
   * performance.timeOrigin + performance.now() milliseconds. Takes a deployment's
   * `latest_revision_id` as it is: null (no revision yet) finds nothing.
   */
  getRevision(id: string | null): (Revision & { deployedAt?: number }) | undefined;
  addFault(fault: Fault): void;
  clearFaults(): void;
  setListListenersAvailable(available: boolean): void;
  setServiceGeneration(
    generation: ServiceGeneration,
    options?: { createRevisionStatus?: 404 | 405 },
  ): void;
  /** Deployments deleted through the API, oldest first. */
  deletedDeployments: DeletedDeployment[];
  /**
   * The tracing projects of a workspace (default: DEFAULT_TENANT_ID), oldest first: one per
   * deployment, and those its deletes left behind.
   */
  tracingProjects(tenantId?: string): string[];
  /** A tracing project left over without a deployment: a create of its name answers 409. */
  seedTracingProject(name: string, tenantId?: string): void;
  /** Origin of the storage sink that `upload_url`s point at. */
  storageUrl: string;
  /** Every request the storage sink received, oldest first. */
  uploads: RecordedUpload[];
  /** The next `count` PUTs to the sink fail: answered with a status, or reset mid-body. */
  failNextUploads(count: number, failure: UploadFailure): void;
  /**
   * Origin of the agent-server stand-in (loopback http). A deployment with a DEPLOYED revision
   * has `source_config.custom_url` `<agentServerUrl>/<deployment id>` unless it set its own.
   */
  agentServerUrl: string;
  /**
   * Every request a deployment's URL received: method, path, the X-Api-Key and Authorization
   * that came with it, the body (not kept for what was passed to a real server), who served it.
   */
  agentServerRequests: ReadonlyArray<AgentServerRequest>;
  /** The real agent servers serving deployments (`agentServerKind: 'real'`); empty otherwise. */
  realAgentServers(): HostedAgentServer[];
  /** false: the stand-in answers `GET …/ok` with 503 until switched back. */
  setAgentServerHealthy(healthy: boolean): void;
  /** The next `count` `GET …/ok` answer 503, as a server still starting does. */
  warmUpAgentServerFor(count: number): void;
  /**
   * Changes the stand-in's settings given: how long the previous revision goes on serving
   * after DEPLOYED, what `/info` tells, which routes need the key, how each graph answers a
   * run. Only which revision serves applies to deployments a real server serves.
   */
  configureAgentServer(settings: Partial<AgentServerSettings>): void;
  /** Back to the stand-in's settings, health and warm-up as the emulator started. */
  resetAgentServer(): void;
  /**
   * The LangSmith stand-in's API (`langsmith-endpoint`): `<origin>/langsmith`, what the official
   * client reads a dataset by name from and uploads an experiment to, with the emulator's keys.
   */
  langSmithUrl: string;
  /** What the LangSmith stand-in holds (datasets to seed; experiments, runs, feedback) and saw. */
  langSmith: LangSmithStore;
  close(): Promise<void>;
}
