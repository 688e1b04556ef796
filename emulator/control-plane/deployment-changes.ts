import { now } from '../common/clock.ts';
import type {
  EmulatorState,
  RevisionPlan,
  StoredDeployment,
  StoredRevision,
} from '../state/state.ts';
import { planPatch } from './deployment-rules.ts';
import type { DeploymentPatchBody } from './request-bodies.ts';

export type ChangeOutcome =
  | { problem: string }
  | { problem?: undefined; revision?: StoredRevision };

/**
 * Applies a PATCH body's members to a deployment: PATCH itself, POST …/revisions (which
 * always makes a revision) and a fault's racing change all go through here.
 */
export function applyDeploymentChange(
  state: EmulatorState,
  deployment: StoredDeployment,
  body: DeploymentPatchBody,
  options: { alwaysNewRevision?: boolean; plan?: RevisionPlan } = {},
): ChangeOutcome {
  const plan = planPatch(state, deployment, body, options.alwaysNewRevision);
  if (plan.problem !== undefined) return { problem: plan.problem };

  if (body.source_config) {
    deployment.sourceConfig = { ...deployment.sourceConfig, ...body.source_config };
  }
  if (body.secrets) deployment.secrets = body.secrets.map(({ name, value }) => ({ name, value }));
  if (body.secret_references) deployment.secretReferences = body.secret_references;
  deployment.updatedAt = now();
  if (!plan.revision) return {};
  return { revision: state.addRevision(deployment, plan.revision, options.plan) };
}
