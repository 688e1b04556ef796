import { z } from 'zod';
import type { ActionRuntime } from '../common/action-runtime.ts';
import {
  CONNECTION_INPUT_NAMES,
  type ConnectionSettings,
  connectionFrom,
  connectionInputs,
  requireCredential,
} from '../common/connection-inputs.ts';
import { readActionInputs, repositoryInput, requiredUuid } from '../common/inputs.ts';

export const REPOS_INPUT_NAMES = [
  ...CONNECTION_INPUT_NAMES,
  'integration-id',
  'repository',
] as const;

const ReposInputs = requireCredential(
  z.object({
    ...connectionInputs,
    'integration-id': requiredUuid,
    repository: repositoryInput,
  }),
);

/** Every repos input, checked. */
export interface ReposSettings {
  connection: ConnectionSettings;
  integrationId: string;
  /** `owner/name` as the user wrote it, when one repository is wanted. */
  repository?: string;
}

/** Reads and checks every input before any request; credentials are masked first. */
export async function readReposSettings(runtime: ActionRuntime): Promise<ReposSettings> {
  const inputs = await readActionInputs(runtime, { names: REPOS_INPUT_NAMES, schema: ReposInputs });
  return {
    connection: connectionFrom(inputs),
    integrationId: inputs['integration-id'],
    ...(inputs.repository && { repository: inputs.repository }),
  };
}
