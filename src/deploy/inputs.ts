import { z } from 'zod';
import {
  boundedString,
  DEPLOYMENT_SOURCES,
  SecretReference,
  SourceConfig,
} from '../client/deployment-schemas.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import {
  CONNECTION_INPUT_NAMES,
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
  structuredInput,
} from '../common/inputs.ts';
import { readActionInputs } from '../common/read-action-inputs.ts';
import { repositoryInput } from '../common/repository-input.ts';
import {
  requireOneTarget,
  TARGET_INPUT_NAMES,
  targetInputs,
} from '../deployments/target-inputs.ts';
import { checkCombinations } from './input-rules.ts';
import { parseSecretLines, secretsInput, secretValuesOf } from './secrets-input.ts';

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
] as const;

export const LOG_MODES = ['on-failure', 'always', 'never'] as const;

/** A path inside the workspace: relative, no `..`, nothing the runner could read as a command. */
const workspacePath = optionalText.pipe(
  z
    .string()
    .regex(/^[^\p{Cc}]*$/u, { error: 'must be one line without control characters' })
    .refine((path) => !path.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(path), {
      error: 'must be a path relative to the workspace',
    })
    .refine((path) => !path.split(/[\\/]/).includes('..'), {
      error: 'must not leave the workspace with ..',
    })
    .optional(),
);

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
        'source-config': structuredInput(SourceConfig.strict()),
        'integration-id': optionalUuid,
        repository: repositoryInput,
        secrets: secretsInput,
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
      }),
    ),
  ),
);

/** action.yml's defaults, for a run without the runner filling them in. */
export const DEPLOY_INPUT_DEFAULTS = {
  'create-if-missing': 'false',
  'rollback-on-failure': 'false',
  wait: 'true',
  timeout: '30m',
  'poll-interval': '5s',
  logs: 'on-failure',
  'comment-on-pr': 'false',
};

export type DeployInputs = z.infer<typeof deployInputs>;

/** Reads, masks and validates every input before the first request. */
export function readDeployInputs(runtime: ActionRuntime): Promise<DeployInputs> {
  return readActionInputs(runtime, {
    names: DEPLOY_INPUT_NAMES,
    schema: deployInputs,
    defaults: DEPLOY_INPUT_DEFAULTS,
    secretValues: (raw) => [
      ...secretValuesOf(parseSecretLines(raw.secrets ?? '')),
      ...(raw['github-token'] ? [raw['github-token']] : []),
    ],
  });
}
