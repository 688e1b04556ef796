import { z } from 'zod';
import type { ActionRuntime } from '../common/action-runtime.ts';
import {
  type ConnectionSettings,
  connectionFrom,
  connectionInputs,
  requireCredential,
} from '../common/connection-inputs.ts';
import {
  readActionInputs,
  repositoryInput,
  requiredUuid,
  type SettingsOf,
  settingsOf,
} from '../common/inputs.ts';

/** The repos action's own inputs by name, with their rules: the one place an input is named. */
const ownShape = {
  'integration-id': requiredUuid,
  /** `owner/name` as the user wrote it, when one repository is wanted. */
  repository: repositoryInput,
};

/** Every repos input by name. */
export const reposShape = { ...connectionInputs, ...ownShape };

const ReposInputs = requireCredential(z.object(reposShape));

/** Every repos input, checked. */
export type ReposSettings = SettingsOf<typeof ownShape> & { connection: ConnectionSettings };

/** Reads and checks every input before any request; credentials are masked first. */
export async function readReposSettings(runtime: ActionRuntime): Promise<ReposSettings> {
  const inputs = await readActionInputs(runtime, { shape: reposShape, schema: ReposInputs });
  return { connection: connectionFrom(inputs), ...settingsOf(ownShape, inputs) };
}
