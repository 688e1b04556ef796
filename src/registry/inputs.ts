import { z } from 'zod';
import type { DeploymentType } from '../client/service-schemas.ts';
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
  inputNames,
  optionalText,
  readActionInputs,
} from '../common/inputs.ts';
import { deploymentTypeInput } from '../deployments/deployment-type.ts';
import {
  type DeploymentTarget,
  newNameProblem,
  requireOneTarget,
  targetFrom,
  targetInputs,
} from '../deployments/target.ts';
import { isImageName } from './registry-url.ts';

/** action.yml's defaults, for a run without the runner filling them in. */
export const REGISTRY_INPUT_DEFAULTS = {
  'create-if-missing': 'false',
  'deployment-type': 'dev',
};

const imageNameInput = optionalText.pipe(
  z
    .string()
    .refine(isImageName, {
      error:
        'must be an image repository name: lower-case letters, digits, and ., _, - between them, in segments joined by /',
    })
    .optional(),
);

/** Every registry input by name, with its rule: the one place an input is named. */
const registryShape = {
  ...connectionInputs,
  ...targetInputs,
  'create-if-missing': booleanInput,
  'deployment-type': deploymentTypeInput,
  'image-name': imageNameInput,
};

export const REGISTRY_INPUT_NAMES = inputNames(registryShape);

const RegistryInputs = requireOneTarget(
  requireCredential(
    z.object(registryShape).superRefine((inputs, context) => {
      if (!inputs['create-if-missing']) return;
      const name = inputs['deployment-name'];
      const problem = name
        ? newNameProblem(name)
        : 'needs deployment-name: a deployment is created by its name';
      if (problem) {
        const input = name ? 'deployment-name' : 'create-if-missing';
        context.addIssue({ code: 'custom', path: [input], message: problem });
      }
    }, EVEN_WITH_OTHER_PROBLEMS),
  ),
);

/** Every registry input, checked; each field is the input of the same name, in camelCase. */
export interface RegistrySettings {
  connection: ConnectionSettings;
  target: DeploymentTarget;
  createIfMissing: boolean;
  deploymentType: DeploymentType;
  /** Undefined: the deployment's name, normalised. */
  imageName?: string;
}

/** Reads, masks and checks every input before the first request. */
export async function readRegistrySettings(runtime: ActionRuntime): Promise<RegistrySettings> {
  const inputs = await readActionInputs(runtime, {
    names: REGISTRY_INPUT_NAMES,
    schema: RegistryInputs,
    defaults: REGISTRY_INPUT_DEFAULTS,
  });
  return {
    connection: connectionFrom(inputs),
    target: targetFrom(inputs),
    createIfMissing: inputs['create-if-missing'],
    deploymentType: inputs['deployment-type'] ?? 'dev',
    ...(inputs['image-name'] && { imageName: inputs['image-name'] }),
  };
}
