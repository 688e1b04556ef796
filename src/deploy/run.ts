import { ActionRuntime, describeFailure } from '../common/action-runtime.ts';
import { clientOptionsFrom } from '../common/connection-inputs.ts';
import { renderFailureSummary, workflowLinks } from '../common/markdown.ts';
import { formatDuration } from '../common/parse-duration.ts';
import { StepControl } from '../common/step-control.ts';
import { type DeployReport, SUCCESSFUL_RESULTS } from './deploy-report.ts';
import { type DeployInputs, readDeployInputs } from './inputs.ts';
import { OWN_WORDS, writeOutputs } from './outputs.ts';
import { buildPatchBody } from './patch-body.ts';
import { FAILURE_HINTS } from './revision-status.ts';
import { submitPatch } from './submit-patch.ts';
import { renderSummary } from './summary.ts';
import { waitForRevision } from './wait-for-revision.ts';

export async function run(): Promise<void> {
  const runtime = new ActionRuntime();
  let inputs: DeployInputs;
  try {
    inputs = await readDeployInputs(runtime);
  } catch (error) {
    await refuseInputs(await runtime.load(), error);
    return;
  }
  const control = new StepControl(inputs.timeout);
  const report: DeployReport = {
    deploymentId: inputs['deployment-id'],
    patchSent: false,
    timeline: [],
  };
  try {
    await deploy(inputs, runtime, control, report);
  } catch (error) {
    settleFailure(error, control, report);
  } finally {
    control.dispose();
    report.durationMs = control.elapsedMs();
  }
  await runtime.load();
  writeOutputs(runtime, report);
  await runtime.writeSummary(renderSummary(report, await workflowLinks()));
  conclude(runtime, report);
}

/** Bad input: nothing was sent; the step still says so in its result and its summary. */
async function refuseInputs(runtime: ActionRuntime, error: unknown): Promise<void> {
  runtime.fail(error);
  runtime.setOutputs({ result: 'failed' }, OWN_WORDS);
  await runtime.writeSummary(
    renderFailureSummary('Deploy not started: bad input', describeFailure(error)),
  );
}

async function deploy(
  inputs: DeployInputs,
  runtime: ActionRuntime,
  control: StepControl,
  report: DeployReport,
) {
  const client = runtime.client(clientOptionsFrom(inputs));
  await submitPatch(buildPatchBody(inputs), { client, runtime, signal: control.signal, report });
  runtime.info(`Revision ${report.revisionId} (${report.newRevision ? 'new' : 'unchanged'})`);
  if (!inputs.wait) {
    report.result = 'submitted';
    return;
  }
  const pollIntervalMs = inputs['poll-interval'];
  report.result = await waitForRevision({ client, runtime, control, report, pollIntervalMs });
  if (report.result === 'failed') {
    const status = report.status ?? 'a failure';
    const hint = FAILURE_HINTS[report.status ?? ''];
    report.problem = `Revision ${report.revisionId} ended in ${status}${hint ? `: ${hint}` : ''}.`;
  }
}

function settleFailure(error: unknown, control: StepControl, report: DeployReport): void {
  const stopped = control.stopped;
  if (!stopped) {
    report.result = 'failed';
    report.problem = describeFailure(error);
    return;
  }
  report.result = stopped.kind;
  const waitingOn = report.revisionId
    ? ` Revision ${report.revisionId} was last seen as ${report.status ?? 'not yet polled'}.`
    : '';
  const stillGoing = report.patchSent
    ? ' The deployment was already patched, so the revision may still go live.'
    : '';
  report.problem = `${stopped.message}${waitingOn}${stillGoing}`;
}

const FAILURE_TITLES: Record<string, string> = {
  failed: 'Deploy failed',
  'timed-out': 'Deploy timed out',
  cancelled: 'Deploy cancelled',
};

function conclude(runtime: ActionRuntime, report: DeployReport): void {
  const took = formatDuration(report.durationMs ?? 0);
  if (report.result && SUCCESSFUL_RESULTS.has(report.result)) {
    runtime.info(`Result: ${report.result} (${report.status ?? 'no status'}) after ${took}`);
    return;
  }
  process.exitCode = 1;
  runtime.error(
    report.problem ?? `The deploy ended as ${report.result}.`,
    FAILURE_TITLES[report.result ?? 'failed'],
  );
  // A request the abort could not reach must not keep a cancelled job alive.
  setTimeout(() => process.exit(), 1000).unref();
}
