import { z } from 'zod';
import {
  boundedString,
  REVISION_SOURCES,
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
  optionalText,
  requiredUuid,
  structuredInput,
} from '../common/inputs.ts';
import { readActionInputs } from '../common/read-action-inputs.ts';
import { parseSecretLines, secretsInput, secretValuesOf } from './secrets-input.ts';

export const DEPLOY_INPUT_NAMES = [
  ...CONNECTION_INPUT_NAMES,
  'deployment-id',
  'source',
  'repo-ref',
  'agent-config-path',
  'image-uri',
  'source-tarball-path',
  'source-config',
  'secrets',
  'secret-references',
  'wait',
  'timeout',
  'poll-interval',
] as const;

const deployInputs = requireCredential(
  z.object({
    ...connectionInputs,
    'deployment-id': requiredUuid,
    source: enumInput(REVISION_SOURCES),
    'repo-ref': optionalText.pipe(boundedString.optional()),
    'agent-config-path': optionalText.pipe(boundedString.optional()),
    'image-uri': optionalText,
    'source-tarball-path': optionalText,
    'source-config': structuredInput(SourceConfig.strict()),
    secrets: secretsInput,
    'secret-references': structuredInput(z.array(SecretReference)),
    wait: booleanInput,
    timeout: durationInput(1000),
    'poll-interval': durationInput(100),
  }),
);

/** action.yml's defaults, for a run without the runner filling them in. */
export const DEPLOY_INPUT_DEFAULTS = { wait: 'true', timeout: '30m', 'poll-interval': '5s' };

export type DeployInputs = z.infer<typeof deployInputs>;

/** Reads, masks and validates every input before the first request. */
export function readDeployInputs(runtime: ActionRuntime): Promise<DeployInputs> {
  return readActionInputs(runtime, {
    names: DEPLOY_INPUT_NAMES,
    schema: deployInputs,
    defaults: DEPLOY_INPUT_DEFAULTS,
    secretValues: (raw) => secretValuesOf(parseSecretLines(raw.secrets ?? '')),
  });
}
