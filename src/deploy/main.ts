import { type StepContext, stepContext } from '../client/step-client.ts';
import type { ActionRuntime } from '../common/action-runtime.ts';
import { runAction, type StepReport } from '../common/action-step.ts';
import { GitHubRuntime } from '../common/github-runtime.ts';
import { currentRunEnvironment } from '../common/step-environment.ts';
import type { PreparedGate } from '../deployment-evaluation/prepare-gate.ts';
import type { Resolved } from '../deployments/find-or-create.ts';
import { isGateOn } from '../evaluation/eval-inputs.ts';
import type { EvalPlan } from '../evaluation/prepare-evaluation.ts';
import { deploymentSha, type GitHubRunContext, runContextOf } from '../github/run-context.ts';
import {
  afterDeployed,
  type DeployedPhase,
  revisionToBlame,
} from './after-deployed/deployed-phase.ts';
import { type Changed, changeSent, makeChange } from './change/make-revision.ts';
import { imageTagWarning } from './change/patch-body.ts';
import type { SourceShipment } from './change/source-shipment.ts';
import { resolveDeployment } from './find/resolve-deployment.ts';
import type { TypicalDuration } from './follow/deploy-history.ts';
import {
  failureLog,
  followRevision,
  revisionIds,
  type TimelineEntry,
  typicalDeployTime,
} from './follow/follow-revision.ts';
import type { LogExcerpt } from './follow/revision-logs.ts';
import type { WaitOutcome } from './follow/wait-for-revision.ts';
import type { EvalGate } from './gate/eval-gate.ts';
import type { GitHubView } from './github-view.ts';
import { readDeploySettings } from './inputs.ts';
import { type RollbackOutcome, recover } from './recover/roll-back.ts';
import { OWN_WORDS, toStepReport } from './report/outputs.ts';
import { renderSummary, runLinks } from './report/render-report.ts';
import { buildDeployReport, type DeployReport } from './report/report.ts';
import type { DeploySettings, GitHubSettings } from './settings.ts';

export function run(runtime: ActionRuntime = new GitHubRuntime()): Promise<StepReport> {
  return runAction<DeployInputs>(
    {
      noun: 'Deploy',
      readInputs: readDeploySettings,
      checkInputs: async (settings, { signal }) => {
        let checked: DeployInputs = settings;
        if (settings.sourcePath) {
          const { checkSourceInputs } = await import('./change/ship-source.ts');
          checked = await checkSourceInputs(settings, workspace(), signal);
        }
        if (!isGateOn(checked)) return checked;
        const { prepareGate } = await import('../deployment-evaluation/prepare-gate.ts');
        return { ...checked, gate: await prepareGate(checked, workspace(), signal) };
      },
      timeoutMs: (settings) => settings.timeout,
      work: async (settings, context) => {
        const step = stepContext(context, settings.connection);
        // The run's facts, read once from the runtime's variables and event file.
        const run = runContextOf(context.runtime.environment.facts);
        const evalPlan = preparedPlan(settings.gate);
        if (settings.dryRun) return plan(step, settings, run, evalPlan);
        const github = await openGitHubView(settings, step.warn, run);
        const gate = evalPlan && (await openGate(step, settings, evalPlan, run));
        const report = await deploy(step, settings, github, gate);
        await github?.finish(report);
        return toStepReport(report, renderSummary(report, runLinks(run)));
      },
      failedOutputs: { result: 'failed' },
      stoppedOutputs: (kind) => ({ result: kind }),
      ownWords: OWN_WORDS,
    },
    runtime,
  );
}

/** The deploy's inputs once checked: with eval-dataset, the gate made ready. */
type DeployInputs = DeploySettings & { gate?: PreparedGate | undefined };

/**
 * Finds the deployment, changes it, follows the revision, proves it once DEPLOYED, and recovers
 * with a rollback when the inputs ask for one; each phase returns what it learned, and however
 * far the deploy got, what it learned becomes the report. The evaluation gate's baseline runs
 * from the change on, beside the build.
 */
