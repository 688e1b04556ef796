import { describe, expect, it } from 'vitest';
import { untilAborted } from '../../src/client/deadlines.ts';

/*
 * A request the step's signal cut short still settles later. Its rejection is handled however
 * the race went, also when the signal had fired before the race began: an unhandled rejection
 * ends the process without the step's report (vitest fails a run that has one).
 */

function rejectingSoon(reason: Error): Promise<never> {
  return new Promise<never>((_, reject) => setTimeout(() => reject(reason), 10));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('untilAborted', () => {
  it('rejects with the reason of a signal that fired before, and handles the late rejection', async () => {
    const stopped = new Error('the step stopped');
    const late = rejectingSoon(new Error('the request failed after all'));
    await expect(untilAborted(late, AbortSignal.abort(stopped))).rejects.toBe(stopped);
    await settle();
  });

  it('rejects with the reason when the signal fires during the race', async () => {
    const controller = new AbortController();
    const stopped = new Error('the step stopped');
    const racing = untilAborted(rejectingSoon(new Error('late')), controller.signal);
    controller.abort(stopped);
    await expect(racing).rejects.toBe(stopped);
    await settle();
  });

  it('passes the promise’s own result through when no signal fires', async () => {
    const controller = new AbortController();
    await expect(untilAborted(Promise.resolve(7), controller.signal)).resolves.toBe(7);
    const failed = new Error('refused');
    await expect(untilAborted(Promise.reject(failed), controller.signal)).rejects.toBe(failed);
  });
});
