// What the service did, as opposed to what was sent to it: the revisions a deployment has.
import type { Emulator } from '../../../emulator/index.ts';

/** The deployment's revision ids, newest first, read through the service's revision list. */
export async function revisionIds(
  emu: Emulator,
  deploymentId: string,
  apiKey = 'emulator-key',
): Promise<string[]> {
  const response = await fetch(`${emu.url}/v2/deployments/${deploymentId}/revisions?limit=100`, {
    headers: { 'x-api-key': apiKey },
  });
  if (!response.ok) throw new Error(`listing revisions answered ${response.status}`);
  const page = (await response.json()) as { resources: Array<{ id: string }> };
  return page.resources.map((revision) => revision.id);
}

/** Revisions created after the seeded one: the PATCHes the service acted on. */
export async function revisionsAdded(
  emu: Emulator,
  seeded: { id: string; latest_revision_id: string },
  apiKey?: string,
) {
  const ids = await revisionIds(emu, seeded.id, apiKey);
  return ids.filter((id) => id !== seeded.latest_revision_id);
}
