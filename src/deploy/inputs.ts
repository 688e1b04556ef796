import { z } from 'zod';
import {
  boundedString,
  DEPLOYMENT_SOURCES,
  type Secret,
  SecretReference,
  type SourceConfig,
} from '../client/service-schemas.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import {
  CONNECTION_INPUT_NAMES,
  type ConnectionSettings,
  connectionFrom,
  connectionInputs,
  requireCredential,
} from '../common/connection-inputs.ts';
import {
  booleanInput,
  durationInput,
  enumInput,
  environmentInput,
  optionalText,
  optionalUuid,
  readActionInputs,
  repositoryInput,
  structuredInput,
} from '../common/inputs.ts';
import {
  type DeploymentTarget,
  requireOneTarget,
  TARGET_INPUT_NAMES,
  targetFrom,
  targetInputs,
} from '../deployments/target.ts';
import { sourceConfigInput } from './build-commands.ts';
import {
  checkCombinations,
  healthCheckPath,
  parseSecretLines,
  secretsInput,
  secretValuesOf,
  workspacePath,
} from './input-rules.ts';

export const DEPLOY_INPUT_NAMES = [
  ...CONNECTION_INPUT_NAMES,
  ...TARGET_INPUT_NAMES,
  'create-if-missing',
  'source',
  'repo-ref',
  'agent-config-path',
  'image-uri',
  'source-path',
  'source-tarball-path',
  'source-config',
  'integration-id',
  'repository',
  'secrets',
  'allow-empty-secrets',
  'secret-references',
  'redeploy-revision',
  'rollback-on-failure',
  'wait',
  'timeout',
  'poll-interval',
  'logs',
  'environment',
  'github-token',
  'comment-on-pr',
  'health-check',
  'dry-run',
] as const;

export const LOG_MODES = ['on-failure', 'always', 'never'] as const;

const deployInputs = checkCombinations(
  requireOneTarget(
    requireCredential(
      z.object({
        ...connectionInputs,
        ...targetInputs,
        'create-if-missing': booleanInput,
        source: enumInput(DEPLOYMENT_SOURCES),
        'repo-ref': optionalText.pipe(boundedString.optional()),
        'agent-config-path': optionalText.pipe(boundedString.optional()),
        'image-uri': optionalText,
        'source-path': workspacePath,
        'source-tarball-path': optionalText,
        'source-config': sourceConfigInput,
        'integration-id': optionalUuid,
        repository: repositoryInput,
        secrets: secretsInput,
        'allow-empty-secrets': booleanInput,
        'secret-references': structuredInput(z.array(SecretReference)),
        'redeploy-revision': optionalUuid,
        'rollback-on-failure': booleanInput,
        wait: booleanInput,
        timeout: durationInput(1000),
        'poll-interval': durationInput(100),
        logs: enumInput(LOG_MODES),
        environment: environmentInput,
        'github-token': optionalText,
        'comment-on-pr': booleanInput,
        'health-check': healthCheckPath,
        'dry-run': booleanInput,
      }),
    ),
  ),
);

/** action.yml's defaults, for a run without the runner filling them in. */
export const DEPLOY_INPUT_DEFAULTS = {
  'create-if-missing': 'false',
  'allow-empty-secrets': 'false',
  'rollback-on-failure': 'false',
  wait: 'true',
  timeout: '30m',
  'poll-interval': '5s',
  logs: 'on-failure',
  'comment-on-pr': 'false',
  'dry-run': 'false',
};

/** Every deploy input, checked; each field is the input of the same name, in camelCase. */
export interface DeploySettings {
  connection: ConnectionSettings;
  /** deployment-id or deployment-name: exactly one is given. */
  target: DeploymentTarget;
  createIfMissing: boolean;
  source?: (typeof DEPLOYMENT_SOURCES)[number];
  repoRef?: string;
  agentConfigPath?: string;
  imageUri?: string;
  sourcePath?: string;
  sourceTarballPath?: string;
  sourceConfig?: SourceConfig;
  integrationId?: string;
  repository?: string;
  /** Undefined when empty, so a deploy never wipes secrets by accident. */
  secrets?: Secret[];
  /** Empty secret values are sent on purpose instead of refused. */
  allowEmptySecrets: boolean;
  secretReferences?: SecretReference[];
  redeployRevision?: string;
  rollbackOnFailure: boolean;
  wait: boolean;
  timeoutMs: number;
  pollIntervalMs: number;
  logs?: (typeof LOG_MODES)[number];
  environment?: string;
  githubToken?: string;
  commentOnPr: boolean;
  /** A path to GET on the deployment's URL once the revision is DEPLOYED, until it answers 2xx. */
  healthCheck?: string;
  /** Plan only: read what a deploy would change and send nothing that changes anything. */
  dryRun: boolean;
}

/** Reads, masks and validates every input before the first request. */
export async function readDeploySettings(runtime: ActionRuntime): Promise<DeploySettings> {
  const inputs = await readActionInputs(runtime, {
    names: DEPLOY_INPUT_NAMES,
    schema: deployInputs,
    defaults: DEPLOY_INPUT_DEFAULTS,
    secretValues: (raw) => [
      ...secretValuesOf(parseSecretLines(raw.secrets ?? '')),
      ...(raw['github-token'] ? [raw['github-token']] : []),
    ],
  });
  return {
    connection: connectionFrom(inputs),
    target: targetFrom(inputs),
    createIfMissing: inputs['create-if-missing'],
    source: inputs.source,
    repoRef: inputs['repo-ref'],
    agentConfigPath: inputs['agent-config-path'],
    imageUri: inputs['image-uri'],
    sourcePath: inputs['source-path'],
    sourceTarballPath: inputs['source-tarball-path'],
    sourceConfig: inputs['source-config'],
    integrationId: inputs['integration-id'],
    repository: inputs.repository,
    secrets: inputs.secrets,
    allowEmptySecrets: inputs['allow-empty-secrets'],
    secretReferences: inputs['secret-references'],
    redeployRevision: inputs['redeploy-revision'],
    rollbackOnFailure: inputs['rollback-on-failure'],
    wait: inputs.wait,
    timeoutMs: inputs.timeout,
    pollIntervalMs: inputs['poll-interval'],
    logs: inputs.logs,
    environment: inputs.environment,
    githubToken: inputs['github-token'],
    commentOnPr: inputs['comment-on-pr'],
    healthCheck: inputs['health-check'],
    dryRun: inputs['dry-run'],
  };
}
