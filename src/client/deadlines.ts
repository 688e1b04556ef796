import type { Dispatcher } from 'undici';

/** The code of an answer cut off because its body was still arriving at the deadline. */
export const BODY_DEADLINE_CODE = 'BODY_DEADLINE';
/** The code of a request cut off because its answer's headers had not come by the deadline. */
export const HEADERS_DEADLINE_CODE = 'HEADERS_DEADLINE';

/**
 * How long one attempt may wait for its answer's headers, whatever happens on the way: undici's
 * connect and headers time-outs do not cover a proxy that never answers CONNECT, and the headers
 * time-out starts again with every `102 Processing`. Theirs come first when they apply.
 */
export class HeadersDeadline {
  readonly #controller = new AbortController();
  readonly #budgetMs: number;
  #timer: NodeJS.Timeout | undefined;

  constructor(budgetMs: number) {
    this.#budgetMs = budgetMs;
    this.restart(0);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get passed(): boolean {
    return this.#controller.signal.aborted;
  }

  /** A retry begins after `waitMs`: its attempt gets the whole budget again from then. */
  restart(waitMs: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#controller.abort(
        Object.assign(new Error('no answer by the request deadline'), {
          code: HEADERS_DEADLINE_CODE,
        }),
      );
    }, waitMs + this.#budgetMs);
  }

  stop(): void {
    clearTimeout(this.#timer);
  }
}

/**
 * Settles as soon as the step's signal fires: undici does not abort a request still waiting
 * for its connection, and a cancelled or timed-out step must not wait for that connect.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    // Handled first, whatever happens next: a promise left behind by an abort still settles
    // later, and its rejection must not go unhandled.
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
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
