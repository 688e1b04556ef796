export { defaultRevisionPath } from './lifecycle.ts';
export { startEmulator } from './server.ts';
export { DEFAULT_TENANT_ID } from './state.ts';
export type {
  Deployment,
  Emulator,
  EmulatorOptions,
  Fault,
  FaultAction,
  Integration,
  Listener,
  RecordedRequest,
  Revision,
  RevisionConfig,
  RevisionStep,
  SecretReferenceValue,
  SecretValue,
  SeedDeployment,
  SourceRepository,
} from './types.ts';
