import { z } from 'zod';
import type { ClientOptions } from '../client/control-plane-client.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import {
  CONNECTION_INPUT_NAMES,
  clientOptionsFrom,
  connectionInputs,
  requireCredential,
} from '../common/connection-inputs.ts';
import { requiredUuid } from '../common/inputs.ts';
import { readActionInputs } from '../common/read-action-inputs.ts';
import { repositoryInput } from '../common/repository-input.ts';

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

const ReposInputs = requireCredential(
  z.object({
    ...connectionInputs,
    'integration-id': requiredUuid,
    repository: repositoryInput,
  }),
);

export interface ReposInputs {
  clientOptions: ClientOptions;
  query: RepositoryQuery;
}

/** Reads and checks every input before any request; credentials are masked first. */
export async function readReposInputs(runtime: ActionRuntime): Promise<ReposInputs> {
  const inputs = await readActionInputs(runtime, { names: REPOS_INPUT_NAMES, schema: ReposInputs });
  return {
    clientOptions: clientOptionsFrom(inputs),
    query: {
      integrationId: inputs['integration-id'],
      ...(inputs.repository && { repository: inputs.repository }),
    },
  };
}
