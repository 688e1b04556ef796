import type { EmulatorState } from '../state/state.ts';
import { applyDeploymentChange } from './deployment-changes.ts';
import type { RacingChange } from './fault-types.ts';

/**
 * Lands another run's change on the deployment a request path names
 * (`/v2/deployments/{id}/...`). Returns the revision it made, if it made one.
 */
export function landRacingChange(
  state: EmulatorState,
  path: string,
  change: RacingChange,
): string | undefined {
  const id = /^\/v2\/deployments\/([^/]+)/.exec(path)?.[1];
  const deployment = id === undefined ? undefined : state.deployments.get(decodeURIComponent(id));
  if (!deployment) throw new Error(`a racing change needs a deployment in the path, not ${path}`);
  const outcome = applyDeploymentChange(state, deployment, change, { plan: { foreign: true } });
  if (outcome.problem !== undefined) {
    throw new Error(`the racing change was refused: ${outcome.problem}`);
  }
  return outcome.revision?.id;
}