async function deploy(
  step: StepContext,
  settings: DeploySettings,
  github: GitHubView | undefined,
  gate: EvalGate | undefined,
): Promise<DeployReport> {
  const shipment = await startShipment(step, settings);
  const timeline: TimelineEntry[] = [];
  let resolved: Resolved | undefined;
  let changed: Changed | undefined;
  let typical: TypicalDuration | undefined;
  let waited: WaitOutcome | undefined;
  let logs: LogExcerpt | undefined;
  let proved: DeployedPhase | undefined;
  let rollback: RollbackOutcome | undefined;
  let changeStarted = false;
  let error: unknown;
  try {
    resolved = await find(step, settings, shipment);
    await gate?.beforeChange(resolved);
    await github?.start(resolved.deployment.name ?? resolved.deployment.id);
    changeStarted = true;
    changed = await makeChange(step, settings, resolved, shipment);
    gate?.changeSent(changed.submission);
    if (settings.wait) {
      const ids = revisionIds(changed);
      typical = await typicalDeployTime(step, ids);
      waited = await followRevision(step, settings, ids, typical, timeline);
      gate?.revisionEnded(waited.result === 'deployed');
      logs = await failureLog(step, settings, ids, waited);
      const deployed = { resolved, submission: changed.submission, typical };
      const gated = gate?.request(resolved.deployment.id, changed.submission.revisionId);
      if (waited.result === 'deployed') {
        proved = await afterDeployed(step, settings, deployed, gated);
      }
      rollback = await recover(step, settings, deployed, revisionToBlame(waited, proved));
    }
  } catch (caught) {
    error = caught;
  } finally {
    await Promise.all([shipment?.close(), gate?.close()]);
  }
  return buildDeployReport({
    target: settings.target,
    resolved,
    changeSent: changeSent(changeStarted, error, resolved),
    ...changed,
    typical,
    waited,
    ...proved,
    timeline,
    logs,
    rollback,
    gateOn: gate !== undefined,
    error,
    stopped: step.stepClock.stopped,
    durationMs: step.stepClock.elapsedMs(),
  });
}

/** The find phase: the deployment, found or created, told in the log. */
async function find(step: StepContext, settings: DeploySettings, shipment?: SourceShipment) {
  const found = await resolveDeployment(step, settings);
  const { deployment } = found;
  shipment?.askForUploadUrl(deployment.id, step.client);
  const latest = deployment.latest_revision_id ?? '(none)';
  step.log(`Deployment ${deployment.name ?? deployment.id}: latest revision ${latest}`);
  const tagWarning = imageTagWarning(settings.imageUri, settings.source ?? deployment.source);
  if (tagWarning) step.warn(tagWarning);
  return found;
}

/** dry-run: what a deploy would change, from reads only; the plan loads only for a dry run. */
async function plan(
  step: StepContext,
  settings: DeploySettings,
  run: GitHubRunContext | undefined,
  evalPlan: EvalPlan | undefined,
) {
  const { planDeploy } = await import('./plan/dry-run.ts');
  const { toPlanStepReport } = await import('./plan/plan-report.ts');
  const checkout = { workspace: workspace(), tempDir: tempDir() };
  const deployPlan = { ...(await planDeploy(step, settings, checkout)), evaluation: evalPlan };
  if (evalPlan) {
    const { evalPlanLine } = await import('../evaluation/render-eval.ts');
    step.log(`${evalPlanLine(evalPlan)} No run is sent in a dry run.`);
  }
  const github = await openGitHubView(settings, step.warn, run);
  await github?.showPlan(deployPlan);
  return toPlanStepReport(deployPlan, runLinks(run));
}

/** The gate's plan; LangSmith's trouble reading the dataset fails the step, before any request. */
function preparedPlan(gate: PreparedGate | undefined): EvalPlan | undefined {
  if (gate && 'trouble' in gate) throw gate.trouble;
  return gate?.plan;
}

/** The evaluation gate along the deploy; its modules load only when eval-dataset is given. */
async function openGate(
  step: StepContext,
  settings: DeploySettings,
  evalPlan: EvalPlan,
  run: GitHubRunContext | undefined,
): Promise<EvalGate> {
  const { EvalGate } = await import('./gate/eval-gate.ts');
  const commit = run && deploymentSha(run);
  return new EvalGate(step, evalPlan, { apiKey: settings.connection.apiKey, commit });
}

/**
 * GitHub's view of the deploy, when a GitHub feature is on and there is a token for it. Octokit
 * is loaded only then: a plain deploy never loads it.
 */
async function openGitHubView(
  settings: GitHubSettings,
  warn: StepContext['warn'],
  run: GitHubRunContext | undefined,
): Promise<GitHubView | undefined> {
  if (!settings.githubToken || !(settings.environment || settings.commentOnPr)) return undefined;
  const { GitHubView } = await import('./github-view.ts');
  return new GitHubView(settings, warn, run);
}

/**
 * Starts packing source-path, for a run that ships it, before any request: packing is CPU and
 * disk work that goes on while the service and GitHub answer. The packer loads only then.
 */
async function startShipment(step: StepContext, settings: DeploySettings) {
  if (!settings.sourcePath || settings.redeployRevision) return undefined;
  const { SourceShipment } = await import('./change/source-shipment.ts');
  const checkout = { signal: step.signal, workspace: workspace(), tempDir: tempDir() };
  return new SourceShipment(settings, checkout);
}

/** The checkout the runner gave the job, which source-path is relative to (the runtime says). */
function workspace(): string {
  return currentRunEnvironment().workspace;
}

/** Where the runner wants temporary files. */
function tempDir(): string {
  return currentRunEnvironment().tempDir;
}
