import type { DeployReport } from './deploy-report.ts';

export const DEPLOY_OUTPUT_NAMES = [
  'deployment-id',
  'deployment-name',
  'revision-id',
  'previous-revision-id',
  'new-revision',
  'status',
  'result',
  'duration-seconds',
  'created',
  'url',
  'rolled-back-to',
] as const;

/** Step outputs for every result; an output the step never learned is undefined (left unset). */
export function deployOutputs(
  report: DeployReport,
): Record<(typeof DEPLOY_OUTPUT_NAMES)[number], string | undefined> {
  return {
    'deployment-id': report.deploymentId,
    'deployment-name': report.deploymentName,
    'revision-id': report.revisionId,
    'previous-revision-id': report.previousRevisionId,
    'new-revision': report.newRevision === undefined ? undefined : String(report.newRevision),
    status: report.status,
    result: report.result,
    'duration-seconds': String(Math.round(report.durationMs / 1000)),
    created: report.created === undefined ? undefined : String(report.created),
    url: report.url,
    'rolled-back-to':
      report.rollback?.result === 'deployed' ? report.rollback.revisionId : undefined,
  };
}

/** Outputs whose every value the action chooses itself, so no secret can be in them. */
export const OWN_WORDS: ReadonlySet<string> = new Set([
  'result',
  'new-revision',
  'duration-seconds',
  'created',
]);
