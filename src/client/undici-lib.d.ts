// Types for the undici modules that undici-lean.ts requires directly; they are undici's own.
declare module 'undici/lib/dispatcher/agent.js' {
  import type { Agent } from 'undici';

  const AgentClass: typeof Agent;
  export default AgentClass;
}

declare module 'undici/lib/dispatcher/dispatcher.js' {
  import type { Dispatcher } from 'undici';

  const DispatcherClass: typeof Dispatcher;
  export default DispatcherClass;
}

declare module 'undici/lib/api/api-request.js' {
  import type { Dispatcher } from 'undici';

  const request: Dispatcher['request'];
  export default request;
}

declare module 'undici/lib/interceptor/retry.js' {
  import type { interceptors } from 'undici';

  const retry: typeof interceptors.retry;
  export default retry;
}
