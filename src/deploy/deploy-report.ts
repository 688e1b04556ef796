import type { Deployment } from '../client/deployment-schemas.ts';
import type { Submission } from './submit-patch.ts';

export type DeployResult = 'deployed' | 'failed' | 'timed-out' | 'cancelled' | 'submitted';

export interface TimelineEntry {
  status: string;
  atMs: number;
}

/** Everything the deploy learned, gathered once at the end for the outputs and the summary. */
export interface DeployReport {
  deploymentId: string;
  deploymentName?: string;
  source?: string;
  repoRef?: string;
  agentConfigPath?: string;
  imageUri?: string;
  previousRevisionId?: string;
  revisionId?: string;
  newRevision?: boolean;
  /** The PATCH may have reached the service: a stop after this point may still deploy. */
  patchSent: boolean;
  /** What the service answered a PATCH that failed, e.g. `HTTP 400`; unset when no answer came. */
  patchAnswer?: string;
  status?: string;
  timeline: TimelineEntry[];
  result: DeployResult;
  durationMs: number;
  /** Why the step failed, timed out or was cancelled, in words for a person. */
  problem?: string;
}

export const SUCCESSFUL_RESULTS: ReadonlySet<DeployResult> = new Set(['deployed', 'submitted']);

/** The report's description of the deployment: the latest answer that described it. */
export function describeDeployment(
  deployment: Deployment | undefined,
): Pick<DeployReport, 'deploymentName' | 'source' | 'repoRef' | 'agentConfigPath' | 'imageUri'> {
  const config = deployment?.source_revision_config;
  return {
    ...(deployment?.name && { deploymentName: deployment.name }),
    ...(deployment?.source && { source: deployment.source }),
    ...(config?.repo_ref && { repoRef: config.repo_ref }),
    ...(config?.agent_config_path && { agentConfigPath: config.agent_config_path }),
    ...(config?.image_uri && { imageUri: config.image_uri }),
  };
}

/** The revision fields of the report: the one before the patch, and the one it named. */
export function describeRevisions(
  before: Deployment | undefined,
  submission: Submission | undefined,
): Pick<DeployReport, 'previousRevisionId' | 'revisionId' | 'newRevision'> {
  const previousRevisionId = before?.latest_revision_id;
  return {
    ...(previousRevisionId && { previousRevisionId }),
    ...(submission && { revisionId: submission.revisionId, newRevision: submission.newRevision }),
  };
}
