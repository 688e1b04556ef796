import { type Dispatcher, fetch as undiciFetch } from 'undici';

/*
 * The fetch LangSmith's client sends with: undici's own (the one transport), through the pool
 * the caller gives (an action passes the proxy-aware one its control-plane requests take, so a
 * runner behind a proxy reaches LangSmith as it reaches the control plane). One pool per use,
 * closed when the use ends.
 */

/** A fetch over `dispatcher`, in the global fetch's type (what LangSmith's client takes). */
export function fetchVia(dispatcher: Dispatcher): typeof fetch {
  const sent = (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) =>
    undiciFetch(input as never, { ...(init as object), dispatcher } as never);
  return sent as unknown as typeof fetch;
}

/** Runs `use` with a fetch over a pool `open` makes, closed once `use` ends. */
export async function withLangSmithFetch<T>(
  open: () => Dispatcher,
  use: (send: typeof fetch) => Promise<T>,
): Promise<T> {
  const dispatcher = open();
  try {
    return await use(fetchVia(dispatcher));
  } finally {
    await dispatcher.close();
  }
}
