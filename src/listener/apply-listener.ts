import { ServiceError } from '../client/service-error.ts';
import type { Listener, ListenerPatch } from '../client/service-schemas.ts';
import type { StepContext } from '../client/step-client.ts';
import { InputError } from '../common/inputs.ts';
import { words } from '../common/wording.ts';
import { findAfterConflict } from './find-listener.ts';
import type { ListenerSettings } from './inputs.ts';

export interface ListenerResult {
  listener: Listener;
  created: boolean;
  /** How an existing listener was found: by the id given, or by compute id after a 409. */
  foundBy?: 'listener-id' | 'compute-id';
  /** Members sent in a PATCH; empty when nothing was changed. */
  updated: Array<'k8s_namespaces' | 'version'>;
}

/** How the listener's requests are sent: under the step's signal, with a line per step. */
type ApplyContext = Pick<StepContext, 'client' | 'signal' | 'log'>;

/** Creates, updates or reads the listener, whichever the settings ask for. */
export function applyListener(
  context: ApplyContext,
  settings: ListenerSettings,
): Promise<ListenerResult> {
  return settings.listenerId
    ? updateOrRead(context, settings.listenerId, settings)
    : createOrUpdateExisting(context, settings);
}

async function createOrUpdateExisting(
  context: ApplyContext,
  settings: ListenerSettings,
): Promise<ListenerResult> {
  const { client, signal, log } = context;
  // Inputs validation guarantees a compute id whenever no listener id is given.
  const computeId = settings.computeId as string;
  log(`Creating a ${settings.computeType} listener for compute id "${computeId}".`);
  try {
    const listener = await client.createListener(
      {
        compute_type: settings.computeType,
        compute_id: computeId,
        compute_config:
          settings.k8sNamespaces.length > 0 ? { k8s_namespaces: settings.k8sNamespaces } : {},
        ...(settings.version && { version: settings.version }),
      },
      { signal },
    );
    return { listener, created: true, updated: [] };
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status !== 409) throw error;
    log(`${error.detail} Looking it up by compute id in the listener list.`);
    const existing = await findAfterConflict(client, computeId, error, signal);
    log(`Found listener ${existing.id} for compute id "${computeId}".`);
    const patch = patchFrom(settings);
    return patch
      ? sendPatch(context, existing.id, patch, 'compute-id')
      : unchanged(existing, 'compute-id');
  }
}

async function updateOrRead(
  context: ApplyContext,
  listenerId: string,
  settings: ListenerSettings,
): Promise<ListenerResult> {
  const { client, signal, log } = context;
  const patch = patchFrom(settings);
  if (settings.computeId !== undefined || !patch) {
    log(`Reading listener ${listenerId}.`);
    const current = await client.getListener(listenerId, { signal });
    assertSameComputeId(current, settings.computeId);
    if (!patch) return unchanged(current, 'listener-id');
  }
  return sendPatch(context, listenerId, patch, 'listener-id');
}

async function sendPatch(
  { client, signal, log }: ApplyContext,
  listenerId: string,
  patch: ListenerPatch,
  foundBy: ListenerResult['foundBy'],
): Promise<ListenerResult> {
  const updated = patchedMembers(patch);
  log(`Updating ${updated.join(' and ')} of listener ${listenerId}.`);
  return {
    listener: await client.patchListener(listenerId, patch, { signal }),
    created: false,
    foundBy,
    updated,
  };
}

function unchanged(listener: Listener, foundBy: ListenerResult['foundBy']): ListenerResult {
  return { listener, created: false, foundBy, updated: [] };
}

/** Only what the user gave: an empty input leaves the listener's value alone. */
function patchFrom(settings: ListenerSettings): ListenerPatch | undefined {
  const patch: ListenerPatch = {
    ...(settings.k8sNamespaces.length > 0 && {
      compute_config: { k8s_namespaces: settings.k8sNamespaces },
    }),
    ...(settings.version && { version: settings.version }),
  };
  return Object.keys(patch).length > 0 ? patch : undefined;
}

function patchedMembers(patch: ListenerPatch): ListenerResult['updated'] {
  return [
    ...(patch.compute_config ? ['k8s_namespaces' as const] : []),
    ...(patch.version ? ['version' as const] : []),
  ];
}

function assertSameComputeId(listener: Listener, computeId: string | undefined): void {
  if (computeId === undefined || listener.compute_id === computeId) return;
  throw new InputError([
    {
      input: 'compute-id',
      message: `is "${computeId}", but listener ${listener.id} has compute_id "${listener.compute_id}"; compute_id cannot change after a listener is created. Leave ${words().input('compute-id')} empty, or create a new listener without ${words().input('listener-id')}.`,
    },
  ]);
}
