import type { Deployment } from '../client/deployment-schemas.ts';
import { clientOptionsFrom } from '../common/connection-inputs.ts';
import { runAction, type WorkContext } from '../common/lifecycle.ts';
import { workflowLinks } from '../common/markdown.ts';
import { formatDuration } from '../common/parse-duration.ts';
import { buildDeployReport } from './build-report.ts';
import type { DeployReport, TimelineEntry } from './deploy-report.ts';
import { type DeployInputs, readDeployInputs } from './inputs.ts';
import { OWN_WORDS } from './outputs.ts';
import { buildPatchBody } from './patch-body.ts';
import { toStepReport } from './step-report.ts';
import { type Submission, submitPatch } from './submit-patch.ts';
import { type WaitOutcome, waitForRevision } from './wait-for-revision.ts';

export function run(): Promise<void> {
  return runAction({
    noun: 'Deploy',
    readInputs: readDeployInputs,
    timeoutMs: (inputs) => inputs.timeout,
    work: async (inputs, context) => toStepReport(await deploy(inputs, context), workflowLinks()),
    failedOutputs: { result: 'failed' },
    ownWords: OWN_WORDS,
  });
}

/** Reads, patches and follows the deployment; every way it can end becomes a report. */
async function deploy(inputs: DeployInputs, { runtime, control }: WorkContext) {
  const client = runtime.client(clientOptionsFrom(inputs));
  const body = buildPatchBody(inputs);
  const { signal } = control;
  const log = (line: string) => runtime.info(line);
  const warn = (line: string) => runtime.warning(line);
  const timeline: TimelineEntry[] = [];
  let before: Deployment | undefined;
  let submission: Submission | undefined;
  let waited: WaitOutcome | undefined;
  let error: unknown;
  try {
    before = await client.getDeployment(inputs['deployment-id'], { signal });
    log(
      `Deployment ${before.name ?? before.id}: latest revision ${before.latest_revision_id ?? '(none)'}`,
    );
    submission = await submitPatch(before, body, { client, signal, log, warn });
    log(`Revision ${submission.revisionId} (${submission.newRevision ? 'new' : 'unchanged'})`);
    if (inputs.wait) {
      waited = await waitForRevision({
        client,
        control,
        deploymentId: submission.deployment.id,
        revisionId: submission.revisionId,
        pollIntervalMs: inputs['poll-interval'],
        onStatus: (status, atMs) => {
          timeline.push({ status, atMs });
          log(`[${formatDuration(atMs).padStart(7)}] ${status}`);
        },
        log,
        warn,
      });
    }
  } catch (caught) {
    error = caught;
  }
  const report: DeployReport = buildDeployReport({
    deploymentId: inputs['deployment-id'],
    before,
    submission,
    patchSent: before !== undefined && Object.keys(body).length > 0,
    waited,
    timeline,
    error,
    stopped: control.stopped,
    durationMs: control.elapsedMs(),
  });
  return report;
}
