import { z } from 'zod';
import type { ClientOptions } from '../client/control-plane-client.ts';
import {
  CONNECTION_INPUT_NAMES,
  clientOptionsFrom,
  connectionInputs,
  maskCredentials,
  requireCredential,
} from '../common/connection-inputs.ts';
import { optionalText, readRawInputs, requiredUuid, validateInputs } from '../common/inputs.ts';
import type { Redactor } from '../common/redactor.ts';

export const REPOS_INPUT_NAMES = [
  ...CONNECTION_INPUT_NAMES,
  'integration-id',
  'repository',
] as const;

export interface RepositoryQuery {
  integrationId: string;
  /** `owner/name` as the user wrote it, when one repository is wanted. */
  repository?: string;
}

const repositoryInput = optionalText.pipe(
  z
    .string()
    .regex(/^[^/\s]+\/[^/\s]+$/, { error: 'must be owner/name, such as acme/agents' })
    .optional(),
);

const ReposInputs = requireCredential(
  z.object({
    ...connectionInputs,
    'integration-id': requiredUuid,
    repository: repositoryInput,
  }),
);

/** Reads and checks every input before any request; credentials are masked first. */
export async function readReposInputs(
  redactor: Redactor,
): Promise<{ clientOptions: ClientOptions; query: RepositoryQuery }> {
  const raw = readRawInputs(REPOS_INPUT_NAMES);
  maskCredentials(raw, redactor);
  const inputs = await validateInputs(ReposInputs, raw);
  return {
    clientOptions: clientOptionsFrom(inputs),
    query: {
      integrationId: inputs['integration-id'],
      ...(inputs.repository && { repository: inputs.repository }),
    },
  };
}
