import { tmpdir } from 'node:os';
import type { ControlPlaneClient } from '../client/control-plane-client.ts';
import { stepClient } from '../client/step-client.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import { runAction, type StepReport, type WorkContext } from '../common/action-step.ts';
import { formatDuration } from '../common/parse-duration.ts';
import { githubRunContext } from '../github/run-context.ts';
import { afterDeployed } from './after-deployed/deployed-phase.ts';
import { makeRevision } from './change/make-revision.ts';
import { ChangeNotSent, imageTagWarning, SourceNotShipped } from './change/patch-body.ts';
import { resolveDeployment } from './find/resolve-deployment.ts';
import { describeTypical, readTypicalDuration } from './follow/deploy-history.ts';
import { BuildLogFollower, fetchFailureLog, showFailureLog } from './follow/revision-logs.ts';
import { logKindFor } from './follow/revision-status.ts';
import { waitForRevision } from './follow/wait-for-revision.ts';
import { readDeploySettings } from './inputs.ts';
import { rollBack } from './recover/roll-back.ts';
import type { GitHubView } from './report/github-view.ts';
import { renderSummary, runLinks } from './report/render-report.ts';
import {
  buildDeployReport,
  type DeployFindings,
  type DeployReport,
  OWN_WORDS,
  toStepReport,
} from './report/report.ts';
import type { DeploySettings } from './settings.ts';

export function run(runtime: ActionRuntime): Promise<StepReport> {
  return runAction(
    {
      noun: 'Deploy',
      readInputs: readDeploySettings,
      checkInputs: async (settings, { stepClock }) => {
        if (!settings.sourcePath) return settings;
        const { checkSourceInputs } = await import('./change/ship-source.ts');
        return checkSourceInputs(settings, workspace(), stepClock.signal);
      },
      timeoutMs: (inputs) => inputs.timeout,
      work: async (inputs, context) => {
        if (inputs.dryRun) return plan(inputs, context);
        const github = await openGitHubView(inputs, (line) => context.runtime.warning(line));
        const report = await deploy(inputs, context, github);
        await github?.finish(report);
        return toStepReport(report, renderSummary(report, runLinks(githubRunContext())));
      },
      failedOutputs: { result: 'failed' },
      stoppedOutputs: (kind) => ({ result: kind }),
      ownWords: OWN_WORDS,
    },
    runtime,
  );
}

/** dry-run: what a deploy would change, from reads only; the plan loads only for a dry run. */
async function plan(inputs: DeploySettings, { runtime, stepClock }: WorkContext) {
  const { planDeploy } = await import('./plan/dry-run.ts');
  const { toPlanStepReport } = await import('./plan/plan-report.ts');
  const deployPlan = await planDeploy(inputs, {
    client: stepClient(runtime, inputs.connection),
    signal: stepClock.signal,
    log: (line) => runtime.info(line),
    warn: (line) => runtime.warning(line),
    workspace: workspace(),
    tempDir: process.env.RUNNER_TEMP ?? tmpdir(),
  });
  const github = await openGitHubView(inputs, (line) => runtime.warning(line));
  await github?.showPlan(deployPlan);
  return toPlanStepReport(deployPlan, runLinks(githubRunContext()));
}

/**
 * GitHub's view of the deploy, when a GitHub feature is on and there is a token for it. Octokit
 * is loaded only then: a plain deploy never loads it.
 */
async function openGitHubView(
  settings: DeploySettings,
  warn: (line: string) => void,
): Promise<GitHubView | undefined> {
  if (!settings.githubToken || !(settings.environment || settings.commentOnPr)) return undefined;
  const { GitHubView } = await import('./report/github-view.ts');
  return new GitHubView(settings, warn);
}

