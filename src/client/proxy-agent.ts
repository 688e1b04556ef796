import { Agent, Dispatcher, EnvHttpProxyAgent } from 'undici';
import { isLoopbackOrigin } from '../common/loopback.ts';

/**
 * Requests for a loopback origin go straight to it; all others as EnvHttpProxyAgent sends
 * them (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, in either case). Plain http is accepted only for
 * loopback because nothing on the network can overhear it there: through a proxy, the request
 * and its API key would leave the machine in clear text.
 */
class LoopbackDirectAgent extends Dispatcher {
  readonly #direct: Agent;
  readonly #proxied: EnvHttpProxyAgent;

  constructor(options: EnvHttpProxyAgent.Options) {
    super();
    const { httpProxy: _http, httpsProxy: _https, noProxy: _none, ...agentOptions } = options;
    this.#direct = new Agent(agentOptions);
    this.#proxied = new EnvHttpProxyAgent(options);
  }

  override dispatch(
    options: Dispatcher.DispatchOptions,
    handler: Dispatcher.DispatchHandler,
  ): boolean {
    const pool = isLoopbackOrigin(options.origin) ? this.#direct : this.#proxied;
    return pool.dispatch(options, handler);
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | undefined {
    const closed = Promise.all([this.#direct.close(), this.#proxied.close()]).then(() => {});
    return settle(closed, callback);
  }

  override destroy(): Promise<void>;
  override destroy(error: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(error: Error | null, callback: () => void): void;
  override destroy(
    errorOrCallback?: Error | null | (() => void),
    callback?: () => void,
  ): Promise<void> | undefined {
    const error = typeof errorOrCallback === 'function' ? null : (errorOrCallback ?? null);
    const done = typeof errorOrCallback === 'function' ? errorOrCallback : callback;
    const destroyed = Promise.all([this.#direct.destroy(error), this.#proxied.destroy(error)]).then(
      () => {},
    );
    return settle(destroyed, done);
  }
}

function settle(finished: Promise<void>, callback: (() => void) | undefined) {
  if (!callback) return finished;
  finished.then(callback, callback);
  return undefined;
}

/**
 * The connection pool for the control plane and the source upload: loopback direct, anything
 * else through the proxy the environment names. `options` apply to both paths. Through a proxy,
 * a plain-http request is forwarded as it is, not tunnelled with CONNECT (undici's default),
 * since many proxies allow CONNECT only to port 443.
 */
export function createProxyAwareAgent(options: EnvHttpProxyAgent.Options = {}): Dispatcher {
  return new LoopbackDirectAgent(options);
}
