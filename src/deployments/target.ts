import { z } from 'zod';
import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { describeListCut, everyMatch, everyPage } from '../client/pages.ts';
import type { Deployment } from '../client/service-schemas.ts';
import {
  EVEN_WITH_OTHER_PROBLEMS,
  InputError,
  optionalText,
  optionalUuid,
} from '../common/inputs.ts';
import { StepFailure } from '../common/step-control.ts';
import { words } from '../common/wording.ts';

/** Which deployment an action works on: by its id, or by its exact name. */
export type DeploymentTarget = { id: string } | { name: string };

export const targetInputs = {
  'deployment-id': optionalUuid,
  'deployment-name': optionalText.pipe(
    z
      .string()
      .regex(/^[^\p{Cc}]*$/u, { error: 'must be one line without control characters' })
      .optional(),
  ),
};

type TargetInputs = z.output<z.ZodObject<typeof targetInputs>>;

/** Adds the check that needs both inputs: exactly one of them names the deployment. */
export function requireOneTarget<T extends z.ZodType<TargetInputs>>(schema: T) {
  return schema.superRefine((inputs, context) => {
    const given = [inputs['deployment-id'], inputs['deployment-name']].filter(Boolean).length;
    if (given === 1) return;
    context.addIssue({
      code: 'custom',
      path: ['deployment-id'],
      message:
        given === 0
          ? `or ${words().input('deployment-name')} is required: give the deployment id, or its exact name`
          : `and ${words().input('deployment-name')} were both given: give one of them`,
    });
  }, EVEN_WITH_OTHER_PROBLEMS);
}

/** The target from inputs that passed requireOneTarget. */
export function targetFrom(inputs: TargetInputs): DeploymentTarget {
  const id = inputs['deployment-id'];
  return id ? { id } : { name: inputs['deployment-name'] as string };
}

/** The names the service accepts for a new deployment: lower-case letters, digits and hyphens. */
const ACCEPTED_NAME = /^[a-z0-9-]+$/;

/**
 * A name the service would accept, made from `name` as its own clients make one from a
 * directory name: lower-cased, accents dropped, every other run of characters turned into one
 * `-`, and no `-` at either end. Empty when nothing of `name` is left.
 */
export function acceptedNameFor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Why the service would refuse `name` for a new deployment, with the form it accepts; or undefined. */
export function newNameProblem(name: string): string | undefined {
  if (ACCEPTED_NAME.test(name)) return undefined;
  const accepted = acceptedNameFor(name);
  const suggestion = accepted ? `: use "${accepted}"` : '';
  return `is not a name the service accepts for a new deployment, which holds only lower-case letters, digits and hyphens${suggestion}`;
}

/** Two or more deployments answer to one exact name: writing to any of them would be a guess. */
export class AmbiguousName extends InputError {
  readonly ids: string[];

  constructor(name: string, ids: string[]) {
    super([
      {
        input: 'deployment-name',
        message: `"${name}" names ${ids.length} deployments: ${ids.join(', ')}. Nothing was sent to any of them; give the one you mean as ${words().input('deployment-id')} instead of ${words().input('deployment-name')}.`,
      },
    ]);
    this.name = 'AmbiguousName';
    this.ids = ids;
  }
}

/**
 * The deployment named exactly `name`, or undefined. The service's `name_contains` filter
 * matches substrings (`agent-pr-7` also finds `agent-pr-77`), so every page is read and the
 * names are compared here. Nothing in the list promises one deployment per name: when two or
 * more match, this throws AmbiguousName listing every id, and the caller writes to none. A list
 * that was cut short (see everyPage) cannot say that no deployment has the name, so that
 * throws ListCutShort; a match found before the cut is taken, with one warning through `warn`.
 */
export async function findDeploymentByName(
  client: ControlPlaneClient,
  name: string,
  signal: AbortSignal,
  warn?: (line: string) => void,
): Promise<Deployment | undefined> {
  const pages = everyPage((query) =>
    client.listDeployments({ ...query, name_contains: name }, { signal }),
  );
  const { found, scanned, cut } = await everyMatch(pages, (deployment) => deployment.name === name);
  if (found.length > 1)
    throw new AmbiguousName(
      name,
      found.map((deployment) => deployment.id),
    );
  if (!cut) return found[0];
  const why = describeListCut(cut, `the deployments whose names hold "${name}"`, scanned);
  if (found.length === 0) throw new ListCutShort(name, why);
  warn?.(why);
  return found[0];
}

/** No deployment had the name in the part of the list that could be read: none is not known. */
export class ListCutShort extends StepFailure {
  constructor(name: string, why: string) {
    super(
      `${why} No deployment named exactly "${name}" was among them, but one may come later in the list, so this run does not take the name as free: nothing was sent. Where the ${words().frontEnd === 'action' ? 'action' : 'command'} takes one, give the deployment's id (${words().input('deployment-id')}) instead.`,
    );
    this.name = 'ListCutShort';
  }
}
