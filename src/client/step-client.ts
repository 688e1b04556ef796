import type { ActionRuntime } from '../common/action-runtime.ts';
import type { ConnectionSettings } from '../common/connection-inputs.ts';
import type { StepBase } from '../common/step-context.ts';
import { type ClientOptions, ControlPlaneClient } from './control-plane-client.ts';

/**
 * What the deep functions of a step take, built once per step: the control plane's client, the
 * step's clock and signal, and its log. A function that needs less takes a Pick of it.
 */
export interface StepContext extends StepBase {
  client: ControlPlaneClient;
}

/** What a call to the control plane takes from the step: the client, the stop, and the log. */
export type ClientContext = Pick<StepContext, 'client' | 'signal' | 'log' | 'warn'>;

/** The step's context: its base and a client for `connection`, built once. */
export function stepContext(
  step: StepBase & { runtime: ActionRuntime },
  connection: ConnectionSettings,
): StepContext {
  const { stepClock, signal, log, warn, debug, group } = step;
  const client = stepClient(step.runtime, connection);
  return { client, stepClock, signal, log, warn, debug, group };
}

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
