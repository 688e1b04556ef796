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
  environmentInput,
  gitHubTokenProblem,
  optionalText,
  readActionInputs,
  withDefault,
} from '../common/inputs.ts';
import {
  type DeploymentTarget,
  requireOneTarget,
  targetFrom,
  targetInputs,
} from '../deployments/target.ts';

/** Every delete input by name, with its rule: the one place an input is named. */
export const deleteShape = {
  ...connectionInputs,
  ...targetInputs,
  'delete-tracing-project': withDefault(booleanInput, 'false'),
  environment: environmentInput,
  'github-token': optionalText,
};

const DeleteInputs = requireOneTarget(
  requireCredential(
    z.object(deleteShape).superRefine((inputs, context) => {
      const wanted = Boolean(inputs.environment);
      const message = gitHubTokenProblem(wanted, inputs['github-token'], ['environment']);
      if (message) context.addIssue({ code: 'custom', path: ['github-token'], message });
    }),
  ),
);

/** Every delete input, checked. */
export interface DeleteSettings {
  connection: ConnectionSettings;
  /** deployment-id or deployment-name: exactly one is given. */
  target: DeploymentTarget;
  deleteTracingProject: boolean;
  /** A GitHub environment whose deployments become inactive, and the token to do it with. */
  github?: { environment: string; token: string };
}

/** Reads and checks every input before any request; credentials are masked first. */
export async function readDeleteSettings(runtime: ActionRuntime): Promise<DeleteSettings> {
  const inputs = await readActionInputs(runtime, {
    shape: deleteShape,
    schema: DeleteInputs,
  });
  const environment = inputs.environment;
  const token = inputs['github-token'];
  return {
    connection: connectionFrom(inputs),
    target: targetFrom(inputs),
    deleteTracingProject: inputs['delete-tracing-project'],
    ...(environment && token && { github: { environment, token } }),
  };
}
