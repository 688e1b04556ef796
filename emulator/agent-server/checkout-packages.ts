import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

/*
 * Loaded first in every process of a real agent server (NODE_OPTIONS=--import): a package the
 * agent imports and does not bring itself (LangGraph, the server's SDK) is resolved from the
 * checkout's node_modules, where the real agent server is installed. The agent's own folder
 * needs no link into the checkout for it: nothing under the folder leads there. Registered as
 * the module loader's hook (this same file, in the loader's thread), behind the server's own
 * loader (tsx), which asks it when it finds nothing.
 */

/** A file at the checkout's root: packages resolve from here as from the checkout's own code. */
const CHECKOUT = new URL('../../package.json', import.meta.url).href;

if (isMainThread) register(import.meta.url);

interface ResolveContext {
  parentURL?: string;
  conditions: string[];
  importAttributes: Record<string, string>;
}
type NextResolve = (specifier: string, context?: ResolveContext) => Promise<unknown>;

export async function resolve(
  specifier: string,
  context: ResolveContext,
  nextResolve: NextResolve,
): Promise<unknown> {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    if (!isPackageName(specifier)) throw error;
    return nextResolve(specifier, { ...context, parentURL: CHECKOUT });
  }
}

/** `@scope/name/sub` or `name`: neither a path nor a URL nor an import map's `#name`. */
function isPackageName(specifier: string): boolean {
  return !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:|#)/i.test(specifier);
}
