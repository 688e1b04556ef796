/*
 * What tests, the demo and the benchmarks import of the emulator: start it, and the types of
 * what it answers and records.
 */
export type { GraphBehaviour } from './agent-server/agent-graphs.ts';
export type { AgentServerRequest } from './agent-server/agent-server.ts';
export type { AgentServerSettings } from './agent-server/agent-server-routes.ts';
export type { HostedAgentServer } from './agent-server/real-agent-hosting.ts';
export type { ArchiveEntry } from './common/archive-inspection.ts';
export type { Fault, FaultAction, RacingChange } from './control-plane/fault-types.ts';
export type { ExampleSeed, LangSmithStore } from './langsmith/langsmith-store.ts';
export { RefusedOptionsError } from './real-mode.ts';
export { startEmulator } from './server.ts';
export type {
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
export { defaultRevisionPath } from './state/revision-schedule.ts';
export type {
  DeletedDeployment,
  LogLineInput,
  RecordedRequest,
  RecordedUpload,
  RevisionLogs,
  ServiceGeneration,
  UploadFailure,
} from './state/service-types.ts';
export { DEFAULT_TENANT_ID } from './state/state.ts';
export type { Emulator, EmulatorOptions, SeedDeployment } from './types.ts';
