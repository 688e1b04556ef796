/** What each revision status means for a deploy that waits on it (docs/service.md, "Revision statuses"). */
export type StatusOutcome = 'deployed' | 'failed' | 'in-progress' | 'unknown';

/** The two logs a revision has. */
export type LogKind = 'build' | 'deploy';

interface StatusFacts {
  outcome: StatusOutcome;
  /** Late stages end in the deploy itself, so a finer poll there shortens the wait. */
  stage: 'early' | 'late';
  /** The revision has a build log: still growing while it builds, complete after. */
  buildLog?: 'growing' | 'complete';
  /** For a failure: what it means, said after the status. */
  hint?: string;
  /** For a failure: the log that explains it, shown when the deploy ends in it. */
  explainedBy?: LogKind;
}

/** Every documented status and all the action knows of it: a new status is one row here. */
const STATUS_TABLE: Record<string, StatusFacts> = {
  CREATING: { outcome: 'in-progress', stage: 'early' },
  QUEUED: { outcome: 'in-progress', stage: 'early' },
  AWAITING_BUILD: { outcome: 'in-progress', stage: 'early', buildLog: 'growing' },
  BUILDING: { outcome: 'in-progress', stage: 'early', buildLog: 'growing' },
  AWAITING_DEPLOY: { outcome: 'in-progress', stage: 'late', buildLog: 'complete' },
  DEPLOYING: { outcome: 'in-progress', stage: 'late', buildLog: 'complete' },
  DEPLOYED: { outcome: 'deployed', stage: 'late', buildLog: 'complete' },
  CREATE_FAILED: {
    outcome: 'failed',
    stage: 'early',
    hint: 'the service could not create the revision; check the source configuration',
  },
  BUILD_FAILED: {
    outcome: 'failed',
    stage: 'early',
    hint: 'the image build failed; its build log shows why',
    explainedBy: 'build',
  },
  DEPLOY_FAILED: {
    outcome: 'failed',
    stage: 'late',
    hint: 'the revision was built but did not start; its deploy log shows why (check resource_spec too)',
    explainedBy: 'deploy',
  },
  // The revision will never be deployed: superseded by a newer one, or stopped.
  SKIPPED: {
    outcome: 'failed',
    stage: 'early',
    hint: 'a newer revision superseded this one before it was deployed',
  },
  INTERRUPTED: {
    outcome: 'failed',
    stage: 'late',
    hint: 'the revision was stopped before it finished deploying',
  },
  UNKNOWN: { outcome: 'unknown', stage: 'early' },
};

/** The table's row for a documented status; none for any other (a name such as `constructor` too). */
function factsOf(status: string | undefined): StatusFacts | undefined {
  return status !== undefined && Object.hasOwn(STATUS_TABLE, status)
    ? STATUS_TABLE[status]
    : undefined;
}

/** Any status not in the documented list is not terminal: keep waiting (docs/service.md). */
export function outcomeOf(status: string): StatusOutcome {
  return factsOf(status)?.outcome ?? 'unknown';
}

export function isKnownStatus(status: string): boolean {
  return factsOf(status) !== undefined;
}

/** Late stages end in the deploy itself, so a finer poll there shortens the wait for the result. */
export function isLateStage(status: string): boolean {
  return factsOf(status)?.stage === 'late';
}

/** What a failure status means, when the table says. */
export function failureHint(status: string | undefined): string | undefined {
  return factsOf(status)?.hint;
}

/** The log that explains a failure status, if there is one. */
export function logKindFor(status: string | undefined): LogKind | undefined {
  return factsOf(status)?.explainedBy;
}

/** Whether a revision in this status has a build log: its build has begun or is behind it. */
export function hasBuildLog(status: string): boolean {
  return factsOf(status)?.buildLog !== undefined;
}

/** Whether the build log may still grow in this status. */
export function buildLogGrows(status: string): boolean {
  return factsOf(status)?.buildLog === 'growing';
}
