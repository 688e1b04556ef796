import { z } from 'zod';
import { optionalText } from '../common/inputs.ts';

/** A path inside the workspace: relative, no `..`, nothing the runner could read as a command. */
export const workspacePath = optionalText.pipe(
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

/**
 * The health-check input: a path on the deployment's URL (`/ok`), appended to it as written.
 * Printable ASCII without spaces or backslashes, so it cannot turn into another host or a
 * second line of the request.
 */
export const healthCheckPath = optionalText.pipe(
  z
    .string()
    .max(256, { error: 'must be at most 256 characters' })
    .regex(/^\/(?!\/)[\x21-\x5B\x5D-\x7E]*$/, {
      error:
        "must be a path on the deployment's URL starting with one /, such as /ok (printable ASCII, no spaces or backslashes)",
    })
    .optional(),
);

const CHANGES_DEPLOYMENT = z.registry<{ changesDeployment: true }>();

/**
 * Marks a deploy input whose value goes into the deployment's create or PATCH body: such an
 * input changes the deployment, so redeploy-revision (which deploys an earlier revision as it
 * was) refuses it. The rule is copied first: one rule (optionalText) serves several inputs; a
 * copy of a marked rule (withDefault's, multiLine's) stays marked.
 */
export function changesDeployment<T extends z.ZodType>(rule: T): T {
  const marked = rule.clone();
  CHANGES_DEPLOYMENT.add(marked as z.ZodType, { changesDeployment: true });
  return marked;
}

/** The names in a shape whose rules changesDeployment marked, in its order. */
export function changingInputs(shape: Record<string, z.ZodType>): string[] {
  return Object.keys(shape).filter((name) => CHANGES_DEPLOYMENT.get(shape[name] as z.ZodType));
}
