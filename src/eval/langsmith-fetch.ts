import { type Dispatcher, fetch as undiciFetch } from 'undici';
import { createProxyAwareAgent } from '../client/proxy-agent.ts';

/*
 * The fetch LangSmith's client sends with: undici's own (the one transport), through the
 * proxy-aware pool the control plane's requests take, so a runner behind a proxy reaches
 * LangSmith as it reaches the control plane. One pool per use, closed when the use ends.
 */

/** A fetch over `dispatcher`, in the global fetch's type (what LangSmith's client takes). */
export function fetchVia(dispatcher: Dispatcher): typeof fetch {
  const sent = (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) =>
    undiciFetch(input as never, { ...(init as object), dispatcher } as never);
  return sent as unknown as typeof fetch;
}

/** Runs `use` with a fetch over a new proxy-aware pool, closed once `use` ends. */
export async function withLangSmithFetch<T>(use: (send: typeof fetch) => Promise<T>): Promise<T> {
  const dispatcher = createProxyAwareAgent();
  try {
    return await use(fetchVia(dispatcher));
  } finally {
    await dispatcher.close();
  }
}
