import { z } from 'zod';
import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { everyPage } from '../client/pages.ts';
import type { Deployment } from '../client/service-schemas.ts';
import { EVEN_WITH_OTHER_PROBLEMS, optionalText, optionalUuid } from '../common/inputs.ts';

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

/** The target from inputs that passed requireOneTarget. */
export function targetFrom(inputs: TargetShape): DeploymentTarget {
  const id = inputs['deployment-id'];
  return id ? { id } : { name: inputs['deployment-name'] as string };
}

/**
 * The deployment named exactly `name`, or undefined. The service's `name_contains` filter
 * matches substrings (`agent-pr-7` also finds `agent-pr-77`), so every page is read and the
 * names are compared here; names are unique, so at most one can match.
 */
export async function findDeploymentByName(
  client: ControlPlaneClient,
  name: string,
  signal: AbortSignal,
): Promise<Deployment | undefined> {
  const pages = everyPage((query) =>
    client.listDeployments({ ...query, name_contains: name }, { signal }),
  );
  for await (const deployments of pages) {
    const match = deployments.find((deployment) => deployment.name === name);
    if (match) return match;
  }
  return undefined;
}
