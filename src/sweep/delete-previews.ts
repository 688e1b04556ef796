import type { StepContext } from '../client/step-client.ts';
import { describeFailure } from '../common/action-runtime.ts';
import { sendDelete } from '../deployments/delete-once.ts';
import type { Preview } from './outcomes.ts';

/**
 * Deletes the previews one after another, each given its outcome. A delete that fails is
 * noted and the others go on. When the step stops (a cancel, the time-out), the delete on its
 * way is `in-flight` (the service may or may not carry it out) and the rest are `not-sent`:
 * what was deleted before stays deleted, and the report says so.
 */
export async function deletePreviews(
  context: Pick<StepContext, 'client' | 'stepClock' | 'signal' | 'log' | 'warn'>,
  previews: Preview[],
  options: { deleteTracingProject: boolean },
): Promise<void> {
  const { stepClock, log } = context;
  for (const preview of previews) {
    if (stepClock.stopped) {
      preview.outcome = { kind: 'not-sent' };
      continue;
    }
    log(`Deleting ${preview.name} (${preview.id}): ${preview.reason}.`);
    try {
      const deleted = await sendDelete(context, preview.id, options);
      preview.outcome = { kind: deleted ? 'deleted' : 'already-gone' };
    } catch (error) {
      if (stepClock.stopped) {
        preview.outcome = { kind: 'in-flight' };
        continue;
      }
      preview.outcome = { kind: 'failed', message: describeFailure(error) };
      // The step's error lists every failed delete once the others are done.
      log(`Could not delete ${preview.name}: ${preview.outcome.message}`);
    }
  }
}