/** Finds or creates the deployment, changes it, follows the revision; every end becomes a report. */
async function deploy(
  inputs: DeploySettings,
  { runtime, stepClock }: WorkContext,
  github: GitHubView | undefined,
) {
  const client = stepClient(runtime, inputs.connection);
  const { signal } = stepClock;
  const log = (line: string) => runtime.info(line);
  const warn = (line: string) => runtime.warning(line);
  const findings: DeployFindings = {
    target: inputs.target,
    changeSent: false,
    timeline: [],
    durationMs: 0,
  };
  const shipment = await startShipment(inputs, signal);
  try {
    const resolved = await resolveDeployment(inputs, { client, signal, log, warn });
    findings.resolved = resolved;
    const { deployment } = resolved;
    shipment?.askForUploadUrl(deployment.id, client);
    log(
      `Deployment ${deployment.name ?? deployment.id}: latest revision ${deployment.latest_revision_id ?? '(none)'}`,
    );
    const tagWarning = imageTagWarning(inputs.imageUri, inputs.source ?? deployment.source);
    if (tagWarning) warn(tagWarning);
    await github?.start(deployment.name ?? deployment.id);
    findings.changeSent = true;
    const submission = await makeRevision(
      inputs,
      resolved,
      { client, signal, log, warn },
      shipment,
    );
    findings.submission = submission;
    findings.changedAtMs = stepClock.elapsedMs();
    log(`Revision ${submission.revisionId} (${submission.newRevision ? 'new' : 'unchanged'})`);
    if (!inputs.wait) return finish(findings, stepClock);

    const ids = { deploymentId: deployment.id, revisionId: submission.revisionId };
    const rollBackNow = () =>
      rollBack(deployment, submission, {
        client,
        created: resolved.created,
        stepClock,
        pollIntervalMs: inputs.pollInterval,
        log,
        warn,
      });
    findings.typical = await typicalFromHistory(client, ids, runtime, signal);
    findings.waited = await waitForRevision({
      client,
      stepClock,
      ...ids,
      pollIntervalMs: inputs.pollInterval,
      onStatus: (status, atMs) => {
        findings.timeline.push({ status, atMs });
        log(`[${formatDuration(atMs).padStart(7)}] ${status}`);
      },
      log,
      warn,
      typical: findings.typical,
      ...(inputs.logs === 'always' && { afterPoll: streamBuildLog(client, ids, runtime, signal) }),
    });
    if (findings.waited.result === 'deployed') {
      Object.assign(
        findings,
        await afterDeployed(inputs, {
          client,
          stepClock,
          log,
          debug: (line) => runtime.debug(line),
          resolved,
          submission,
          typical: findings.typical,
        }),
      );
      // A server that answered, and showed this revision bad, is rolled back as a failed
      // revision is; a phase that could ask nothing (no URL, or one refused), or whose URL
      // answers for another deployment, proves nothing about this revision either way.
      if (findings.proof?.revisionAtFault && inputs.rollbackOnFailure) {
        findings.rollback = await rollBackNow();
      }
    }
    if (findings.waited.result === 'failed') {
      const kind = logKindFor(findings.waited.status);
      if (kind && inputs.logs !== 'never') {
        findings.logs = await fetchFailureLog(client, ids, kind, signal);
        showFailureLog(findings.logs, ids.revisionId, runtime);
      }
      if (inputs.rollbackOnFailure) {
        findings.rollback = await rollBackNow();
      }
    }
  } catch (caught) {
    // Packing or uploading source-path failed, or the change did not fit the deployment:
    // nothing that changes the deployment was sent.
    if (
      (caught instanceof SourceNotShipped || caught instanceof ChangeNotSent) &&
      !findings.resolved?.created
    ) {
      findings.changeSent = false;
    }
    findings.error = caught;
  } finally {
    await shipment?.close();
  }
  return finish(findings, stepClock);
}

/**
 * Starts packing source-path, for a run that ships it, before any request: packing is CPU and
 * disk work that goes on while the service and GitHub answer. The packer loads only then.
 */
async function startShipment(inputs: DeploySettings, signal: AbortSignal) {
  if (!inputs.sourcePath || inputs.redeployRevision) return undefined;
  const { SourceShipment } = await import('./change/source-shipment.ts');
  const tempDir = process.env.RUNNER_TEMP ?? tmpdir();
  return new SourceShipment(inputs, { signal, workspace: workspace(), tempDir });
}

/** The deployment's typical deploy time, logged once; a history that cannot be read changes nothing. */
async function typicalFromHistory(
  client: ControlPlaneClient,
  ids: { deploymentId: string; revisionId: string },
  runtime: ActionRuntime,
  signal: AbortSignal,
) {
  const history = await readTypicalDuration(client, ids, signal);
  if ('unavailable' in history) {
    runtime.debug(`No typical deploy time: ${history.unavailable}`);
    return undefined;
  }
  runtime.info(`ETA: ${describeTypical(history.typical)}.`);
  return history.typical;
}

/** The checkout the runner gave the job, which source-path is relative to. */
function workspace(): string {
  return process.env.GITHUB_WORKSPACE ?? process.cwd();
}

function finish(findings: DeployFindings, stepClock: WorkContext['stepClock']): DeployReport {
  return buildDeployReport({
    ...findings,
    stopped: stepClock.stopped,
    durationMs: stepClock.elapsedMs(),
  });
}

/** Prints the build log's new lines after each poll while the revision builds. */
function streamBuildLog(
  client: ControlPlaneClient,
  ids: { deploymentId: string; revisionId: string },
  runtime: ActionRuntime,
  signal: AbortSignal,
) {
  const follower = new BuildLogFollower(client, ids);
  let saidUnavailable = false;
  return async (status: string | undefined) => {
    if (!status || !follower.wants(status)) return;
    const { lines, unavailable } = await follower.next(status, signal);
    for (const line of lines) runtime.info(`  build │ ${line}`);
    if (unavailable && !saidUnavailable) {
      saidUnavailable = true;
      runtime.info('This service has no build logs to show (404); the deploy goes on.');
    }
  };
}
