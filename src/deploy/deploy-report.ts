/** Everything the step learns, filled in as it goes, so outputs and the summary can be written at any point. */
export type DeployResult = 'deployed' | 'failed' | 'timed-out' | 'cancelled' | 'submitted';

export interface TimelineEntry {
  status: string;
  atMs: number;
}

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
  status?: string;
  timeline: TimelineEntry[];
  result?: DeployResult;
  durationMs?: number;
  /** Why the step failed, timed out or was cancelled, in words for a person. */
  problem?: string;
}

export const SUCCESSFUL_RESULTS: ReadonlySet<DeployResult> = new Set(['deployed', 'submitted']);
