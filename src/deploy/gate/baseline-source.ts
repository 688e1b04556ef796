import { checkServerUrl } from '../../agent-server-client/request.ts';
import type { ClientContext } from '../../client/step-client.ts';
import { describeFailure } from '../../common/action-runtime.ts';
import {
  evaluatedDeployment,
  findNamedDeployment,
  refusalFor,
} from '../../deployment-evaluation/evaluated-deployment.ts';
import type { Resolved } from '../../deployments/find-or-create.ts';
import type { BaselineSpec } from '../../evaluation/input-lines.ts';
import { findEarlierDeployed } from '../find/earlier-deployed.ts';

/**
 * What the new revision is compared with, found before anything is sent: the revision live now
 * on this deployment's URL, another deployment's URL, or why there is no baseline.
 */
export type BaselineSource =
  | { kind: 'missing'; label: string; why: string }
  | {
      kind: 'live' | 'deployment';
      /** How the summary names it: `live`, or the other deployment's name. */
      label: string;
      deploymentId: string;
      /** The revision it serves, as the control plane says: the live one, the other's active one. */
      revisionId?: string;
      /** Its URL, checked as the deploy's own is. */
      url: string;
    };

/**
 * The baseline eval-baseline names. `live`: the deployment's active revision (else its newest
 * DEPLOYED one) on its URL; a deployment this run creates, or one none of whose revisions was
 * DEPLOYED, has none, and the gate says so. Another deployment is found by its id or exact name,
 * and a baseline that cannot be evaluated (not found, this deployment itself, no URL that may be
 * asked) fails the deploy here, before the change is sent.
 */
export async function findBaseline(
  context: ClientContext,
  spec: BaselineSpec,
  resolved: Resolved,
): Promise<BaselineSource> {
  return spec.kind === 'live' ? findLive(context, resolved) : findOther(context, spec, resolved);
}

async function findLive(context: ClientContext, resolved: Resolved): Promise<BaselineSource> {
  const missing = (why: string): BaselineSource => ({ kind: 'missing', label: 'live', why });
  const { deployment } = resolved;
  if (resolved.created) return missing('this run created the deployment, so no revision was live');
  let revisionId: string | undefined;
  try {
    revisionId = await findEarlierDeployed(context.client, deployment, '', context.signal);
  } catch (error) {
    if (context.signal.aborted) throw error;
    return missing(`the live revision could not be found: ${describeFailure(error)}`);
  }
  if (!revisionId) return missing('no revision of the deployment was DEPLOYED, so none is live');
  const url = checkServerUrl(deployment.source_config?.custom_url);
  if (!url.ok) return missing(`the live revision cannot be asked: ${url.problem}`);
  return { kind: 'live', label: 'live', deploymentId: deployment.id, revisionId, url: url.url };
}

async function findOther(
  context: ClientContext,
  spec: Extract<BaselineSpec, { kind: 'deployment' }>,
  resolved: Resolved,
): Promise<BaselineSource> {
  const refuse = refusalFor('eval-baseline', spec);
  const found = await findNamedDeployment(context, spec, refuse);
  if (found.id === resolved.deployment.id) {
    throw refuse('is the deployment this step deploys: its live revision is eval-baseline: live');
  }
  return { kind: 'deployment', ...evaluatedDeployment(found, refuse) };
}
