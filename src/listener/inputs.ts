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
  inputNames,
  optionalText,
  optionalUuid,
  readActionInputs,
} from '../common/inputs.ts';
import { namespaceListInput } from '../common/reference-rules.ts';

export type ComputeType = (typeof COMPUTE_TYPES)[number];

/** Every listener input, checked: what the user asked of the listener, and where to ask it. */
export interface ListenerSettings {
  connection: ConnectionSettings;
  listenerId?: string;
  computeId?: string;
  computeType: ComputeType;
  k8sNamespaces: string[];
  version?: string;
}

const computeIdInput = optionalText.pipe(
  z.string().max(255, { error: 'must be at most 255 characters' }).optional(),
);

/** Every listener input by name, with its rule: the one place an input is named. */
const listenerShape = {
  ...connectionInputs,
  'listener-id': optionalUuid,
  'compute-id': computeIdInput,
  'compute-type': enumInput(COMPUTE_TYPES),
  'k8s-namespaces': namespaceListInput,
  version: optionalText,
};

export const LISTENER_INPUT_NAMES = inputNames(listenerShape);

const ListenerInputs = requireCredential(z.object(listenerShape)).superRefine((inputs, context) => {
  if (!inputs['listener-id'] && !inputs['compute-id']) {
    context.addIssue({
      code: 'custom',
      path: ['compute-id'],
      message:
        'is required to create a listener; pass listener-id instead to update or read an existing one',
    });
  }
});

/** Reads and checks every input before any request; credentials are masked first. */
export async function readListenerSettings(runtime: ActionRuntime): Promise<ListenerSettings> {
  const inputs = await readActionInputs(runtime, {
    names: LISTENER_INPUT_NAMES,
    schema: ListenerInputs,
    multiLine: ['k8s-namespaces'],
  });
  return {
    connection: connectionFrom(inputs),
    ...(inputs['listener-id'] && { listenerId: inputs['listener-id'] }),
    ...(inputs['compute-id'] && { computeId: inputs['compute-id'] }),
    // An input set to '' explicitly still means action.yml's default.
    computeType: inputs['compute-type'] ?? 'k8s',
    k8sNamespaces: inputs['k8s-namespaces'],
    ...(inputs.version && { version: inputs.version }),
  };
}
