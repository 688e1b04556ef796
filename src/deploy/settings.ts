import { z } from 'zod';
import { boundedString, DEPLOYMENT_SOURCES, SecretReference } from '../client/service-schemas.ts';
import {
  type ConnectionSettings,
  connectionFrom,
  connectionInputs,
} from '../common/connection-inputs.ts';
import {
  booleanInput,
  durationInput,
  enumInput,
  environmentInput,
  multiLine,
  optionalText,
  optionalUuid,
  repositoryInput,
  type SettingsOf,
  settingsOf,
  structuredInput,
  withDefault,
} from '../common/inputs.ts';
import { gitRefInput, imageReferenceInput } from '../common/reference-rules.ts';
import { deploymentTypeInput } from '../deployments/deployment-type.ts';
import { type DeploymentTarget, targetFrom, targetInputs } from '../deployments/target.ts';
import { evalShape } from '../evaluation/eval-inputs.ts';
import { sourceConfigInput } from './build-commands.ts';
import {
  changesDeployment,
  changingInputs,
  healthCheckPath,
  workspacePath,
} from './input-rules.ts';
import { secretsInput } from './secret-lines.ts';
import { smokeTestInput } from './smoke-cases.ts';

export const LOG_MODES = ['on-failure', 'always', 'never'] as const;

/**
 * The deploy action's own inputs by name, each with its rule and action.yml's default: the one
 * place an input is named (action.yml and the README's table are checked against it, and the
 * settings are derived from it). changesDeployment marks the inputs whose value goes into the
 * deployment's create or PATCH body.
 */
const ownShape = {
  'create-if-missing': withDefault(booleanInput, 'false'),
  'deployment-type': deploymentTypeInput,
  source: changesDeployment(enumInput(DEPLOYMENT_SOURCES)),
  'repo-ref': changesDeployment(gitRefInput),
  'agent-config-path': changesDeployment(optionalText.pipe(boundedString.optional())),
  'image-uri': changesDeployment(imageReferenceInput),
  'source-path': changesDeployment(workspacePath),
  'source-tarball-path': changesDeployment(optionalText),
  'source-config': changesDeployment(multiLine(sourceConfigInput)),
  'integration-id': optionalUuid,
  repository: repositoryInput,
  secrets: changesDeployment(multiLine(secretsInput)),
  'allow-empty-secrets': withDefault(booleanInput, 'false'),
  'secret-references': changesDeployment(multiLine(structuredInput(z.array(SecretReference)))),
  'redeploy-revision': optionalUuid,
  'rollback-on-failure': withDefault(booleanInput, 'false'),
  wait: withDefault(booleanInput, 'true'),
  timeout: withDefault(durationInput(1000), '30m'),
  'poll-interval': withDefault(durationInput(100), '5s'),
  logs: withDefault(enumInput(LOG_MODES), 'on-failure'),
  environment: environmentInput,
  'github-token': optionalText,
  'comment-on-pr': withDefault(booleanInput, 'false'),
  'health-check': healthCheckPath,
  'smoke-test': multiLine(smokeTestInput),
  ...evalShape,
  'dry-run': withDefault(booleanInput, 'false'),
};

/** Every deploy input: the connection's, the target's and the deploy's own. */
export const deployShape = { ...connectionInputs, ...targetInputs, ...ownShape };

/**
 * Every deploy input, checked: the connection and the target (deployment-id or deployment-name,
 * exactly one) each as one member, every other input under its camelCase name (`timeout` and
 * `poll-interval` in milliseconds).
 */
export type DeploySettings = SettingsOf<typeof ownShape> & {
  connection: ConnectionSettings;
  target: DeploymentTarget;
};

/** What the deployment's create or PATCH body is made of. */
export type ChangeSettings = Pick<
  DeploySettings,
  | 'source'
  | 'repoRef'
  | 'agentConfigPath'
  | 'imageUri'
  | 'sourceTarballPath'
  | 'sourceConfig'
  | 'secrets'
  | 'secretReferences'
  | 'deploymentType'
  | 'redeployRevision'
>;

/** How the deployment is found, and created when it is missing. */
export type FindSettings = ChangeSettings &
  Pick<
    DeploySettings,
    'target' | 'createIfMissing' | 'sourcePath' | 'integrationId' | 'repository'
  >;

/** The checkout a deploy packs and ships: source-path, and the agent config inside it. */
export type SourceSettings = Pick<DeploySettings, 'sourcePath' | 'agentConfigPath'>;

/** How the revision is followed: the poll's pace, and which logs are shown. */
export type FollowSettings = Pick<DeploySettings, 'pollInterval' | 'logs'>;

/** The checks once the revision is DEPLOYED, and the rollback's share of the time-out. */
export type ProveSettings = Pick<
  DeploySettings,
  'healthCheck' | 'smokeTest' | 'rollbackOnFailure' | 'timeout' | 'connection'
>;

/** Whether, and how, a revision to blame is rolled back. */
export type RecoverSettings = Pick<DeploySettings, 'rollbackOnFailure' | 'pollInterval'>;

/** What GitHub is told of the deploy: a deployment in an environment, a pull-request comment. */
export type GitHubSettings = Pick<DeploySettings, 'environment' | 'githubToken' | 'commentOnPr'>;

/** The inputs that change the deployment: none of them may come with redeploy-revision. */
export const CHANGING_INPUTS = changingInputs(deployShape);

/** The settings of checked inputs: what readDeploySettings returns. */
export function deploySettingsFrom(
  inputs: z.output<z.ZodObject<typeof deployShape>>,
): DeploySettings {
  return {
    connection: connectionFrom(inputs),
    target: targetFrom(inputs),
    ...settingsOf(ownShape, inputs),
  };
}
