import { z } from 'zod';
import type { ActionRuntime } from '../common/action-runtime.ts';
import {
  type ConnectionSettings,
  connectionFrom,
  connectionInputs,
  requireCredential,
} from '../common/connection-inputs.ts';
import { inputNames, readActionInputs, repositoryInput, requiredUuid } from '../common/inputs.ts';

/** Every repos input by name, with its rule: the one place an input is named. */
const reposShape = {
  ...connectionInputs,
  'integration-id': requiredUuid,
  repository: repositoryInput,
};

export const REPOS_INPUT_NAMES = inputNames(reposShape);

const ReposInputs = requireCredential(z.object(reposShape));

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
