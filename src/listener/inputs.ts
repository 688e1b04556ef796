import { z } from 'zod';
import { COMPUTE_TYPES } from '../client/service-schemas.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import {
  type ConnectionSettings,
  connectionFrom,
  connectionInputs,
  requireCredential,
} from '../common/connection-inputs.ts';
import {
  enumInput,
  multiLine,
  optionalText,
  optionalUuid,
  readActionInputs,
  type SettingsOf,
  settingsOf,
  withDefault,
} from '../common/inputs.ts';
import { namespaceListInput } from '../common/reference-rules.ts';
import { words } from '../common/wording.ts';

export type ComputeType = (typeof COMPUTE_TYPES)[number];

const computeIdInput = optionalText.pipe(
  z.string().max(255, { error: 'must be at most 255 characters' }).optional(),
);

/** The listener action's own inputs by name, with their rules: the one place an input is named. */
const ownShape = {
  'listener-id': optionalUuid,
  'compute-id': computeIdInput,
  'compute-type': withDefault(enumInput(COMPUTE_TYPES), 'k8s'),
  'k8s-namespaces': multiLine(namespaceListInput),
  version: optionalText,
};

/** Every listener input by name. */
export const listenerShape = { ...connectionInputs, ...ownShape };

/** Every listener input, checked: what the user asked of the listener, and where to ask it. */
export type ListenerSettings = SettingsOf<typeof ownShape> & { connection: ConnectionSettings };

const ListenerInputs = requireCredential(z.object(listenerShape)).superRefine((inputs, context) => {
  if (!inputs['listener-id'] && !inputs['compute-id']) {
    context.addIssue({
      code: 'custom',
      path: ['compute-id'],
      message: `is required to create a listener; pass ${words().input('listener-id')} instead to update or read an existing one`,
    });
  }
});

/** Reads and checks every input before any request; credentials are masked first. */
export async function readListenerSettings(runtime: ActionRuntime): Promise<ListenerSettings> {
  const inputs = await readActionInputs(runtime, { shape: listenerShape, schema: ListenerInputs });
  return { connection: connectionFrom(inputs), ...settingsOf(ownShape, inputs) };
}
