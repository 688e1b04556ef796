import { z } from 'zod';
import { EVEN_WITH_OTHER_PROBLEMS } from '../common/connection-inputs.ts';
import { optionalText, optionalUuid } from '../common/inputs.ts';

/** Which deployment an action works on: by its id, or by its exact name. */
export type DeploymentTarget = { id: string } | { name: string };

export const TARGET_INPUT_NAMES = ['deployment-id', 'deployment-name'] as const;

export const targetInputs = {
  'deployment-id': optionalUuid,
  'deployment-name': optionalText.pipe(
    z
      .string()
      .regex(/^[^\p{Cc}]*$/u, { error: 'must be one line without control characters' })
      .optional(),
  ),
};

interface TargetShape {
  'deployment-id'?: string | undefined;
  'deployment-name'?: string | undefined;
}

/** Adds the check that needs both inputs: exactly one of them names the deployment. */
export function requireOneTarget<T extends z.ZodType<TargetShape>>(schema: T) {
  return schema.superRefine((inputs, context) => {
    const given = [inputs['deployment-id'], inputs['deployment-name']].filter(Boolean).length;
    if (given === 1) return;
    context.addIssue({
      code: 'custom',
      path: ['deployment-id'],
      message:
        given === 0
          ? 'or deployment-name is required: give the deployment id, or its exact name'
          : 'and deployment-name were both given: give one of them',
    });
  }, EVEN_WITH_OTHER_PROBLEMS);
}

export function targetFrom(inputs: TargetShape): DeploymentTarget {
  const id = inputs['deployment-id'];
  return id ? { id } : { name: inputs['deployment-name'] as string };
}
