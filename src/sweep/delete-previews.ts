import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { type ActionRuntime, describeFailure } from '../common/action-runtime.ts';
import type { StepClock } from '../common/step-control.ts';
import { sendDelete } from '../deployments/delete-once.ts';
import type { Preview } from './outcomes.ts';

export interface DeleteContext {
  client: ControlPlaneClient;
  deleteTracingProject: boolean;
  stepClock: StepClock;
  runtime: Pick<ActionRuntime, 'info' | 'warning'>;
}

/**
 * Deletes the previews one after another, each given its outcome. A delete that fails is
 * noted and the others go on. When the step stops (a cancel, the time-out), the delete on its
 * way is `in-flight` (the service may or may not carry it out) and the rest are `not-sent`:
 * what was deleted before stays deleted, and the report says so.
 */
export async function deletePreviews(previews: Preview[], context: DeleteContext): Promise<void> {
  const { client, deleteTracingProject, stepClock, runtime } = context;
  for (const preview of previews) {
    if (stepClock.stopped) {
      preview.outcome = { kind: 'not-sent' };
      continue;
    }
    runtime.info(`Deleting ${preview.name} (${preview.id}): ${preview.reason}.`);
    try {
      const options = { deleteTracingProject };
      const deleted = await sendDelete(client, preview.id, options, stepClock.signal, runtime);
      preview.outcome = { kind: deleted ? 'deleted' : 'already-gone' };
    } catch (error) {
      if (stepClock.stopped) {
        preview.outcome = { kind: 'in-flight' };
        continue;
      }
      preview.outcome = { kind: 'failed', message: describeFailure(error) };
      // The step's error lists every failed delete once the others are done.
      runtime.info(`Could not delete ${preview.name}: ${preview.outcome.message}`);
    }
  }
}
