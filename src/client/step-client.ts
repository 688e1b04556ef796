import type { ActionRuntime } from '../common/action-runtime.ts';
import { type ClientOptions, ControlPlaneClient } from './control-plane-client.ts';

/**
 * The client an action's step talks to the service with: every secret value an answer carries
 * is masked (runtime.addSecrets) before anything else reads it, and each retry is logged.
 */
export function stepClient(runtime: ActionRuntime, options: ClientOptions): ControlPlaneClient {
  return new ControlPlaneClient({
    ...options,
    onSecretValues: (values) => runtime.addSecrets(values),
    onRetry: (notice) =>
      runtime.info(
        `${notice.method} ${notice.path}: ${notice.reason}; trying again in ${(notice.delayMs / 1000).toFixed(1)}s (retry ${notice.attempt})`,
      ),
  });
}
