import type { Deployment } from '../client/deployment-schemas.ts';
import type { LogExcerpt } from './revision-logs.ts';
import type { RollbackOutcome } from './roll-back.ts';
import type { Submission } from './submit-patch.ts';

export type DeployResult = 'deployed' | 'failed' | 'timed-out' | 'cancelled' | 'submitted';

export interface TimelineEntry {
  status: string;
  atMs: number;
}

/** Everything the deploy learned, gathered once at the end for the outputs and the summary. */
export interface DeployReport {
  /** The deployment's id; before it is known, what the inputs named (an id or a name). */
  deploymentId?: string;
  deploymentName?: string;
  /** This run created the deployment (create-if-missing). */
  created?: boolean;
  /** The deployment's URL (`source_config.custom_url`), when it has a valid one. */
  url?: string;
  source?: string;
  repoRef?: string;
  agentConfigPath?: string;
  imageUri?: string;
  previousRevisionId?: string;
  revisionId?: string;
  newRevision?: boolean;
  /** The change may have reached the service: a stop after this point may still deploy. */
  changeSent: boolean;
  /** What the service answered a change that failed, e.g. `HTTP 400`; unset when no answer came. */
  changeAnswer?: string;
  status?: string;
  timeline: TimelineEntry[];
  result: DeployResult;
  durationMs: number;
  /** Why the step failed, timed out or was cancelled, in words for a person. */
  problem?: string;
  /** The last lines of the log that explains a failed revision. */
  logs?: LogExcerpt;
  /** The earlier revision deployed again after the failure, and how that went. */
  rollback?: RollbackOutcome;
}

/** Each result as the job summary and the pull-request comment headline it. */
export const RESULT_HEADLINES: Record<DeployResult, string> = {
  deployed: '✅ Deployed',
  submitted: '📨 Submitted (not waiting)',
  failed: '❌ Deploy failed',
  'timed-out': '⏱️ Deploy timed out',
  cancelled: '⛔ Deploy cancelled',
};

export const SUCCESSFUL_RESULTS: ReadonlySet<DeployResult> = new Set(['deployed', 'submitted']);

/** The report's description of the deployment: the latest answer that described it. */
export function describeDeployment(
  deployment: Deployment | undefined,
): Pick<
  DeployReport,
  'deploymentId' | 'deploymentName' | 'source' | 'repoRef' | 'agentConfigPath' | 'imageUri' | 'url'
> {
  const config = deployment?.source_revision_config;
  const url = deploymentUrl(deployment);
  return {
    ...(deployment && { deploymentId: deployment.id }),
    ...(url && { url }),
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

/** `source_config.custom_url` when it is an http(s) URL of sane length; anything else is dropped. */
function deploymentUrl(deployment: Deployment | undefined): string | undefined {
  const value = deployment?.source_config?.custom_url;
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  try {
    const url = new URL(value);
    const plain = (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
    return plain && !/[\s\p{Cc}]/u.test(value) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
