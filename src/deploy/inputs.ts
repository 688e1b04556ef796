import { z } from 'zod';
import {
  boundedString,
  DEPLOYMENT_SOURCES,
  type DeploymentType,
  type Secret,
  SecretReference,
  type SourceConfig,
} from '../client/service-schemas.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import {
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
  inputNames,
  optionalText,
  optionalUuid,
  readActionInputs,
  repositoryInput,
  structuredInput,
} from '../common/inputs.ts';
import { gitRefInput, imageReferenceInput } from '../common/reference-rules.ts';
import { deploymentTypeInput } from '../deployments/deployment-type.ts';
import {
  type DeploymentTarget,
  requireOneTarget,
  targetFrom,
  targetInputs,
} from '../deployments/target.ts';
import type { SmokeCase } from './after-deployed/smoke-cases.ts';
import { smokeTestInput } from './after-deployed/smoke-cases.ts';
import { sourceConfigInput } from './build-commands.ts';
import {
  changesDeployment,
  changingInputs,
  checkCombinations,
  healthCheckPath,
  workspacePath,
} from './input-rules.ts';
import { parseSecretLines, secretsInput, secretValuesOf } from './secret-lines.ts';

export const LOG_MODES = ['on-failure', 'always', 'never'] as const;

/**
 * Every deploy input by name, with its rule: the one place an input is named (action.yml and
 * the README's table are checked against it). changesDeployment marks the inputs whose value
 * goes into the deployment's create or PATCH body.
 */
const deployShape = {
  ...connectionInputs,
  ...targetInputs,
  'create-if-missing': booleanInput,
  'deployment-type': deploymentTypeInput,
  source: changesDeployment(enumInput(DEPLOYMENT_SOURCES)),
  'repo-ref': changesDeployment(gitRefInput),
  'agent-config-path': changesDeployment(optionalText.pipe(boundedString.optional())),
  'image-uri': changesDeployment(imageReferenceInput),
  'source-path': changesDeployment(workspacePath),
  'source-tarball-path': changesDeployment(optionalText),
  'source-config': changesDeployment(sourceConfigInput),
  'integration-id': optionalUuid,
  repository: repositoryInput,
  secrets: changesDeployment(secretsInput),
  'allow-empty-secrets': booleanInput,
  'secret-references': changesDeployment(structuredInput(z.array(SecretReference))),
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
  'smoke-test': smokeTestInput,
  'dry-run': booleanInput,
};

export const DEPLOY_INPUT_NAMES = inputNames(deployShape);

/** The inputs that change the deployment: none of them may come with redeploy-revision. */
export const CHANGING_INPUTS = changingInputs(deployShape);

const deployInputs = checkCombinations(
  requireOneTarget(requireCredential(z.object(deployShape))),
  CHANGING_INPUTS,
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
  /** source_config.deployment_type of a deployment this step creates; unused otherwise. */
  deploymentType?: DeploymentType;
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
  /** Cases to run on the deployment's URL (`POST /runs/wait`) once the revision is DEPLOYED. */
  smokeTest?: SmokeCase[];
  /** Plan only: read what a deploy would change and send nothing that changes anything. */
  dryRun: boolean;
}

/** Reads, masks and validates every input before the first request. */
export async function readDeploySettings(runtime: ActionRuntime): Promise<DeploySettings> {
  const inputs = await readActionInputs(runtime, {
    names: DEPLOY_INPUT_NAMES,
    schema: deployInputs,
    defaults: DEPLOY_INPUT_DEFAULTS,
    multiLine: ['secrets', 'source-config', 'secret-references', 'smoke-test'],
    secretValues: (raw) => [
      ...secretValuesOf(parseSecretLines(raw.secrets ?? '')),
      ...(raw['github-token'] ? [raw['github-token']] : []),
    ],
  });
  return {
    connection: connectionFrom(inputs),
    target: targetFrom(inputs),
    createIfMissing: inputs['create-if-missing'],
    deploymentType: inputs['deployment-type'],
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
    smokeTest: inputs['smoke-test'],
    dryRun: inputs['dry-run'],
  };
}
