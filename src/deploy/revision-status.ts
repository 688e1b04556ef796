/** What each revision status means for a deploy that waits on it (docs/service.md, "Revision statuses"). */
export type StatusOutcome = 'deployed' | 'failed' | 'in-progress' | 'unknown';

const STATUS_TABLE: Record<string, { outcome: StatusOutcome; stage: 'early' | 'late' }> = {
  CREATING: { outcome: 'in-progress', stage: 'early' },
  QUEUED: { outcome: 'in-progress', stage: 'early' },
  AWAITING_BUILD: { outcome: 'in-progress', stage: 'early' },
  BUILDING: { outcome: 'in-progress', stage: 'early' },
  AWAITING_DEPLOY: { outcome: 'in-progress', stage: 'late' },
  DEPLOYING: { outcome: 'in-progress', stage: 'late' },
  DEPLOYED: { outcome: 'deployed', stage: 'late' },
  CREATE_FAILED: { outcome: 'failed', stage: 'early' },
  BUILD_FAILED: { outcome: 'failed', stage: 'early' },
  DEPLOY_FAILED: { outcome: 'failed', stage: 'late' },
  // The revision will never be deployed: superseded by a newer one, or stopped.
  SKIPPED: { outcome: 'failed', stage: 'early' },
  INTERRUPTED: { outcome: 'failed', stage: 'late' },
  UNKNOWN: { outcome: 'unknown', stage: 'early' },
};

/** Any status not in the documented list is not terminal: keep waiting (docs/service.md). */
export function outcomeOf(status: string): StatusOutcome {
  return (isKnownStatus(status) ? STATUS_TABLE[status]?.outcome : undefined) ?? 'unknown';
}

export function isKnownStatus(status: string): boolean {
  return Object.hasOwn(STATUS_TABLE, status);
}

/** Late stages end in the deploy itself, so a finer poll there shortens the wait for the result. */
export function isLateStage(status: string): boolean {
  return isKnownStatus(status) && STATUS_TABLE[status]?.stage === 'late';
}

export const FAILURE_HINTS: Record<string, string> = {
  CREATE_FAILED: 'the service could not create the revision; check the source configuration',
  BUILD_FAILED: 'the image build failed; its build log shows why',
  DEPLOY_FAILED:
    'the revision was built but did not start; its deploy log shows why (check resource_spec too)',
  SKIPPED: 'a newer revision superseded this one before it was deployed',
  INTERRUPTED: 'the revision was stopped before it finished deploying',
};
