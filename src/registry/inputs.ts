import { z } from 'zod';
import type { ActionRuntime } from '../common/action-runtime.ts';
import {
  type ConnectionSettings,
  connectionFrom,
  connectionInputs,
  requireCredential,
} from '../common/connection-inputs.ts';
import {
  booleanInput,
  EVEN_WITH_OTHER_PROBLEMS,
  optionalText,
  readActionInputs,
  type SettingsOf,
  settingsOf,
  withDefault,
} from '../common/inputs.ts';
import { words } from '../common/wording.ts';
import { deploymentTypeInput } from '../deployments/deployment-type.ts';
import {
  type DeploymentTarget,
  newNameProblem,
  requireOneTarget,
  targetFrom,
  targetInputs,
} from '../deployments/target.ts';
import { isImageName } from './registry-url.ts';

const imageNameInput = optionalText.pipe(
  z
    .string()
    .refine(isImageName, {
      error:
        'must be an image repository name: lower-case letters, digits, and ., _, - between them, in segments joined by /',
    })
    .optional(),
);

/** The registry action's own inputs by name, with their rules: the one place an input is named. */
const ownShape = {
  'create-if-missing': withDefault(booleanInput, 'false'),
  'deployment-type': withDefault(deploymentTypeInput, 'dev'),
  /** Undefined: the deployment's name, normalised. */
  'image-name': imageNameInput,
};

/** Every registry input by name. */
export const registryShape = { ...connectionInputs, ...targetInputs, ...ownShape };

const RegistryInputs = requireOneTarget(
  requireCredential(
    z.object(registryShape).superRefine((inputs, context) => {
      if (!inputs['create-if-missing']) return;
      const name = inputs['deployment-name'];
      const problem = name
        ? newNameProblem(name)
        : `needs ${words().input('deployment-name')}: a deployment is created by its name`;
      if (problem) {
        const input = name ? 'deployment-name' : 'create-if-missing';
        context.addIssue({ code: 'custom', path: [input], message: problem });
      }
    }, EVEN_WITH_OTHER_PROBLEMS),
  ),
);

/** Every registry input, checked; each field is the input of the same name, in camelCase. */
export type RegistrySettings = SettingsOf<typeof ownShape> & {
  connection: ConnectionSettings;
  target: DeploymentTarget;
};

/** Reads, masks and checks every input before the first request. */
export async function readRegistrySettings(runtime: ActionRuntime): Promise<RegistrySettings> {
  const inputs = await readActionInputs(runtime, { shape: registryShape, schema: RegistryInputs });
  return {
    connection: connectionFrom(inputs),
    target: targetFrom(inputs),
    ...settingsOf(ownShape, inputs),
  };
}
