import type { Emulator } from '../../emulator/index.ts';
import {
  ACTION_ENTRIES,
  type ActionRun,
  type RunActionOptions,
  runAction,
} from '../../scripts/runner/run-action.ts';

export { useEmulator } from './emulator.ts';

export const API_KEY = 'emulator-key';

/** Runs the bundled deploy action with the inputs a typical workflow passes, plus `inputs`. */
export function runDeploy(
  emulator: Emulator,
  deploymentId: string,
  inputs: Record<string, string> = {},
  options: Omit<RunActionOptions, 'inputs'> = {},
): Promise<ActionRun> {
  return runAction(ACTION_ENTRIES.deploy, {
    inputs: {
      'base-url': emulator.url,
      'api-key': API_KEY,
      'deployment-id': deploymentId,
      wait: 'true',
      timeout: '30s',
      'poll-interval': '100ms',
      ...inputs,
    },
    ...options,
  });
}

export function requestsTo(emulator: Emulator, method: string, path?: RegExp) {
  return emulator.requests.filter((r) => r.method === method && (!path || path.test(r.path)));
}

export const REVISION_PATH = /^\/v2\/deployments\/[^/]+\/revisions\/[^/]+$/;

/** Spawn options that send the action a signal once the emulator has seen a matching request. */
export function signalWhen(
  emulator: Emulator,
  seen: (request: Emulator['requests'][number]) => boolean,
  signal: NodeJS.Signals,
): Pick<RunActionOptions, 'onSpawn'> {
  return {
    onSpawn: (child) => {
      const watch = setInterval(() => {
        if (!emulator.requests.some(seen)) return;
        clearInterval(watch);
        child.kill(signal);
      }, 10);
      child.once('close', () => clearInterval(watch));
    },
  };
}
