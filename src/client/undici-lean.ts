/*
 * The parts of undici this client uses, required one by one. `import … from 'undici'` runs
 * undici's index, which loads all of it (fetch, WebSocket, caches, mocks, proxies: about 800 kB
 * once bundled) and made the action's start-up about 30 ms slower than a bare `fetch`
 * (docs/benchmark.md). The index also puts the request API on Dispatcher.prototype; this does
 * the same for `request`, the one method the transport calls.
 */

import request from 'undici/lib/api/api-request.js';
import Agent from 'undici/lib/dispatcher/agent.js';
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import retry from 'undici/lib/interceptor/retry.js';

if (!Dispatcher.prototype.request) Dispatcher.prototype.request = request;

export const interceptors = { retry };
export { Agent };
