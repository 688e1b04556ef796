export { defaultRevisionPath } from './revision-schedule.ts';
export { startEmulator } from './server.ts';
export type {
  ArchiveEntry,
  DeletedDeployment,
  LogLineInput,
  RecordedUpload,
  RevisionLogs,
  ServiceGeneration,
  UploadFailure,
} from './service-types.ts';
export { DEFAULT_TENANT_ID } from './state.ts';
export type {
  AgentServerRequest,
  AgentServerSettings,
  Deployment,
  DeploymentAnswer,
  Emulator,
  EmulatorOptions,
  Fault,
  FaultAction,
  GraphBehaviour,
  HostedAgentServer,
  Integration,
  Listener,
  RacingChange,
  RecordedRequest,
  Revision,
  RevisionConfig,
  RevisionStep,
  SecretReferenceValue,
  SecretValue,
  SeedDeployment,
  SourceRepository,
} from './types.ts';
