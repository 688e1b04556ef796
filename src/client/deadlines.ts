import type { Dispatcher } from 'undici';

/** The code of an answer cut off because its body was still arriving at the deadline. */
export const BODY_DEADLINE_CODE = 'BODY_DEADLINE';

/**
 * Settles as soon as the step's signal fires: undici does not abort a request still waiting
 * for its connection, and a cancelled or timed-out step must not wait for that connect.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The whole body within `ms`: undici's body time-out only measures the gaps between chunks,
 * so an answer that trickles a byte at a time would otherwise hold the request for ever.
 * Connecting and the headers have their own time-outs, so every attempt has a deadline.
 */
export async function readWithDeadline(body: Dispatcher.ResponseData['body'], ms: number) {
  const timer = setTimeout(() => {
    const cutOff = Object.assign(new Error('the answer was still arriving at its deadline'), {
      code: BODY_DEADLINE_CODE,
    });
    body.destroy(cutOff);
  }, ms);
  try {
    return await body.text();
  } finally {
    clearTimeout(timer);
  }
}
